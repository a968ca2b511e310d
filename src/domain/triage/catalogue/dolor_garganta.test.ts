import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { AVISO_PREOCUPADO, MANCHAS, SIEMPRE } from './comunes.ts';
import { CUELLO_LADO, dolor_garganta, FIEBRE, PUS, RESPIRACION, TRAGADO } from './dolor_garganta.ts';
import { INGESTA_QUE } from './banderas-ingesta.ts';
import { FUENTE_FT_TIRODRIL, FUENTE_NICE_CG151 } from './banderas-neutropenia.ts';
import { TITULO_OJOS_BOCA } from './banderas-mucosas.ts';

comprobacionesDeFlujo(dolor_garganta);

/** A well 6-year-old with a sore throat and no fever. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '5-12 años',
  respiracion: RESPIRACION.normal,
  operado_amigdalas: 'no',
  operado_sangre: 'no',
  babeo: 'no',
  llagas_boca: 'no',
  babeo_llagas_grave: 'no',
  ojos_boca_llagas: 'no',
  estridor: 'no',
  boca_cuello: 'no',
  anafilaxia: 'no',
  tragado_que: TRAGADO.no,
  espina_grave: 'no',
  signos_shock: 'no',
  mononucleosis: 'no',
  manchas_piel: MANCHAS.no,
  farmaco_defensas: 'no',
  fiebre: FIEBRE.no,
  cuello_lado: CUELLO_LADO.no,
  bebe_poco: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 22,
};

/** Fever with cough or a runny nose and no pus: the viral picture. */
const VIRICO: Readonly<Record<string, ValorRespuesta>> = {
  fiebre: FIEBRE.menos39,
  dias_fiebre: 'no',
  pus: PUS.no,
  tos_mocos: 'si',
};

