import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Flujo, Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { ACCIONES_URGENCIAS, AVISO_PREOCUPADO, CONSEJO_ROJO_CAMINO as ROJO_CAMINO, SIEMPRE } from './comunes.ts';
import { ESCAYOLA_ALARMA, TITULO_ESCAYOLA } from './banderas-escayola.ts';
import { buscarSintomas } from './index.ts';
import { DIENTES, DOLOR_CABEZA, GOLPE_TESTICULOS, GOLPE_VULVA, golpes_caidas, HERIDA, MANDIBULA, MECANISMO, ZONA } from './golpes_caidas.ts';

comprobacionesDeFlujo(golpes_caidas);

/** A toddler who bumped the head playing, cried at once and is back to normal (HT green). */
const LEVE: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '2-5 años',
  zona: ZONA.cabeza,
  no_responde: 'no',
  neuro: 'no',
  signos_fractura: 'no',
  cuello: 'no',
  respira_mal: 'no',
  signos_shock: 'no',
  mononucleosis: 'no',
  lesion_interna: 'no',
  fractura_abierta: 'no',
  lleva_escayola: 'no',
  escayola_alarma: 'no',
  mecanismo: MECANISMO.normal,
  riesgo_sangrado: 'no',
  vomitos: 0,
  chichon_cm: 2,
  chichon_no_frontal: 'no',
  herida_golpe: HERIDA.no,
  dolor_cabeza: DOLOR_CABEZA.no,
  mandibula: MANDIBULA.no,
  dientes: DIENTES.no,
  extremidad: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 14,
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...LEVE, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(golpes_caidas, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const meds = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).medicacion.map((m) => m.med);
const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) =>
  preguntasVisibles(golpes_caidas, respuestas(cambios)).map((p) => p.id);

const BRAZO = { zona: ZONA.extremidad } as const;

