import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, respuestasVigentes, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { INGESTA, INGESTA_QUE } from './banderas-ingesta.ts';
import { SATURACION } from './banderas-pulsioximetria.ts';
import { AVISO_PREOCUPADO, CONSEJO_AMARILLO, SIEMPRE } from './comunes.ts';
import { ATRAGANTAMIENTO, ESFUERZO, ESTRIDOR, FIEBRE, INHALACION, LARINGOMALACIA, PITOS, RESPIRACION_RAPIDA, tos } from './tos.ts';

comprobacionesDeFlujo(tos);

/** A well 3-year-old with a cold cough: every answer on the green side. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '2-5 años',
  esfuerzo_respiratorio: ESFUERZO.no,
  color_grave: 'no',
  no_responde: 'no',
  atragantamiento_tos: ATRAGANTAMIENTO.no,
  ingesta: INGESTA.no,
  alergia: 'no',
  inhalacion_gas: INHALACION.no,
  dolor_pecho_subito: 'no',
  estridor: ESTRIDOR.no,
  respiracion_rapida: RESPIRACION_RAPIDA.no,
  pitos: PITOS.no,
  fiebre: FIEBRE.no,
  saturacion_oxigeno: SATURACION.noMedida,
  come_poco: 'no',
  ataques_tos: 'no',
  neumonia_fiebre: 'no',
  riesgo_bronquiolitis: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(tos, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const contadas = (edad: string, n: number) => ({
  edad_rango: edad,
  respiracion_rapida: RESPIRACION_RAPIDA.contada,
  respiraciones_minuto: n,
});
const ids = (cambios: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(tos, respuestas(cambios)).map((p) => p.id);

describe('tos: structure (CLINICAL.md "Shape of a flow")', () => {
  it('is in the respiratory category, asks the age first and the weight last', () => {
    expect(tos.categoria).toBe('respiratorio');
    expect(tos.preguntas[0]?.id).toBe('edad_rango');
    expect(tos.preguntas.at(-1)?.id).toBe('peso_kg');
  });

  it('ends with an always-true verde catch-all', () => {
    expect(tos.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(tos.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('the breath count question avoids the words that trigger age or weight validation (SPEC §5)', () => {
    const p = tos.preguntas.find((q) => q.id === 'respiraciones_minuto');
    expect(p?.tipo).toBe('numero');
    expect(p?.texto).not.toMatch(/\b(edad|mes|meses|peso|pesa|kg|kilos?)\b/i);
  });


  it('names its sources, review date and notes', () => {
    expect(tos.fuentes.length).toBeGreaterThanOrEqual(5);
    expect(tos.revisado).toBe('2026-11-28');
    expect(tos.notas).toMatch(/NG9/);
    expect(tos.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(tos.sinonimos.length).toBeLessThanOrEqual(20);
    for (const s of tos.sinonimos) expect(s).toBe(s.toLowerCase());
  });

  it('a well child answers at most 19 questions, 21 with fever (one more under 6 years: a swallowed object, round 2; one more from 5 years: sudden chest pain, round 5; one more for everyone: a gas or smoke breathed in, round 9; one more for everyone: the pulse-oximeter reading, round 11; one more for everyone: the wrong-door screen, round 14; one more for everyone: the same-day screen, round 15; one more with fever: signs of pneumonia, round 18)', () => {
    expect(ids({}).length).toBeLessThanOrEqual(19);
    expect(ids({ fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 15 }).length).toBeLessThanOrEqual(22);
    expect(ids({ edad_rango: '5-12 años' }).length).toBeLessThanOrEqual(19);
  });
});

describe('tos: verde (HT cough and cold green; Schmitt home care)', () => {
  it('a well 3-year-old with a cough and no fever is verde with honey and no cough medicines', () => {
    // HT cough and cold: self-care; Osakidetza: honey from 12 months; AEMPS: no codeine under 12.
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Tos sin signos de alarma');
    expect(r.medicacion).toEqual([]);
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/miel/);
    expect(texto).toMatch(/menor de 1 año/);
    expect(texto).toMatch(/jarabes/);
    expect(texto).toMatch(/3 semanas/);
  });

  it('a cough with a fever under 39 °C in a well 8-year-old is verde with both antipyretics and a link to fiebre', () => {
    // NICE NG143: antipyretics for distress; green features only → home care.
    const r = triaje({ edad_rango: '5-12 años', fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 25 });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Tos con fiebre, sin signos de alarma');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
    expect(r.ver_tambien).toContain('fiebre');
  });

  it('39 °C or more above 6 months without other signs stays verde (NICE: height of fever alone is not a criterion)', () => {
    expect(nivel({ edad_rango: '1-2 años', fiebre: FIEBRE.desde39, dias_fiebre: 'no', peso_kg: 11 })).toBe('verde');
  });

  it('an asthmatic child whose wheeze settles with the reliever is verde, with paracetamol only if febrile', () => {
    // Schmitt asthma attack: mild wheeze relieved by the inhaler → home care with the asthma plan.
    expect(triaje({ pitos: PITOS.asmaMejora }).titulo).toBe('Pitos que mejoran con su inhalador');
    const r = triaje({ pitos: PITOS.asmaMejora, fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 16 });
    expect(r.urgencia).toBe('verde');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('a counted rate at the amber limit is still verde: 50 under 1 year and 40 from 1 year', () => {
    expect(nivel(contadas('6-12 meses', 50))).toBe('verde');
    expect(nivel(contadas('5-12 años', 40))).toBe('verde');
  });
});

describe('tos: breathing rate thresholds (NICE NG143: > 60 red; > 50 under 1 year and > 40 from 1 year amber)', () => {
  it('60 breaths per minute is not rojo, 61 is rojo, at any age', () => {
    for (const edad of EDAD_OPCIONES) {
      expect(nivel(contadas(edad, 61))).toBe('rojo');
      expect(nivel(contadas(edad, 60))).not.toBe('rojo');
    }
    expect(triaje(contadas('2-5 años', 61)).titulo).toBe('Respira muy deprisa (más de 60 veces por minuto)');
  });

  it('under 1 year: 50 is verde, 51 is amarillo', () => {
    expect(nivel(contadas('6-12 meses', 50))).toBe('verde');
    const r = triaje(contadas('6-12 meses', 51));
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Respira deprisa para su edad (más de 50 veces por minuto)');
    expect(nivel(contadas('3-6 meses', 51))).toBe('amarillo');
    expect(nivel(contadas('3-6 meses', 50))).toBe('verde');
  });

  it('from 1 year: 40 is verde, 41 is amarillo; 45 is amarillo from 1 year but verde under 1 year', () => {
    expect(nivel(contadas('1-2 años', 40))).toBe('verde');
    expect(triaje(contadas('1-2 años', 41)).titulo).toBe('Respira deprisa para su edad (más de 40 veces por minuto)');
    expect(nivel(contadas('12+ años', 41))).toBe('amarillo');
    expect(nivel(contadas('6-12 meses', 45))).toBe('verde');
  });

  it('fast breathing the parent could not count is amarillo (HT "breathing a bit faster" amber)', () => {
    expect(triaje({ respiracion_rapida: RESPIRACION_RAPIDA.sinContar }).titulo).toBe('Respira más deprisa de lo normal');
    expect(nivel({ respiracion_rapida: RESPIRACION_RAPIDA.sinContar })).toBe('amarillo');
  });

  it('asks the count only when the parent has counted', () => {
    expect(ids({ respiracion_rapida: RESPIRACION_RAPIDA.contada })).toContain('respiraciones_minuto');
    expect(ids({ respiracion_rapida: RESPIRACION_RAPIDA.sinContar })).not.toContain('respiraciones_minuto');
  });
});

describe('tos: rojo (NICE NG143 red; NG9 999 criteria; HT red; Schmitt "go now")', () => {
  it('grunting, pauses, marked recession or too breathless to feed is rojo with "Llama al 112" (NICE NG143/NG9 red)', () => {
    const r = triaje({ esfuerzo_respiratorio: ESFUERZO.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Dificultad grave para respirar: pausas, quejido o costillas muy hundidas');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.consejos.join(' ')).toMatch(/inhalador de rescate/);
  });

  it('a little drawing-in between the ribs or nasal flaring is amarillo, not rojo (pattern 5: HT amber, NICE amber flaring)', () => {
    const r = triaje({ esfuerzo_respiratorio: ESFUERZO.leve });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Le cuesta un poco respirar (se le marcan las costillas o aletea la nariz)');
    expect(r.consejos).toContain(CONSEJO_AMARILLO);
    // The mild form plus a count over 60 is rojo.
    expect(nivel({ esfuerzo_respiratorio: ESFUERZO.leve, ...contadas('2-5 años', 61) })).toBe('rojo');
  });

  it('a sudden cough or breathing difficulty after a food, a sting or a medicine, or with swollen lips or hives, is rojo (WAO 2020 anaphylaxis)', () => {
    const r = triaje({ alergia: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('reaccion_alergica');
    expect(r.consejos.join(' ')).toMatch(/adrenalina/);
  });

  it('blue lips (also during coughing fits), mottled or grey is rojo', () => {
    // NG9 central cyanosis → 999; HT red "blue lips".
    expect(nivel({ color_grave: 'si' })).toBe('rojo');
  });

  it('very drowsy or not responding is rojo', () => {
    expect(nivel({ no_responde: 'si' })).toBe('rojo');
  });

  it('a cough that started while choking on food or a small object and goes on is rojo and points to cuerpo_extrano', () => {
    // Schmitt cough / Seattle wheezing: "choked on a small object that could be caught in the throat" → ER now.
    const r = triaje({ atragantamiento_tos: ATRAGANTAMIENTO.sigue });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('cuerpo_extrano');
    expect(r.consejos.join(' ')).toMatch(/No le metas los dedos/);
  });

  it('a possible button battery or magnets is rojo with a cough, honey from 1 year (round 2; ESPGHAN 2021; Montreal Children’s)', () => {
    const r = triaje({ ingesta: INGESTA.pilaIman });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Puede haberse tragado una pila de botón o imanes');
    expect(r.consejos.join(' ')).toMatch(/miel/);
    expect(rojoSeguro(tos, { edad_rango: '1-2 años', esfuerzo_respiratorio: ESFUERZO.no, color_grave: 'no', no_responde: 'no', atragantamiento_tos: ATRAGANTAMIENTO.no, ingesta: INGESTA.pilaIman })).not.toBeNull();
  });

  it('a cough after possibly swallowing a medicine, product or object is rojo (intoxicacion: cough is a symptom; hydrocarbons; NASPGHAN)', () => {
    for (const ingesta of [INGESTA.producto, INGESTA.objeto]) {
      // Round 18: anything else or not sure (the follow-up's rojo answer; an object has no follow-up here).
      const r = triaje({ ingesta, ingesta_que: INGESTA_QUE.otro });
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe('Tos después de poder tragar un medicamento, un producto o un objeto');
      expect(r.ver_tambien).toEqual(expect.arrayContaining(['intoxicacion', 'cuerpo_extrano']));
    }
  });

  it('round 18: a little of a listed harmless product, from 1 year, gives no level of its own: the cough questions decide, and their verde starts with Toxicología', () => {
    for (const edad of ['1-2 años', '2-5 años']) {
      const r = triaje({ edad_rango: edad, ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.producto });
      expect(r.urgencia).toBe('verde');
      expect(r.titulo).toBe('Ha tomado un poco de algo casi inofensivo y está bien');
      expect(r.acciones_sugeridas[0]).toMatch(/91 562 04 20/);
      expect(r.consejos.join(' ')).toMatch(/empezó o empeoró después de tomarlo/);
    }
    expect(nivel({ ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.producto, estridor: ESTRIDOR.enReposo })).toBe('rojo');
    expect(nivel({ ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.otro })).toBe('rojo');
  });

  it('round 18: no harmless answer for an object (a cough after an object may be in the airway); babies are not asked and stay rojo', () => {
    expect(tos.preguntas.find((p) => p.id === 'ingesta_que')?.opciones).toEqual([INGESTA_QUE.producto, INGESTA_QUE.otro]);
    expect(ids({ ingesta: INGESTA.objeto })).not.toContain('ingesta_que');
    expect(ids({ ingesta: INGESTA.producto })).toContain('ingesta_que');
    expect(nivel({ ingesta: INGESTA.objeto })).toBe('rojo');
    for (const edad of ['3-6 meses', '6-12 meses']) {
      expect(ids({ edad_rango: edad, ingesta: INGESTA.producto })).not.toContain('ingesta_que');
      expect(nivel({ edad_rango: edad, ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.producto })).toBe('rojo');
    }
  });

  it('asks about a swallowed object only from 3 months to under 6 years', () => {
    expect(ids({ edad_rango: '0-3 meses' })).not.toContain('ingesta');
    expect(ids({ edad_rango: '1-2 años' })).toContain('ingesta');
    expect(ids({ edad_rango: '5-12 años' })).not.toContain('ingesta');
  });

  it('stridor at rest is rojo; stridor only when upset is amarillo', () => {
    // HT red "stridor present all of the time"; amber "only when upset"; Schmitt croup.
    expect(nivel({ estridor: ESTRIDOR.enReposo })).toBe('rojo');
    const r = triaje({ estridor: ESTRIDOR.alLlorar });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toMatch(/laringitis/);
  });

  it('round 8: mild croup (stridor only when crying or already gone, no recession) is amarillo for a single dose of dexamethasone; barking without stridor is verde (NICE CKS croup; AEPap GVR 2018)', () => {
    const r = triaje({ estridor: ESTRIDOR.alLlorar });
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos.join(' ')).toMatch(/una sola dosis de corticoide por boca \(dexametasona\)/);
    expect(nivel({ estridor: ESTRIDOR.no })).toBe('verde');
    expect(nivel({ estridor: ESTRIDOR.alLlorar, esfuerzo_respiratorio: ESFUERZO.grave })).toBe('rojo');
    expect(nivel({ estridor: ESTRIDOR.enReposo })).toBe('rojo');
    expect(tos.notas).toMatch(/Laringitis leve \(ronda 8\)/);
  });

  it('an asthma attack not relieved by the inhaler is rojo with first aid', () => {
    // Schmitt asthma: wheezing not gone 20 min after the inhaler → now; Asthma Society: call 112 if no better.
    const r = triaje({ pitos: PITOS.asmaNoMejora });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.join(' ')).toMatch(/pulsación/);
  });

  it('cough with fever under 3 months is rojo, without doses, and points to fiebre (NICE NG143 red)', () => {
    for (const fiebre of [FIEBRE.menos39, FIEBRE.desde39]) {
      const r = triaje({ edad_rango: '0-3 meses', fiebre, dias_fiebre: 'no' });
      expect(r.urgencia).toBe('rojo');
      expect(r.medicacion).toEqual([]);
      expect(r.ver_tambien).toContain('fiebre');
    }
  });

  it('stops early once a red feature is certain, and not before', () => {
    expect(rojoSeguro(tos, { edad_rango: '1-2 años', esfuerzo_respiratorio: ESFUERZO.grave })?.titulo).toBe(
      'Dificultad grave para respirar: pausas, quejido o costillas muy hundidas',
    );
    expect(rojoSeguro(tos, { edad_rango: '0-3 meses' })).toBeNull();
    expect(rojoSeguro(tos, { ...BIEN, fiebre: FIEBRE.menos39 })).toBeNull();
  });
});

describe('tos: amarillo (HT amber; NICE amber; SEUP same day; Schmitt within 24 h)', () => {
  it('wheeze without known asthma is amarillo (SEUP "pitos → urgencias el mismo día")', () => {
    expect(triaje({ pitos: PITOS.sinAsma }).titulo).toBe('Pitos en el pecho sin asma conocida');
    expect(nivel({ pitos: PITOS.sinAsma })).toBe('amarillo');
  });

  it('an asthmatic needing the reliever again within 4 hours is amarillo', () => {
    expect(nivel({ pitos: PITOS.asmaFrecuente })).toBe('amarillo');
  });

  it('feeding less than half or fewer wet nappies is amarillo (HT bronchiolitis amber; NG9 50-75 %)', () => {
    const r = triaje({ edad_rango: '6-12 meses', come_poco: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos).toContain(CONSEJO_AMARILLO);
  });

  it('coughing fits with vomiting or a whoop are amarillo (possible whooping cough)', () => {
    expect(triaje({ ataques_tos: 'si' }).titulo).toMatch(/tos ferina/);
  });

  it('fever for 5 days or more is amarillo with paracetamol (NICE amber)', () => {
    const r = triaje({ fiebre: FIEBRE.menos39, dias_fiebre: 'si', peso_kg: 15 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    expect(nivel({ fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 15 })).toBe('verde');
  });

  it('3-6 months: 39 °C or more is amarillo, under 39 °C is verde with paracetamol only (SPEC §9 39 °C)', () => {
    const alta = triaje({ edad_rango: '3-6 meses', fiebre: FIEBRE.desde39, dias_fiebre: 'no', peso_kg: 7 });
    expect(alta.urgencia).toBe('amarillo');
    expect(alta.titulo).toBe('Tos con fiebre de 39 °C o más en bebé de 3 a 6 meses');
    const baja = triaje({ edad_rango: '3-6 meses', fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 7 });
    expect(baja.urgencia).toBe('verde');
    expect(baja.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('age gate: any cough under 3 months is at least amarillo, never verde', () => {
    const r = triaje({ edad_rango: '0-3 meses' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Tos en bebé menor de 3 meses');
    expect(nivel({ edad_rango: '3-6 meses' })).toBe('verde');
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

describe('tos: babies at higher risk of severe bronchiolitis (round 5; NICE NG9 risk factors)', () => {
  it('a cough in a baby of 3-12 months born premature or with heart, lung, muscle or immune disease is amarillo, even breathing well', () => {
    for (const edad of ['3-6 meses', '6-12 meses']) {
      const r = triaje({ edad_rango: edad, riesgo_bronquiolitis: 'si' });
      expect(r.urgencia, edad).toBe('amarillo');
      expect(r.titulo).toBe('Tos en un bebé que nació prematuro o tiene una enfermedad del corazón o de los pulmones');
      expect(r.consejos.join(' ')).toMatch(/tercer o quinto día/);
      expect(r.consejos).toContain(CONSEJO_AMARILLO);
      expect(nivel({ edad_rango: edad, riesgo_bronquiolitis: 'no' }), edad).toBe('verde');
    }
  });

  it('under 3 months every cough is already amarillo (the stricter rule is kept) and the risk question is not asked', () => {
    expect(ids({ edad_rango: '0-3 meses' })).not.toContain('riesgo_bronquiolitis');
    expect(triaje({ edad_rango: '0-3 meses', riesgo_bronquiolitis: 'no' }).titulo).toBe('Tos en bebé menor de 3 meses');
  });

  it('is asked from 3 to 12 months only: older children are not asked and their level does not change', () => {
    expect(ids({ edad_rango: '3-6 meses' })).toContain('riesgo_bronquiolitis');
    expect(ids({ edad_rango: '6-12 meses' })).toContain('riesgo_bronquiolitis');
    for (const edad of ['1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      expect(ids({ edad_rango: edad }), edad).not.toContain('riesgo_bronquiolitis');
      expect(nivel({ edad_rango: edad, riesgo_bronquiolitis: 'si' }), edad).toBe('verde');
    }
  });

  it('red breathing signs still win, and the amber ones keep their own advice', () => {
    expect(nivel({ edad_rango: '6-12 meses', riesgo_bronquiolitis: 'si', esfuerzo_respiratorio: ESFUERZO.grave })).toBe('rojo');
    expect(triaje({ riesgo_bronquiolitis: 'si', ...contadas('6-12 meses', 55) }).titulo).toBe(
      'Respira deprisa para su edad (más de 50 veces por minuto)',
    );
  });

  it('asks prematurity and heart or lung disease plainly, as mocos_congestion does', () => {
    const pregunta = tos.preguntas.find((p) => p.id === 'riesgo_bronquiolitis');
    expect(pregunta?.texto).toMatch(/^¿Nació prematuro \(antes de la semana 37\)\? ¿Tiene alguna enfermedad del corazón o de los pulmones/);
  });
});

describe('tos: sudden chest pain on one side with breathlessness (round 5; NHS Collapsed lung, BTS 2023, NICE NG158)', () => {
  const ESCOLAR = { edad_rango: '12+ años' } as const;

  it('is rojo with 112: possible pneumothorax or pulmonary embolism, sitting up, nothing to eat or drink', () => {
    const r = triaje({ ...ESCOLAR, dolor_pecho_subito: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Dolor repentino en un lado del pecho con falta de aire: posible neumotórax o embolia pulmonar');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.consejos.join(' ')).toMatch(/Déjalo sentado/);
    expect(r.consejos.join(' ')).toMatch(/tose sangre/);
    expect(r.consejos.at(-1)).toBe('Si empeora por el camino, llama al 112.');
    expect(nivel({ edad_rango: '5-12 años', dolor_pecho_subito: 'si' })).toBe('rojo');
  });

  it('the ordinary coughing child with a cold answers No and stays verde; the help says why', () => {
    expect(nivel({ ...ESCOLAR, dolor_pecho_subito: 'no' })).toBe('verde');
    const pregunta = tos.preguntas.find((p) => p.id === 'dolor_pecho_subito');
    expect(pregunta?.texto).toMatch(/de repente .* en un lado del pecho .* le falta el aire/);
    expect(pregunta?.ayuda).toMatch(/No cuenta el dolor de pecho de tanto toser/);
    expect(pregunta?.ayuda).toMatch(/alto y delgado, fuma o vapea, tiene asma/);
    expect(pregunta?.ayuda).toMatch(/operado hace poco o toma la píldora/);
  });

  it('is asked from school age only (the bands that hold children from 10 years), with the red flags', () => {
    expect(ids(ESCOLAR)).toContain('dolor_pecho_subito');
    expect(ids({ edad_rango: '5-12 años' })).toContain('dolor_pecho_subito');
    for (const edad of ['0-3 meses', '3-6 meses', '6-12 meses', '1-2 años', '2-5 años']) {
      expect(ids({ edad_rango: edad }), edad).not.toContain('dolor_pecho_subito');
    }
    const orden = tos.preguntas.map((p) => p.id);
    expect(orden.indexOf('dolor_pecho_subito')).toBeLessThan(orden.indexOf('respiracion_rapida'));
  });

  it('stops as soon as it is answered Yes, and not before', () => {
    const hasta = { edad_rango: '12+ años', esfuerzo_respiratorio: ESFUERZO.no, color_grave: 'no', no_responde: 'no', atragantamiento_tos: ATRAGANTAMIENTO.no, alergia: 'no' } as const;
    expect(rojoSeguro(tos, { ...hasta, dolor_pecho_subito: 'si' })?.titulo).toMatch(/neumotórax/);
    expect(rojoSeguro(tos, { ...hasta, dolor_pecho_subito: 'no' })).toBeNull();
  });

  it('the verde safety net names it', () => {
    expect(triaje(ESCOLAR).consejos.join(' ')).toMatch(/dolor fuerte en un lado del pecho y le falta el aire/);
  });
});

describe('tos: medication and the weight question', () => {
  it('asks the weight only with fever and from 3 months', () => {
    expect(ids({})).not.toContain('peso_kg');
    expect(ids({ fiebre: FIEBRE.menos39 })).toContain('peso_kg');
    expect(ids({ edad_rango: '0-3 meses', fiebre: FIEBRE.menos39 })).not.toContain('peso_kg');
  });

  it('never offers ibuprofen under 6 months', () => {
    const r = triaje({ edad_rango: '3-6 meses', fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 6.5 });
    expect(r.medicacion.map((m) => m.med)).not.toContain('ibuprofeno');
  });
});

// ---------------------------------------------------------------------------
// Properties over generated answer sets
// ---------------------------------------------------------------------------

const NUMEROS: Readonly<Record<string, readonly number[]>> = {
  respiraciones_minuto: [20, 35, 40, 41, 45, 50, 51, 55, 60, 61, 75],
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
  Object.fromEntries(tos.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('tos: a home pulse-oximeter reading (round 11; NICE NG143 amber ≤ 95 %; NICE NG9 2021 and BTS 2011 refer < 92 %)', () => {
  it('costs nothing without an oximeter: the first answer (not measured, or 96 % or more) keeps the well child verde', () => {
    expect(tos.preguntas.find((p) => p.id === 'saturacion_oxigeno')?.opciones?.[0]).toBe(SATURACION.noMedida);
    expect(nivel({ saturacion_oxigeno: SATURACION.noMedida })).toBe('verde');
    expect(SATURACION.noMedida).toMatch(/96 % o más/);
    expect(nivel({ saturacion_oxigeno: SATURACION.noMedida, fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 15 })).toBe('verde');
  });

  it('92-95 % is amarillo, even breathing normally; below 92 % is rojo with urgencias now and 112 under 90 %', () => {
    const ambar = triaje({ saturacion_oxigeno: SATURACION.baja });
    expect(ambar.urgencia).toBe('amarillo');
    expect(ambar.titulo).toBe('El pulsioxímetro marca entre 92 % y 95 % de oxígeno');
    expect(ambar.consejos).toContain(CONSEJO_AMARILLO);
    const rojo = triaje({ saturacion_oxigeno: SATURACION.muyBaja });
    expect(rojo.urgencia).toBe('rojo');
    expect(rojo.titulo).toBe('El pulsioxímetro marca menos de 92 % de oxígeno');
    expect(rojo.acciones_sugeridas[0]).toBe('Acude a urgencias ahora');
    expect(rojo.consejos.join(' ')).toMatch(/menos de 90 %/);
  });

  it('is asked after every question that can give rojo, and stops early below 92 %', () => {
    const orden = ids({ edad_rango: '2-5 años' });
    const i = orden.indexOf('saturacion_oxigeno');
    for (const id of ['esfuerzo_respiratorio', 'color_grave', 'no_responde', 'atragantamiento_tos', 'ingesta', 'alergia', 'inhalacion_gas', 'estridor', 'respiracion_rapida', 'pitos', 'fiebre']) {
      expect(orden.indexOf(id), id).toBeLessThan(i);
    }
    expect(i).toBeLessThan(orden.indexOf('come_poco'));
    const hastaAhi = Object.fromEntries(orden.slice(0, i).map((id) => [id, BIEN[id]!]));
    expect(rojoSeguro(tos, hastaAhi)).toBeNull();
    expect(rojoSeguro(tos, { ...hastaAhi, saturacion_oxigeno: SATURACION.muyBaja })?.titulo).toBe('El pulsioxímetro marca menos de 92 % de oxígeno');
  });

  it('a normal reading never lowers a breathing sign, and under 3 months a cough stays at least amarillo', () => {
    expect(nivel({ esfuerzo_respiratorio: ESFUERZO.grave, saturacion_oxigeno: SATURACION.noMedida })).toBe('rojo');
    expect(nivel({ esfuerzo_respiratorio: ESFUERZO.leve, saturacion_oxigeno: SATURACION.noMedida })).toBe('amarillo');
    expect(nivel({ ...contadas('2-5 años', 45), saturacion_oxigeno: SATURACION.noMedida })).toBe('amarillo');
    expect(nivel({ edad_rango: '0-3 meses', saturacion_oxigeno: SATURACION.noMedida })).toBe('amarillo');
    expect(nivel({ edad_rango: '0-3 meses', saturacion_oxigeno: SATURACION.muyBaja })).toBe('rojo');
  });

  it('after an amber reading the amarillo-only questions are not asked; with any other answer they are', () => {
    const tras = ['dias_fiebre', 'come_poco', 'ataques_tos', 'neumonia_fiebre', 'riesgo_bronquiolitis', 'muy_enfermo'];
    const conFiebre = { edad_rango: '6-12 meses', fiebre: FIEBRE.menos39, peso_kg: 9 } as const;
    for (const id of tras) {
      expect(ids({ ...conFiebre, saturacion_oxigeno: SATURACION.baja }), id).not.toContain(id);
      expect(ids({ ...conFiebre, saturacion_oxigeno: SATURACION.noMedida }), id).toContain(id);
    }
    expect(ids({ ...conFiebre, saturacion_oxigeno: SATURACION.baja })).toContain('peso_kg');
  });

  it('the verde safety net names the oximeter', () => {
    expect(triaje().consejos.join(' ')).toMatch(/pulsioxímetro, marca menos de 92 %/);
  });
});

describe('tos: properties', () => {
  it('adding a red feature to any answers never lowers the level (CLINICAL.md)', () => {
    const conAlarma = tos.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(tos, r).urgencia];
        // Round 12: stridor at rest is not a red feature when it is the usual noise of a diagnosed laryngomalacia.
        // Under 3 months that answer set is a verde path of its own (no cough or cold), while the same baby without
        // stridor is in the flow for a cough (amarillo): the two are different children, not one plus a red sign.
        if (pregunta.id === 'estridor' && r['edad_rango'] === '0-3 meses' && r['laringomalacia'] === LARINGOMALACIA.igual) return;
        for (const valor of pregunta.alarma ?? []) {
          // Round 19: after a choking fit that has passed, the object answer is the object choked on (amarillo, seen today:
          // Queensland inhaled foreign body), while a medicine or product swallowed with a cough is rojo (intoxicacion):
          // two different exposures, not one plus a red sign. Against "No" the object answer still raises the level.
          const objetoTrasAtragantamiento =
            pregunta.id === 'ingesta' && valor === INGESTA.objeto && r['ingesta'] === INGESTA.producto && r['atragantamiento_tos'] === ATRAGANTAMIENTO.pasado;
          if (objetoTrasAtragantamiento) continue;
          expect(NIVEL[evaluarTriaje(tos, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a baby under 3 months is verde only with the usual noise of a diagnosed laryngomalacia and no cough, cold or fever (round 12), and never gets a dose', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        const bebe = { ...r, edad_rango: '0-3 meses' };
        const resultado = evaluarTriaje(tos, bebe);
        expect(resultado.medicacion).toEqual([]);
        if (resultado.urgencia !== 'verde') return;
        expect(resultado.titulo).toBe('Ruido de su laringomalacia, igual que siempre');
        const vigentes = respuestasVigentes(tos, bebe);
        expect(vigentes['estridor']).not.toBe(ESTRIDOR.no);
        expect(vigentes['laringomalacia']).toBe(LARINGOMALACIA.igual);
        expect(vigentes['tos_catarro']).toBe('no');
        expect(vigentes['fiebre']).toBe(FIEBRE.no);
      }),
      { numRuns: 2000 },
    );
  });

  it('whenever a dose is suggested, the weight was asked', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        if (evaluarTriaje(tos, r).medicacion.length > 0) {
          expect(preguntasVisibles(tos, r).map((p) => p.id)).toContain('peso_kg');
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('tos: cough after breathing in a gas, fumes or smoke (round 9; CHOP Poison Control, MyHealth Alberta, SIT)', () => {
  it('with wheeze, breathlessness, chest tightness or fast breathing it is rojo, with 112 and the poison line', () => {
    const r = triaje({ inhalacion_gas: INHALACION.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Tos con pitos o falta de aire después de respirar un gas, humo o vapores');
    expect(r.consejos.join(' ')).toMatch(/aire fresco/);
    expect(r.consejos.join(' ')).toMatch(/91 562 04 20/);
    expect(rojoSeguro(tos, { edad_rango: '5-12 años', inhalacion_gas: INHALACION.grave })?.urgencia).toBe('rojo');
  });

  it('a brief cough that has fully stopped in fresh air, breathing normally, is verde with the poison line first and a safety net for late breathing trouble', () => {
    const r = triaje({ inhalacion_gas: INHALACION.breve });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Tos corta por respirar un gas, humo o vapores, que ya ha pasado');
    expect(r.acciones_sugeridas[0]).toMatch(/91 562 04 20/);
    expect(r.consejos.join(' ')).toMatch(/horas después/);
    expect(r.consejos.join(' ')).toMatch(/Vuelve a consultar enseguida/);
  });

  it('a cough that goes on with normal breathing is amarillo; any breathing sign on top keeps its own level', () => {
    expect(triaje({ inhalacion_gas: INHALACION.sigue }).titulo).toBe('Sigue tosiendo después de respirar un gas, humo o vapores');
    expect(nivel({ inhalacion_gas: INHALACION.sigue })).toBe('amarillo');
    expect(nivel({ inhalacion_gas: INHALACION.breve, pitos: PITOS.sinAsma })).toBe('amarillo');
    expect(nivel({ inhalacion_gas: INHALACION.breve, esfuerzo_respiratorio: ESFUERZO.grave })).toBe('rojo');
  });

  it('names the common sources so the parent can find the door', () => {
    const pregunta = tos.preguntas.find((p) => p.id === 'inhalacion_gas');
    expect(pregunta?.texto).toMatch(/lejía/);
    expect(pregunta?.texto).toMatch(/incendio/);
    expect(pregunta?.texto).toMatch(/piscina/);
  });
});

describe('tos: the known, unchanged stridor of laryngomalacia (round 12; Thorne & Garetz 2016; Nemours KidsHealth)', () => {
  const BEBE = { edad_rango: '6-12 meses', estridor: ESTRIDOR.enReposo, laringomalacia: LARINGOMALACIA.igual } as const;

  it('the usual noise of a diagnosed laryngomalacia, also at rest, in a baby who feeds and grows well is verde, with its safety net', () => {
    for (const estridor of [ESTRIDOR.enReposo, ESTRIDOR.alLlorar]) {
      const r = triaje({ ...BEBE, estridor });
      expect(r.urgencia, estridor).toBe('verde');
      expect(r.titulo).toBe('Ruido de su laringomalacia, igual que siempre');
      expect(r.medicacion).toEqual([]);
    }
    const texto = triaje(BEBE).consejos.join(' ');
    expect(texto).toMatch(/antes de los 2 años/);
    expect(texto).toMatch(/se pone azul o grisáceo o hace pausas sin respirar \(llama al 112\)/);
    expect(texto).toMatch(/el ruido es más fuerte o distinto de lo habitual, o empeora con un catarro/);
    expect(texto).toMatch(/Vuelve a consultar enseguida/);
    expect(LARINGOMALACIA.igual).toMatch(/come bien, gana peso, no se atraganta/);
  });

  it('without the diagnosis the same stridor keeps its level: rojo at rest, amarillo only when crying (the nearest cases)', () => {
    expect(triaje({ ...BEBE, laringomalacia: LARINGOMALACIA.no }).titulo).toBe('Ruido al coger aire (estridor) estando tranquilo');
    expect(nivel({ ...BEBE, laringomalacia: LARINGOMALACIA.no })).toBe('rojo');
    expect(nivel({ ...BEBE, estridor: ESTRIDOR.alLlorar, laringomalacia: LARINGOMALACIA.no })).toBe('amarillo');
    expect(triaje({ ...BEBE, estridor: ESTRIDOR.alLlorar, laringomalacia: LARINGOMALACIA.no }).titulo).toMatch(/laringitis/);
  });

  it('a change escalates as stridor does (rojo at rest, amarillo only when crying); blue or grey spells or pauses are rojo with 112', () => {
    expect(triaje({ ...BEBE, laringomalacia: LARINGOMALACIA.cambio }).titulo).toBe('Ruido al coger aire (estridor) estando tranquilo');
    const ambar = triaje({ ...BEBE, estridor: ESTRIDOR.alLlorar, laringomalacia: LARINGOMALACIA.cambio });
    expect(ambar.urgencia).toBe('amarillo');
    expect(ambar.titulo).toBe('El ruido de su laringomalacia ha cambiado o ha empeorado');
    expect(ambar.consejos).toContain(CONSEJO_AMARILLO);
    expect(ambar.consejos.join(' ')).not.toMatch(/dexametasona/);
    for (const estridor of [ESTRIDOR.enReposo, ESTRIDOR.alLlorar]) {
      const r = triaje({ ...BEBE, estridor, laringomalacia: LARINGOMALACIA.grave });
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe('Laringomalacia con color azul o grisáceo o pausas al respirar');
      expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    }
    expect(LARINGOMALACIA.cambio).toMatch(/más fuerte o distinto, ha empeorado con un catarro, se le hunden las costillas/);
  });

  it('every other sign still raises the level with the usual laryngomalacia noise', () => {
    expect(nivel({ ...BEBE, esfuerzo_respiratorio: ESFUERZO.leve })).toBe('amarillo');
    expect(nivel({ ...BEBE, esfuerzo_respiratorio: ESFUERZO.grave })).toBe('rojo');
    expect(nivel({ ...BEBE, color_grave: 'si' })).toBe('rojo');
    expect(nivel({ ...BEBE, ...contadas('6-12 meses', 61) })).toBe('rojo');
    expect(nivel({ ...BEBE, ...contadas('6-12 meses', 55) })).toBe('amarillo');
    expect(nivel({ ...BEBE, come_poco: 'si' })).toBe('amarillo');
    expect(nivel({ ...BEBE, riesgo_bronquiolitis: 'si' })).toBe('amarillo');
    expect(nivel({ ...BEBE, pitos: PITOS.sinAsma })).toBe('amarillo');
    expect(nivel({ ...BEBE, saturacion_oxigeno: SATURACION.baja })).toBe('amarillo');
    expect(nivel({ ...BEBE, muy_enfermo: 'si' })).toBe('amarillo');
  });

  it('with a fever it stays verde with antipyretics and a link to fiebre; 39 °C or more at 3-6 months is amarillo', () => {
    const r = triaje({ ...BEBE, fiebre: FIEBRE.menos39, dias_fiebre: 'no', peso_kg: 8 });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Ruido de su laringomalacia, igual que siempre, con fiebre');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
    expect(r.ver_tambien).toContain('fiebre');
    expect(nivel({ ...BEBE, edad_rango: '3-6 meses', fiebre: FIEBRE.desde39, dias_fiebre: 'no', peso_kg: 7 })).toBe('amarillo');
  });

  it('under 3 months: the usual noise without a cough or cold is verde; with a cough or cold amarillo; with fever rojo', () => {
    const PEQUE = { ...BEBE, edad_rango: '0-3 meses' } as const;
    expect(triaje({ ...PEQUE, tos_catarro: 'no' }).titulo).toBe('Ruido de su laringomalacia, igual que siempre');
    expect(triaje({ ...PEQUE, tos_catarro: 'si' }).titulo).toBe('Tos en bebé menor de 3 meses');
    expect(nivel({ ...PEQUE, tos_catarro: 'no', fiebre: FIEBRE.menos39 })).toBe('rojo');
    expect(ids({ ...PEQUE })).toContain('tos_catarro');
    expect(ids({ ...BEBE })).not.toContain('tos_catarro');
    expect(ids({ ...PEQUE, laringomalacia: LARINGOMALACIA.no })).not.toContain('tos_catarro');
  });

  it('is asked right after the stridor, only with stridor and under 2 years; from 2 years stridor at rest stays rojo', () => {
    const orden = tos.preguntas.map((p) => p.id);
    expect(orden.indexOf('laringomalacia')).toBe(orden.indexOf('estridor') + 1);
    for (const edad of ['0-3 meses', '3-6 meses', '6-12 meses', '1-2 años']) {
      expect(ids({ edad_rango: edad, estridor: ESTRIDOR.enReposo }), edad).toContain('laringomalacia');
      expect(ids({ edad_rango: edad, estridor: ESTRIDOR.alLlorar }), edad).toContain('laringomalacia');
      expect(ids({ edad_rango: edad, estridor: ESTRIDOR.no }), edad).not.toContain('laringomalacia');
    }
    for (const edad of ['2-5 años', '5-12 años', '12+ años']) {
      expect(ids({ edad_rango: edad, estridor: ESTRIDOR.enReposo }), edad).not.toContain('laringomalacia');
      expect(nivel({ edad_rango: edad, estridor: ESTRIDOR.enReposo, laringomalacia: LARINGOMALACIA.igual }), edad).toBe('rojo');
    }
  });

  it('stops early at stridor at rest once the laryngomalacia answer is known, and not before', () => {
    const hasta = {
      edad_rango: '6-12 meses',
      esfuerzo_respiratorio: ESFUERZO.no,
      color_grave: 'no',
      no_responde: 'no',
      atragantamiento_tos: ATRAGANTAMIENTO.no,
      ingesta: INGESTA.no,
      alergia: 'no',
      inhalacion_gas: INHALACION.no,
      estridor: ESTRIDOR.enReposo,
    } as const;
    expect(rojoSeguro(tos, hasta)).toBeNull();
    expect(rojoSeguro(tos, { ...hasta, laringomalacia: LARINGOMALACIA.no })?.titulo).toBe('Ruido al coger aire (estridor) estando tranquilo');
    expect(rojoSeguro(tos, { ...hasta, laringomalacia: LARINGOMALACIA.grave })?.titulo).toBe('Laringomalacia con color azul o grisáceo o pausas al respirar');
    expect(rojoSeguro(tos, { ...hasta, laringomalacia: LARINGOMALACIA.igual })).toBeNull();
    expect(rojoSeguro(tos, { ...hasta, edad_rango: '2-5 años' })?.titulo).toBe('Ruido al coger aire (estridor) estando tranquilo');
  });

  it('after an amber stridor answer the amarillo-only questions are not asked; with the usual laryngomalacia noise they are', () => {
    const tras = ['come_poco', 'ataques_tos', 'riesgo_bronquiolitis', 'muy_enfermo'];
    for (const id of tras) {
      expect(ids({ ...BEBE, estridor: ESTRIDOR.alLlorar, laringomalacia: LARINGOMALACIA.no }), id).not.toContain(id);
      expect(ids({ ...BEBE, estridor: ESTRIDOR.alLlorar, laringomalacia: LARINGOMALACIA.cambio }), id).not.toContain(id);
      expect(ids({ edad_rango: '2-5 años', estridor: ESTRIDOR.alLlorar }), id).not.toContain(id);
      expect(ids({ ...BEBE, estridor: ESTRIDOR.alLlorar }), id).toContain(id);
      expect(ids({ ...BEBE }), id).toContain(id);
    }
    // The result and its title do not change: the stridor rule comes before them.
    expect(triaje({ edad_rango: '2-5 años', estridor: ESTRIDOR.alLlorar, come_poco: 'si' }).titulo).toMatch(/laringitis/);
  });
});

describe('tos round 18: signs of pneumonia with fever (BTS 2011; Schmitt-Thompson "Cough")', () => {
  const conFiebre = (edad_rango: string, cambios: Readonly<Record<string, ValorRespuesta>> = {}) => ({
    edad_rango,
    fiebre: FIEBRE.menos39,
    dias_fiebre: 'no',
    peso_kg: 20,
    ...cambios,
  });

  it('pleuritic chest pain, a worsening 3-day fever or a fever that comes back is amarillo with fever, breathing at a normal rate, at 3-6 months to 12+', () => {
    for (const edad of ['3-6 meses', '6-12 meses', '1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      const r = triaje(conFiebre(edad, { neumonia_fiebre: 'si' }));
      expect(r.urgencia, edad).toBe('amarillo');
      expect(r.titulo).toMatch(/posible neumonía/);
      expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
      expect(r.consejos.join(' ')).toMatch(/aunque ahora no respire deprisa/);
    }
    const q = tos.preguntas.find((p) => p.id === 'neumonia_fiebre');
    expect(q?.texto).toMatch(/un lado del pecho/);
    expect(q?.texto).toMatch(/3 días o más con fiebre y la tos o la respiración van a peor/);
    expect(q?.texto).toMatch(/le ha vuelto la fiebre/);
  });

  it('a simple cold with fever answered No stays verde, also at 39 °C', () => {
    expect(nivel(conFiebre('5-12 años'))).toBe('verde');
    expect(nivel(conFiebre('1-2 años', { fiebre: FIEBRE.desde39 }))).toBe('verde');
    expect(triaje(conFiebre('5-12 años')).consejos.join(' ')).toMatch(/le duele un lado del pecho al respirar hondo/);
  });

  it('is asked only with fever, from 3 months, and not after 5 days of fever (already amarillo)', () => {
    expect(ids(conFiebre('2-5 años'))).toContain('neumonia_fiebre');
    expect(ids({})).not.toContain('neumonia_fiebre');
    expect(ids(conFiebre('0-3 meses'))).not.toContain('neumonia_fiebre');
    expect(ids(conFiebre('2-5 años', { dias_fiebre: 'si' }))).not.toContain('neumonia_fiebre');
    // After a Yes the amarillo-only questions whose rules come later are not asked.
    expect(ids(conFiebre('6-12 meses', { neumonia_fiebre: 'si' }))).not.toContain('riesgo_bronquiolitis');
    expect(ids(conFiebre('2-5 años', { neumonia_fiebre: 'si' }))).not.toContain('muy_enfermo');
    expect(ids(conFiebre('2-5 años', { neumonia_fiebre: 'no' }))).toContain('muy_enfermo');
  });

  it('red breathing signs still win over it, and sudden one-sided pain with new breathlessness stays rojo', () => {
    expect(nivel(conFiebre('5-12 años', { neumonia_fiebre: 'si', esfuerzo_respiratorio: ESFUERZO.grave }))).toBe('rojo');
    expect(nivel(conFiebre('5-12 años', { neumonia_fiebre: 'si', dolor_pecho_subito: 'si' }))).toBe('rojo');
    expect(nivel(conFiebre('5-12 años', { neumonia_fiebre: 'si', color_grave: 'si' }))).toBe('rojo');
  });
});

describe('tos: a choking fit that has passed completely (round 19; Queensland Children’s Health 2023, SEUP, ERC 2021)', () => {
  const PASADO = { atragantamiento_tos: ATRAGANTAMIENTO.pasado } as const;

  it('a fit that has passed completely, breathing calmly, is amarillo with a safety net to 112 (it was rojo)', () => {
    const r = triaje(PASADO);
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Se atragantó y el ataque de tos ya ha pasado del todo');
    expect(r.consejos.join(' ')).toMatch(/Llama al 112 o ve a urgencias ahora si vuelve a tener un ataque de tos/);
    expect(r.consejos).toContain(CONSEJO_AMARILLO);
    expect(r.ver_tambien).toContain('cuerpo_extrano');
    for (const edad of EDAD_OPCIONES) expect(nivel({ ...PASADO, edad_rango: edad }), edad).not.toBe('verde');
  });

  it('a cough, wheeze, noise or fast breathing that goes on is rojo, from the answer or from the later questions', () => {
    expect(nivel({ atragantamiento_tos: ATRAGANTAMIENTO.sigue })).toBe('rojo');
    expect(nivel({ ...PASADO, pitos: PITOS.sinAsma })).toBe('rojo');
    expect(nivel({ ...PASADO, estridor: ESTRIDOR.alLlorar })).toBe('rojo');
    expect(nivel({ ...PASADO, esfuerzo_respiratorio: ESFUERZO.leve })).toBe('rojo');
    expect(nivel({ ...PASADO, ...contadas('2-5 años', 45) })).toBe('rojo');
    expect(nivel({ ...PASADO, ...contadas('2-5 años', 30) })).toBe('amarillo');
    expect(nivel({ ...PASADO, respiracion_rapida: RESPIRACION_RAPIDA.sinContar })).toBe('rojo');
    expect(nivel({ ...PASADO, saturacion_oxigeno: SATURACION.baja })).toBe('rojo');
    expect(nivel({ ...PASADO, color_grave: 'si' })).toBe('rojo');
  });

  it('the object it choked on does not make it rojo again; a battery, magnets or a product still do', () => {
    expect(nivel({ ...PASADO, ingesta: INGESTA.objeto })).toBe('amarillo');
    expect(nivel({ ...PASADO, ingesta: INGESTA.pilaIman })).toBe('rojo');
    expect(nivel({ ...PASADO, ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.otro })).toBe('rojo');
    expect(nivel({ ingesta: INGESTA.objeto })).toBe('rojo');
  });

  it('after a fit that passed, the gas question and the amarillo-only questions are not asked; the rojo ones are', () => {
    const vistas = ids({ ...PASADO, fiebre: FIEBRE.menos39 });
    for (const id of ['inhalacion_gas', 'dias_fiebre', 'come_poco', 'ataques_tos', 'neumonia_fiebre', 'muy_enfermo']) expect(vistas, id).not.toContain(id);
    for (const id of ['ingesta', 'alergia', 'estridor', 'respiracion_rapida', 'pitos', 'fiebre', 'saturacion_oxigeno']) expect(vistas, id).toContain(id);
    expect(nivel({ ...PASADO, edad_rango: '0-3 meses', fiebre: FIEBRE.menos39 })).toBe('rojo');
  });

  it('stops early as soon as the cough is said to go on', () => {
    const hasta = { edad_rango: '2-5 años', esfuerzo_respiratorio: ESFUERZO.no, color_grave: 'no', no_responde: 'no' } as const;
    expect(rojoSeguro(tos, { ...hasta, atragantamiento_tos: ATRAGANTAMIENTO.sigue })).not.toBeNull();
    expect(rojoSeguro(tos, { ...hasta, atragantamiento_tos: ATRAGANTAMIENTO.pasado })).toBeNull();
  });

  it('records the choice in notas and cites its sources', () => {
    expect(tos.notas).toMatch(/Ronda 19, atragantamiento que ya ha pasado del todo/);
    const urls = tos.fuentes.map((f) => f.url).join(' ');
    expect(urls).toMatch(/inhaled-foreign-body/);
    expect(urls).toMatch(/resuscitation\.2021\.02\.015/);
  });
});
