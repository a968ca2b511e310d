import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { CONSEJO_ROJO_CAMINO, SIEMPRE } from './comunes.ts';
import { DUDA, lactancia_alimentacion, RESPIRACION, TOMAS } from './lactancia_alimentacion.ts';
import { PIEL_AMARILLA } from './banderas-lactante.ts';
import { RESPIRACION_RAPIDA } from './banderas-respiracion.ts';
import { DIABETES } from './banderas-abdomen.ts';
import { INGESTA, INGESTA_QUE } from './banderas-ingesta.ts';

comprobacionesDeFlujo(lactancia_alimentacion);

const flujo = lactancia_alimentacion;

/** A thriving 4-month-old whose parent has a feeding question: every answer on the green side. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '3-6 meses',
  menor_1_mes: 'no',
  respiracion: RESPIRACION.normal,
  respiracion_rapida: RESPIRACION_RAPIDA.no,
  color_grave: 'no',
  no_responde: 'no',
  ingesta: INGESTA.no,
  vomito_verde: 'no',
  invaginacion: 'no',
  fiebre: 'no',
  signos_infeccion_lactante: 'no',
  fiebre_39: 'no',
  dias_fiebre: 'no',
  tomas: TOMAS.normal,
  panales_12h: 4,
  piel_amarilla: PIEL_AMARILLA.no,
  bebe_liquidos: 'si',
  pierde_peso: 'no',
  signos_digestivos: 'no',
  signos_diabetes: DIABETES.no,
  muy_enfermo: 'no',
  preocupado: 'no',
  duda: DUDA.cantidad,
};

type Cambios = Readonly<Record<string, ValorRespuesta>>;
const respuestas = (cambios: Cambios = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Cambios = {}) => evaluarTriaje(flujo, respuestas(cambios));
const nivel = (cambios: Cambios = {}) => triaje(cambios).urgencia;
const ids = (cambios: Cambios = {}) => preguntasVisibles(flujo, respuestas(cambios)).map((p) => p.id);

describe('lactancia_alimentacion: a swallowed battery, magnet, product or object (round 2, banderas-ingesta)', () => {
  it('a possible button battery or magnets is rojo, 3 months to under 6 years, early (ESPGHAN 2021; Montreal Children’s)', () => {
    const r = triaje({ edad_rango: '1-2 años', ingesta: INGESTA.pilaIman });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Puede haberse tragado una pila de botón o imanes');
    expect(r.consejos.join(' ')).toMatch(/A un bebé menor de 1 año no le des miel/);
    expect(rojoSeguro(flujo, { edad_rango: '6-12 meses', respiracion: RESPIRACION.normal, color_grave: 'no', no_responde: 'no', ingesta: INGESTA.pilaIman })).not.toBeNull();
  });

  it('refusing food after possibly swallowing a medicine, product or object is rojo (NASPGHAN: food refusal is the sign of a stuck object; cuerpo_extrano; intoxicacion)', () => {
    for (const ingesta of [INGESTA.producto, INGESTA.objeto]) {
      // Round 18: anything else or not sure (the follow-up's rojo answer; an object has no follow-up here).
      const r = triaje({ edad_rango: '2-5 años', ingesta, ingesta_que: INGESTA_QUE.otro });
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe('No querer comer después de poder tragar un medicamento, un producto o un objeto');
      expect(r.ver_tambien).toEqual(expect.arrayContaining(['intoxicacion', 'cuerpo_extrano']));
    }
    expect(nivel({ edad_rango: '2-5 años' })).toBe('verde');
  });

  it('round 18: a little of a listed harmless product, from 1 year, gives no level of its own: the feeding questions decide, and their verde starts with Toxicología', () => {
    for (const edad of ['1-2 años', '2-5 años']) {
      const r = triaje({ edad_rango: edad, ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.producto });
      expect(r.urgencia).toBe('verde');
      expect(r.titulo).toBe('Ha tomado un poco de algo casi inofensivo y está bien');
      expect(r.acciones_sugeridas[0]).toMatch(/91 562 04 20/);
    }
    // The feeding's own rojo still wins; an amarillo too.
    expect(nivel({ edad_rango: '2-5 años', ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.producto, vomito_verde: 'si' })).toBe('rojo');
    expect(nivel({ edad_rango: '2-5 años', ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.producto, muy_enfermo: 'si' })).toBe('amarillo');
  });

  it('round 18: no harmless answer for an object (refusing food is the sign of a stuck object), not sure stays rojo, and babies are not asked', () => {
    const pregunta = flujo.preguntas.find((p) => p.id === 'ingesta_que');
    expect(pregunta?.opciones).toEqual([INGESTA_QUE.producto, INGESTA_QUE.otro]);
    expect(ids({ edad_rango: '2-5 años', ingesta: INGESTA.objeto })).not.toContain('ingesta_que');
    expect(nivel({ edad_rango: '2-5 años', ingesta: INGESTA.objeto })).toBe('rojo');
    const inicio = { edad_rango: '1-2 años', respiracion: RESPIRACION.normal, color_grave: 'no', no_responde: 'no', ingesta: INGESTA.producto } as const;
    expect(rojoSeguro(flujo, inicio)).toBeNull();
    expect(rojoSeguro(flujo, { ...inicio, ingesta_que: INGESTA_QUE.otro })?.urgencia).toBe('rojo');
    for (const edad of ['3-6 meses', '6-12 meses']) {
      expect(ids({ edad_rango: edad, ingesta: INGESTA.producto })).not.toContain('ingesta_que');
      expect(nivel({ edad_rango: edad, ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.producto })).toBe('rojo');
    }
  });

  it('is not asked of a baby under 3 months nor from 5 years', () => {
    expect(ids({ edad_rango: '0-3 meses' })).not.toContain('ingesta');
    expect(ids({ edad_rango: '3-6 meses' })).toContain('ingesta');
    expect(ids({ edad_rango: '5-12 años' })).not.toContain('ingesta');
  });
});

describe('lactancia_alimentacion: structure', () => {
  it('asks the age first and never the weight (no dose in this flow, see notas)', () => {
    expect(flujo.preguntas[0]?.id).toBe('edad_rango');
    expect(flujo.preguntas.map((p) => p.id)).not.toContain('peso_kg');
    for (const regla of flujo.reglas) expect(regla.medicacion ?? []).toEqual([]);
  });

  it('is in the bebes category and ends with an always-true verde catch-all', () => {
    expect(flujo.categoria).toBe('bebes');
    expect(flujo.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(flujo.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('number questions avoid the words that trigger age or weight validation (SPEC §5)', () => {
    for (const p of flujo.preguntas.filter((q) => q.tipo === 'numero')) {
      expect(p.texto).not.toMatch(/\b(edad|mes|meses|peso|pesa|kg|kilos?)\b/i);
    }
  });


  it('has 8 to 20 search words, sources and notes', () => {
    expect(flujo.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(flujo.sinonimos.length).toBeLessThanOrEqual(20);
    for (const s of flujo.sinonimos) expect(s).toBe(s.toLowerCase());
    expect(flujo.fuentes.length).toBeGreaterThanOrEqual(3);
    expect(flujo.revisado).toBe('2026-12-05');
    expect(flujo.notas).toMatch(/SEUP/);
  });
});

describe('lactancia_alimentacion: verde (common feeding questions in a thriving baby)', () => {
  it('a thriving 4-month-old with a question about how much to feed is verde with a safety net', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Dudas de alimentación sin signos de alarma');
    expect(r.consejos.join(' ')).toMatch(/6 o más pañales/);
    expect(r.consejos.join(' ')).toMatch(/vomita de color verde/);
  });

  it('effortless regurgitation in a thriving baby is verde (NICE NG1: no investigation needed)', () => {
    const r = triaje({ duda: DUDA.regurgita });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Regurgitaciones en un bebé que está bien');
    expect(r.consejos.join(' ')).toMatch(/boca arriba/);
  });

  it('sore nipples or breastfeeding doubts are verde, with advice about mastitis for the mother', () => {
    const r = triaje({ edad_rango: '0-3 meses', duda: DUDA.pecho });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/mastitis/);
  });

  it('a picky toddler who drinks and wees normally is verde', () => {
    const r = triaje({ edad_rango: '1-2 años', duda: DUDA.rechazo });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Niño que come poco pero está bien');
  });

  it('a 9-month-old eating a bit less with a fever is verde and points to the fever flow', () => {
    const r = triaje({ edad_rango: '6-12 meses', fiebre: 'si', tomas: TOMAS.algoMenos });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('fiebre');
  });
});

describe('lactancia_alimentacion: rojo (global red features and the flow’s own red flags)', () => {
  it('breathing difficulty, a grave colour or not responding is rojo and says to call 112', () => {
    const cambios: Cambios[] = [{ respiracion: RESPIRACION.grave }, { color_grave: 'si' }, { no_responde: 'si' }];
    for (const cambio of cambios) {
      const r = triaje(cambio);
      expect(r.urgencia).toBe('rojo');
      expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
      expect(r.consejos).toContain(CONSEJO_ROJO_CAMINO);
    }
  });

  it('going blue or stopping breathing while feeding is rojo; tiring while feeding is amarillo', () => {
    // HT red: blue lips, breathing pauses; NICE NG9: difficulty feeding → consider referral (amber).
    expect(triaje({ respiracion: RESPIRACION.grave }).titulo).toBe('Le cuesta respirar o se pone azulado al comer');
    expect(nivel({ respiracion: RESPIRACION.fatiga })).toBe('amarillo');
    expect(triaje({ respiracion: RESPIRACION.fatiga }).titulo).toBe('Se fatiga al comer');
  });

  it('green vomit is rojo at any age', () => {
    // Belfast/HT vomiting baby red: "green vomit"; NICE CG84/NG1 bile-stained vomiting.
    expect(nivel({ vomito_verde: 'si' })).toBe('rojo');
    expect(nivel({ edad_rango: '2-5 años', vomito_verde: 'si' })).toBe('rojo');
  });

  it('fever (or a low temperature) under 3 months is rojo; from 3 months it is not', () => {
    // NICE NG143 red: < 3 months with ≥ 38 °C; HT: or < 36 °C.
    const r = triaje({ edad_rango: '0-3 meses', fiebre: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('fiebre');
    expect(nivel({ edad_rango: '3-6 meses', fiebre: 'si' })).toBe('verde');
  });
});

describe('lactancia_alimentacion: refusing feeds and the under-1-month gate (SEUP; Schmitt)', () => {
  it('refusing all feeds for 8 hours is rojo under 1 month and under 3 months', () => {
    // SEUP: baby < 1 month refusing feeds → Urgencias; Schmitt: will not feed for > 8 h → call now.
    expect(nivel({ edad_rango: '0-3 meses', menor_1_mes: 'si', tomas: TOMAS.nada })).toBe('rojo');
    const r = triaje({ edad_rango: '0-3 meses', menor_1_mes: 'no', tomas: TOMAS.nada });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Rechaza las tomas en un bebé menor de 3 meses');
  });

  it('refusing all feeds from 3 months is amarillo', () => {
    expect(nivel({ edad_rango: '3-6 meses', tomas: TOMAS.nada })).toBe('amarillo');
    expect(nivel({ edad_rango: '6-12 meses', tomas: TOMAS.nada })).toBe('amarillo');
  });

  it('eating less than half of usual is amarillo at any infant age (HT amber; NICE "poor feeding in infants")', () => {
    for (const edad of ['0-3 meses', '3-6 meses', '6-12 meses']) {
      expect(nivel({ edad_rango: edad, tomas: TOMAS.menosMitad })).toBe('amarillo');
    }
  });

  it('eating a bit less is amarillo under 1 month and verde from 1 month (the age gate)', () => {
    const r = triaje({ edad_rango: '0-3 meses', menor_1_mes: 'si', tomas: TOMAS.algoMenos });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Recién nacido que come menos de lo habitual');
    expect(nivel({ edad_rango: '0-3 meses', menor_1_mes: 'no', tomas: TOMAS.algoMenos })).toBe('verde');
  });
});

describe('lactancia_alimentacion: wet nappies in the last 12 hours (Breastfeeding Network; HT; Schmitt)', () => {
  it('no wet nappy in 12 hours is amarillo at any infant age; one is not, from 6 months', () => {
    expect(triaje({ edad_rango: '6-12 meses', panales_12h: 0 }).titulo).toBe('Ningún pañal mojado en 12 horas');
    expect(nivel({ edad_rango: '6-12 meses', panales_12h: 0 })).toBe('amarillo');
    expect(nivel({ edad_rango: '6-12 meses', panales_12h: 1 })).toBe('verde');
  });

  it('under 6 months, 2 wet nappies in 12 hours is amarillo and 3 is verde (≈ 6 a day)', () => {
    for (const edad of ['0-3 meses', '3-6 meses']) {
      expect(nivel({ edad_rango: edad, panales_12h: 2 })).toBe('amarillo');
      expect(nivel({ edad_rango: edad, panales_12h: 3 })).toBe('verde');
    }
    expect(triaje({ panales_12h: 2 }).titulo).toBe('Moja pocos pañales');
  });
});

describe('lactancia_alimentacion: other amarillo findings', () => {
  it('losing weight or not gaining is amarillo (Schmitt: call within 24 h)', () => {
    expect(nivel({ pierde_peso: 'si' })).toBe('amarillo');
    expect(nivel({ edad_rango: '1-2 años', pierde_peso: 'si' })).toBe('amarillo');
  });

  it('projectile vomiting after most feeds, blood or a swollen tummy is amarillo (NICE NG1 red flags)', () => {
    const r = triaje({ edad_rango: '0-3 meses', signos_digestivos: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('vomitos');
  });

  it('round 8: streaks of blood in the stools of a thriving baby stay amarillo; the intussusception picture is rojo (ESPGHAN; NICE CKS)', () => {
    expect(nivel({ edad_rango: '0-3 meses', signos_digestivos: 'si' })).toBe('amarillo');
    const r = triaje({ edad_rango: '3-6 meses', invaginacion: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Crisis de dolor con llanto y piernas encogidas: posible invaginación intestinal');
    expect(r.ver_tambien).toContain('llanto_inconsolable');
    expect(nivel({ edad_rango: '0-3 meses', signos_digestivos: 'si', invaginacion: 'si' })).toBe('rojo');
    expect(flujo.preguntas.find((p) => p.id === 'invaginacion')?.texto).toMatch(/mermelada de grosella/);
  });

  it('a child over 1 year who barely drinks or wees is amarillo', () => {
    expect(nivel({ edad_rango: '2-5 años', bebe_liquidos: 'no' })).toBe('amarillo');
    expect(nivel({ edad_rango: '2-5 años', bebe_liquidos: 'si' })).toBe('verde');
  });

  it("the child's appearance gives amarillo; the parent's worry alone keeps verde and offers a paediatrician now (issue 9)", () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/Teleconsulta/);
  });
});

describe('lactancia_alimentacion: breathing, mild versus severe, and the counted rate (issue 9, patterns 2 and 5; NICE NG143, NG9)', () => {
  it('a little drawing-in between the ribs or nasal flaring while feeding is amarillo, not rojo', () => {
    const r = triaje({ edad_rango: '0-3 meses', respiracion: RESPIRACION.leve });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Respira con algo de esfuerzo');
    expect(nivel({ edad_rango: '0-3 meses', respiracion: RESPIRACION.grave })).toBe('rojo');
  });

  it('more than 60 breaths a minute is rojo; 60 is not', () => {
    const contada = { respiracion: RESPIRACION.rapida, respiracion_rapida: RESPIRACION_RAPIDA.contada };
    expect(nivel({ edad_rango: '0-3 meses', ...contada, respiraciones_minuto: 61 })).toBe('rojo');
    expect(nivel({ edad_rango: '0-3 meses', ...contada, respiraciones_minuto: 60 })).toBe('amarillo');
  });

  it('under 1 year, more than 50 is amarillo and 50 is verde (NICE NG143; WHO)', () => {
    const contada = { respiracion: RESPIRACION.rapida, respiracion_rapida: RESPIRACION_RAPIDA.contada };
    expect(nivel({ edad_rango: '6-12 meses', ...contada, respiraciones_minuto: 51 })).toBe('amarillo');
    expect(nivel({ edad_rango: '6-12 meses', ...contada, respiraciones_minuto: 50 })).toBe('verde');
    expect(nivel({ edad_rango: '0-3 meses', ...contada, respiraciones_minuto: 51 })).toBe('amarillo');
  });

  it('the count is asked of babies who breathe fast (a little effort is amarillo already); from 1 year, breathing fast is amarillo (HT)', () => {
    expect(ids({ respiracion: RESPIRACION.normal })).not.toContain('respiracion_rapida');
    expect(ids({ respiracion: RESPIRACION.rapida })).toContain('respiracion_rapida');
    expect(ids({ respiracion: RESPIRACION.leve })).not.toContain('respiracion_rapida');
    expect(ids({ edad_rango: '1-2 años', respiracion: RESPIRACION.rapida })).not.toContain('respiracion_rapida');
    expect(nivel({ edad_rango: '1-2 años', respiracion: RESPIRACION.rapida })).toBe('amarillo');
  });

  it('breathing fast but not counted is amarillo; breathing at its usual rate after all is verde', () => {
    expect(nivel({ respiracion: RESPIRACION.rapida, respiracion_rapida: RESPIRACION_RAPIDA.sinContar })).toBe('amarillo');
    expect(nivel({ respiracion: RESPIRACION.rapida, respiracion_rapida: RESPIRACION_RAPIDA.no })).toBe('verde');
  });
});

describe('lactancia_alimentacion: wrong doors (issue 9, pattern 2)', () => {
  it('a newborn with yellow skin nobody has assessed is amarillo and points to ictericia_neonatal (NICE CG98)', () => {
    const r = triaje({ edad_rango: '0-3 meses', menor_1_mes: 'si', piel_amarilla: PIEL_AMARILLA.nueva });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('ictericia_neonatal');
  });

  it('yellow skin with feeding less than half is rojo (Health for Under 5s: jaundiced and feeding poorly → 999)', () => {
    const r = triaje({ edad_rango: '0-3 meses', menor_1_mes: 'no', piel_amarilla: PIEL_AMARILLA.nueva, tomas: TOMAS.menosMitad });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Piel amarilla y come mal');
  });

  it('jaundice already assessed and not increasing, in a baby feeding well, stays verde', () => {
    expect(nivel({ edad_rango: '0-3 meses', menor_1_mes: 'no', piel_amarilla: PIEL_AMARILLA.valorada })).toBe('verde');
  });

  it('3-6 months with 39 °C, or fever for 5 days, is amarillo (NICE NG143 amber)', () => {
    expect(nivel({ edad_rango: '3-6 meses', fiebre: 'si', fiebre_39: 'si' })).toBe('amarillo');
    expect(nivel({ edad_rango: '2-5 años', fiebre: 'si', dias_fiebre: 'si', duda: DUDA.rechazo })).toBe('amarillo');
  });

  it('thirst, a lot of wee or weight loss from 1 year is amarillo the same day; deep fast breathing is rojo (NICE NG18)', () => {
    const r = triaje({ edad_rango: '5-12 años', signos_diabetes: DIABETES.sintomas, duda: DUDA.rechazo });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Mucha sed y mucho pis: posible diabetes');
    expect(nivel({ edad_rango: '5-12 años', signos_diabetes: DIABETES.cetoacidosis })).toBe('rojo');
    expect(ids({ edad_rango: '6-12 meses' })).not.toContain('signos_diabetes');
  });

  it('posseting in a thriving baby is verde; the same baby with projectile vomiting or not gaining weight escalates (pattern 3)', () => {
    expect(nivel({ edad_rango: '0-3 meses', menor_1_mes: 'no', duda: DUDA.regurgita })).toBe('verde');
    expect(nivel({ edad_rango: '0-3 meses', menor_1_mes: 'no', duda: DUDA.regurgita, signos_digestivos: 'si' })).toBe('amarillo');
    expect(nivel({ edad_rango: '0-3 meses', menor_1_mes: 'no', duda: DUDA.regurgita, pierde_peso: 'si' })).toBe('amarillo');
    expect(nivel({ edad_rango: '0-3 meses', menor_1_mes: 'no', duda: DUDA.regurgita, vomito_verde: 'si' })).toBe('rojo');
  });
});

describe('lactancia_alimentacion: question progression', () => {
  it('asks the under-4-weeks question only in the 0-3 months range', () => {
    expect(ids({ edad_rango: '0-3 meses' })).toContain('menor_1_mes');
    expect(ids({ edad_rango: '3-6 meses' })).not.toContain('menor_1_mes');
  });

  it('asks feeds and nappies under 1 year, and drinking and weeing from 1 year', () => {
    expect(ids({ edad_rango: '6-12 meses' })).toEqual(expect.arrayContaining(['tomas', 'panales_12h']));
    expect(ids({ edad_rango: '6-12 meses' })).not.toContain('bebe_liquidos');
    expect(ids({ edad_rango: '1-2 años' })).toContain('bebe_liquidos');
    expect(ids({ edad_rango: '1-2 años' })).not.toContain('tomas');
  });

  it('a typical path is 6 to 18 questions (round 8 added the intussusception question, round 14: the wrong-door screen)', () => {
    expect(ids().length).toBeGreaterThanOrEqual(6);
    expect(ids().length).toBeLessThanOrEqual(18); // round 15: + otra_consulta
  });

  it('stops early at green vomit, and not before a red feature is certain', () => {
    expect(
      rojoSeguro(flujo, {
        edad_rango: '3-6 meses',
        respiracion: RESPIRACION.normal,
        color_grave: 'no',
        no_responde: 'no',
        vomito_verde: 'si',
      })?.titulo,
    ).toBe('Vómito de color verde');
    expect(rojoSeguro(flujo, { edad_rango: '0-3 meses', menor_1_mes: 'si' })).toBeNull();
  });
});

// ---------------------------------------------------------------------------
// Properties over generated answer sets
// ---------------------------------------------------------------------------

const NUMEROS: Readonly<Record<string, readonly number[]>> = { panales_12h: [0, 1, 2, 3, 4, 6, 9], respiraciones_minuto: [30, 40, 41, 50, 51, 60, 61] };

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no'
      ? fc.constantFrom('si', 'no')
      : p.tipo === 'opciones'
        ? fc.constantFrom(...(p.opciones ?? []))
        : fc.constantFrom(...(NUMEROS[p.id] ?? [0, 1, 5]));
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(flujo.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('lactancia_alimentacion: properties', () => {
  it('adding a red feature to any answers never lowers the level', () => {
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

  it('a baby under 1 month who eats less than usual is never verde', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(TOMAS.algoMenos, TOMAS.menosMitad, TOMAS.nada), (r, tomas) => {
        const nivelFinal = evaluarTriaje(flujo, { ...r, edad_rango: '0-3 meses', menor_1_mes: 'si', tomas }).urgencia;
        expect(nivelFinal).not.toBe('verde');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('lactancia_alimentacion: infection without fever under 3 months (round 10: NICE NG224, NG143)', () => {
  const ids = (c: Cambios) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);
  const bebe: Cambios = { edad_rango: '0-3 meses', signos_infeccion_lactante: 'no' };

  it('asks the question only under 3 months', () => {
    expect(ids(bebe)).toContain('signos_infeccion_lactante');
    expect(ids({})).not.toContain('signos_infeccion_lactante');
  });

  it('vomiting with poor feeding, unusual sleepiness or cloudy urine under 3 months is rojo without fever', () => {
    const r = triaje({ ...bebe, signos_infeccion_lactante: 'si', tomas: TOMAS.menosMitad, fiebre: 'no' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('orina');
    expect(triaje({ ...bebe, signos_infeccion_lactante: 'si' }).urgencia).toBe('rojo');
  });

  it('without those signs a thriving baby stays verde and eating less than half stays amarillo', () => {
    expect(triaje(bebe).urgencia).toBe('verde');
    expect(triaje({ ...bebe, tomas: TOMAS.menosMitad }).urgencia).toBe('amarillo');
  });
});