describe('golpes_caidas: structure', () => {
  it('is in the "golpes_heridas" category, asks the age first and the weight last', () => {
    expect(golpes_caidas.categoria).toBe('golpes_heridas');
    expect(golpes_caidas.preguntas[0]?.id).toBe('edad_rango');
    expect(golpes_caidas.preguntas.at(-1)?.id).toBe('peso_kg');
    expect(golpes_caidas.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(golpes_caidas.sinonimos).toContain('chichón');
  });

  it('ends with an always-true verde catch-all', () => {
    expect(golpes_caidas.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(golpes_caidas.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('number questions avoid the words that trigger age or weight validation (SPEC §5)', () => {
    for (const p of golpes_caidas.preguntas.filter((q) => q.tipo === 'numero' && q.id !== 'peso_kg')) {
      expect(p.texto).not.toMatch(/\b(edad|mes|meses|peso|pesa|kg|kilos?)\b/i);
    }
  });


  it('names its sources and explains its choices', () => {
    expect(golpes_caidas.fuentes.length).toBeGreaterThanOrEqual(5);
    expect(golpes_caidas.revisado).toBe('2026-11-28');
    expect(golpes_caidas.notas).toMatch(/Puertas equivocadas/);
    expect(golpes_caidas.notas).toMatch(/Healthier Together/);
    expect(golpes_caidas.notas).toMatch(/5 cm/);
  });
});

describe('golpes_caidas: verde (HT green: alert, interacting, no red or amber feature)', () => {
  it('a minor head bump with full recovery is verde with the 48-hour watch list and both painkillers', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Golpe leve en la cabeza sin signos de alarma');
    expect(r.consejos.join(' ')).toMatch(/vomita 2 veces o más/);
    expect(r.consejos.join(' ')).toMatch(/Puede dormir/);
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('a bumped knee that he can use normally is verde with cold, rest and a safety net', () => {
    // Schmitt Leg Injury: bruised muscle or bone → parent care at home.
    const r = triaje(BRAZO);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Golpe leve sin signos de alarma');
    expect(r.consejos.join(' ')).toMatch(/cojeando/);
  });

  it('a baby of 3-6 months with a minor bump is verde without ibuprofen', () => {
    expect(nivel({ edad_rango: '3-6 meses', chichon_cm: 1, peso_kg: 6.5 })).toBe('verde');
    expect(meds({ edad_rango: '3-6 meses', chichon_cm: 1, peso_kg: 6.5 })).toEqual(['paracetamol']);
  });

  it('a limb bump of unknown mechanism in a child over 1 year who is using the limb stays verde', () => {
    expect(nivel({ ...BRAZO, mecanismo: MECANISMO.desconocido })).toBe('verde');
  });
});

describe('golpes_caidas: vomiting after a head injury (HT ≥ 3 red; NICE/SEUP any vomiting; see notas)', () => {
  it('0 vomits is verde, 1 is amarillo with paracetamol only, 2 is rojo', () => {
    expect(nivel({ vomitos: 0 })).toBe('verde');
    const uno = triaje({ vomitos: 1 });
    expect(uno.urgencia).toBe('amarillo');
    expect(uno.titulo).toBe('Ha vomitado una vez tras el golpe en la cabeza');
    expect(uno.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    const dos = triaje({ vomitos: 2 });
    expect(dos.urgencia).toBe('rojo');
    expect(dos.titulo).toBe('Vómitos repetidos tras un golpe en la cabeza');
  });

  it('vomits are only asked when the head was hit', () => {
    expect(ids()).toContain('vomitos');
    expect(ids(BRAZO)).not.toContain('vomitos');
    expect(nivel({ ...BRAZO, vomitos: 3 })).toBe('verde');
  });
});

describe('golpes_caidas: head swelling over 5 cm (NICE CT criteria < 1 year; HT; see notas)', () => {
  it('under 1 year: 5 cm is not rojo, 5.1 cm is rojo', () => {
    for (const edad of ['0-3 meses', '3-6 meses', '6-12 meses']) {
      expect(nivel({ edad_rango: edad, chichon_cm: 5, peso_kg: 7 })).not.toBe('rojo');
      const r = triaje({ edad_rango: edad, chichon_cm: 5.1, peso_kg: 7 });
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe('Chichón, moratón o herida de más de 5 cm en la cabeza de un bebé');
    }
  });

  it('from 1 year: 5 cm is verde, 5.1 cm is amarillo', () => {
    for (const edad of ['1-2 años', '2-5 años', '12+ años']) {
      expect(nivel({ edad_rango: edad, chichon_cm: 5 })).toBe('verde');
      expect(nivel({ edad_rango: edad, chichon_cm: 5.1 })).toBe('amarillo');
    }
  });
});

describe('golpes_caidas: rojo (HT red; NICE NG232 referral; SEUP 112)', () => {
  it('loss of consciousness, a seizure or a neurological symptom is rojo', () => {
    // SEUP: "traumatismo craneal con pérdida de conciencia, vómitos o confusión" → 112.
    const r = triaje({ neuro: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('very drowsy, hard to wake or an inconsolable cry is rojo', () => {
    expect(nivel({ no_responde: 'si' })).toBe('rojo');
  });

  it('clear fluid from the nose or ear, or bruising around the eyes or behind the ears, is rojo', () => {
    expect(nivel({ signos_fractura: 'si' })).toBe('rojo');
  });

  it('a dangerous mechanism is rojo for the head: road accident, or a fall from more than 1 m', () => {
    // HT red: road traffic accident; fall > 1 m / child's height / 5 stairs.
    expect(nivel({ mecanismo: MECANISMO.trafico })).toBe('rojo');
    expect(triaje({ mecanismo: MECANISMO.altura }).titulo).toBe('Caída desde altura con golpe en la cabeza o el tronco');
    expect(nivel({ zona: ZONA.tronco, mecanismo: MECANISMO.altura })).toBe('rojo');
  });

  it('a road accident is rojo even when only a limb hurts; a fall from height onto a limb is amarillo', () => {
    expect(nivel({ ...BRAZO, mecanismo: MECANISMO.trafico })).toBe('rojo');
    expect(triaje({ ...BRAZO, mecanismo: MECANISMO.altura }).titulo).toBe('Caída desde altura con golpe en un brazo o una pierna');
  });

  it('a head injury in a child on anticoagulants or with a bleeding disorder is rojo', () => {
    // HT red: "takes blood thinners or has a bleeding or clotting disorder".
    expect(nivel({ riesgo_sangrado: 'si' })).toBe('rojo');
  });

  it('an unexplained head injury in a baby under 1 year is rojo; from 1 year it is amarillo', () => {
    // NICE CG176: suspected non-accidental injury → CT within 1 hour.
    expect(nivel({ edad_rango: '6-12 meses', mecanismo: MECANISMO.desconocido, peso_kg: 8 })).toBe('rojo');
    expect(nivel({ edad_rango: '1-2 años', mecanismo: MECANISMO.desconocido })).toBe('amarillo');
  });

  it('a headache getting worse is rojo (Belfast red)', () => {
    expect(nivel({ dolor_cabeza: DOLOR_CABEZA.empeora })).toBe('rojo');
  });

  it('a wound still bleeding after 10 minutes of pressure is rojo and points to herida', () => {
    // SEUP: deep wound whose bleeding does not stop after 10 minutes of pressure → 112.
    const r = triaje({ herida_golpe: HERIDA.sangra });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('herida');
  });

  it('an open fracture or a cold, pale or blue hand or foot is rojo', () => {
    // SEUP: open fracture → 112; Schmitt: skin beyond the injury pale or blue.
    const r = triaje({ ...BRAZO, fractura_abierta: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.join(' ')).toMatch(/no intentes meter el hueso/);
  });

  it('a blow to the trunk with breathing difficulty, pallor or signs of internal injury is rojo', () => {
    const tronco = { zona: ZONA.tronco } as const;
    expect(nivel(tronco)).toBe('verde');
    expect(nivel({ ...tronco, respira_mal: 'si' })).toBe('rojo');
    expect(nivel({ ...tronco, signos_shock: 'si' })).toBe('rojo');
    expect(nivel({ ...tronco, lesion_interna: 'si' })).toBe('rojo');
  });
});

describe('golpes_caidas: amarillo', () => {
  it('a headache that does not settle with painkillers is amarillo (HT amber)', () => {
    const r = triaje({ dolor_cabeza: DOLOR_CABEZA.persiste });
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos.join(' ')).toMatch(/Si no te pueden ver en unas horas/);
  });

  it('the headache is only asked from 2 years', () => {
    expect(ids({ edad_rango: '1-2 años' })).not.toContain('dolor_cabeza');
    expect(ids({ edad_rango: '2-5 años' })).toContain('dolor_cabeza');
  });

  it('a deformed limb, or not bearing weight or not using it, is amarillo (SEUP deformity → same day; NICE amber)', () => {
    const r = triaje({ ...BRAZO, extremidad: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Posible fractura o luxación');
    expect(r.consejos.join(' ')).toMatch(/cabestrillo/);
  });

  it('any limb injury under 1 year is amarillo (Schmitt: age < 1 year → call now)', () => {
    expect(triaje({ ...BRAZO, edad_rango: '6-12 meses', peso_kg: 8 }).titulo).toBe('Golpe en un brazo o una pierna en menor de 1 año');
    expect(nivel({ ...BRAZO, edad_rango: '1-2 años' })).toBe('verde');
  });

  it('a limb injury in a child with a bleeding disorder is amarillo with paracetamol only', () => {
    const r = triaje({ ...BRAZO, riesgo_sangrado: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('round 8: a small cut with edges together that has stopped bleeding does not raise the level (round 18: part of the first answer)', () => {
    expect(HERIDA.no).toMatch(/corte pequeño \(hasta 2 cm\) con los bordes juntos/);
    expect(nivel({ herida_golpe: HERIDA.no })).toBe('verde');
    expect(HERIDA.abierta).toMatch(/borde del labio/);
  });

  it('round 8 (Ottawa rules, Dowling 2009): an ankle twist from 5 years that passes the rule is verde (sprain care)', () => {
    const TOBILLO = { zona: ZONA.extremidad, edad_rango: '5-12 años', tobillo_pie: 'si', peso_kg: 25 } as const;
    const r = triaje({ ...TOBILLO, ottawa: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Torcedura de tobillo o golpe en el pie sin signos de fractura (esguince)');
    expect(r.consejos.join(' ')).toMatch(/4 pasos/);
    expect(ids(TOBILLO)).toContain('ottawa');
    expect(ids(TOBILLO)).not.toContain('extremidad');
  });

  it('round 8: an ankle or foot that fails the Ottawa rule is amarillo (X-ray today); an open fracture or a cold foot stays rojo', () => {
    const TOBILLO = { zona: ZONA.extremidad, edad_rango: '12+ años', tobillo_pie: 'si', peso_kg: 50 } as const;
    const r = triaje({ ...TOBILLO, ottawa: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Golpe en el tobillo o el pie: no apoya o duele el hueso (reglas de Ottawa)');
    expect(nivel({ ...TOBILLO, ottawa: 'si', fractura_abierta: 'si' })).toBe('rojo');
  });

  it('round 8: under 5 years, or a limb other than the ankle or foot, keeps the deformity or limping question', () => {
    expect(ids({ zona: ZONA.extremidad, edad_rango: '2-5 años' })).not.toContain('ottawa');
    expect(ids({ zona: ZONA.extremidad, edad_rango: '2-5 años' })).toContain('extremidad');
    expect(ids({ zona: ZONA.extremidad, edad_rango: '5-12 años', tobillo_pie: 'no' })).toContain('extremidad');
    expect(nivel({ zona: ZONA.extremidad, edad_rango: '5-12 años', tobillo_pie: 'no', extremidad: 'si', peso_kg: 25 })).toBe('amarillo');
  });

  it('an open wound that may need stitches is amarillo and points to herida (SEUP)', () => {
    const r = triaje({ herida_golpe: HERIDA.abierta });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('herida');
  });

  it('a head bump in a baby under 3 months is amarillo at least, without any dose', () => {
    const r = triaje({ edad_rango: '0-3 meses', chichon_cm: 1 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.medicacion).toEqual([]);
    expect(ids({ edad_rango: '0-3 meses' })).not.toContain('peso_kg');
  });

  it('a child who looks very ill, different from other illnesses, is amarillo', () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
    expect(nivel({ ...BRAZO, muy_enfermo: 'si' })).toBe('amarillo');
  });

  it("the parent's worry alone keeps verde and adds the paediatrician-now advice (issue 9, pattern 1)", () => {
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
  });

  it('neck pain or stiffness, tingling or weakness after a head or trunk injury is rojo (Schmitt head injury: cervical spine)', () => {
    const r = triaje({ cuello: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.join(' ')).toMatch(/no le muevas la cabeza ni el cuello/);
    expect(ids(BRAZO)).not.toContain('cuello');
  });
});

describe('golpes_caidas: injured teeth after a blow to the mouth (round 5; IADT 2020, NHS Knocked-out tooth, AAPD)', () => {
  const ESCOLAR = { edad_rango: '5-12 años', peso_kg: 25 } as const;

  it('a permanent tooth knocked out is rojo, with replanting first aid in the order a parent does it and an urgent dentist', () => {
    const r = triaje({ ...ESCOLAR, dientes: DIENTES.definitivoFuera });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Se le ha salido un diente definitivo');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/60 minutos/);
    expect(texto).toMatch(/por la corona .*nunca por la raíz/);
    expect(texto).toMatch(/leche o suero fisiológico, sin frotarlo/);
    expect(texto).toMatch(/vuelve a meterlo ahora en su hueco/);
    expect(texto).toMatch(/nunca en agua ni seco/);
    expect(texto).toMatch(/Si no encuentras el diente, ve igualmente/);
    expect(r.consejos.at(-1)).toBe('Si empeora por el camino, llama al 112.');
    expect(r.acciones_sugeridas[0]).toMatch(/dentista de urgencias o a urgencias del hospital/);
    expect(r.medicacion).toEqual([]);
  });

  it('"not sure whether it was a baby tooth" is treated as permanent, at any age where teeth are asked', () => {
    expect(DIENTES.definitivoFuera).toMatch(/no sé si era de leche/);
    for (const edad of ['6-12 meses', '1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      expect(nivel({ edad_rango: edad, dientes: DIENTES.definitivoFuera, peso_kg: 12 }), edad).toBe('rojo');
    }
    const pregunta = golpes_caidas.preguntas.find((p) => p.id === 'dientes');
    expect(pregunta?.ayuda).toMatch(/hacia los 6 años/);
    expect(pregunta?.ayuda).toMatch(/elige «definitivo»/);
  });

  it('a baby tooth knocked out is amarillo, is not put back, and sees a dentist today or first thing tomorrow', () => {
    const r = triaje({ dientes: DIENTES.lecheFuera });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Se le ha salido un diente de leche por un golpe');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/No vuelvas a meter un diente de leche/);
    expect(texto).toMatch(/diente definitivo que se está formando debajo/);
    expect(r.acciones_sugeridas[0]).toMatch(/dentista hoy o mañana/);
    expect(r.consejos).toContain('Si no te pueden ver en unas horas o empeora, acude a urgencias. Si aparece un signo grave (le cuesta respirar, labios azulados, no responde, una convulsión o manchas que no se borran al apretar), llama al 112.');
  });

  it('a broken, displaced, pushed-in or very loose tooth, or a bleeding gum around a tooth, is amarillo with a dentist the same day', () => {
    const r = triaje({ ...ESCOLAR, dientes: DIENTES.danado });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Diente roto, movido o metido hacia dentro por un golpe');
    expect(r.acciones_sugeridas[0]).toMatch(/dentista/);
    expect(r.consejos.join(' ')).toMatch(/trozo, búscalo y llévalo en un poco de leche/);
    expect(r.consejos.join(' ')).toMatch(/no puede cerrar bien la boca/);
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('round 6: names the tooth pushed into the gum that looks shorter (IADT 2020 intrusion), shared with denticion', () => {
    expect(DIENTES.danado).toMatch(/metido hacia la encía \(se ve más corto/);
    expect(golpes_caidas.preguntas.find((p) => p.id === 'dientes')?.ayuda).toMatch(/más corto/);
  });

  it('both amarillo results keep the head watch list: a blow to the mouth is a blow to the head', () => {
    for (const dientes of [DIENTES.lecheFuera, DIENTES.danado]) {
      expect(triaje({ dientes }).consejos.join(' '), dientes).toMatch(/próximas 48 horas/);
    }
  });

  it('no injured tooth keeps the minor head bump verde, whose safety net names a tooth that darkens or loosens later', () => {
    const r = triaje({ dientes: DIENTES.no });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/diente se le pone oscuro/);
  });

  it('the head red signs are asked first and keep their result; teeth come after them', () => {
    const orden = golpes_caidas.preguntas.map((p) => p.id);
    for (const antes of ['no_responde', 'neuro', 'signos_fractura', 'cuello', 'mecanismo', 'vomitos', 'herida_golpe', 'dolor_cabeza']) {
      expect(orden.indexOf(antes), antes).toBeLessThan(orden.indexOf('dientes'));
    }
    expect(triaje({ neuro: 'si', dientes: DIENTES.definitivoFuera }).titulo).toBe(
      'Pérdida de conocimiento, convulsión o síntomas neurológicos tras un golpe en la cabeza',
    );
    expect(triaje({ vomitos: 2, dientes: DIENTES.lecheFuera }).urgencia).toBe('rojo');
    expect(triaje({ vomitos: 1, dientes: DIENTES.danado }).titulo).toBe('Ha vomitado una vez tras el golpe en la cabeza');
  });

  it('is asked for a blow to the head or face from 6 months, never for a limb or the trunk, nor under 6 months', () => {
    expect(ids()).toContain('dientes');
    expect(ids({ zona: ZONA.ambas })).toContain('dientes');
    expect(ids(BRAZO)).not.toContain('dientes');
    expect(ids({ zona: ZONA.tronco })).not.toContain('dientes');
    expect(ids({ edad_rango: '6-12 meses' })).toContain('dientes');
    for (const edad of ['0-3 meses', '3-6 meses']) expect(ids({ edad_rango: edad }), edad).not.toContain('dientes');
    expect(nivel({ ...BRAZO, dientes: DIENTES.definitivoFuera })).toBe('verde');
  });

  it('stops as soon as a permanent tooth is known to be out, and not for a baby tooth', () => {
    const hasta: Record<string, ValorRespuesta> = {};
    for (const id of ids()) {
      if (id === 'dientes') break;
      hasta[id] = LEVE[id]!;
    }
    expect(rojoSeguro(golpes_caidas, { ...hasta, dientes: DIENTES.definitivoFuera })?.titulo).toBe('Se le ha salido un diente definitivo');
    expect(rojoSeguro(golpes_caidas, { ...hasta, dientes: DIENTES.lecheFuera })).toBeNull();
  });

  it('the search finds the flow by a knocked-out or broken tooth', () => {
    for (const consulta of ['se le ha salido un diente', 'diente roto', 'golpe en la boca']) {
      expect(buscarSintomas(consulta).slice(0, 3).map((f) => f.id), consulta).toContain('golpes_caidas');
    }
  });
});

describe('golpes_caidas: question progression and early exit', () => {
  it('asks head questions only for head injuries and limb questions only for limb injuries', () => {
    expect(ids()).toEqual(expect.arrayContaining(['neuro', 'signos_fractura', 'vomitos', 'chichon_cm']));
    expect(ids()).not.toContain('extremidad');
    expect(ids(BRAZO)).toEqual(expect.arrayContaining(['extremidad', 'fractura_abierta']));
    expect(ids(BRAZO)).not.toContain('neuro');
    expect(ids({ zona: ZONA.ambas })).toEqual(expect.arrayContaining(['neuro', 'extremidad']));
  });

  it('a typical head path has at most 19 questions and a limb path at most 13 (round 5 added the teeth, round 14: the wrong-door screen, round 15: the same-day screen, round 18: the jaw)', () => {
    expect(ids().length).toBeLessThanOrEqual(19); // round 15: + otra_consulta; round 18: + mandibula
    expect(ids(BRAZO).length).toBeLessThanOrEqual(13); // round 17: + lleva_escayola
  });

  it('stops as soon as a red feature is certain', () => {
    expect(rojoSeguro(golpes_caidas, { edad_rango: '2-5 años', zona: ZONA.cabeza, no_responde: 'si' })?.urgencia).toBe('rojo');
    expect(rojoSeguro(golpes_caidas, { edad_rango: '2-5 años', zona: ZONA.cabeza, no_responde: 'no' })).toBeNull();
  });
});

// ---------------------------------------------------------------------------
// Properties over generated answer sets
// ---------------------------------------------------------------------------

const NUMEROS: Readonly<Record<string, readonly number[]>> = {
  vomitos: [0, 1, 2, 3, 6],
  chichon_cm: [0, 2, 5, 5.1, 8],
  peso_kg: [4, 8, 14, 30, 60],
};

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no'
      ? fc.constantFrom('si', 'no')
      : p.tipo === 'opciones'
        ? fc.constantFrom(...(p.opciones ?? []))
        : fc.constantFrom(...(NUMEROS[p.id] ?? [0, 1]));
  const base = LEVE[p.id];
  if (base === undefined || p.id === 'edad_rango' || p.id === 'zona') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(golpes_caidas.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('golpes_caidas: properties', () => {
  it('adding a red feature never lowers the level', () => {
    const conAlarma = golpes_caidas.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(golpes_caidas, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(golpes_caidas, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('two or more vomits after a head injury is always rojo', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(ZONA.cabeza, ZONA.ambas), (r, zona) => {
        expect(evaluarTriaje(golpes_caidas, { ...r, zona, vomitos: 2 }).urgencia).toBe('rojo');
      }),
      { numRuns: 1000 },
    );
  });

  it('never suggests ibuprofen under 6 months nor any dose under 3 months', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES.slice(0, 2)), (r, edad) => {
        const m = evaluarTriaje(golpes_caidas, { ...r, edad_rango: edad }).medicacion.map((x) => x.med);
        expect(m).not.toContain('ibuprofeno');
        if (edad === '0-3 meses') expect(m).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('golpes_caidas: shock and glandular fever after a blow to the trunk (round 7; NICE NG143; CG84; NHS Glandular fever)', () => {
  const tronco = { edad_rango: '12+ años', zona: ZONA.tronco, peso_kg: 55 } as const;
  const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => preguntasVisibles(golpes_caidas, respuestas(cambios)).map((p) => p.id);

  it('asks shock signs and glandular fever only for the trunk, the spleen pain only with glandular fever', () => {
    expect(ids(tronco)).toEqual(expect.arrayContaining(['signos_shock', 'mononucleosis']));
    expect(ids(tronco)).not.toContain('dolor_bazo');
    expect(ids({ ...tronco, mononucleosis: 'si' })).toContain('dolor_bazo');
    expect(ids()).not.toContain('signos_shock');
    expect(ids()).not.toContain('mononucleosis');
    expect(ids({ zona: ZONA.tronco, edad_rango: '1-2 años' })).not.toContain('mononucleosis');
  });

  it('pale and sweaty, or dizzy or fainting on standing, after a blow to the trunk is rojo with 112', () => {
    const r = triaje({ ...tronco, signos_shock: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.consejos.join(' ')).toMatch(/piernas un poco en alto/);
  });

  it('glandular fever with tummy or left shoulder-tip pain after a sports knock is rojo (possible ruptured spleen)', () => {
    const r = triaje({ ...tronco, mononucleosis: 'si', dolor_bazo: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/bazo/);
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('glandular fever and a blow to the trunk without pain or shock is amarillo with paracetamol only; the ordinary trunk knock stays verde', () => {
    const r = triaje({ ...tronco, mononucleosis: 'si', dolor_bazo: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    expect(r.consejos.join(' ')).toMatch(/8 semanas/);
    expect(nivel(tronco)).toBe('verde');
  });
});

// ---------------------------------------------------------------------------
// Round 17: a tight cast, splint or bandage (RCH Melbourne Plaster cast care; SCHN Cast care; NICE NG38)
// ---------------------------------------------------------------------------

/** Round 17: the answers given before the cast warning signs, and that question answered Sí: rojo must already be certain. */
function hastaEscayola(flujo: Flujo, todas: Respuestas): Respuestas {
  const visibles = preguntasVisibles(flujo, todas).map((p) => p.id);
  const hasta = visibles.indexOf('escayola_alarma');
  expect(hasta).toBeGreaterThan(0);
  return Object.fromEntries(visibles.slice(0, hasta + 1).filter((id) => todas[id] !== undefined).map((id) => [id, todas[id]!]));
}

describe('golpes_caidas: a tight cast, splint or bandage (round 17)', () => {
  const ESCAYOLA = { ...BRAZO, lleva_escayola: 'si' } as const;

  it('swollen, pale, blue, cold or numb fingers, or pain that painkillers do not ease, under a cast is rojo: urgencias now', () => {
    for (const zona of [ZONA.extremidad, ZONA.ambas]) {
      const r = triaje({ ...ESCAYOLA, zona, escayola_alarma: 'si' });
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe(TITULO_ESCAYOLA);
      expect(r.consejos.at(-1)).toBe(ROJO_CAMINO);
      expect(r.consejos.join(' ')).toMatch(/No cortes/);
      expect(r.acciones_sugeridas).toEqual(ACCIONES_URGENCIAS);
    }
  });

  it('stops early: rojo is certain as soon as the warning signs are answered, a few questions in', () => {
    const todas = respuestas({ ...ESCAYOLA, escayola_alarma: 'si' });
    expect(ids({ ...ESCAYOLA, escayola_alarma: 'si' }).indexOf('escayola_alarma')).toBeLessThanOrEqual(5);
    expect(rojoSeguro(golpes_caidas, hastaEscayola(golpes_caidas, todas))?.si).toBe(ESCAYOLA_ALARMA);
  });

  it('mild swelling with the warning signs answered No is verde with the raise-and-move advice; a limb that cannot be used stays amarillo', () => {
    const r = triaje({ ...ESCAYOLA, escayola_alarma: 'no' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/en alto, por encima del corazón/);
    expect(nivel({ ...ESCAYOLA, escayola_alarma: 'no', extremidad: 'si' })).toBe('amarillo');
  });

  it('a child without a cast is unchanged, and the head-only or trunk blow is not asked about a cast', () => {
    expect(triaje(BRAZO).titulo).toBe('Golpe leve sin signos de alarma');
    expect(nivel({ ...BRAZO, extremidad: 'si' })).toBe('amarillo');
    expect(ids(BRAZO)).toContain('lleva_escayola');
    expect(ids(BRAZO)).not.toContain('escayola_alarma');
    expect(nivel({ ...BRAZO, lleva_escayola: 'no', escayola_alarma: 'si' })).toBe('verde');
    for (const zona of [ZONA.cabeza, ZONA.tronco]) {
      const visibles = ids({ zona, lleva_escayola: 'si' });
      expect(visibles).not.toContain('lleva_escayola');
      expect(visibles).not.toContain('escayola_alarma');
    }
    expect(triaje().titulo).toBe('Golpe leve en la cabeza sin signos de alarma');
  });
});

describe('golpes_caidas: round 18, a scalp swelling off the forehead under 2 years (PECARN; NICE NG232)', () => {
  it('takes a child under 2 out of the very-low-risk group: at least amarillo at every age under 2', () => {
    for (const edad_rango of ['3-6 meses', '6-12 meses', '1-2 años']) {
      const r = triaje({ edad_rango, chichon_no_frontal: 'si', peso_kg: 8 });
      expect(r.urgencia, edad_rango).toBe('amarillo');
      expect(r.titulo).toBe('Chichón fuera de la frente en un niño menor de 2 años');
      expect(nivel({ edad_rango, chichon_no_frontal: 'no', peso_kg: 8 }), edad_rango).toBe('verde');
    }
    expect(nivel({ edad_rango: '0-3 meses' })).toBe('amarillo');
    expect(ids({ edad_rango: '0-3 meses' })).not.toContain('chichon_no_frontal');
  });

  it('is asked only for a head blow under 2 years; NICE NG232 over 5 cm under 1 year stays rojo, and the under-3-months rule stays', () => {
    expect(ids({ edad_rango: '1-2 años' })).toContain('chichon_no_frontal');
    expect(ids({ edad_rango: '1-2 años', chichon_cm: 6 })).not.toContain('chichon_no_frontal');
    expect(ids({ edad_rango: '2-5 años' })).not.toContain('chichon_no_frontal');
    expect(ids({ edad_rango: '1-2 años', zona: ZONA.extremidad })).not.toContain('chichon_no_frontal');
    expect(nivel({ edad_rango: '6-12 meses', chichon_cm: 6, chichon_no_frontal: 'si' })).toBe('rojo');
    expect(nivel({ edad_rango: '6-12 meses', chichon_cm: 6, chichon_no_frontal: 'no' })).toBe('rojo');
    expect(triaje({ edad_rango: '0-3 meses' }).titulo).toBe('Golpe en la cabeza en un bebé menor de 3 meses');
  });
});

describe('golpes_caidas: round 18, a probable broken jaw after a blow to the chin or face (MedlinePlus; NHS inform)', () => {
  it('teeth that no longer meet, pain in front of the ear or a mouth that will not open: amarillo, maxillofacial today', () => {
    for (const edad_rango of ['2-5 años', '5-12 años', '12+ años']) {
      const r = triaje({ edad_rango, mandibula: MANDIBULA.fractura, peso_kg: 30 });
      expect(r.urgencia, edad_rango).toBe('amarillo');
      expect(r.titulo).toBe('Posible fractura de la mandíbula: que lo vea hoy un médico');
      expect(r.acciones_sugeridas.join(' ')).toMatch(/maxilofacial/);
    }
    expect(MANDIBULA.fractura).toMatch(/no le encajan como antes/);
    expect(MANDIBULA.fractura).toMatch(/delante de la oreja/);
    expect(MANDIBULA.fractura).toMatch(/no puede abrir la boca del todo/);
  });

  it('with breathing or swallowing trouble or heavy bleeding: rojo; without either: no change', () => {
    const r = triaje({ edad_rango: '12+ años', mandibula: MANDIBULA.grave, peso_kg: 50 });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas).toContain('Llama al 112');
    expect(nivel({ edad_rango: '12+ años', mandibula: MANDIBULA.no, peso_kg: 50 })).toBe('verde');
    expect(ids({ edad_rango: '1-2 años' })).not.toContain('mandibula');
    expect(ids({ zona: ZONA.tronco })).not.toContain('mandibula');
    // The head's red signs still come first.
    expect(nivel({ mandibula: MANDIBULA.fractura, neuro: 'si' })).toBe('rojo');
  });
});

describe('golpes_caidas: round 18, a blow to the testicles (Schmitt-Thompson penis-scrotum injury; NICE CKS; EAU/ESPU)', () => {
  const TESTICULOS = { edad_rango: '12+ años', zona: ZONA.testiculos, peso_kg: 50 } as const;

  it('severe pain that settled within the hour, no swelling or bruise, same height, walking normally: verde with ice and a safety net', () => {
    for (const edad_rango of ['5-12 años', '12+ años']) {
      const r = triaje({ ...TESTICULOS, edad_rango, golpe_testiculos: GOLPE_TESTICULOS.pasado });
      expect(r.urgencia, edad_rango).toBe('verde');
      expect(r.titulo).toBe('Golpe en los testículos que ya se ha pasado');
      expect(r.consejos.join(' ')).toMatch(/[Ff]río/);
      expect(r.consejos.join(' ')).toMatch(/torsión/);
    }
  });

  it('pain over an hour, swelling or bruising, a high-riding testicle, vomiting, blood in the urine: rojo (torsion or rupture, as before)', () => {
    const r = triaje({ ...TESTICULOS, golpe_testiculos: GOLPE_TESTICULOS.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Golpe en los testículos con dolor que no se pasa, hinchazón, un testículo más alto o vómitos');
    for (const signo of [/pasada 1 hora/, /hinchada o morada/, /más alto/, /vomitado/, /pis con sangre/]) expect(GOLPE_TESTICULOS.grave).toMatch(signo);
    expect(rojoSeguro(golpes_caidas, { edad_rango: '12+ años', otra_urgencia: 'No, ninguna de estas', zona: ZONA.testiculos, golpe_testiculos: GOLPE_TESTICULOS.grave })?.urgencia).toBe('rojo');
  });

  it('still hurting within the first hour, no sign yet: amarillo with "urgencias now if it still hurts at one hour"', () => {
    const r = triaje({ ...TESTICULOS, golpe_testiculos: GOLPE_TESTICULOS.reciente });
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos.join(' ')).toMatch(/pasada 1 hora/);
  });

  it('a kick or a ball is an ordinary knock: the mechanism answer names only traffic, high-speed falls and high-impact objects', () => {
    expect(MECANISMO.trafico).toMatch(/accidente de tráfico/);
    expect(MECANISMO.trafico).not.toMatch(/golpe muy fuerte/);
    expect(golpes_caidas.preguntas.find((p) => p.id === 'mecanismo')?.ayuda).toMatch(/una patada, un puñetazo, un balonazo/);
    expect(nivel({ ...TESTICULOS, golpe_testiculos: GOLPE_TESTICULOS.pasado, mecanismo: MECANISMO.normal })).toBe('verde');
    expect(nivel({ ...TESTICULOS, golpe_testiculos: GOLPE_TESTICULOS.pasado, mecanismo: MECANISMO.trafico })).toBe('rojo');
  });

  it('is asked only for the testicle zone, and the head and limb questions are not asked there', () => {
    const vistas = ids({ ...TESTICULOS, golpe_testiculos: GOLPE_TESTICULOS.pasado });
    expect(vistas).toContain('golpe_testiculos');
    for (const id of ['neuro', 'chichon_cm', 'fractura_abierta', 'extremidad', 'mandibula']) expect(vistas, id).not.toContain(id);
    expect(ids()).not.toContain('golpe_testiculos');
  });
});

describe('golpes_caidas: round 19, a girl\'s fall astride something onto the vulva (RCH Melbourne straddle injuries; NICE CG89)', () => {
  const VULVA = { edad_rango: '5-12 años', zona: ZONA.vulva, peso_kg: 25 } as const;

  it('a bruise or graze without bleeding, peeing and well: verde with cold, loose cotton clothes and a warm bath for the sting', () => {
    for (const edad_rango of ['2-5 años', '5-12 años', '12+ años']) {
      const r = triaje({ ...VULVA, edad_rango, golpe_vulva: GOLPE_VULVA.leve });
      expect(r.urgencia, edad_rango).toBe('verde');
      expect(r.titulo).toBe('Golpe en la vulva sin sangrado');
      const texto = r.consejos.join(' ');
      expect(texto).toMatch(/[Ff]río/);
      expect(texto).toMatch(/algodón/);
      expect(texto).toMatch(/baño de agua templada/);
      expect(texto).toMatch(/sangra, aunque pare/);
    }
  });

  it('bleeding that has stopped: amarillo, examined today even though it stopped (hymen, vagina, depth)', () => {
    const r = triaje({ ...VULVA, golpe_vulva: GOLPE_VULVA.sangro });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Golpe en la vulva que ha sangrado: que la explore hoy un médico');
    expect(r.consejos.join(' ')).toMatch(/himen/);
    expect(r.consejos.join(' ')).toMatch(/no para en 10 minutos/);
  });

  it('bleeding past 10 minutes of pressure, something pointed, a growing swelling or not able to pee: rojo, certain as soon as it is answered', () => {
    const r = triaje({ ...VULVA, golpe_vulva: GOLPE_VULVA.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.at(-1)).toBe(ROJO_CAMINO);
    for (const signo of [/10 minutos apretando/, /se clavó algo con punta/, /no para de crecer/, /no puede hacer pis/]) expect(GOLPE_VULVA.grave).toMatch(signo);
    expect(rojoSeguro(golpes_caidas, { edad_rango: '5-12 años', otra_urgencia: 'No, ninguna de estas', zona: ZONA.vulva, golpe_vulva: GOLPE_VULVA.grave })?.urgencia).toBe('rojo');
    // The bleeding advice of the mild answers never hides the red one: traffic stays rojo too.
    expect(nivel({ ...VULVA, golpe_vulva: GOLPE_VULVA.leve, mecanismo: MECANISMO.trafico })).toBe('rojo');
  });

  it('a genital blow nobody saw and the child cannot explain is at least amarillo, for a girl and for a boy (NICE CG89)', () => {
    const vulva = triaje({ ...VULVA, golpe_vulva: GOLPE_VULVA.leve, mecanismo: MECANISMO.desconocido });
    expect(vulva.urgencia).toBe('amarillo');
    expect(vulva.titulo).toBe('Golpe en los genitales sin saber cómo ha sido');
    const testiculos = triaje({ zona: ZONA.testiculos, golpe_testiculos: GOLPE_TESTICULOS.pasado, mecanismo: MECANISMO.desconocido });
    expect(testiculos.urgencia).toBe('amarillo');
    expect(nivel({ zona: ZONA.testiculos, golpe_testiculos: GOLPE_TESTICULOS.pasado })).toBe('verde');
  });

  it('is asked only for the vulva zone, without the wound question; the testicle question and the other zones do not change', () => {
    const vistas = ids({ ...VULVA, golpe_vulva: GOLPE_VULVA.leve });
    expect(vistas).toContain('golpe_vulva');
    for (const id of ['golpe_testiculos', 'herida_golpe', 'neuro', 'chichon_cm', 'fractura_abierta', 'extremidad', 'lesion_interna']) expect(vistas, id).not.toContain(id);
    expect(ids()).not.toContain('golpe_vulva');
    expect(ids()).toContain('herida_golpe');
    expect(ids({ zona: ZONA.testiculos })).toContain('herida_golpe');
    expect(ZONA.testiculos).toBe('En los testículos (una patada, un balonazo, un rodillazo o al caer a horcajadas sobre algo)');
    expect(golpes_caidas.notas).toMatch(/^Ronda 19, golpe en la vulva/m);
    expect(golpes_caidas.fuentes.map((f) => f.url)).toContain('https://www.rch.org.au/clinicalguide/guideline_index/Straddle_Injuries/');
  });
});
