import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { CACA_NEGRA } from './banderas-abdomen.ts';
import { calcularDosis } from '../dosis.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { AVISO_PREOCUPADO, SIEMPRE } from './comunes.ts';
import { BULTO_ANO } from './banderas-abdomen.ts';
import { DOLOR, estrenimiento, FIEBRE_ORINA, LACTULOSA, SANGRE, VOMITOS, VOMITOS_TRIPA } from './estrenimiento.ts';

comprobacionesDeFlujo(estrenimiento);

/** A 4-year-old with hard stools, 2 days without one, otherwise well. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '2-5 años',
  no_responde: 'no',
  invaginacion: 'no',
  fiebre_orina: FIEBRE_ORINA.no,
  vomitos: VOMITOS.no,
  tripa_hinchada: 'no',
  dolor: DOLOR.no,
  dias_sin_caca: 2,
  medula_urgente: 'no',
  bulto_ano: BULTO_ANO.no,
  caca_negra_hierro: CACA_NEGRA.no,
  sangre: SANGRE.no,
  espalda: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 16,
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(estrenimiento, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const VOMITOS_Y_DOLOR = { vomitos: VOMITOS.si, dolor: DOLOR.aRatos } as const;
/** Round 18: with 3 days or more, the follow-up separates impaction from obstruction; these are its rojo answers without fever. */
const SIN_BULTOS = { vomitos_tripa: VOMITOS_TRIPA.leve } as const;
const OBSTRUCCION = { vomitos_tripa: VOMITOS_TRIPA.grave } as const;
/** A 2-month-old, exclusively breastfed, content and feeding. */
const bebePecho = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => ({
  edad_rango: '0-3 meses',
  menor_1_mes: 'no',
  solo_pecho: 'si',
  ...cambios,
});

