import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { AVISO_PREOCUPADO, CONSEJO_AMARILLO, SIEMPRE } from './comunes.ts';
import { ALERGIA, DIAS_MOCOS_AMARILLO, FIEBRE, mocos_congestion, OIDO, OJO, RESPIRACION } from './mocos_congestion.ts';
import { SATURACION } from './banderas-pulsioximetria.ts';

comprobacionesDeFlujo(mocos_congestion);

/** A well 2-year-old with a 3-day cold: every answer on the green side. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '2-5 años',
  respiracion: RESPIRACION.normal,
  color_grave: 'no',
  no_responde: 'no',
  estridor: 'no',
  ojo_hinchado: OJO.no,
  cabeza_grave: 'no',
  fiebre: FIEBRE.no,
  dias_mocos: 3,
  alergia: ALERGIA.no,
  mocos_desencadenante: 'no',
  come_poco: 'no',
  tos_pitos: 'no',
  riesgo_bronquiolitis: 'no',
  oido: OIDO.no,
  saturacion_oxigeno: SATURACION.noMedida,
  sinusitis: 'no',
  un_lado: 'no',
  // Round 18: asked only after a possible object that is not a battery; the amarillo answer is the default.
  nariz_fuera: 'no',
  signos_meningitis: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
};

const flujo = mocos_congestion;
const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(flujo, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const ids = (cambios: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(cambios)).map((p) => p.id);

describe('mocos_congestion: structure', () => {
  it('is in the respiratory category, asks the age first and the weight last', () => {
    expect(flujo.categoria).toBe('respiratorio');
    expect(flujo.preguntas[0]?.id).toBe('edad_rango');
    expect(flujo.preguntas.at(-1)?.id).toBe('peso_kg');
    expect(flujo.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(flujo.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('the days question avoids the words that trigger age or weight validation (SPEC §5)', () => {
    const p = flujo.preguntas.find((q) => q.id === 'dias_mocos');
    expect(p?.tipo).toBe('numero');
    expect(p?.texto).not.toMatch(/\b(edad|mes|meses|peso|pesa|kg|kilos?)\b/i);
  });


  it('names its sources and explains the 10-day threshold in the notes', () => {
    expect(flujo.fuentes.length).toBeGreaterThanOrEqual(5);
    expect(flujo.revisado).toBe('2026-12-05');
    expect(flujo.notas).toMatch(/más de 10 días/);
    expect(flujo.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(flujo.sinonimos.length).toBeLessThanOrEqual(20);
  });

  it('a well child answers at most 18 questions (round 6 added the severe-headache question of NICE NG79, round 11 the pulse-oximeter reading, round 14: the wrong-door screen)', () => {
    expect(ids({}).length).toBeLessThanOrEqual(18); // round 15: + otra_consulta
  });

  it('asks the meningitis signs only with fever', () => {
    expect(ids({})).not.toContain('signos_meningitis');
    expect(ids({ fiebre: FIEBRE.menos39 })).toContain('signos_meningitis');
  });
});

describe('mocos_congestion: verde (HT cough and cold green; SPAPex catarro)', () => {
  it('a well 2-year-old with a 3-day cold is verde with nasal washes and no medicines', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Catarro (resfriado común) sin signos de alarma');
    expect(r.medicacion).toEqual([]);
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/suero fisiológico/);
    expect(texto).toMatch(/No le des jarabes/);
    expect(texto).toMatch(/menor de 1 año/);
  });

  it('a baby under 3 months with a blocked nose, no cough, who feeds well is verde (feeding difficulty or a cough raise it)', () => {
    expect(nivel({ edad_rango: '0-3 meses', tos_pitos: 'no' })).toBe('verde');
  });

  it('a cold with fever under 39 °C in a 4-year-old is verde with antipyretics and a link to fiebre', () => {
    const r = triaje({ fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 16 });
    expect(r.urgencia).toBe('verde');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
    expect(r.ver_tambien).toContain('fiebre');
  });

  it('ear pain without fever from 2 years is verde with analgesia and a link to dolor_oido', () => {
    // NICE NG91: paracetamol or ibuprofen; most settle in 3 days. Schmitt: under 2 or fever → 24 h.
    const r = triaje({ edad_rango: '5-12 años', oido: OIDO.dolor, peso_kg: 25 });
    expect(r.urgencia).toBe('verde');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
    expect(r.ver_tambien).toContain('dolor_oido');
  });
});

describe('mocos_congestion: ear pain with fever from 2 years (round 3; HT earache: often with a high temperature, amber only with amber features)', () => {
  it('ear pain with fever in a 4-year-old without amber features is verde with analgesia, a 3-day safety net and links to dolor_oido and fiebre', () => {
    const r = triaje({ oido: OIDO.dolor, fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 15 });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Dolor de oído con catarro y fiebre, sin signos de alarma');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
    expect(r.consejos.join(' ')).toMatch(/más de 3 días/);
    expect(r.ver_tambien).toEqual(expect.arrayContaining(['dolor_oido', 'fiebre']));
    expect(nivel({ oido: OIDO.dolor, fiebre: FIEBRE.desde39, dias_fiebre: 'no', peso_kg: 15 })).toBe('verde');
  });

  it('both sides: the same child with 5 days of fever, drinking less than half or breathing fast is amarillo; under 2 years it is amarillo', () => {
    expect(nivel({ oido: OIDO.dolor, fiebre: FIEBRE.menos39, dias_fiebre: 'si', peso_kg: 15 })).toBe('amarillo');
    expect(nivel({ oido: OIDO.dolor, fiebre: FIEBRE.menos39, dias_fiebre: 'no', come_poco: 'si', peso_kg: 15 })).toBe('amarillo');
    expect(nivel({ oido: OIDO.dolor, fiebre: FIEBRE.menos39, dias_fiebre: 'no', respiracion: RESPIRACION.deprisa, peso_kg: 15 })).toBe('amarillo');
    expect(nivel({ edad_rango: '6-12 meses', oido: OIDO.dolor, fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 9 })).toBe('amarillo');
  });
});

describe('mocos_congestion: the 10-day threshold (round 8: NICE NG79; AAP 2013 sinusitis)', () => {
  it('7 and 10 days are verde, more than 10 days is amarillo', () => {
    expect(DIAS_MOCOS_AMARILLO).toBe(10);
    expect(nivel({ dias_mocos: 7 })).toBe('verde');
    expect(nivel({ dias_mocos: 10 })).toBe('verde');
    const r = triaje({ dias_mocos: 11 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Mocos o congestión desde hace más de 10 días');
    expect(nivel({ dias_mocos: 10.5 })).toBe('amarillo');
    expect(nivel({ dias_mocos: 14 })).toBe('amarillo');
  });

  it('worsening after an improvement stays amarillo whatever the days', () => {
    expect(nivel({ dias_mocos: 5, sinusitis: 'si' })).toBe('amarillo');
  });
});

describe('mocos_congestion: amarillo', () => {
  it('age gate: a baby under 3 months feeding less than half is amarillo with its own advice', () => {
    const r = triaje({ edad_rango: '0-3 meses', come_poco: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Bebé menor de 3 meses que come menos de la mitad con los mocos');
    expect(r.medicacion).toEqual([]);
  });

  it('feeding less than half at any age is amarillo (HT amber)', () => {
    expect(triaje({ come_poco: 'si' }).titulo).toBe('Come o bebe menos de la mitad de lo normal, o moja menos pañales');
  });

  it('ear pain under 2 years is amarillo, with or without fever; ear discharge at any age is amarillo', () => {
    // Schmitt earache/colds: under 2 with suspected ear infection, or pus → within 24 h.
    expect(triaje({ edad_rango: '1-2 años', oido: OIDO.dolor, peso_kg: 11 }).titulo).toMatch(/Posible otitis/);
    expect(nivel({ edad_rango: '1-2 años', oido: OIDO.dolor, fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 11 })).toBe('amarillo');
    const pus = triaje({ edad_rango: '12+ años', oido: OIDO.supura, peso_kg: 50 });
    expect(pus.urgencia).toBe('amarillo');
    expect(pus.ver_tambien).toContain('dolor_oido');
  });

  it('facial pain or worsening after improving is amarillo (NICE NG79 "marked deterioration after a milder phase")', () => {
    expect(nivel({ sinusitis: 'si' })).toBe('amarillo');
  });

  it('one-sided smelly discharge or a possible object in the nose is amarillo and points to cuerpo_extrano', () => {
    // HT nosebleeds amber: discharge from the nose may be something stuck.
    const r = triaje({ un_lado: 'si', pila_nariz: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('cuerpo_extrano');
    expect(r.consejos.join(' ')).toMatch(/pila de botón/);
  });

  it('round 2: a possible button battery or magnet in the nose is rojo, asked only when an object is suspected and before the fever questions (PCH nasal foreign body; cuerpo_extrano)', () => {
    const r = triaje({ un_lado: 'si', pila_nariz: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Puede tener una pila de botón o un imán en la nariz');
    expect(r.ver_tambien).toContain('cuerpo_extrano');
    expect(ids({})).not.toContain('pila_nariz');
    const conSospecha = ids({ un_lado: 'si' });
    expect(conSospecha).toContain('pila_nariz');
    expect(conSospecha.indexOf('pila_nariz')).toBeLessThan(conSospecha.indexOf('fiebre'));
    expect(rojoSeguro(flujo, { edad_rango: '2-5 años', respiracion: RESPIRACION.normal, color_grave: 'no', no_responde: 'no', estridor: 'no', ojo_hinchado: OJO.no, un_lado: 'si', pila_nariz: 'si' })).not.toBeNull();
  });

  it('round 18: an object already out of the nose whole, the only one, both nostrils clear, no bleeding or discharge, is no longer amarillo: the cold decides, with the nose safety net (RCH Melbourne; NHS Lothian)', () => {
    const fuera = { un_lado: 'si', pila_nariz: 'no', nariz_fuera: 'si' } as const;
    const r = triaje(fuera);
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/huele mal solo por ese lado/);
    expect(triaje({}).consejos.join(' ')).not.toMatch(/huele mal solo por ese lado/);
    expect(ids({ un_lado: 'si', pila_nariz: 'no' })).toContain('nariz_fuera');
    expect(ids({ un_lado: 'si', pila_nariz: 'si' })).not.toContain('nariz_fuera');
    expect(ids({})).not.toContain('nariz_fuera');
    // Both sides: not out or not sure stays amarillo; a battery stays rojo; the cold's own amarillo still applies.
    expect(nivel({ ...fuera, nariz_fuera: 'no' })).toBe('amarillo');
    expect(nivel({ ...fuera, pila_nariz: 'si' })).toBe('rojo');
    expect(nivel({ ...fuera, sinusitis: 'si' })).toBe('amarillo');
    expect(triaje({ ...fuera, sinusitis: 'si' }).consejos.join(' ')).toMatch(/huele mal solo por ese lado/);
  });


  it('3-6 months with 39 °C or more, and fever for 5 days or more, are amarillo (NICE amber)', () => {
    expect(nivel({ edad_rango: '3-6 meses', fiebre: FIEBRE.desde39, dias_fiebre: 'no', peso_kg: 7 })).toBe('amarillo');
    expect(nivel({ edad_rango: '3-6 meses', fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 7 })).toBe('verde');
    expect(nivel({ fiebre: FIEBRE.menos39, dias_fiebre: 'si', peso_kg: 15 })).toBe('amarillo');
  });

  it('a child who looks very ill, different from other illnesses, is amarillo', () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
  });

  it("the parent's worry alone keeps verde and adds the paediatrician-now advice (issue 9, pattern 1)", () => {
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
  });
});

describe('mocos_congestion: rojo', () => {
  it('severe breathing trouble (pauses, grunting, marked recession, > 60/min), blue or mottled colour and not responding are rojo', () => {
    // NICE NG9 immediate referral; NG143 red.
    const r = triaje({ respiracion: RESPIRACION.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(RESPIRACION.grave).toMatch(/más de 60/);
    expect(nivel({ color_grave: 'si' })).toBe('rojo');
    expect(nivel({ no_responde: 'si' })).toBe('rojo');
  });

  it('a baby with a cold breathing fast for the age or with a little drawing-in is amarillo, not rojo (bronchiolitis door; pattern 5)', () => {
    // NICE NG143 amber: RR > 50 under 1 year, > 40 from 1 year, nasal flaring; HT amber "working harder to breathe".
    for (const edad of ['0-3 meses', '6-12 meses', '1-2 años']) {
      const r = triaje({ edad_rango: edad, respiracion: RESPIRACION.deprisa });
      expect(r.urgencia, edad).toBe('amarillo');
      expect(r.titulo).toBe('Respira deprisa para su edad o con algo de esfuerzo');
      expect(r.consejos).toContain(CONSEJO_AMARILLO);
    }
    expect(RESPIRACION.deprisa).toMatch(/más de 50 .* menor de 1 año, más de 40/);
  });

  it('the breathing question tells parents to clear the nose first (Schmitt "exception: gone after cleaning the nose")', () => {
    expect(flujo.preguntas.find((p) => p.id === 'respiracion')?.ayuda).toMatch(/suero/);
  });

  it('with fever, non-blanching spots, a stiff neck or a bulging fontanelle are rojo (meningitis door; NICE NG143 red)', () => {
    const r = triaje({ fiebre: FIEBRE.menos39, signos_meningitis: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('fiebre');
  });

  it('stridor at rest or drooling is rojo (croup or epiglottitis door; HT red, Schmitt croup)', () => {
    const r = triaje({ estridor: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toEqual(expect.arrayContaining(['tos', 'dolor_garganta']));
  });

  it('swelling behind the ear is rojo (mastoiditis door, as in dolor_oido)', () => {
    const r = triaje({ oido: OIDO.detras });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('dolor_oido');
  });

  it('an eye that will not open, hurts to move or sees double is rojo (NICE NG79 orbital complications)', () => {
    expect(nivel({ ojo_hinchado: OJO.grave })).toBe('rojo');
  });


  it('fever under 3 months is rojo without doses (NICE NG143)', () => {
    const r = triaje({ edad_rango: '0-3 meses', fiebre: FIEBRE.menos39, dias_fiebre: 'no' });
    expect(r.urgencia).toBe('rojo');
    expect(r.medicacion).toEqual([]);
  });

  it('stops early only when rojo is certain', () => {
    expect(rojoSeguro(flujo, { edad_rango: '0-3 meses', respiracion: RESPIRACION.grave })).not.toBeNull();
    expect(rojoSeguro(flujo, { edad_rango: '0-3 meses' })).toBeNull();
  });
});

describe('mocos_congestion: babies at higher risk of severe bronchiolitis (round 5; NICE NG9 risk factors)', () => {
  const BEBE = { edad_rango: '6-12 meses', tos_pitos: 'si' } as const;

  it('a baby of 3-12 months with a cold and a cough who was born premature or has heart or lung disease is amarillo, even breathing well', () => {
    for (const edad of ['3-6 meses', '6-12 meses']) {
      const r = triaje({ ...BEBE, edad_rango: edad, riesgo_bronquiolitis: 'si' });
      expect(r.urgencia, edad).toBe('amarillo');
      expect(r.titulo).toBe('Tos en un bebé que nació prematuro o tiene una enfermedad del corazón o de los pulmones');
      expect(r.consejos.join(' ')).toMatch(/tercer o quinto día/);
      expect(r.consejos.join(' ')).toMatch(/más de 60 veces por minuto/);
      expect(r.consejos).toContain(CONSEJO_AMARILLO);
      expect(r.ver_tambien).toContain('tos');
    }
  });

  it('the same baby without a risk factor, or with a risk factor but no cough or wheeze, stays verde', () => {
    expect(nivel({ ...BEBE, riesgo_bronquiolitis: 'no' })).toBe('verde');
    expect(nivel({ edad_rango: '6-12 meses', tos_pitos: 'no', riesgo_bronquiolitis: 'si' })).toBe('verde');
  });

  it('under 3 months a cold with a cough or wheeze is amarillo whatever the risk factors (NG9 age < 3 months; the stricter rule of tos)', () => {
    const r = triaje({ edad_rango: '0-3 meses', tos_pitos: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Bebé menor de 3 meses con mocos y tos');
    expect(r.consejos.join(' ')).toMatch(/tercer o quinto día/);
    expect(r.ver_tambien).toContain('tos');
  });

  it('fast breathing or feeding less than half keep their own result, which is at least as strict', () => {
    expect(nivel({ ...BEBE, riesgo_bronquiolitis: 'si', respiracion: RESPIRACION.grave })).toBe('rojo');
    expect(triaje({ ...BEBE, riesgo_bronquiolitis: 'si', respiracion: RESPIRACION.deprisa }).titulo).toBe('Respira deprisa para su edad o con algo de esfuerzo');
  });

  it('asks the cough under 1 year only, and the risk factors from 3 to 12 months only after a cough or wheeze', () => {
    expect(ids({ edad_rango: '6-12 meses', tos_pitos: 'si' })).toEqual(expect.arrayContaining(['tos_pitos', 'riesgo_bronquiolitis']));
    expect(ids({ edad_rango: '3-6 meses', tos_pitos: 'si' })).toContain('riesgo_bronquiolitis');
    expect(ids({ edad_rango: '6-12 meses', tos_pitos: 'no' })).not.toContain('riesgo_bronquiolitis');
    expect(ids({ edad_rango: '0-3 meses', tos_pitos: 'si' })).toContain('tos_pitos');
    expect(ids({ edad_rango: '0-3 meses', tos_pitos: 'si' })).not.toContain('riesgo_bronquiolitis');
    for (const edad of ['1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      expect(ids({ edad_rango: edad }), edad).not.toContain('tos_pitos');
      expect(ids({ edad_rango: edad }), edad).not.toContain('riesgo_bronquiolitis');
      expect(nivel({ edad_rango: edad, tos_pitos: 'si', riesgo_bronquiolitis: 'si' }), edad).toBe('verde');
    }
  });

  it('asks prematurity and heart or lung disease plainly', () => {
    const pregunta = flujo.preguntas.find((p) => p.id === 'riesgo_bronquiolitis');
    expect(pregunta?.texto).toMatch(/^¿Nació prematuro \(antes de la semana 37\)\? ¿Tiene alguna enfermedad del corazón o de los pulmones/);
    expect(pregunta?.ayuda).toMatch(/displasia broncopulmonar/);
  });
});

describe('mocos_congestion: the weight question', () => {
  it('is asked only with fever or ear symptoms, and not under 3 months', () => {
    expect(ids({})).not.toContain('peso_kg');
    expect(ids({ fiebre: FIEBRE.menos39 })).toContain('peso_kg');
    expect(ids({ oido: OIDO.dolor })).toContain('peso_kg');
    expect(ids({ edad_rango: '0-3 meses', oido: OIDO.dolor })).not.toContain('peso_kg');
  });
});

describe('mocos_congestion: complications of sinusitis (round 6; NICE NG79; Foden, BJGP 2013)', () => {
  it('round 8: a swollen red eyelid with an eye that opens, moves without pain and sees well is amarillo (preseptal; RCOphth, NICE CKS)', () => {
    const r = triaje({ ojo_hinchado: OJO.parpado });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Párpado hinchado y rojo con el catarro, con el ojo normal');
    expect(r.consejos.join(' ')).toMatch(/le duele al mover el ojo, ve doble/);
  });

  it('round 8: the same eyelid is rojo under 1 year or in a child who looks very ill; the orbital signs stay rojo', () => {
    const r = triaje({ ojo_hinchado: OJO.parpado, edad_rango: '6-12 meses' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Párpado hinchado y rojo con el catarro, en un bebé o con mal aspecto');
    expect(r.acciones_sugeridas[0]).toBe('Acude a urgencias ahora');
    expect(nivel({ ojo_hinchado: OJO.parpado, muy_enfermo: 'si' })).toBe('rojo');
    expect(nivel({ ojo_hinchado: OJO.grave })).toBe('rojo');
    expect(OJO.grave).toMatch(/le duele al moverlo, ve doble/);
  });

  it('a soft lump or swelling on the forehead is rojo, asked in the eye question and no longer lumped with facial pain', () => {
    const r = triaje({ ojo_hinchado: OJO.frente });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Bulto o hinchazón en la frente con el catarro');
    const sinusitis = flujo.preguntas.find((p) => p.id === 'sinusitis');
    expect(sinusitis?.texto).not.toMatch(/frente/);
  });

  it('the worst headache with vomiting, light hurting the eyes, confusion or double vision is rojo, with or without fever', () => {
    const r = triaje({ edad_rango: '12+ años', cabeza_grave: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/Dolor de cabeza muy fuerte con vómitos/);
    expect(nivel({ edad_rango: '5-12 años', cabeza_grave: 'si', fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 25 })).toBe('rojo');
    const pregunta = flujo.preguntas.find((p) => p.id === 'cabeza_grave');
    expect(pregunta?.texto).toMatch(/vómitos/);
    expect(pregunta?.texto).toMatch(/luz/);
    expect(pregunta?.texto).toMatch(/ve doble/);
  });

  it('the headache question is asked from 1 year, with or without fever, and stops early', () => {
    expect(ids({ edad_rango: '6-12 meses' })).not.toContain('cabeza_grave');
    expect(ids({ edad_rango: '1-2 años' })).toContain('cabeza_grave');
    expect(ids({ fiebre: FIEBRE.no })).toContain('cabeza_grave');
    expect(
      rojoSeguro(flujo, { edad_rango: '5-12 años', respiracion: RESPIRACION.normal, color_grave: 'no', no_responde: 'no', estridor: 'no', ojo_hinchado: OJO.no, cabeza_grave: 'si' }),
    ).not.toBeNull();
  });

  it('facial pain or worsening after improving stays amarillo', () => {
    expect(triaje({ sinusitis: 'si' }).titulo).toBe('Dolor en la cara o empeora tras haber mejorado (posible sinusitis)');
  });
});

describe('mocos_congestion: known allergic rhinitis (round 6; ARIA 2017; NICE CKS allergic rhinitis)', () => {
  it('the usual pattern of a diagnosed allergy is verde however many days it has lasted', () => {
    for (const dias of [11, 30, 90]) {
      const r = triaje({ edad_rango: '5-12 años', dias_mocos: dias, alergia: ALERGIA.habitual });
      expect(r.urgencia, String(dias)).toBe('verde');
      expect(r.titulo).toBe('Rinitis alérgica conocida, como siempre');
      expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    }
  });

  it('is asked only from 2 years and only when the mucus has lasted more than 10 days', () => {
    expect(ids({ dias_mocos: 10 })).not.toContain('alergia');
    expect(ids({ dias_mocos: 11 })).toContain('alergia');
    expect(ids({ edad_rango: '1-2 años', dias_mocos: 12 })).not.toContain('alergia');
    expect(nivel({ edad_rango: '1-2 años', dias_mocos: 12, alergia: ALERGIA.habitual })).toBe('amarillo');
  });

  it('a change from the usual keeps the 10-day rule: a different episode, or fever', () => {
    expect(triaje({ dias_mocos: 12, alergia: ALERGIA.distinto }).titulo).toBe('Mocos o congestión desde hace más de 10 días');
    expect(nivel({ dias_mocos: 12, alergia: ALERGIA.habitual, fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 15 })).toBe('amarillo');
    expect(nivel({ dias_mocos: 12, alergia: ALERGIA.no })).toBe('amarillo');
  });

  it("the flow's own rules still win over the allergy: one-sided discharge, sinusitis, breathing, red flags", () => {
    const alergico = { edad_rango: '5-12 años', dias_mocos: 20, alergia: ALERGIA.habitual };
    expect(nivel({ ...alergico, un_lado: 'si', pila_nariz: 'no' })).toBe('amarillo');
    expect(nivel({ ...alergico, sinusitis: 'si' })).toBe('amarillo');
    expect(nivel({ ...alergico, respiracion: RESPIRACION.deprisa })).toBe('amarillo');
    expect(nivel({ ...alergico, ojo_hinchado: OJO.frente })).toBe('rojo');
    expect(nivel({ ...alergico, cabeza_grave: 'si' })).toBe('rojo');
  });
});

describe('mocos_congestion: a runny nose that comes only with a trigger (round 11; EAACI non-allergic rhinitis, Hellings 2017; AAP 2013 and NICE NG79 for the 10-day rule)', () => {
  const DESENCADENANTE = { edad_rango: '5-12 años', dias_mocos: 60, alergia: ALERGIA.no, mocos_desencadenante: 'si' } as const;

  it('clear watery mucus only with cold air, food or other triggers, for weeks or winters, in a well child is verde with a non-urgent review', () => {
    for (const dias of [11, 30, 120]) {
      const r = triaje({ ...DESENCADENANTE, dias_mocos: dias });
      expect(r.urgencia, String(dias)).toBe('verde');
      expect(r.titulo).toBe('Mocos claros que salen solo con el frío, la comida u otro desencadenante (rinitis no alérgica)');
      expect(r.acciones_sugeridas).toContain('Pide cita con tu pediatra (no urgente) si le molesta');
      expect(r.consejos.join(' ')).toMatch(/golpe en la cabeza/);
      expect(r.medicacion).toEqual([]);
    }
  });

  it('both sides: the same mucus not tied to a trigger, or with fever, stays amarillo after 10 days', () => {
    expect(triaje({ ...DESENCADENANTE, mocos_desencadenante: 'no' }).titulo).toBe('Mocos o congestión desde hace más de 10 días');
    expect(nivel({ ...DESENCADENANTE, fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 25 })).toBe('amarillo');
  });

  it('is asked only beyond 10 days, from 2 years, without a diagnosed allergy and without fever', () => {
    expect(ids({ ...DESENCADENANTE })).toContain('mocos_desencadenante');
    expect(ids({ ...DESENCADENANTE, dias_mocos: 10 })).not.toContain('mocos_desencadenante');
    expect(ids({ ...DESENCADENANTE, edad_rango: '1-2 años' })).not.toContain('mocos_desencadenante');
    expect(nivel({ ...DESENCADENANTE, edad_rango: '1-2 años' })).toBe('amarillo');
    expect(ids({ ...DESENCADENANTE, alergia: ALERGIA.distinto })).not.toContain('mocos_desencadenante');
    expect(nivel({ ...DESENCADENANTE, alergia: ALERGIA.distinto })).toBe('amarillo');
    expect(ids({ ...DESENCADENANTE, fiebre: FIEBRE.menos39 })).not.toContain('mocos_desencadenante');
    expect(ids({})).not.toContain('mocos_desencadenante');
  });

  it('one-sided discharge, sinusitis and its complications, breathing and red flags still win', () => {
    expect(nivel({ ...DESENCADENANTE, un_lado: 'si', pila_nariz: 'no' })).toBe('amarillo');
    expect(nivel({ ...DESENCADENANTE, un_lado: 'si', pila_nariz: 'si' })).toBe('rojo');
    expect(nivel({ ...DESENCADENANTE, sinusitis: 'si' })).toBe('amarillo');
    expect(nivel({ ...DESENCADENANTE, come_poco: 'si' })).toBe('amarillo');
    expect(nivel({ ...DESENCADENANTE, respiracion: RESPIRACION.deprisa })).toBe('amarillo');
    expect(nivel({ ...DESENCADENANTE, ojo_hinchado: OJO.frente })).toBe('rojo');
    expect(nivel({ ...DESENCADENANTE, cabeza_grave: 'si' })).toBe('rojo');
    expect(nivel({ ...DESENCADENANTE, saturacion_oxigeno: SATURACION.baja })).toBe('amarillo');
  });

  it('the help tells which answers are No: thick mucus, one side, blocked all the time, after a head injury', () => {
    const ayuda = flujo.preguntas.find((p) => p.id === 'mocos_desencadenante')?.ayuda ?? '';
    expect(ayuda).toMatch(/un solo lado/);
    expect(ayuda).toMatch(/golpe en la cabeza/);
    expect(ayuda).toMatch(/espesos/);
  });
});

describe('mocos_congestion: a home pulse-oximeter reading (round 11; NICE NG143 amber ≤ 95 %; NICE NG9 2021 and BTS 2011 refer < 92 %)', () => {
  it('costs nothing without an oximeter: the first answer (not measured, or 96 % or more) keeps the well child verde', () => {
    expect(flujo.preguntas.find((p) => p.id === 'saturacion_oxigeno')?.opciones?.[0]).toBe(SATURACION.noMedida);
    expect(nivel({ saturacion_oxigeno: SATURACION.noMedida })).toBe('verde');
  });

  it('92-95 % is amarillo; below 92 % is rojo with urgencias now and 112 under 90 %', () => {
    const ambar = triaje({ saturacion_oxigeno: SATURACION.baja });
    expect(ambar.urgencia).toBe('amarillo');
    expect(ambar.titulo).toBe('El pulsioxímetro marca entre 92 % y 95 % de oxígeno');
    expect(ambar.consejos).toContain(CONSEJO_AMARILLO);
    const rojo = triaje({ saturacion_oxigeno: SATURACION.muyBaja });
    expect(rojo.urgencia).toBe('rojo');
    expect(rojo.acciones_sugeridas[0]).toBe('Acude a urgencias ahora');
    expect(rojo.consejos.join(' ')).toMatch(/menos de 90 %/);
  });

  it('is asked after every question that can give rojo on its own, and stops early below 92 %', () => {
    const orden = ids({});
    const i = orden.indexOf('saturacion_oxigeno');
    for (const id of ['respiracion', 'color_grave', 'no_responde', 'estridor', 'ojo_hinchado', 'cabeza_grave', 'un_lado', 'fiebre', 'oido']) {
      expect(orden.indexOf(id), id).toBeLessThan(i);
    }
    const hastaAhi = Object.fromEntries(orden.slice(0, i).map((id) => [id, BIEN[id]!]));
    expect(rojoSeguro(flujo, hastaAhi)).toBeNull();
    expect(rojoSeguro(flujo, { ...hastaAhi, saturacion_oxigeno: SATURACION.muyBaja })?.titulo).toBe('El pulsioxímetro marca menos de 92 % de oxígeno');
  });

  it('a normal reading never lowers a breathing sign, and a baby with a cough stays amarillo', () => {
    expect(nivel({ respiracion: RESPIRACION.grave, saturacion_oxigeno: SATURACION.noMedida })).toBe('rojo');
    expect(nivel({ respiracion: RESPIRACION.deprisa, saturacion_oxigeno: SATURACION.noMedida })).toBe('amarillo');
    expect(nivel({ edad_rango: '0-3 meses', tos_pitos: 'si', saturacion_oxigeno: SATURACION.noMedida })).toBe('amarillo');
  });

  it('the verde safety net names the oximeter', () => {
    expect(triaje().consejos.join(' ')).toMatch(/pulsioxímetro, marca menos de 92 %/);
  });
});

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

const NUMEROS: Readonly<Record<string, readonly number[]>> = {
  dias_mocos: [0, 2, 6, 7, 10, 10.5, 11, 21],
  peso_kg: [4, 7, 12, 20, 45],
};

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no'
      ? fc.constantFrom('si', 'no')
      : p.tipo === 'opciones'
        ? fc.constantFrom(...(p.opciones ?? []))
        : fc.constantFrom(...(NUMEROS[p.id] ?? [1]));
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(flujo.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('mocos_congestion: properties', () => {
  it('adding a red feature never lowers the level', () => {
    const conAlarma = flujo.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(flujo, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(flujo, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('more than 10 days is never verde, unless it is the usual pattern of a diagnosed allergic rhinitis, or a runny nose only with a trigger (round 11), without fever', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(10.5, 11, 15), (r, dias) => {
        const desde2 = ['2-5 años', '5-12 años', '12+ años'].includes(String(r.edad_rango));
        const alergiaHabitual = r.alergia === ALERGIA.habitual && r.fiebre === FIEBRE.no && desde2;
        const desencadenante = r.alergia === ALERGIA.no && r.mocos_desencadenante === 'si' && r.fiebre === FIEBRE.no && desde2;
        if (alergiaHabitual || desencadenante) return;
        expect(evaluarTriaje(flujo, { ...r, dias_mocos: dias }).urgencia).not.toBe('verde');
      }),
      { numRuns: 1000 },
    );
  });

  it('whenever a dose is suggested, the weight was asked; never a dose under 3 months', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        const resultado = evaluarTriaje(flujo, r);
        if (resultado.medicacion.length > 0) expect(preguntasVisibles(flujo, r).map((p) => p.id)).toContain('peso_kg');
        if (r.edad_rango === '0-3 meses') expect(resultado.medicacion).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});