const flujo = dolor_garganta;
const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(flujo, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => preguntasVisibles(flujo, respuestas(cambios)).map((p) => p.id);

describe('dolor_garganta: structure', () => {
  it('is in the respiratory category, asks the age first and the weight last', () => {
    expect(flujo.categoria).toBe('respiratorio');
    expect(flujo.preguntas[0]?.id).toBe('edad_rango');
    expect(flujo.preguntas.at(-1)?.id).toBe('peso_kg');
    expect(flujo.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(flujo.reglas.at(-1)?.urgencia).toBe('verde');
  });


  it('names its sources and notes', () => {
    expect(flujo.fuentes.length).toBeGreaterThanOrEqual(4);
    expect(flujo.revisado).toBe('2026-11-28');
    expect(flujo.notas).toMatch(/Puertas equivocadas/);
    expect(flujo.notas).toMatch(/FeverPAIN/);
    expect(flujo.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(flujo.sinonimos.length).toBeLessThanOrEqual(20);
  });

  it('asks about pus and cough only when there is fever; at most 23 questions (round 11 added the mouth-sores question, round 12 the operation and the medicines, round 14: the wrong-door screen, round 15: the same-day screen, round 19: the painful side of the neck with fever)', () => {
    expect(ids({})).not.toContain('pus');
    expect(ids({ fiebre: FIEBRE.menos39 })).toEqual(expect.arrayContaining(['pus', 'tos_mocos', 'dias_fiebre']));
    expect(ids({}).length).toBeLessThanOrEqual(20); // round 15: + otra_consulta
    expect(ids(VIRICO).length).toBeLessThanOrEqual(24); // round 19: + cuello_lado
  });
});

describe('dolor_garganta: verde (NICE NG84 self-care; HT green)', () => {
  it('a sore throat without fever or alarm signs is verde with paracetamol or ibuprofen', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Dolor de garganta sin signos de alarma');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
    expect(r.consejos.join(' ')).toMatch(/7 días/);
  });

  it('fever with cough or a runny nose and no pus is verde (viral picture, FeverPAIN low)', () => {
    const r = triaje(VIRICO);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Dolor de garganta con fiebre y catarro, sin signos de alarma');
    expect(r.ver_tambien).toContain('fiebre');
  });

  it('fever with a cold when the parent could not see the tonsils stays verde', () => {
    expect(nivel({ ...VIRICO, pus: PUS.noVisto })).toBe('verde');
  });

  it('a blanching rash without fever stays verde', () => {
    expect(nivel({ manchas_piel: MANCHAS.seBorran })).toBe('verde');
  });
});

describe('dolor_garganta: amarillo (strep suspicion, dehydration, NICE amber)', () => {
  it('fever with pus on the tonsils is amarillo (FeverPAIN "purulence"; brief)', () => {
    const r = triaje({ ...VIRICO, pus: PUS.si });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Fiebre y pus en las amígdalas (posible estreptococo)');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('fever without cough or a runny nose is amarillo (Schmitt "suspect strep: fever, no cough")', () => {
    const r = triaje({ ...VIRICO, tos_mocos: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toMatch(/sin tos ni mocos/);
  });

  it('pus without fever is not enough on its own (stays verde)', () => {
    // The pus question is only asked with fever: NG84 FeverPAIN needs more than one feature.
    expect(nivel({ pus: PUS.si })).toBe('verde');
  });

  it('fever with a blanching rash is amarillo and points to problemas_piel (possible scarlet fever)', () => {
    const r = triaje({ ...VIRICO, manchas_piel: MANCHAS.seBorran });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('problemas_piel');
  });

  it('barely drinking or hardly weeing is amarillo with paracetamol only (HT amber "dehydrated")', () => {
    const r = triaje({ bebe_poco: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('fever for 5 days or more, and 39 °C or more at 3-6 months, are amarillo (NICE amber)', () => {
    expect(nivel({ ...VIRICO, dias_fiebre: 'si' })).toBe('amarillo');
    expect(nivel({ ...VIRICO, edad_rango: '3-6 meses', fiebre: FIEBRE.desde39, peso_kg: 7 })).toBe('amarillo');
    expect(nivel({ ...VIRICO, edad_rango: '3-6 meses', fiebre: FIEBRE.menos39, peso_kg: 7 })).toBe('verde');
  });

  it('a baby under 3 months without fever is amarillo and gets no dose', () => {
    const r = triaje({ edad_rango: '0-3 meses' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.medicacion).toEqual([]);
  });

  it('a child who looks very ill, different from other illnesses, is amarillo', () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
  });

  it("the parent's worry alone keeps verde and adds the paediatrician-now advice (issue 9, pattern 1)", () => {
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
  });

  it('breathing fast for the age, nasal flaring or a little drawing-in is amarillo, not rojo (pneumonia or croup door; pattern 5)', () => {
    const r = triaje({ ...VIRICO, respiracion: RESPIRACION.deprisa });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Respira deprisa para su edad o con algo de esfuerzo');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });
});

describe('dolor_garganta: rojo (HT red; Schmitt 911 / go now; NICE NG84 referral)', () => {
  it('drooling or unable to swallow saliva is rojo with "Llama al 112"', () => {
    const r = triaje({ babeo: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.consejos.join(' ')).toMatch(/No intentes mirarle la garganta/);
  });

  it('stridor at rest is rojo', () => {
    expect(nivel({ estridor: 'si' })).toBe('rojo');
  });

  it('cannot open the mouth, muffled voice, neck swelling or stiff neck is rojo', () => {
    expect(triaje({ boca_cuello: 'si' }).titulo).toBe('No puede abrir la boca, voz apagada o cuello hinchado o rígido');
    expect(nivel({ boca_cuello: 'si' })).toBe('rojo');
  });

  it('severe breathing trouble (> 60/min, pauses, grunting, marked recession) and non-blanching spots are rojo', () => {
    const r = triaje({ respiracion: RESPIRACION.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.join(' ')).toMatch(/No intentes mirarle la garganta/);
    expect(nivel({ manchas_piel: MANCHAS.noSeBorran })).toBe('rojo');
  });

  it('a throat that closes, a hoarse voice or swollen lips after a food, a sting or a medicine is rojo (anaphylaxis door, WAO 2020)', () => {
    const r = triaje({ anafilaxia: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.ver_tambien).toContain('reaccion_alergica');
  });

  it('pain after swallowing a battery, magnets, a coin, a medicine or a cleaning product is rojo (cuerpo_extrano and intoxicacion doors)', () => {
    // Round 18: anything else or not sure (the follow-up's rojo answer).
    const r = triaje({ tragado_que: TRAGADO.peligroso, ingesta_que: INGESTA_QUE.otro });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toEqual(expect.arrayContaining(['cuerpo_extrano', 'intoxicacion']));
    expect(r.consejos.join(' ')).toMatch(/miel/);
  });

  it('round 18: a little of a listed harmless product (a stinging mouth at most), from 1 year, gives no level of its own: the throat questions decide, and the verde starts with Toxicología', () => {
    const inocuo = { tragado_que: TRAGADO.peligroso, ingesta_que: INGESTA_QUE.producto } as const;
    for (const edad of ['1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      const r = triaje({ ...inocuo, edad_rango: edad });
      expect(r.urgencia).toBe('verde');
      expect(r.titulo).toBe('Ha tomado un poco de algo casi inofensivo y está bien');
      expect(r.acciones_sugeridas[0]).toMatch(/91 562 04 20/);
    }
    expect(INGESTA_QUE.producto).toMatch(/le escuece un poco la boca, pero traga, come, bebe y respira bien/);
    expect(nivel({ ...inocuo, babeo: 'si' })).toBe('rojo');
    expect(nivel({ ...inocuo, estridor: 'si' })).toBe('rojo');
    expect(nivel({ ...inocuo, ingesta_que: INGESTA_QUE.otro })).toBe('rojo');
  });

  it('round 18: no object answer (a sore throat after an object is a stuck-object sign); under 1 year not asked and rojo; anything else stops at once', () => {
    expect(dolor_garganta.preguntas.find((p) => p.id === 'ingesta_que')?.opciones).toEqual([INGESTA_QUE.producto, INGESTA_QUE.otro]);
    for (const edad of ['0-3 meses', '3-6 meses', '6-12 meses']) {
      expect(ids({ edad_rango: edad, tragado_que: TRAGADO.peligroso })).not.toContain('ingesta_que');
      expect(nivel({ edad_rango: edad, tragado_que: TRAGADO.peligroso, ingesta_que: INGESTA_QUE.producto })).toBe('rojo');
    }
    const inicio = { edad_rango: '2-5 años', respiracion: RESPIRACION.normal, babeo: 'no', llagas_boca: 'no', estridor: 'no', boca_cuello: 'no', anafilaxia: 'no', tragado_que: TRAGADO.peligroso } as const;
    expect(rojoSeguro(flujo, inicio)).toBeNull();
    expect(rojoSeguro(flujo, { ...inicio, ingesta_que: INGESTA_QUE.otro })?.urgencia).toBe('rojo');
  });

  it('round 2: the swallowed-object question names magnets and medicines, is asked at every age and not twice, with the shared honey advice (ESPGHAN 2021)', () => {
    const tragado = dolor_garganta.preguntas.find((p) => p.id === 'tragado_que');
    expect(TRAGADO.peligroso).toMatch(/imanes/);
    expect(TRAGADO.peligroso).toMatch(/medicamento/);
    expect(tragado?.mostrar_si).toBeUndefined();
    expect(dolor_garganta.preguntas.map((p) => p.id)).not.toContain('ingesta');
    expect(triaje({ tragado_que: TRAGADO.peligroso, ingesta_que: INGESTA_QUE.otro }).consejos.join(' ')).toMatch(/1 año o más.*12 horas/);
  });

  it('round 8: a fish bone stuck, swallowing saliva and breathing normally, is amarillo (seen and removed within hours, no bread)', () => {
    const r = triaje({ tragado_que: TRAGADO.espina, espina_grave: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Espina o hueso clavado en la garganta, traga y respira bien');
    expect(r.consejos.join(' ')).toMatch(/No le des pan/);
    expect(ids({ tragado_que: TRAGADO.espina })).toContain('espina_grave');
    expect(ids()).not.toContain('espina_grave');
  });

  it('round 8: a fish bone with chest or back pain, blood or fever, drooling or breathing trouble is rojo', () => {
    expect(nivel({ tragado_que: TRAGADO.espina, espina_grave: 'si' })).toBe('rojo');
    expect(nivel({ tragado_que: TRAGADO.espina, babeo: 'si' })).toBe('rojo');
    expect(nivel({ tragado_que: TRAGADO.espina, respiracion: RESPIRACION.grave })).toBe('rojo');
  });

  it('round 8: a chewed irritant plant, now swallowing, speaking and breathing normally, is verde with the SIT line first', () => {
    const r = triaje({ tragado_que: TRAGADO.planta });
    expect(r.urgencia).toBe('verde');
    expect(r.acciones_sugeridas[0]).toMatch(/91 562 04 20/);
    expect(r.consejos[0]).toMatch(/91 562 04 20/);
    expect(nivel({ tragado_que: TRAGADO.planta, babeo: 'si' })).toBe('rojo');
    expect(nivel({ tragado_que: TRAGADO.planta, estridor: 'si' })).toBe('rojo');
  });

  it('round 8: the anaphylaxis question follows WAO (sudden, after an allergen, with hives, voice, breathing or faintness) and says a plant-irritated mouth is not it', () => {
    const pregunta = dolor_garganta.preguntas.find((p) => p.id === 'anafilaxia');
    expect(pregunta?.texto).toMatch(/ronchas/);
    expect(pregunta?.texto).toMatch(/mareado/);
    expect(pregunta?.ayuda).toMatch(/planta/);
    expect(dolor_garganta.preguntas.map((p) => p.id)).not.toContain('alergia');
  });

  it('fever under 3 months is rojo (NICE NG143)', () => {
    expect(nivel({ ...VIRICO, edad_rango: '0-3 meses' })).toBe('rojo');
  });

  it('stops early once a red feature is certain', () => {
    expect(rojoSeguro(flujo, { edad_rango: '2-5 años', respiracion: RESPIRACION.normal, babeo: 'si', llagas_boca: 'no' })?.titulo).toBe('No puede tragar su propia saliva');
    // Round 11: drooling alone waits for the mouth-sores answer.
    expect(rojoSeguro(flujo, { edad_rango: '2-5 años', respiracion: RESPIRACION.normal, babeo: 'si' })).toBeNull();
    expect(rojoSeguro(flujo, { edad_rango: '2-5 años' })).toBeNull();
  });
});

describe('dolor_garganta: medication', () => {
  it('no ibuprofen under 6 months and no dose under 3 months; no weight asked under 3 months', () => {
    expect(triaje({ edad_rango: '3-6 meses', peso_kg: 6.5 }).medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    expect(ids({ edad_rango: '0-3 meses' })).not.toContain('peso_kg');
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
        : fc.constantFrom(4, 7, 12, 20, 45);
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(flujo.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('dolor_garganta: properties', () => {
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

  it('a baby under 3 months is never verde and never gets a dose', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        const resultado = evaluarTriaje(flujo, { ...r, edad_rango: '0-3 meses' });
        expect(resultado.urgencia).not.toBe('verde');
        expect(resultado.medicacion).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('dolor_garganta: shock and glandular fever (round 7; NICE NG143 red; NHS Glandular fever)', () => {
  it('pale and sweaty, or dizzy or fainting on standing, is rojo with 112, lying down and nothing by mouth', () => {
    const r = triaje({ signos_shock: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas.join(' ')).toMatch(/112/);
    expect(r.consejos.join(' ')).toMatch(/piernas un poco en alto/);
    expect(r.consejos.join(' ')).toMatch(/No le des de comer ni de beber/);
    expect(r.medicacion).toEqual([]);
  });

  it('asks about glandular fever from 2 years, and about the spleen pain only with it', () => {
    expect(ids({})).toContain('signos_shock');
    expect(ids({})).toContain('mononucleosis');
    expect(ids({})).not.toContain('dolor_bazo');
    expect(ids({ mononucleosis: 'si' })).toContain('dolor_bazo');
    expect(ids({ edad_rango: '1-2 años' })).not.toContain('mononucleosis');
    expect(ids({ edad_rango: '0-3 meses' })).toContain('signos_shock');
  });

  it('a teenager with glandular fever and pain high on the left of the tummy or at the left shoulder tip is rojo (possible ruptured spleen), knock or not', () => {
    const r = triaje({ edad_rango: '12+ años', mononucleosis: 'si', dolor_bazo: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/bazo/);
    expect(r.acciones_sugeridas.join(' ')).toMatch(/112/);
    expect(r.consejos.join(' ')).toMatch(/ibuprofeno/);
    // The full picture of the blind case: shock signs win first, also rojo.
    expect(nivel({ edad_rango: '12+ años', mononucleosis: 'si', dolor_bazo: 'si', signos_shock: 'si' })).toBe('rojo');
    expect(rojoSeguro(flujo, { edad_rango: '12+ años', respiracion: RESPIRACION.normal, babeo: 'no', llagas_boca: 'no', estridor: 'no', boca_cuello: 'no', anafilaxia: 'no', tragado_que: TRAGADO.no, signos_shock: 'no', mononucleosis: 'si', dolor_bazo: 'si' })?.urgencia).toBe('rojo');
  });

  it('glandular fever without that pain keeps its level and adds the 8 weeks without contact sport', () => {
    const r = triaje({ edad_rango: '12+ años', mononucleosis: 'si', dolor_bazo: 'no' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/8 semanas/);
    expect(triaje().consejos.join(' ')).not.toMatch(/8 semanas/);
    const conFiebre = triaje({ edad_rango: '12+ años', mononucleosis: 'si', dolor_bazo: 'no', fiebre: FIEBRE.menos39, dias_fiebre: 'no', pus: PUS.si, tos_mocos: 'no' });
    expect(conFiebre.urgencia).toBe('amarillo');
    expect(conFiebre.consejos.join(' ')).toMatch(/8 semanas/);
  });
});

describe('dolor_garganta: drooling from mouth sores (round 11; NICE CKS Herpes simplex oral; Healthier Together; RCH)', () => {
  /** A toddler with gingivostomatitis or hand-foot-and-mouth who drools because swallowing hurts, breathing normally. */
  const LLAGAS = { edad_rango: '1-2 años', babeo: 'si', llagas_boca: 'si', babeo_llagas_grave: 'no', peso_kg: 11 } as const;

  it('asks about mouth sores of everyone, and the airway follow-up only for drooling with sores', () => {
    expect(ids()).toContain('llagas_boca');
    expect(ids()).not.toContain('babeo_llagas_grave');
    expect(ids({ llagas_boca: 'si' })).not.toContain('babeo_llagas_grave');
    expect(ids({ babeo: 'si', llagas_boca: 'si' })).toContain('babeo_llagas_grave');
    expect(ids({ babeo: 'si', llagas_boca: 'no' })).not.toContain('babeo_llagas_grave');
  });

  it('drooling with visible mouth sores, breathing normally and drinking enough, is verde with home care and a safety net', () => {
    const r = triaje(LLAGAS);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Llagas o ampollitas en la boca por un virus, bebe lo suficiente');
    expect(r.consejos.join(' ')).toMatch(/polos/);
    expect(r.consejos.join(' ')).toMatch(/8 horas o más sin hacer pis/);
    expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('the nearest rojo: the same drooling without sores stays rojo (HT red, Schmitt 911)', () => {
    const r = triaje({ ...LLAGAS, llagas_boca: 'no' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('No puede tragar su propia saliva');
  });

  it('drooling with sores and sitting forward to breathe or looking toxic is rojo with 112', () => {
    const r = triaje({ ...LLAGAS, babeo_llagas_grave: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Babea con llagas en la boca y le cuesta respirar o está muy decaído');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('drooling with sores plus stridor, a muffled voice or not opening the mouth, or laboured breathing, is rojo', () => {
    expect(nivel({ ...LLAGAS, estridor: 'si' })).toBe('rojo');
    expect(nivel({ ...LLAGAS, boca_cuello: 'si' })).toBe('rojo');
    expect(nivel({ ...LLAGAS, respiracion: RESPIRACION.grave })).toBe('rojo');
  });

  it('drooling with sores and drinking little or few wet nappies is amarillo with paracetamol only', () => {
    const r = triaje({ ...LLAGAS, bebe_poco: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Llagas en la boca y apenas bebe o hace muy poco pis');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    // Without sores, drinking little keeps its own amarillo.
    expect(triaje({ bebe_poco: 'si' }).titulo).toBe('Apenas bebe por el dolor o hace muy poco pis');
  });

  it('fever with sores and no cough is not taken for strep (IDSA 2012: oral ulcers suggest a virus); without sores it still is', () => {
    const FIEBRE_SIN_TOS = { fiebre: FIEBRE.menos39, dias_fiebre: 'no', pus: PUS.no, tos_mocos: 'no' } as const;
    expect(nivel({ ...LLAGAS, ...FIEBRE_SIN_TOS })).toBe('verde');
    expect(triaje({ ...FIEBRE_SIN_TOS }).titulo).toBe('Fiebre y dolor de garganta sin tos ni mocos (posible estreptococo)');
    // Pus on the tonsils still gives amarillo (cautious reading).
    expect(nivel({ ...LLAGAS, ...FIEBRE_SIN_TOS, pus: PUS.si })).toBe('amarillo');
  });

  it('sores in a baby under 3 months are never verde', () => {
    expect(nivel({ ...LLAGAS, edad_rango: '0-3 meses' })).toBe('amarillo');
  });
});

describe('dolor_garganta: after a tonsil or adenoid operation (round 12; ENT UK; RCEM sentinel bleed; NICE NG143 amber)', () => {
  /** A 5-year-old on day 6 after a tonsillectomy: sore throat and ears, white scabs, drinking well, no blood. */
  const OPERADO = { edad_rango: '2-5 años', operado_amigdalas: 'si', operado_sangre: 'no', peso_kg: 18 } as const;

  it('asks about the operation from 1 year, and about blood only after it', () => {
    expect(ids()).toContain('operado_amigdalas');
    expect(ids()).not.toContain('operado_sangre');
    expect(ids({ operado_amigdalas: 'si' })).toContain('operado_sangre');
    expect(ids({ edad_rango: '6-12 meses' })).not.toContain('operado_amigdalas');
    expect(ids({ edad_rango: '1-2 años' })).toContain('operado_amigdalas');
  });

  it('any red blood from the mouth or nose, even a little and stopped, is rojo: urgencias now, spit it out, nothing by mouth, 112 if heavy', () => {
    const r = triaje({ ...OPERADO, operado_sangre: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Sangre por la boca o la nariz después de operarle de amígdalas o vegetaciones');
    expect(r.acciones_sugeridas[0]).toBe('Acude a urgencias ahora');
    expect(r.consejos.join(' ')).toMatch(/escupa la sangre/);
    expect(r.consejos.join(' ')).toMatch(/No le des de comer ni de beber/);
    expect(r.consejos.join(' ')).toMatch(/112/);
    expect(r.medicacion).toEqual([]);
  });

  it('stops early on the blood answer', () => {
    expect(rojoSeguro(flujo, { edad_rango: '5-12 años', respiracion: RESPIRACION.normal, operado_amigdalas: 'si', operado_sangre: 'si' })?.titulo).toMatch(/Sangre por la boca/);
    expect(rojoSeguro(flujo, { edad_rango: '5-12 años', respiracion: RESPIRACION.normal, operado_amigdalas: 'si', operado_sangre: 'no' })).toBeNull();
  });

  it('the nearest verde: the expected pain, white scabs and bad breath without blood, drinking well, is verde with regular painkillers and the bleeding safety net', () => {
    const r = triaje(OPERADO);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Dolor esperado después de operarle de amígdalas o vegetaciones, bebe bien y no sangra');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/costras blancas/);
    expect(texto).toMatch(/oídos/);
    expect(texto).toMatch(/sangre roja por la boca o la nariz/);
    expect(texto).toMatch(/nunca le des aspirina/);
    expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('the same child without an operation keeps the ordinary verde', () => {
    expect(triaje({ ...OPERADO, operado_amigdalas: 'no' }).titulo).toBe('Dolor de garganta sin signos de alarma');
  });

  it('drinking little or few wees after the operation is amarillo with paracetamol only (dehydration, NICE NG143 amber)', () => {
    const r = triaje({ ...OPERADO, bebe_poco: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Apenas bebe después de operarle de amígdalas o vegetaciones');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    expect(r.consejos.join(' ')).toMatch(/sangre roja/);
  });

  it('fever after the operation is amarillo, and pus and cough are not asked (no tonsils; the scabs are not pus)', () => {
    const r = triaje({ ...OPERADO, fiebre: FIEBRE.menos39, dias_fiebre: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Fiebre en los días después de operarle de amígdalas o vegetaciones');
    expect(ids({ ...OPERADO, fiebre: FIEBRE.menos39 })).not.toContain('pus');
    expect(ids({ ...OPERADO, fiebre: FIEBRE.menos39 })).not.toContain('tos_mocos');
    expect(ids({ fiebre: FIEBRE.menos39 })).toContain('pus');
  });

  it('the red features keep their level after the operation (breathing, drooling, shock)', () => {
    expect(nivel({ ...OPERADO, respiracion: RESPIRACION.grave })).toBe('rojo');
    expect(nivel({ ...OPERADO, signos_shock: 'si' })).toBe('rojo');
    expect(nivel({ ...OPERADO, babeo: 'si', llagas_boca: 'no' })).toBe('rojo');
  });

  it('cites the post-operative sources and records the choice between them', () => {
    const urls = flujo.fuentes.map((f) => f.url).join(' ');
    expect(urls).toMatch(/rcemlearning/);
    expect(urls).toMatch(/hey\.nhs\.uk/);
    expect(flujo.notas).toMatch(/sangrado centinela/);
    expect(flujo.notas).toMatch(/NHS Lothian/);
  });
});

describe('dolor_garganta: a medicine that can wipe out the white cells (round 12; MHRA carbimazole; Tirodril 4.4; NICE CG151)', () => {
  it('asks everyone, before the fever question', () => {
    const orden = flujo.preguntas.map((p) => p.id);
    expect(ids()).toContain('farmaco_defensas');
    expect(orden.indexOf('farmaco_defensas')).toBeLessThan(orden.indexOf('fiebre'));
    expect(ids({ edad_rango: '0-3 meses' })).toContain('farmaco_defensas');
  });

  it('a sore throat without fever on thiamazole, chemotherapy or another such medicine is amarillo: blood count today, no dose suggested', () => {
    const r = triaje({ farmaco_defensas: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Dolor de garganta o llagas en un niño que toma una medicina que puede bajar las defensas');
    expect(r.consejos.join(' ')).toMatch(/análisis de sangre hoy/);
    expect(r.consejos.join(' ')).toMatch(/Tirodril/);
    expect(r.medicacion).toEqual([]);
  });

  it('the nearest verde: the same sore throat without such a medicine', () => {
    expect(nivel({ farmaco_defensas: 'no' })).toBe('verde');
  });

  it('mouth sores and a viral picture no longer end as verde for these children', () => {
    expect(nivel({ llagas_boca: 'si' })).toBe('verde');
    expect(nivel({ llagas_boca: 'si', farmaco_defensas: 'si' })).toBe('amarillo');
    expect(nivel({ edad_rango: '1-2 años', babeo: 'si', llagas_boca: 'si', babeo_llagas_grave: 'no', farmaco_defensas: 'si', peso_kg: 11 })).toBe('amarillo');
  });

  it('with fever, or looking very ill, it is rojo (febrile neutropenia, NICE CG151), like the fiebre flow', () => {
    for (const fiebre of [FIEBRE.menos39, FIEBRE.desde39]) {
      const r = triaje({ ...VIRICO, fiebre, farmaco_defensas: 'si' });
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe('Fiebre o mal estado en un niño que toma una medicina que puede bajar las defensas');
      expect(r.acciones_sugeridas[0]).toBe('Acude a urgencias ahora');
    }
    expect(nivel({ farmaco_defensas: 'si', muy_enfermo: 'si' })).toBe('rojo');
    // Nearest non-rojo: fever without the medicine stays verde (viral picture); looking very ill without it is amarillo.
    expect(nivel({ ...VIRICO })).toBe('verde');
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
  });

  it('stops early once the fever is known with the medicine', () => {
    const base = { edad_rango: '5-12 años', respiracion: RESPIRACION.normal, operado_amigdalas: 'no', babeo: 'no', llagas_boca: 'no', estridor: 'no', boca_cuello: 'no', anafilaxia: 'no', tragado_que: TRAGADO.no, signos_shock: 'no', mononucleosis: 'no', manchas_piel: MANCHAS.no, farmaco_defensas: 'si' };
    expect(rojoSeguro(flujo, base)).toBeNull();
    expect(rojoSeguro(flujo, { ...base, fiebre: FIEBRE.menos39 })?.urgencia).toBe('rojo');
  });

  it('cites the product information and NICE CG151', () => {
    expect(flujo.fuentes).toEqual(expect.arrayContaining([FUENTE_FT_TIRODRIL, FUENTE_NICE_CG151]));
  });
});

describe('dolor_garganta: mouth sores with both eyes red (round 16; Stevens-Johnson or Mycoplasma mucositis; BAD 2018, Canavan 2015)', () => {
  it('mouth sores with both eyes red (or crusted, bleeding lips with red eyes) is rojo, to urgencias, whatever the drinking', () => {
    const r = triaje({ edad_rango: '12+ años', llagas_boca: 'si', ojos_boca_llagas: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe(TITULO_OJOS_BOCA);
    expect(r.medicacion).toEqual([]);
    expect(r.consejos.join(' ')).toMatch(/no le des la siguiente dosis/);
    expect(r.ver_tambien).toEqual(expect.arrayContaining(['problemas_piel', 'ojo_rojo']));
    expect(nivel({ llagas_boca: 'si', ojos_boca_llagas: 'si', fiebre: FIEBRE.menos39, tos_mocos: 'si', pus: PUS.no })).toBe('rojo');
    expect(rojoSeguro(flujo, { edad_rango: '5-12 años', respiracion: RESPIRACION.normal, operado_amigdalas: 'no', babeo: 'no', llagas_boca: 'si', ojos_boca_llagas: 'si' })?.titulo).toBe(TITULO_OJOS_BOCA);
  });

  it('the mild side stays where it was: viral mouth sores without red eyes are verde if drinking, amarillo if not', () => {
    expect(triaje({ llagas_boca: 'si', ojos_boca_llagas: 'no' }).titulo).toBe('Llagas o ampollitas en la boca por un virus, bebe lo suficiente');
    expect(nivel({ llagas_boca: 'si', ojos_boca_llagas: 'no', bebe_poco: 'si' })).toBe('amarillo');
  });

  it('is asked only with mouth sores, right after them and before stridor', () => {
    expect(ids()).not.toContain('ojos_boca_llagas');
    expect(ids({ llagas_boca: 'si' })).toContain('ojos_boca_llagas');
    const orden = flujo.preguntas.map((p) => p.id);
    expect(orden.indexOf('ojos_boca_llagas')).toBeGreaterThan(orden.indexOf('llagas_boca'));
    expect(orden.indexOf('ojos_boca_llagas')).toBeLessThan(orden.indexOf('estridor'));
  });

  it('records the choice in notas and cites its sources', () => {
    expect(flujo.notas).toMatch(/Ronda 16, llagas en la boca con los ojos rojos/);
    const urls = flujo.fuentes.map((f) => f.url).join(' ');
    expect(urls).toMatch(/bjd\.17841/);
    expect(urls).toMatch(/jaad\.2014\.06\.026/);
  });
});

describe('dolor_garganta: one painful swollen side of the neck with fever (round 19; NICE NG84 rec 1.1.1, NICE CKS, NICE NG51)', () => {
  const CON_FIEBRE = { ...VIRICO, fiebre: FIEBRE.desde39 } as const;

  it('is asked only with fever, right after the fever question', () => {
    expect(ids()).not.toContain('cuello_lado');
    expect(ids(CON_FIEBRE)).toContain('cuello_lado');
    const orden = flujo.preguntas.map((p) => p.id);
    expect(orden.indexOf('cuello_lado')).toBe(orden.indexOf('fiebre') + 1);
  });

  it('a swollen painful side of the neck with fever, otherwise fairly well, is amarillo (was verde with a cold)', () => {
    const r = triaje({ ...CON_FIEBRE, cuello_lado: CUELLO_LADO.hinchado });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Un lado del cuello hinchado y doloroso con fiebre');
    expect(r.consejos.join(' ')).toMatch(/tiritonas/);
    expect(nivel({ ...CON_FIEBRE, fiebre: FIEBRE.menos39, cuello_lado: CUELLO_LADO.hinchado })).toBe('amarillo');
  });

  it('with rigors, chest pain on breathing, fast breathing or a very unwell child it is rojo (Lemierre syndrome, sepsis)', () => {
    const r = triaje({ ...CON_FIEBRE, cuello_lado: CUELLO_LADO.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.join(' ')).toMatch(/Lemierre/);
    expect(nivel({ ...CON_FIEBRE, cuello_lado: CUELLO_LADO.hinchado, respiracion: RESPIRACION.deprisa })).toBe('rojo');
    expect(nivel({ ...CON_FIEBRE, cuello_lado: CUELLO_LADO.hinchado, muy_enfermo: 'si' })).toBe('rojo');
    const hasta = { edad_rango: '12+ años', respiracion: RESPIRACION.normal, operado_amigdalas: 'no', babeo: 'no', llagas_boca: 'no', estridor: 'no', boca_cuello: 'no', anafilaxia: 'no', tragado_que: TRAGADO.no, signos_shock: 'no', mononucleosis: 'no', manchas_piel: MANCHAS.no, farmaco_defensas: 'no', fiebre: FIEBRE.desde39, cuello_lado: CUELLO_LADO.grave } as const;
    expect(rojoSeguro(flujo, hasta)?.urgencia).toBe('rojo');
  });

  it('the ordinary sore throat with small tender glands stays where it was: verde with a cold, amarillo for suspected strep', () => {
    expect(nivel({ ...VIRICO, cuello_lado: CUELLO_LADO.no })).toBe('verde');
    expect(nivel({ ...VIRICO, tos_mocos: 'no', cuello_lado: CUELLO_LADO.no })).toBe('amarillo');
    expect(nivel({ boca_cuello: 'si' })).toBe('rojo');
  });

  it('the verde safety net names the fever that comes back with rigors and the painful side of the neck', () => {
    expect(triaje(VIRICO).consejos.join(' ')).toMatch(/vuelve la fiebre alta con tiritonas/);
  });

  it('records the choice in notas and cites its sources', () => {
    expect(flujo.notas).toMatch(/Ronda 19, un lado del cuello hinchado/);
    const urls = flujo.fuentes.map((f) => f.url).join(' ');
    expect(urls).toMatch(/ng51/);
    expect(urls).toMatch(/sore-throat-acute/);
  });
});