describe('estrenimiento: structure', () => {
  it('asks the age first, the weight last, and ends with a verde catch-all', () => {
    expect(estrenimiento.preguntas[0]?.id).toBe('edad_rango');
    expect(estrenimiento.preguntas.at(-1)?.id).toBe('peso_kg');
    expect(estrenimiento.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(estrenimiento.reglas.at(-1)?.urgencia).toBe('verde');
    expect(estrenimiento.categoria).toBe('digestivo');
  });

  it('the days question avoids the words that trigger age or weight validation (SPEC §5)', () => {
    const dias = estrenimiento.preguntas.find((p) => p.id === 'dias_sin_caca');
    expect(dias?.texto).not.toMatch(/\b(edad|mes|meses|peso|pesa|kg|kilos?)\b/i);
  });


  it('lactulose is the only medicine, with the SPEC §9 text, and only in the verde rules from 1 year (fissure and catch-all)', () => {
    const conMedicacion = estrenimiento.reglas.filter((r) => (r.medicacion ?? []).length > 0);
    expect(conMedicacion.map((r) => r.titulo)).toEqual(['Hilitos de sangre por una caca dura (probable fisura)', 'Estreñimiento sin signos de alarma']);
    for (const r of conMedicacion) expect(r.medicacion?.map((m) => m.med)).toEqual(['lactulosa']);
    expect(LACTULOSA.dosis_por_kg).toBe('1-3 ml/kg/día');
  });

  it('the computed lactulose dose is in ml and capped at the leaflet maximum of 15 ml', () => {
    expect(calcularDosis(LACTULOSA, 6).exacta?.cantidad).toBe(12);
    expect(calcularDosis(LACTULOSA, 16).exacta?.cantidad).toBe(15);
    expect(calcularDosis(LACTULOSA, 16).exacta?.unidad).toBe('ml');
  });

  it('names its sources and the breastfed exception in notas', () => {
    expect(estrenimiento.fuentes.length).toBeGreaterThanOrEqual(3);
    expect(estrenimiento.notas).toMatch(/solo pecho/);
    expect(estrenimiento.notas).toMatch(/^Puertas equivocadas:/m);
    expect(estrenimiento.revisado).toBe('2026-11-24');
    expect(estrenimiento.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(estrenimiento.sinonimos.length).toBeLessThanOrEqual(20);
  });
});

describe('estrenimiento: SPEC §9 — 3 or more days with vomiting and pain is rojo', () => {
  it('2 days with vomiting and pain is amarillo, 3 days is rojo', () => {
    expect(nivel({ dias_sin_caca: 2, ...VOMITOS_Y_DOLOR })).toBe('amarillo');
    const r = triaje({ dias_sin_caca: 3, ...VOMITOS_Y_DOLOR, ...SIN_BULTOS });
    expect(r.urgencia).toBe('rojo');
    expect(nivel({ dias_sin_caca: 3, ...VOMITOS_Y_DOLOR, ...OBSTRUCCION })).toBe('rojo');
    expect(r.titulo).toBe('3 días o más sin hacer caca, con vómitos y dolor de tripa');
    expect(r.medicacion).toEqual([]);
  });

  it('2 and 3 days without vomiting and pain are verde', () => {
    expect(nivel({ dias_sin_caca: 2 })).toBe('verde');
    expect(nivel({ dias_sin_caca: 3 })).toBe('verde');
  });

  it('3 days with pain but no vomiting, or vomiting but no pain, is not rojo', () => {
    expect(nivel({ dias_sin_caca: 3, dolor: DOLOR.aRatos })).toBe('verde');
    expect(nivel({ dias_sin_caca: 3, vomitos: VOMITOS.si })).toBe('verde');
  });
});

describe('estrenimiento: SPEC §9 — 5 or more days is amarillo', () => {
  it('4 days is verde, 5 days is amarillo (without vomiting and pain)', () => {
    expect(nivel({ dias_sin_caca: 4 })).toBe('verde');
    const r = triaje({ dias_sin_caca: 5 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('5 días o más sin hacer caca');
  });

  it('4 and 5 days with vomiting and pain are both rojo', () => {
    expect(nivel({ dias_sin_caca: 4, ...VOMITOS_Y_DOLOR, ...SIN_BULTOS })).toBe('rojo');
    expect(nivel({ dias_sin_caca: 5, ...VOMITOS_Y_DOLOR, ...OBSTRUCCION })).toBe('rojo');
  });

  it('applies to formula-fed babies and babies over 6 months', () => {
    expect(nivel(bebePecho({ solo_pecho: 'no', dias_sin_caca: 4 }))).toBe('verde');
    expect(nivel(bebePecho({ solo_pecho: 'no', dias_sin_caca: 5 }))).toBe('amarillo');
    expect(nivel({ edad_rango: '6-12 meses', dias_sin_caca: 5 })).toBe('amarillo');
  });

  it('exclusively breastfed babies of 1-6 months: verde up to 7 days, amarillo from 8 (NICE CG99, STCC; see notas)', () => {
    expect(nivel(bebePecho({ dias_sin_caca: 5 }))).toBe('verde');
    expect(triaje(bebePecho({ dias_sin_caca: 7 })).titulo).toBe('Bebé de pecho que hace caca cada varios días');
    expect(nivel(bebePecho({ dias_sin_caca: 8 }))).toBe('amarillo');
    expect(nivel({ edad_rango: '3-6 meses', solo_pecho: 'si', dias_sin_caca: 6 })).toBe('verde');
  });
});

describe('estrenimiento: babies under 1 month (age gate)', () => {
  it('any constipation under 1 month is amarillo', () => {
    const r = triaje({ edad_rango: '0-3 meses', menor_1_mes: 'si', meconio: 'no', dias_sin_caca: 1 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Estreñimiento en bebé de menos de 1 mes');
  });

  it('meconium after 48 hours or never passed is rojo (NICE CG99 red flag)', () => {
    expect(nivel({ edad_rango: '0-3 meses', menor_1_mes: 'si', meconio: 'si', dias_sin_caca: 1 })).toBe('rojo');
  });

  it('asks about meconium only under 1 month, and about breastfeeding only from 1 to 6 months', () => {
    const ids = (cambios: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(estrenimiento, respuestas(cambios)).map((p) => p.id);
    expect(ids({ edad_rango: '0-3 meses', menor_1_mes: 'si' })).toContain('meconio');
    expect(ids({ edad_rango: '0-3 meses', menor_1_mes: 'si' })).not.toContain('solo_pecho');
    expect(ids({ edad_rango: '0-3 meses', menor_1_mes: 'no' })).toContain('solo_pecho');
    expect(ids({ edad_rango: '3-6 meses' })).toContain('solo_pecho');
    expect(ids({ edad_rango: '2-5 años' })).not.toContain('meconio');
    expect(ids({ edad_rango: '2-5 años' })).not.toContain('solo_pecho');
  });

  it('does not ask the weight under 1 year (no lactulose for babies)', () => {
    const ids = preguntasVisibles(estrenimiento, respuestas({ edad_rango: '6-12 meses' })).map((p) => p.id);
    expect(ids).not.toContain('peso_kg');
  });
});

describe('estrenimiento: verde', () => {
  it('a well 4-year-old with hard stools is verde with diet advice and lactulose', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.medicacion.map((m) => m.med)).toEqual(['lactulosa']);
    expect(r.consejos.join(' ')).toMatch(/fruta/);
  });

  it('a well baby of 6-12 months is verde without any medicine', () => {
    const r = triaje({ edad_rango: '6-12 meses', dias_sin_caca: 3 });
    expect(r.urgencia).toBe('verde');
    expect(r.medicacion).toEqual([]);
  });
});

describe('estrenimiento: streaks of blood from a fissure (issue 9 pattern 5; NICE CG99 "bleeding associated with hard stool"; Schmitt fissure home care)', () => {
  it('a few streaks of bright red blood on a hard stool from 1 year, otherwise well, is verde with a routine appointment', () => {
    const r = triaje({ sangre: SANGRE.hilitos });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Hilitos de sangre por una caca dura (probable fisura)');
    expect(r.acciones_sugeridas[0]).toBe('Pide cita con tu pediatra (no urgente)');
    expect(r.consejos.join(' ')).toMatch(/baño de asiento/);
    expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    expect(r.medicacion.map((m) => m.med)).toEqual(['lactulosa']);
  });

  it('the same streaks with another sign keep that sign\'s level', () => {
    expect(nivel({ sangre: SANGRE.hilitos, dolor: DOLOR.fuerte })).toBe('amarillo');
    expect(nivel({ sangre: SANGRE.hilitos, dias_sin_caca: 5 })).toBe('amarillo');
    expect(nivel({ sangre: SANGRE.hilitos, invaginacion: 'si' })).toBe('rojo');
  });

  it('the safety net names more blood, mixed blood or a black stool', () => {
    expect(triaje({ sangre: SANGRE.hilitos }).consejos.join(' ')).toMatch(/caca es negra/);
  });
});

describe('estrenimiento: amarillo', () => {
  it('more blood than a few streaks (mixed in, alone or with mucus, black, or repeated) is amarillo', () => {
    // HT amber "blood in poo"; Schmitt "Stools - Blood In": call now for large amounts, blood alone, tarry stool, more than 2 bleeds.
    const r = triaje({ sangre: SANGRE.mas });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Sangre en la caca');
  });

  it('streaks of blood on a hard stool in a baby under 1 year are amarillo (Schmitt: under 12 weeks call now; cow\'s milk allergy)', () => {
    expect(triaje({ edad_rango: '6-12 meses', sangre: SANGRE.hilitos }).titulo).toBe('Hilitos de sangre en la caca de un bebé');
    expect(nivel({ edad_rango: '0-3 meses', menor_1_mes: 'no', sangre: SANGRE.hilitos })).toBe('amarillo');
  });

  it('a very swollen tummy without vomiting is amarillo', () => {
    expect(nivel({ tripa_hinchada: 'si' })).toBe('amarillo');
  });

  it('constant or very strong pain for more than an hour is amarillo and points to dolor_abdominal', () => {
    const r = triaje({ dolor: DOLOR.fuerte });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('dolor_abdominal');
  });

  it("the child's appearance is a sign: looking very ill, unlike other illnesses, is amarillo (NICE NG143; STCC)", () => {
    expect(triaje({ muy_enfermo: 'si' }).titulo).toBe('Lo ves muy enfermo, distinto de otras veces');
  });

  it("the parent's worry alone keeps the level and offers a paediatrician now (issue 9, pattern 1)", () => {
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
  });

  it('back pain (waking at night) or a lumbosacral sign, without new leg or bladder signs, is amarillo (NICE CG99 red flag; NG234 "within 24 hours")', () => {
    const r = triaje({ espalda: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Estreñimiento con dolor de espalda o una señal en la parte baja de la espalda');
    expect(r.medicacion).toEqual([]);
    expect(r.consejos.join(' ')).toMatch(/no puede hacer pis/);
  });
});

describe('estrenimiento: spinal cord or cauda equina compression (round 4; NICE CG99, NG234; GIRFT cauda equina; SA Health)', () => {
  it('new or worsening leg weakness, clumsiness or numbness, or not being able to pass urine, is rojo, with or without back pain', () => {
    const r = triaje({ medula_urgente: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Estreñimiento con debilidad nueva de las piernas o sin poder hacer pis: posible compresión de la médula espinal');
    expect(r.acciones_sugeridas[0]).toBe('Acude a urgencias ahora');
    expect(r.medicacion).toEqual([]);
    expect(r.consejos.join(' ')).toMatch(/laxantes/);
    expect(nivel({ medula_urgente: 'si', espalda: 'si' })).toBe('rojo');
  });

  it('the two sides of the split: the urgent question decides rojo; back pain or a skin sign alone is amarillo; neither is verde', () => {
    expect(nivel({ medula_urgente: 'si', espalda: 'no' })).toBe('rojo');
    expect(nivel({ medula_urgente: 'no', espalda: 'si' })).toBe('amarillo');
    expect(nivel({ medula_urgente: 'no', espalda: 'no' })).toBe('verde');
  });

  it('is rojo at every age and whatever the days without stools', () => {
    for (const edad of ['0-3 meses', '6-12 meses', '2-5 años', '5-12 años', '12+ años']) {
      expect(nivel({ edad_rango: edad, menor_1_mes: 'no', medula_urgente: 'si', dias_sin_caca: 1 }), edad).toBe('rojo');
    }
  });

  it('a long-known, unchanged leg problem is not counted (the help says so); new urinary leaks from constipation are not retention', () => {
    const pregunta = estrenimiento.preguntas.find((p) => p.id === 'medula_urgente');
    expect(pregunta?.texto).toMatch(/Desde hace poco/);
    expect(pregunta?.texto).toMatch(/arrastra los pies/);
    expect(pregunta?.texto).toMatch(/no consigue hacerlo/);
    expect(pregunta?.ayuda).toMatch(/no ha cambiado, responde No/);
    expect(pregunta?.ayuda).toMatch(/Escaparse el pis/);
  });

  it('the old question that lumped both is gone, and the new urgent question is asked with the other red flags, before the amarillo ones', () => {
    const orden = estrenimiento.preguntas.map((p) => p.id);
    expect(orden).not.toContain('piernas');
    expect(orden.indexOf('medula_urgente')).toBeLessThan(orden.indexOf('sangre'));
    expect(orden.indexOf('medula_urgente')).toBeLessThan(orden.indexOf('espalda'));
  });

  it('stops as soon as the urgent signs are known, and not before', () => {
    const hasta = { edad_rango: '5-12 años', no_responde: 'no', vomitos: VOMITOS.no, tripa_hinchada: 'no', dolor: DOLOR.no, dias_sin_caca: 2 } as const;
    expect(rojoSeguro(estrenimiento, { ...hasta, medula_urgente: 'si' })?.urgencia).toBe('rojo');
    expect(rojoSeguro(estrenimiento, { ...hasta, medula_urgente: 'no' })).toBeNull();
  });

  it('the verde safety net names weak legs and not passing urine', () => {
    expect(triaje().consejos.join(' ')).toMatch(/arrastra los pies, o no puede hacer pis/);
  });
});

describe('estrenimiento: perianal abscess (round 5; NHS Abscess, Medscape anorectal abscess in children, NICE NG141)', () => {
  it('a painful, red, hot or growing lump beside the anus is amarillo, not to be squeezed, with when to go now', () => {
    const r = triaje({ bulto_ano: BULTO_ANO.bulto });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Bulto doloroso junto al ano: posible absceso');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/absceso \(una bolsa de pus\)/);
    expect(texto).toMatch(/No lo aprietes ni lo pinches/);
    expect(texto).toMatch(/Ve a urgencias ahora si la rojez se extiende deprisa/);
    expect(texto).toMatch(/laxantes, supositorios/);
    expect(r.acciones_sugeridas[0]).toBe('Pide cita con tu pediatra hoy');
    expect(r.medicacion).toEqual([]);
  });

  it('its advice wins over the other amarillo findings it comes with (a baby under 1 month, 5 days without stools)', () => {
    expect(triaje({ bulto_ano: BULTO_ANO.bulto, dias_sin_caca: 6 }).titulo).toBe('Bulto doloroso junto al ano: posible absceso');
    expect(triaje({ edad_rango: '0-3 meses', menor_1_mes: 'si', meconio: 'no', bulto_ano: BULTO_ANO.bulto }).titulo).toBe(
      'Bulto doloroso junto al ano: posible absceso',
    );
  });

  it('redness spreading in hours, extreme pain or purple, black or blistered skin is rojo', () => {
    const r = triaje({ bulto_ano: BULTO_ANO.extendido });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Bulto junto al ano con una rojez que se extiende deprisa: posible infección grave');
    expect(r.consejos.join(' ')).toMatch(/marca con un bolígrafo el borde/);
    expect(r.consejos.at(-1)).toBe('Si empeora por el camino, llama al 112.');
  });

  it('is asked at every age, with the red flags and before the blood, and no lump keeps the well child verde', () => {
    const ids = (cambios: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(estrenimiento, respuestas(cambios)).map((p) => p.id);
    for (const edad of ['0-3 meses', '6-12 meses', '2-5 años', '12+ años']) {
      expect(ids({ edad_rango: edad, menor_1_mes: 'no' }), edad).toContain('bulto_ano');
    }
    const orden = estrenimiento.preguntas.map((p) => p.id);
    expect(orden.indexOf('bulto_ano')).toBeGreaterThan(orden.indexOf('medula_urgente'));
    expect(orden.indexOf('bulto_ano')).toBeLessThan(orden.indexOf('sangre'));
    expect(nivel({ bulto_ano: BULTO_ANO.no })).toBe('verde');
  });

  it('the help separates the painless skin tag of a fissure and the bluish lump that comes out when straining', () => {
    const pregunta = estrenimiento.preguntas.find((p) => p.id === 'bulto_ano');
    expect(pregunta?.ayuda).toMatch(/pellejito blando que no duele/);
    expect(pregunta?.ayuda).toMatch(/azulada que sale al hacer fuerza/);
    expect(nivel({ sangre: SANGRE.hilitos, bulto_ano: BULTO_ANO.no })).toBe('verde');
  });

  it('stops as soon as the spreading redness is known, and not for the lump alone', () => {
    const hasta = { edad_rango: '2-5 años', no_responde: 'no', invaginacion: 'no', vomitos: VOMITOS.no, tripa_hinchada: 'no', dolor: DOLOR.no, dias_sin_caca: 2, medula_urgente: 'no' } as const;
    expect(rojoSeguro(estrenimiento, { ...hasta, bulto_ano: BULTO_ANO.extendido })?.urgencia).toBe('rojo');
    expect(rojoSeguro(estrenimiento, { ...hasta, bulto_ano: BULTO_ANO.bulto })).toBeNull();
  });

  it('the verde safety net names the lump', () => {
    expect(triaje().consejos.join(' ')).toMatch(/bulto que le duele, está rojo o caliente/);
  });
});

describe('estrenimiento: wrong doors (issue 9, pattern 2)', () => {
  it('crying spells with pallor or a redcurrant-jelly stool in a small child is rojo: intussusception', () => {
    const r = triaje({ edad_rango: '6-12 meses', invaginacion: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/invaginación/);
    expect(r.consejos.join(' ')).toMatch(/laxantes/);
  });

  it('asks about intussusception up to 5 years only', () => {
    const ids = (edad: string) => preguntasVisibles(estrenimiento, respuestas({ edad_rango: edad })).map((p) => p.id);
    expect(ids('2-5 años')).toContain('invaginacion');
    expect(ids('5-12 años')).not.toContain('invaginacion');
  });
});

describe('estrenimiento: rojo', () => {
  it('green vomit is rojo', () => {
    expect(nivel({ vomitos: VOMITOS.verde })).toBe('rojo');
  });

  it('a swollen tummy with vomiting is rojo (NICE CG99 red flag)', () => {
    expect(triaje({ tripa_hinchada: 'si', vomitos: VOMITOS.si, ...OBSTRUCCION }).titulo).toBe('Tripa hinchada con vómitos');
    expect(triaje({ tripa_hinchada: 'si', vomitos: VOMITOS.si, ...SIN_BULTOS }).titulo).toBe('Tripa hinchada con vómitos');
  });

  it('very drowsy or not responding is rojo', () => {
    expect(triaje({ no_responde: 'si' }).acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('stops early once rojo is certain', () => {
    expect(rojoSeguro(estrenimiento, { edad_rango: '2-5 años', no_responde: 'no', vomitos: VOMITOS.verde })?.urgencia).toBe('rojo');
    expect(rojoSeguro(estrenimiento, { edad_rango: '2-5 años', no_responde: 'no', vomitos: VOMITOS.si })).toBeNull();
  });
});

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no'
      ? fc.constantFrom('si', 'no')
      : p.tipo === 'opciones'
        ? fc.constantFrom(...(p.opciones ?? []))
        : fc.constantFrom(0, 1, 2, 3, 4, 5, 7, 8, 10);
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(estrenimiento.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('estrenimiento: properties', () => {
  it('adding a red feature never lowers the level', () => {
    const conAlarma = estrenimiento.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(estrenimiento, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(estrenimiento, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('more days without stools never lowers the level', () => {
    fc.assert(
      fc.property(respuestasArb, fc.integer({ min: 0, max: 12 }), (r, extra) => {
        const dias = typeof r['dias_sin_caca'] === 'number' ? r['dias_sin_caca'] : 0;
        const antes = NIVEL[evaluarTriaje(estrenimiento, r).urgencia];
        expect(NIVEL[evaluarTriaje(estrenimiento, { ...r, dias_sin_caca: dias + extra }).urgencia]).toBeGreaterThanOrEqual(antes);
      }),
      { numRuns: 2000 },
    );
  });

  it('never suggests lactulose under 1 year', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom('0-3 meses', '3-6 meses', '6-12 meses'), (r, edad) => {
        expect(evaluarTriaje(estrenimiento, { ...r, edad_rango: edad }).medicacion).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('estrenimiento: a hard stool stuck at the anus (round 8: NICE CG99 faecal impaction)', () => {
  it('days of painful straining with a hard stool felt or seen at the anus that does not come out is amarillo, whatever the days without stools', () => {
    const r = triaje({ edad_rango: '5-12 años', caca_atascada: 'si', dias_sin_caca: 1 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Caca dura atascada en el ano que no sale (impactación)');
    expect(r.consejos.join(' ')).toMatch(/No intentes sacarla con los dedos/);
    expect(nivel({ edad_rango: '5-12 años', caca_atascada: 'no', dias_sin_caca: 1 })).toBe('verde');
  });

  it('its red companions still escalate, and it is not asked under 6 months', () => {
    expect(nivel({ edad_rango: '2-5 años', caca_atascada: 'si', vomitos: VOMITOS.verde })).toBe('rojo');
    expect(estrenimiento.preguntas.find((p) => p.id === 'caca_atascada')?.ayuda).toMatch(/pipas/);
    expect(preguntasVisibles(estrenimiento, { ...respuestas(), edad_rango: '3-6 meses' }).map((p) => p.id)).not.toContain('caca_atascada');
  });
});

describe('estrenimiento: black stools from iron (round 9; NHS; Schmitt-Thompson)', () => {
  it('black stools in a well child on iron are verde without the blood question, with the tarry-stool safety net', () => {
    const r = triaje({ caca_negra_hierro: CACA_NEGRA.hierro, sangre: SANGRE.mas });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Caca negra por el hierro o por algo que ha comido');
    expect(r.consejos.join(' ')).toMatch(/alquitrán/);
    expect(preguntasVisibles(estrenimiento, respuestas({ caca_negra_hierro: CACA_NEGRA.hierro })).map((p) => p.id)).not.toContain('sangre');
  });

  it('without iron, black stools or more blood stay amarillo; with iron, other amber signs still count', () => {
    expect(nivel({ caca_negra_hierro: CACA_NEGRA.no, sangre: SANGRE.mas })).toBe('amarillo');
    expect(nivel({ caca_negra_hierro: CACA_NEGRA.hierro, dolor: DOLOR.fuerte })).toBe('amarillo');
  });
});

describe('estrenimiento: round 18, faecal impaction is not a bowel obstruction (NICE CG99), and fever with urinary symptoms is a urine infection (NICE NG224)', () => {
  const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => preguntasVisibles(estrenimiento, respuestas(cambios)).map((p) => p.id);
  const IMPACTACION = { vomitos_tripa: VOMITOS_TRIPA.bultos } as const;

  it('asks the follow-up only where an obstruction rule would fire, from 6 months, and not with constant severe pain', () => {
    expect(ids()).not.toContain('vomitos_tripa');
    expect(ids({ dias_sin_caca: 2, ...VOMITOS_Y_DOLOR })).not.toContain('vomitos_tripa');
    expect(ids({ dias_sin_caca: 3, ...VOMITOS_Y_DOLOR })).toContain('vomitos_tripa');
    expect(ids({ tripa_hinchada: 'si', vomitos: VOMITOS.si })).toContain('vomitos_tripa');
    expect(ids({ dias_sin_caca: 3, vomitos: VOMITOS.si, dolor: DOLOR.fuerte })).not.toContain('vomitos_tripa');
    expect(ids({ edad_rango: '3-6 meses', dias_sin_caca: 3, ...VOMITOS_Y_DOLOR })).not.toContain('vomitos_tripa');
    expect(ids({ edad_rango: '6-12 meses', dias_sin_caca: 3, ...VOMITOS_Y_DOLOR })).toContain('vomitos_tripa');
    expect(estrenimiento.notas).toMatch(/Ronda 18, tapón de caca/);
  });

  it('one or two non-green vomits with a hard lumpy belly or overflow soiling, passing wind, alert and drinking, is amarillo: same-day disimpaction', () => {
    for (const edad of ['6-12 meses', '1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      const bases: Readonly<Record<string, ValorRespuesta>>[] = [{ dias_sin_caca: 3, ...VOMITOS_Y_DOLOR }, { dias_sin_caca: 6, ...VOMITOS_Y_DOLOR }, { tripa_hinchada: 'si', vomitos: VOMITOS.si }];
      for (const base of bases) {
        const r = triaje({ edad_rango: edad, ...base, ...IMPACTACION });
        expect(r.urgencia, `${edad} ${JSON.stringify(base)}`).toBe('amarillo');
        expect(r.titulo).toBe('Estreñimiento con algún vómito y bultos de caca: probable tapón de caca (impactación)');
        expect(r.consejos.join(' ')).toMatch(/vaciar el intestino/);
        expect(r.consejos.join(' ')).toMatch(/Acude a urgencias ahora si vuelve a vomitar/);
        expect(r.medicacion).toEqual([]);
      }
    }
  });

  it('the obstruction signs keep rojo: green vomit, 3 or more vomits or blood, a tense drum-like belly, no wind, drowsy or not drinking; constant severe pain; under 6 months', () => {
    expect(triaje({ dias_sin_caca: 3, ...VOMITOS_Y_DOLOR, ...OBSTRUCCION }).urgencia).toBe('rojo');
    expect(triaje({ tripa_hinchada: 'si', vomitos: VOMITOS.si, ...OBSTRUCCION }).urgencia).toBe('rojo');
    expect(nivel({ dias_sin_caca: 3, vomitos: VOMITOS.verde, dolor: DOLOR.aRatos })).toBe('rojo');
    expect(nivel({ dias_sin_caca: 3, vomitos: VOMITOS.si, dolor: DOLOR.fuerte })).toBe('rojo');
    expect(nivel({ tripa_hinchada: 'si', vomitos: VOMITOS.si, dolor: DOLOR.fuerte })).toBe('rojo');
    expect(nivel({ edad_rango: '3-6 meses', tripa_hinchada: 'si', vomitos: VOMITOS.si, ...IMPACTACION })).toBe('rojo');
    expect(nivel({ edad_rango: '0-3 meses', menor_1_mes: 'no', dias_sin_caca: 3, ...VOMITOS_Y_DOLOR, ...IMPACTACION })).toBe('rojo');
    // The same well child without lumps or soiling and without fever: nothing explains the vomiting, rojo as before (SPEC §9).
    expect(nivel({ dias_sin_caca: 3, ...VOMITOS_Y_DOLOR, ...SIN_BULTOS })).toBe('rojo');
    // Every other rojo of the flow stays.
    expect(nivel({ ...IMPACTACION, dias_sin_caca: 3, ...VOMITOS_Y_DOLOR, medula_urgente: 'si' })).toBe('rojo');
    expect(nivel({ ...IMPACTACION, dias_sin_caca: 3, ...VOMITOS_Y_DOLOR, invaginacion: 'si' })).toBe('rojo');
    expect(nivel({ edad_rango: '0-3 meses', menor_1_mes: 'si', meconio: 'si' })).toBe('rojo');
  });

  it('stops early once the obstruction answer is given, not before', () => {
    const hasta = { edad_rango: '2-5 años', no_responde: 'no', fiebre_orina: FIEBRE_ORINA.no, invaginacion: 'no', vomitos: VOMITOS.si, tripa_hinchada: 'si', dolor: DOLOR.aRatos, dias_sin_caca: 3 };
    expect(rojoSeguro(estrenimiento, hasta)).toBeNull();
    expect(rojoSeguro(estrenimiento, { ...hasta, ...OBSTRUCCION })?.urgencia).toBe('rojo');
    expect(rojoSeguro(estrenimiento, { ...hasta, ...SIN_BULTOS })?.urgencia).toBe('rojo');
    expect(rojoSeguro(estrenimiento, { ...hasta, ...IMPACTACION })).toBeNull();
  });

  it('fever with urinary symptoms is amarillo as a urine infection, also with 1 or 2 vomits and no sign of obstruction', () => {
    for (const edad of ['3-6 meses', '6-12 meses', '1-2 años', '2-5 años', '12+ años']) {
      const r = triaje({ edad_rango: edad, fiebre_orina: FIEBRE_ORINA.si });
      expect(r.urgencia, edad).toBe('amarillo');
      expect(r.titulo).toBe('Fiebre con molestias en el pis: posible infección de orina');
      expect(r.ver_tambien).toContain('orina');
      expect(r.consejos.join(' ')).toMatch(/muestra de pis/);
    }
    const conVomitos = triaje({ fiebre_orina: FIEBRE_ORINA.si, dias_sin_caca: 3, ...VOMITOS_Y_DOLOR, ...SIN_BULTOS });
    expect(conVomitos.urgencia).toBe('amarillo');
    expect(conVomitos.titulo).toBe('Fiebre con molestias en el pis: posible infección de orina');
    expect(nivel({ fiebre_orina: FIEBRE_ORINA.si, tripa_hinchada: 'si', vomitos: VOMITOS.si, ...SIN_BULTOS })).toBe('amarillo');
    // With a sign of obstruction it stays rojo.
    expect(nivel({ fiebre_orina: FIEBRE_ORINA.si, dias_sin_caca: 3, ...VOMITOS_Y_DOLOR, ...OBSTRUCCION })).toBe('rojo');
    expect(nivel({ fiebre_orina: FIEBRE_ORINA.si, vomitos: VOMITOS.verde })).toBe('rojo');
  });

  it('fever with urinary symptoms stays rojo under 3 months and when very unwell (NICE NG143, NG224)', () => {
    const bebe = triaje({ edad_rango: '0-3 meses', menor_1_mes: 'no', solo_pecho: 'si', fiebre_orina: FIEBRE_ORINA.si });
    expect(bebe.urgencia).toBe('rojo');
    expect(bebe.titulo).toBe('Fiebre en menor de 3 meses');
    expect(estrenimiento.preguntas.find((p) => p.id === 'fiebre_orina')?.ayuda).toMatch(/menos de 3 meses, cualquier fiebre/);
    for (const edad of ['6-12 meses', '5-12 años']) {
      const r = triaje({ edad_rango: edad, fiebre_orina: FIEBRE_ORINA.grave });
      expect(r.urgencia).toBe('rojo');
      expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    }
    expect(rojoSeguro(estrenimiento, { edad_rango: '2-5 años', no_responde: 'no', fiebre_orina: FIEBRE_ORINA.grave })?.urgencia).toBe('rojo');
  });
});
