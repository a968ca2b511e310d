import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { BULTO_ANO, RESPIRACION } from './banderas-abdomen.ts';
import { AVISO_PREOCUPADO, MANCHAS, SIEMPRE } from './comunes.ts';
import { CRONICA } from './banderas-cronica.ts';
import { CACA_NEGRA } from './banderas-abdomen.ts';
import { diarrea, DOLOR_DIARREA, VOMITOS_DIARREA } from './diarrea.ts';
import { FIEBRE, HIDRATACION } from './vomitos.ts';

comprobacionesDeFlujo(diarrea);

/** A toddler with 4 loose stools a day for 2 days, drinking well: every answer on the green side. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '1-2 años',
  no_responde: 'no',
  respiracion: RESPIRACION.normal,
  manchas_piel: MANCHAS.no,
  enfermedad_plan_urgencias: CRONICA.ninguna,
  hidratacion: HIDRATACION.normal,
  vomitos: VOMITOS_DIARREA.no,
  dolor_tripa: DOLOR_DIARREA.no,
  invaginacion: 'no',
  fiebre: FIEBRE.no,
  patron_pecho: 'no',
  bulto_ano: BULTO_ANO.no,
  caca_negra_hierro: CACA_NEGRA.no,
  sangre_heces: 'no',
  deposiciones: 4,
  dias_diarrea: 2,
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 11,
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(diarrea, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;

describe('diarrea: structure', () => {
  it('asks the age first, the weight last, and ends with a verde catch-all', () => {
    expect(diarrea.preguntas[0]?.id).toBe('edad_rango');
    expect(diarrea.preguntas.at(-1)?.id).toBe('peso_kg');
    expect(diarrea.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(diarrea.reglas.at(-1)?.urgencia).toBe('verde');
    expect(diarrea.categoria).toBe('digestivo');
  });

  it('count and day questions avoid the words that trigger age or weight validation (SPEC §5)', () => {
    for (const p of diarrea.preguntas.filter((q) => q.tipo === 'numero' && q.id !== 'peso_kg')) {
      expect(p.texto).not.toMatch(/\b(edad|mes|meses|peso|pesa|kg|kilos?)\b/i);
    }
  });


  it('never suggests ibuprofen; oral rehydration per liquid stool uses the SPEC §9 text', () => {
    for (const regla of diarrea.reglas) {
      for (const m of regla.medicacion ?? []) expect(m.med).not.toBe('ibuprofeno');
    }
    expect(diarrea.reglas.at(-1)?.medicacion?.[0]?.dosis_por_kg).toBe('10-20 ml/kg por cada deposición líquida');
  });

  it('names its sources and documents the 6-stool threshold', () => {
    expect(diarrea.fuentes.length).toBeGreaterThanOrEqual(3);
    expect(diarrea.notas).toMatch(/6 cacas al día/);
    expect(diarrea.notas).toMatch(/^Puertas equivocadas:/m);
    expect(diarrea.revisado).toBe('2026-11-27');
    expect(diarrea.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(diarrea.sinonimos.length).toBeLessThanOrEqual(20);
  });
});

describe('diarrea: the 6 stools a day threshold (SPEC §9; CG84 "more than 5 in 24 h")', () => {
  it('5 liquid stools in 24 hours is verde, 6 is amarillo', () => {
    expect(nivel({ deposiciones: 5 })).toBe('verde');
    const r = triaje({ deposiciones: 6 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Diarrea abundante: 6 o más cacas líquidas al día');
    expect(r.medicacion.map((m) => m.med)).toEqual(['suero_oral']);
  });

  it('holds at other ages too', () => {
    expect(nivel({ edad_rango: '5-12 años', deposiciones: 5, peso_kg: 25 })).toBe('verde');
    expect(nivel({ edad_rango: '5-12 años', deposiciones: 6, peso_kg: 25 })).toBe('amarillo');
  });
});

describe('diarrea: duration (CG84 5-7 days, stops within 2 weeks; Camden/HT "more than 7 days" → ask for help, not urgent; Schmitt > 2 weeks → office hours)', () => {
  it('7 days is the ordinary verde; 8 days in a well, hydrated child is verde with a routine appointment (issue 9 grey zone)', () => {
    expect(triaje({ dias_diarrea: 7 }).titulo).toBe('Diarrea sin signos de alarma');
    const r = triaje({ dias_diarrea: 8 });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Diarrea de más de 7 días, sin signos de alarma');
    expect(r.acciones_sugeridas[0]).toBe('Pide cita con tu pediatra (no urgente)');
    expect(r.consejos.join(' ')).toMatch(/muestra de caca/);
    expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
  });

  it('chronic diarrhoea (14 days) in a well child is verde with the same appointment', () => {
    expect(triaje({ dias_diarrea: 14 }).titulo).toBe('Diarrea de más de 7 días, sin signos de alarma');
  });

  it('a long diarrhoea with a sign of its own keeps that sign\'s level', () => {
    expect(nivel({ dias_diarrea: 10, hidratacion: HIDRATACION.poca })).toBe('amarillo');
    expect(nivel({ dias_diarrea: 10, sangre_heces: 'si' })).toBe('amarillo');
    expect(nivel({ dias_diarrea: 10, deposiciones: 6 })).toBe('amarillo');
    expect(nivel({ dias_diarrea: 10, edad_rango: '0-3 meses' })).toBe('amarillo');
  });
});

describe('diarrea: the usual stools of a breastfed baby under 3 months (round 6; NHS nappy; NICE CG84)', () => {
  const bebe = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => ({ edad_rango: '0-3 meses', peso_kg: 5, ...cambios });
  const ids = (cambios: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(diarrea, respuestas(cambios)).map((p) => p.id);

  it('is asked only under 3 months; with the usual pattern the stool count and days are not asked', () => {
    expect(ids({})).not.toContain('patron_pecho');
    expect(ids(bebe())).toContain('patron_pecho');
    expect(ids(bebe({ patron_pecho: 'si' }))).not.toContain('deposiciones');
    expect(ids(bebe({ patron_pecho: 'si' }))).not.toContain('dias_diarrea');
  });

  it('many yellow runny seedy stools a day in a breastfed baby feeding and wetting well is verde, not diarrhoea', () => {
    const r = triaje(bebe({ patron_pecho: 'si', deposiciones: 10 }));
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Cacas normales de un bebé que toma solo pecho');
    expect(r.consejos.join(' ')).toMatch(/urgencias ahora/);
    expect(r.medicacion).toEqual([]);
  });

  it('a change from the usual, or a bottle-fed baby, stays amarillo', () => {
    expect(triaje(bebe({ patron_pecho: 'no', deposiciones: 3 })).titulo).toBe('Diarrea en bebé menor de 3 meses');
  });

  it('blood, fever, vomiting everything, fewer wet nappies or a lump by the anus keep their rules', () => {
    expect(nivel(bebe({ patron_pecho: 'si', sangre_heces: 'si' }))).toBe('amarillo');
    expect(nivel(bebe({ patron_pecho: 'si', fiebre: FIEBRE.baja }))).toBe('rojo');
    expect(nivel(bebe({ patron_pecho: 'si', vomitos: VOMITOS_DIARREA.todo }))).toBe('amarillo');
    expect(nivel(bebe({ patron_pecho: 'si', vomitos: VOMITOS_DIARREA.verdeSangre }))).toBe('rojo');
    expect(nivel(bebe({ patron_pecho: 'si', hidratacion: HIDRATACION.poca }))).toBe('amarillo');
    expect(nivel(bebe({ patron_pecho: 'si', hidratacion: HIDRATACION.grave }))).toBe('rojo');
    expect(nivel(bebe({ patron_pecho: 'si', muy_enfermo: 'si' }))).toBe('amarillo');
  });
});

describe('diarrea: verde', () => {
  it('a well toddler with 4 loose stools a day is verde with oral rehydration per stool', () => {
    // HT D&V green; ESPGHAN: replace ongoing losses with ORS.
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Diarrea sin signos de alarma');
    expect(r.consejos.join(' ')).toMatch(/5 a 7 días/);
  });

  it('low fever is verde with paracetamol and a link to fiebre', () => {
    const r = triaje({ fiebre: FIEBRE.baja });
    expect(r.urgencia).toBe('verde');
    expect(r.medicacion.map((m) => m.med)).toEqual(['suero_oral', 'paracetamol']);
    expect(r.ver_tambien).toContain('fiebre');
  });

  it('a baby of 3-6 months with 3 stools and no other sign is verde', () => {
    expect(nivel({ edad_rango: '3-6 meses', deposiciones: 3, peso_kg: 6.5 })).toBe('verde');
  });
});

describe('diarrea: amarillo (HT amber; CG84 face-to-face)', () => {
  it('blood in the stool is amarillo', () => {
    // HT D&V amber "blood in the stool"; CG84 "blood and/or mucus in stool".
    expect(triaje({ sangre_heces: 'si' }).titulo).toBe('Sangre en la caca');
  });

  it('signs of dehydration are amarillo', () => {
    expect(nivel({ hidratacion: HIDRATACION.poca })).toBe('amarillo');
  });

  it('not keeping any fluid down is amarillo, with the small-sips rehydration', () => {
    const r = triaje({ vomitos: VOMITOS_DIARREA.todo });
    expect(r.urgencia).toBe('amarillo');
    expect(r.medicacion[0]?.dosis_por_kg).toBe('5-10 ml/kg cada 20-30 minutos');
  });

  it('any diarrhoea in a baby under 3 months is amarillo (age gate)', () => {
    const r = triaje({ edad_rango: '0-3 meses', deposiciones: 3, peso_kg: 5 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Diarrea en bebé menor de 3 meses');
  });

  it('high fever (39 °C or more) is amarillo', () => {
    expect(nivel({ fiebre: FIEBRE.alta })).toBe('amarillo');
  });

  it('constant tummy pain is amarillo', () => {
    expect(nivel({ dolor_tripa: DOLOR_DIARREA.continuo })).toBe('amarillo');
  });

  it("the child's appearance is a sign: looking very ill, unlike other illnesses, is amarillo (NICE NG143; STCC)", () => {
    expect(triaje({ muy_enfermo: 'si' }).titulo).toBe('Lo ves muy enfermo, distinto de otras veces');
  });

  it("the parent's worry alone keeps the level and offers a paediatrician now (issue 9, pattern 1)", () => {
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
    expect(triaje({ preocupado: 'si', deposiciones: 6 }).consejos).toContain(AVISO_PREOCUPADO.consejo);
    expect(preguntasVisibles(diarrea, respuestas({ muy_enfermo: 'si' })).map((p) => p.id)).not.toContain('preocupado');
  });

  it('fast breathing for the age or a little drawing-in is amarillo; severe is rojo (NICE NG143, pattern 5)', () => {
    const r = triaje({ respiracion: RESPIRACION.deprisa });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Diarrea y respira deprisa');
    expect(r.medicacion.map((m) => m.med)).toEqual(['suero_oral']);
    expect(nivel({ respiracion: RESPIRACION.grave })).toBe('rojo');
  });
});

describe('diarrea: rojo', () => {
  it('not responding and breathing difficulty are rojo, 112 first', () => {
    // CG84 altered consciousness, tachypnoea; HT red.
    expect(triaje({ respiracion: RESPIRACION.grave }).acciones_sugeridas[0]).toBe('Llama al 112');
    expect(nivel({ no_responde: 'si' })).toBe('rojo');
  });

  it('a non-blanching rash is rojo', () => {
    expect(nivel({ manchas_piel: MANCHAS.noSeBorran })).toBe('rojo');
  });

  it('shock signs or reduced skin turgor are rojo, 112 first (CG84 shock → emergency transfer)', () => {
    const r = triaje({ hidratacion: HIDRATACION.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('green or bloody vomit and very severe pain are rojo', () => {
    expect(nivel({ vomitos: VOMITOS_DIARREA.verdeSangre })).toBe('rojo');
    expect(nivel({ dolor_tripa: DOLOR_DIARREA.muyFuerte })).toBe('rojo');
  });

  it('fever in a baby under 3 months is rojo, with no dose suggested', () => {
    const r = triaje({ edad_rango: '0-3 meses', fiebre: FIEBRE.baja, peso_kg: 5 });
    expect(r.urgencia).toBe('rojo');
    expect(r.medicacion).toEqual([]);
  });

  it('stops early once a red feature is certain, not before', () => {
    expect(rojoSeguro(diarrea, { edad_rango: '2-5 años', no_responde: 'si' })?.titulo).toBe('Diarrea y muy adormilado o no responde');
    expect(rojoSeguro(diarrea, { edad_rango: '0-3 meses', no_responde: 'no' })).toBeNull();
  });

  it('a typical path asks at most 20 questions (intussusception under 5, the worry question, in round 5 the lump beside the anus, in round 9 the emergency-plan conditions and black stools from iron were added; round 14: the wrong-door screen)', () => {
    expect(preguntasVisibles(diarrea, respuestas()).length).toBeLessThanOrEqual(20); // round 15: + otra_consulta
  });
});

describe('diarrea: wrong doors (issue 9, pattern 2)', () => {
  it('crying spells with pallor or redcurrant-jelly stool under 5 is rojo: intussusception', () => {
    const r = triaje({ invaginacion: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/invaginación/);
    expect(r.ver_tambien).toContain('dolor_abdominal');
  });

  it('asks about intussusception up to 5 years, not after', () => {
    const ids = (edad: string) => preguntasVisibles(diarrea, respuestas({ edad_rango: edad })).map((p) => p.id);
    expect(ids('6-12 meses')).toContain('invaginacion');
    expect(ids('2-5 años')).toContain('invaginacion');
    expect(ids('5-12 años')).not.toContain('invaginacion');
  });

  it('a painful, red, hot or growing lump beside the anus is amarillo with oral rehydration; spreading redness is rojo (round 5; NHS Abscess, NICE NG141)', () => {
    const r = triaje({ bulto_ano: BULTO_ANO.bulto });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Bulto doloroso junto al ano: posible absceso');
    expect(r.consejos.join(' ')).toMatch(/No lo aprietes ni lo pinches/);
    expect(r.consejos.join(' ')).toMatch(/suero oral después de cada caca líquida/);
    expect(r.medicacion.map((m) => m.med)).toEqual(['suero_oral']);
    const grave = triaje({ edad_rango: '6-12 meses', bulto_ano: BULTO_ANO.extendido });
    expect(grave.urgencia).toBe('rojo');
    expect(grave.titulo).toBe('Bulto junto al ano con una rojez que se extiende deprisa: posible infección grave');
  });

  it('the lump comes after dehydration and blood in the stool (whose advice leads) and before the number of stools', () => {
    expect(triaje({ hidratacion: HIDRATACION.poca, bulto_ano: BULTO_ANO.bulto }).titulo).toBe('Diarrea con signos de deshidratación');
    expect(triaje({ sangre_heces: 'si', bulto_ano: BULTO_ANO.bulto }).titulo).toBe('Sangre en la caca');
    expect(triaje({ deposiciones: 8, bulto_ano: BULTO_ANO.bulto }).titulo).toBe('Bulto doloroso junto al ano: posible absceso');
  });

  it('is asked at every age; no lump keeps the well child verde, whose safety net names it', () => {
    for (const edad of EDAD_OPCIONES) {
      expect(preguntasVisibles(diarrea, respuestas({ edad_rango: edad })).map((p) => p.id), edad).toContain('bulto_ano');
    }
    const r = triaje({ bulto_ano: BULTO_ANO.no });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/junto al ano un bulto que le duele/);
  });

  it('blood in the stool alone stays amarillo, with the haemolytic uraemic syndrome signs in the advice', () => {
    const r = triaje({ sangre_heces: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos.join(' ')).toMatch(/pálido, hace muy poco pis o se le hincha la cara/);
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
        : fc.constantFrom(0, 1, 3, 5, 6, 7, 8, 15);
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(diarrea.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('diarrea: properties', () => {
  it('adding a red feature never lowers the level', () => {
    const conAlarma = diarrea.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(diarrea, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(diarrea, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a baby under 3 months is never verde unless it is the usual pattern of a breastfed baby, and nobody is offered ibuprofen', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES), (r, edad) => {
        const res = evaluarTriaje(diarrea, { ...r, edad_rango: edad });
        if (edad === '0-3 meses' && r.patron_pecho !== 'si') expect(res.urgencia).not.toBe('verde');
        expect(res.medicacion.map((m) => m.med)).not.toContain('ibuprofeno');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('diarrea: conditions with a specialist emergency plan (round 9, BSPED 2023, BIMDG, Gosain 2017)', () => {
  it('a well child without any of them stays verde and is not asked the follow-up', () => {
    expect(nivel()).toBe('verde');
    expect(preguntasVisibles(diarrea, respuestas()).map((p) => p.id)).not.toContain('plan_urgencias_no_retiene');
  });

  it('adrenal insufficiency: rojo when drowsy, pale or not keeping the dose down, or vomiting; amarillo with the sick-day plan otherwise', () => {
    const crisis = triaje({ enfermedad_plan_urgencias: CRONICA.suprarrenal, plan_urgencias_no_retiene: 'si' });
    expect(crisis.urgencia).toBe('rojo');
    expect(crisis.consejos.join(' ')).toMatch(/inyección de hidrocortisona/);
    expect(nivel({ enfermedad_plan_urgencias: CRONICA.suprarrenal, plan_urgencias_no_retiene: 'no', vomitos: VOMITOS_DIARREA.todo })).toBe('rojo');
    const plan = triaje({ enfermedad_plan_urgencias: CRONICA.suprarrenal, plan_urgencias_no_retiene: 'no' });
    expect(plan.urgencia).toBe('amarillo');
    expect(plan.consejos.join(' ')).toMatch(/días de enfermedad/);
  });

  it('metabolic disease: rojo when the regimen is not kept down, amarillo while it is', () => {
    expect(nivel({ enfermedad_plan_urgencias: CRONICA.metabolica, plan_urgencias_no_retiene: 'si' })).toBe('rojo');
    expect(nivel({ enfermedad_plan_urgencias: CRONICA.metabolica, plan_urgencias_no_retiene: 'no' })).toBe('amarillo');
  });

  it('diarrhoea with Hirschsprung disease is rojo (enterocolitis), as early as the condition is answered', () => {
    expect(nivel({ enfermedad_plan_urgencias: CRONICA.hirschsprung })).toBe('rojo');
    expect(rojoSeguro(diarrea, { edad_rango: '1-2 años', no_responde: 'no', respiracion: RESPIRACION.normal, manchas_piel: MANCHAS.no, enfermedad_plan_urgencias: CRONICA.hirschsprung })?.urgencia).toBe('rojo');
  });

  it('a baby slow to pass meconium with a swollen tummy and explosive stools is rojo; the question is asked only under 3 months', () => {
    const bebe = { edad_rango: '0-3 meses', patron_pecho: 'no', peso_kg: 4 };
    expect(nivel({ ...bebe, meconio_tardio_tripa_hinchada: 'si' })).toBe('rojo');
    expect(nivel({ ...bebe, meconio_tardio_tripa_hinchada: 'no' })).toBe('amarillo');
    expect(preguntasVisibles(diarrea, respuestas()).map((p) => p.id)).not.toContain('meconio_tardio_tripa_hinchada');
  });
});

describe('diarrea: black stools from iron (round 9, NHS; Schmitt-Thompson)', () => {
  it('black stools in a well child on iron are verde without the blood question, with the tarry-stool safety net', () => {
    const r = triaje({ caca_negra_hierro: CACA_NEGRA.hierro, sangre_heces: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/alquitrán/);
    expect(preguntasVisibles(diarrea, respuestas({ caca_negra_hierro: CACA_NEGRA.hierro })).map((p) => p.id)).not.toContain('sangre_heces');
  });

  it('without iron, blood or black tarry stools stay amarillo, and other amber signs still count with iron', () => {
    expect(nivel({ caca_negra_hierro: CACA_NEGRA.no, sangre_heces: 'si' })).toBe('amarillo');
    expect(nivel({ caca_negra_hierro: CACA_NEGRA.hierro, hidratacion: HIDRATACION.poca })).toBe('amarillo');
  });
});
