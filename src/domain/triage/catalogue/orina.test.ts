import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { DIABETES } from './banderas-abdomen.ts';
import { AVISO_PREOCUPADO, SIEMPRE } from './comunes.ts';
import { ANTIBIOTICO, CANTIDAD_PIS, orina, PENE, PIS_OTROS, SANGRE_ORINA } from './orina.ts';

comprobacionesDeFlujo(orina);

/** A 6-year-old girl whose genital area itches, no fever, urine normal. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '5-12 años',
  no_responde: 'no',
  color_grave: 'no',
  testiculo: 'no',
  pene: PENE.no,
  fiebre: 'no',
  escozor_pis: 'no',
  pis_turbio_escapes: 'no',
  pis_otros: PIS_OTROS.no,
  dolor_vejiga: 'no',
  signos_diabetes: DIABETES.no,
  rinon: 'no',
  pis_oscuro_musculos: 'no',
  sangre_orina: SANGRE_ORINA.no,
  cantidad_pis: CANTIDAD_PIS.normal,
  hinchazon: 'no',
  itu_tratamiento: ANTIBIOTICO.no,
  irritacion_jabon: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 22,
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(orina, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;

describe('orina: structure', () => {
  it('asks the age first, the weight last, and ends with a verde catch-all', () => {
    expect(orina.preguntas[0]?.id).toBe('edad_rango');
    expect(orina.preguntas.at(-1)?.id).toBe('peso_kg');
    expect(orina.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(orina.reglas.at(-1)?.urgencia).toBe('verde');
    expect(orina.categoria).toBe('digestivo');
  });


  it('suggests only paracetamol', () => {
    for (const regla of orina.reglas) for (const m of regla.medicacion ?? []) expect(m.med).toBe('paracetamol');
  });

  it('names its sources and synonyms', () => {
    expect(orina.fuentes.length).toBeGreaterThanOrEqual(3);
    expect(orina.notas).toMatch(/SPEC §9/);
    expect(orina.notas).toMatch(/^Puertas equivocadas:/m);
    expect(orina.revisado).toBe('2026-11-28');
    expect(orina.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(orina.sinonimos.length).toBeLessThanOrEqual(20);
  });
});

describe('orina: SPEC §9 — fever with urinary symptoms under 24 months', () => {
  it('1-2 years with fever and painful urination is amarillo (the spec threshold)', () => {
    const r = triaje({ edad_rango: '1-2 años', fiebre: 'si', escozor_pis: 'si', peso_kg: 11 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Fiebre y síntomas de infección de orina en menor de 2 años');
    expect(r.ver_tambien).toContain('fiebre');
  });

  it('2-5 years with fever and painful urination is also amarillo, with its own title (cautious reading)', () => {
    const r = triaje({ edad_rango: '2-5 años', fiebre: 'si', escozor_pis: 'si', peso_kg: 15 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Fiebre y molestias al orinar');
  });

  it('smelly or cloudy urine with fever counts as urinary symptoms (NICE NG224 table 1)', () => {
    expect(triaje({ edad_rango: '6-12 meses', fiebre: 'si', pis_turbio_escapes: 'si', peso_kg: 9 }).titulo).toBe(
      'Fiebre y síntomas de infección de orina en menor de 2 años',
    );
  });

  it('round 15: without fever, the same symptoms are amarillo, a paediatrician today with a urine sample (NICE NG224, CG54; CKS UTI in children)', () => {
    for (const edad of ['1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      const r = triaje({ edad_rango: edad, escozor_pis: 'si', peso_kg: 12 });
      expect(r.urgencia).toBe('amarillo');
      expect(r.titulo).toBe('Molestias al orinar sin fiebre: posible infección de orina');
      expect(r.acciones_sugeridas[0]).toBe('Pide cita con tu pediatra hoy');
      expect(r.consejos.join(' ')).toMatch(/muestra de pis/);
      expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    }
    // Smelly urine or new wetting, and low tummy pain, each on its own.
    expect(nivel({ pis_turbio_escapes: 'si' })).toBe('amarillo');
    expect(triaje({ dolor_vejiga: 'si' }).titulo).toBe('Molestias al orinar sin fiebre: posible infección de orina');
  });
});

describe('orina: round 15, what lower urinary symptoms without fever can still be home care', () => {
  const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => preguntasVisibles(orina, respuestas(cambios)).map((p) => p.id);

  it('asks the low tummy pain from 2 years, and the treatment question only with urinary symptoms', () => {
    expect(ids()).toContain('dolor_vejiga');
    expect(ids({ edad_rango: '2-5 años' })).toContain('dolor_vejiga');
    expect(ids({ edad_rango: '1-2 años' })).not.toContain('dolor_vejiga');
    expect(ids()).not.toContain('itu_tratamiento');
    expect(ids({ escozor_pis: 'si' })).toContain('itu_tratamiento');
    expect(ids({ dolor_vejiga: 'si' })).toContain('itu_tratamiento');
    expect(ids({ edad_rango: '1-2 años', escozor_pis: 'no', pis_turbio_escapes: 'no' })).not.toContain('itu_tratamiento');
  });

  it('soap or bubble-bath irritation in a girl, stinging only outside, no frequency or wetting and settling, is verde (Schmitt-Thompson)', () => {
    const r = triaje({ escozor_pis: 'si', irritacion_jabon: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Escozor por fuera por jabones o baños de espuma (irritación de la vulva)');
    expect(r.consejos.join(' ')).toMatch(/baños de espuma/);
    expect(r.consejos.join(' ')).toMatch(/Vuelve a consultar enseguida/);
    expect(r.consejos.join(' ')).toMatch(/analizarle el pis ese mismo día/);
    expect(ids({ escozor_pis: 'si' })).toContain('irritacion_jabon');
  });

  it('the other side of the irritation: a No, or any other urinary symptom, or under 2 years, is amarillo, and the question is not asked', () => {
    expect(nivel({ escozor_pis: 'si', irritacion_jabon: 'no' })).toBe('amarillo');
    const cambios: readonly Readonly<Record<string, ValorRespuesta>>[] = [{ pis_turbio_escapes: 'si' }, { dolor_vejiga: 'si' }, { edad_rango: '1-2 años' }];
    for (const cambio of cambios) {
      expect(ids({ escozor_pis: 'si', ...cambio })).not.toContain('irritacion_jabon');
      // A stale Yes from a hidden question never counts.
      expect(nivel({ escozor_pis: 'si', irritacion_jabon: 'si', ...cambio })).toBe('amarillo');
    }
    // With fever it is a possible UTI whatever the soap.
    expect(nivel({ escozor_pis: 'si', irritacion_jabon: 'si', fiebre: 'si' })).toBe('amarillo');
    const pregunta = orina.preguntas.find((p) => p.id === 'irritacion_jabon');
    expect(pregunta?.texto).toMatch(/^Si es niña/);
    expect(pregunta?.ayuda).toMatch(/Si es niño/);
  });

  it('a diagnosed UTI improving on its antibiotic is verde; not better after 2 days or worse is amarillo (NICE NG224; CKS: reassess at 48 hours)', () => {
    const r = triaje({ escozor_pis: 'si', itu_tratamiento: ANTIBIOTICO.mejora });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Infección de orina ya diagnosticada que mejora con el antibiótico');
    expect(r.consejos.join(' ')).toMatch(/hasta el final/);
    expect(r.consejos.join(' ')).toMatch(/2 días con el antibiótico y no mejora/);
    const peor = triaje({ escozor_pis: 'si', itu_tratamiento: ANTIBIOTICO.noMejora });
    expect(peor.urgencia).toBe('amarillo');
    expect(peor.titulo).toBe('Infección de orina que no mejora con el antibiótico');
    expect(ids({ escozor_pis: 'si', itu_tratamiento: ANTIBIOTICO.mejora })).not.toContain('irritacion_jabon');
  });

  it('the treatment exception never overrides fever, loin pain, blood, a baby under 3 months or a red flag', () => {
    expect(nivel({ escozor_pis: 'si', itu_tratamiento: ANTIBIOTICO.mejora, fiebre: 'si' })).toBe('amarillo');
    expect(nivel({ escozor_pis: 'si', itu_tratamiento: ANTIBIOTICO.mejora, rinon: 'si' })).toBe('amarillo');
    expect(nivel({ escozor_pis: 'si', itu_tratamiento: ANTIBIOTICO.mejora, sangre_orina: SANGRE_ORINA.si })).toBe('amarillo');
    expect(nivel({ edad_rango: '0-3 meses', escozor_pis: 'si', itu_tratamiento: ANTIBIOTICO.mejora })).toBe('amarillo');
    expect(nivel({ escozor_pis: 'si', itu_tratamiento: ANTIBIOTICO.mejora, color_grave: 'si' })).toBe('rojo');
  });

  it('a boy with balanitis who also stings when weeing now gets a urine test today; without the stinging it stays verde', () => {
    expect(nivel({ edad_rango: '2-5 años', pene: PENE.irritado, escozor_pis: 'si' })).toBe('amarillo');
    expect(nivel({ edad_rango: '2-5 años', pene: PENE.irritado })).toBe('verde');
  });

  it('no urinary symptom and no fever stays verde', () => {
    expect(nivel()).toBe('verde');
  });
});

describe('orina: babies under 3 months (NICE NG224 1.1.3, NG143)', () => {
  it('fever is rojo, with no dose', () => {
    const r = triaje({ edad_rango: '0-3 meses', fiebre: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.medicacion).toEqual([]);
  });

  it('urinary symptoms without fever are amarillo, never verde, with no dose', () => {
    const r = triaje({ edad_rango: '0-3 meses', pis_turbio_escapes: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Posible infección de orina en menor de 3 meses');
    expect(r.medicacion).toEqual([]);
  });

  it('does not ask the weight under 3 months', () => {
    expect(preguntasVisibles(orina, respuestas({ edad_rango: '0-3 meses' })).map((p) => p.id)).not.toContain('peso_kg');
  });
});

describe('orina: verde', () => {
  it('itching or redness without fever or urinary symptoms is verde with hygiene advice and a safety net', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Irritación o molestias leves sin signos de infección');
    expect(r.consejos.join(' ')).toMatch(/Consulta con tu pediatra si: .*2-3 días/);
  });

  it('fever without urinary symptoms is verde and points to fiebre', () => {
    const r = triaje({ fiebre: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('fiebre');
  });
});

describe('orina: amarillo', () => {
  it('loin pain, vomiting or rigors (pyelonephritis) is amarillo with paracetamol', () => {
    // HT UTI amber: back pain, rigors, not keeping antibiotics down.
    const r = triaje({ fiebre: 'si', escozor_pis: 'si', rinon: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toMatch(/posible infección de riñón/);
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('visible blood in the urine is amarillo (HT amber)', () => {
    expect(triaje({ sangre_orina: SANGRE_ORINA.si }).titulo).toBe('Sangre en el pis');
  });

  it('red urine after beetroot, berries or red dyes, with nothing else, is verde with a same-day check if it lasts (issue 9 grey zone; Harvard Health; DFTB haematuria mimics)', () => {
    const r = triaje({ sangre_orina: SANGRE_ORINA.comida });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Pis rojo después de comer remolacha, moras, pitaya o colorantes, o por una medicina');
    expect(r.consejos.join(' ')).toMatch(/24 horas después/);
    expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    // Round 8: the colour can last until the next day, and the help says so.
    expect(orina.preguntas.find((p) => p.id === 'sangre_orina')?.ayuda).toMatch(/hasta el día siguiente/);
  });

  it('red urine after food with another sign keeps that sign\'s level', () => {
    expect(nivel({ sangre_orina: SANGRE_ORINA.comida, fiebre: 'si', escozor_pis: 'si' })).toBe('amarillo');
    expect(nivel({ sangre_orina: SANGRE_ORINA.comida, hinchazon: 'si' })).toBe('amarillo');
    expect(nivel({ sangre_orina: SANGRE_ORINA.comida, cantidad_pis: CANTIDAD_PIS.retenido })).toBe('rojo');
    expect(nivel({ sangre_orina: SANGRE_ORINA.comida, edad_rango: '0-3 meses', fiebre: 'si' })).toBe('rojo');
  });

  it('no urine for 12 hours is amarillo', () => {
    expect(nivel({ cantidad_pis: CANTIDAD_PIS.poca })).toBe('amarillo');
  });

  it('swollen eyelids, face or legs is amarillo', () => {
    expect(nivel({ hinchazon: 'si' })).toBe('amarillo');
  });

  it("the child's appearance is a sign: looking very ill, unlike other illnesses, is amarillo (NICE NG143; STCC)", () => {
    expect(triaje({ muy_enfermo: 'si' }).titulo).toBe('Lo ves muy enfermo, distinto de otras veces');
  });

  it("the parent's worry alone keeps the level and offers a paediatrician now (issue 9, pattern 1)", () => {
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
  });
});

describe('orina: wrong doors (issue 9, pattern 2): a lot of urine with thirst is diabetes until shown otherwise', () => {
  it('passing urine more often is a possible infection (amarillo since round 15); with thirst or weight loss it is diabetes, amarillo the same day (NICE NG18 1.1.2)', () => {
    expect(nivel({ escozor_pis: 'si' })).toBe('amarillo');
    const r = triaje({ escozor_pis: 'si', signos_diabetes: DIABETES.sintomas });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Mucha sed y mucho pis: posible diabetes');
    expect(r.consejos.join(' ')).toMatch(/hoy mismo/);
  });

  it('new bedwetting with thirst is amarillo, not a simple urine infection', () => {
    const r = triaje({ pis_turbio_escapes: 'si', signos_diabetes: DIABETES.sintomas });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Mucha sed y mucho pis: posible diabetes');
  });

  it('with vomiting or tummy or back pain, or deep fast breathing, it is rojo: suspected ketoacidosis (NG18)', () => {
    const r = triaje({ signos_diabetes: DIABETES.sintomas, rinon: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Mucha sed y mucho pis con vómitos o dolor: posible cetoacidosis diabética');
    expect(triaje({ signos_diabetes: DIABETES.cetoacidosis }).acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('a child with diabetes and high or unmeasurable ketones is amarillo; with vomiting or pain rojo (ISPAD 2022; NG18)', () => {
    expect(nivel({ signos_diabetes: DIABETES.conocidaCetonas })).toBe('amarillo');
    expect(nivel({ signos_diabetes: DIABETES.conocidaCetonas, rinon: 'si' })).toBe('rojo');
  });

  it('is not asked of babies under 3 months (NG224 already sends any suspected infection the same day)', () => {
    expect(preguntasVisibles(orina, respuestas({ edad_rango: '0-3 meses' })).map((p) => p.id)).not.toContain('signos_diabetes');
    expect(preguntasVisibles(orina, respuestas({ edad_rango: '3-6 meses' })).map((p) => p.id)).toContain('signos_diabetes');
  });
});

describe('orina: rojo', () => {
  it('testicular pain is rojo (torsion) and points to dolor_abdominal', () => {
    const r = triaje({ edad_rango: '12+ años', testiculo: 'si', peso_kg: 50 });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('dolor_abdominal');
  });

  it('blood in the urine after a blow is rojo', () => {
    expect(nivel({ sangre_orina: SANGRE_ORINA.golpe })).toBe('rojo');
  });

  it('wanting to pass urine but not being able to is rojo', () => {
    expect(nivel({ cantidad_pis: CANTIDAD_PIS.retenido })).toBe('rojo');
  });

  it('global red features are rojo even with a simple urinary infection', () => {
    expect(nivel({ fiebre: 'si', escozor_pis: 'si', color_grave: 'si' })).toBe('rojo');
    expect(triaje({ no_responde: 'si' }).acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('stops early once rojo is certain', () => {
    expect(rojoSeguro(orina, { edad_rango: '0-3 meses', no_responde: 'no', color_grave: 'no', testiculo: 'no', pene: PENE.no, fiebre: 'si' })?.titulo).toBe(
      'Fiebre en menor de 3 meses',
    );
    expect(rojoSeguro(orina, { edad_rango: '1-2 años', no_responde: 'no', color_grave: 'no', testiculo: 'no', pene: PENE.no, fiebre: 'si' })).toBeNull();
  });
});

describe('orina: the penis, asked "si es niño" (round 6; NHS phimosis and paraphimosis; EAU/ESPU 2023; What 0-18 balanitis)', () => {
  it('asks it right after the testicle, and lets the parent of a girl answer at once', () => {
    const ids = orina.preguntas.map((p) => p.id);
    expect(ids.indexOf('pene')).toBe(ids.indexOf('testiculo') + 1);
    const pregunta = orina.preguntas.find((p) => p.id === 'pene');
    expect(pregunta?.texto).toMatch(/^Si es niño/);
    expect(pregunta?.opciones?.[0]).toBe('No, o es niña');
  });

  it('a foreskin pulled back that will not return (paraphimosis) is rojo at once, with first aid and no food', () => {
    const r = triaje({ edad_rango: '2-5 años', pene: PENE.parafimosis, peso_kg: 15 });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/parafimosis/);
    expect(r.consejos.join(' ')).toMatch(/agua fría/);
    expect(r.consejos.join(' ')).toMatch(/no le des de comer/);
    expect(rojoSeguro(orina, { edad_rango: '2-5 años', no_responde: 'no', color_grave: 'no', testiculo: 'no', pene: PENE.parafimosis })).not.toBeNull();
  });

  it('an erection that hurts or does not go down (priapism) is rojo', () => {
    expect(triaje({ edad_rango: '5-12 años', pene: PENE.ereccion }).titulo).toBe('Erección que no se baja (priapismo)');
  });

  it('a mildly red, sore tip with the foreskin in place (balanitis) is verde with water-only washing and a safety net', () => {
    const r = triaje({ edad_rango: '2-5 años', pene: PENE.irritado, peso_kg: 15 });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Punta del pene roja o irritada (balanitis leve)');
    expect(r.consejos.join(' ')).toMatch(/agua templada/);
    expect(r.consejos.join(' ')).toMatch(/no mejora en 2-3 días/);
  });

  it('balanitis with pus, spreading redness or no improvement, or with fever, is amarillo', () => {
    expect(triaje({ pene: PENE.irritadoComplicado }).titulo).toMatch(/balanitis/);
    expect(nivel({ pene: PENE.irritadoComplicado })).toBe('amarillo');
    expect(nivel({ pene: PENE.irritado, fiebre: 'si' })).toBe('amarillo');
  });

  it('a change from the mild pattern still escalates, and red flags still win over balanitis', () => {
    expect(nivel({ pene: PENE.irritado, cantidad_pis: CANTIDAD_PIS.retenido })).toBe('rojo');
    expect(nivel({ pene: PENE.irritado, edad_rango: '0-3 meses', fiebre: 'si' })).toBe('rojo');
    expect(nivel({ pene: PENE.irritado, color_grave: 'si' })).toBe('rojo');
    expect(nivel({ pene: PENE.irritado, testiculo: 'si' })).toBe('rojo');
    expect(nivel({ pene: PENE.irritado, fiebre: 'si', escozor_pis: 'si', edad_rango: '1-2 años' })).toBe('amarillo');
  });
});

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no' ? fc.constantFrom('si', 'no') : p.tipo === 'opciones' ? fc.constantFrom(...(p.opciones ?? [])) : fc.constantFrom(5, 12, 30);
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(orina.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('orina: properties', () => {
  it('adding a red feature never lowers the level', () => {
    const conAlarma = orina.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(orina, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(orina, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('fever with urinary symptoms under 2 years is never verde', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES.slice(0, 4)), fc.constantFrom<Readonly<Record<string, ValorRespuesta>>>(
        { escozor_pis: 'si' },
        { pis_turbio_escapes: 'si' },
        { escozor_pis: 'no', pis_turbio_escapes: 'no', pis_otros: PIS_OTROS.estrenimiento },
        { escozor_pis: 'no', pis_turbio_escapes: 'no', pis_otros: PIS_OTROS.concentrado },
      ), (r, edad, sintoma) => {
        expect(evaluarTriaje(orina, { ...r, edad_rango: edad, fiebre: 'si', ...sintoma }).urgencia).not.toBe('verde');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('orina: rhabdomyolysis and very little urine (round 7; CHAMP/USU 2020; StatPearls; NICE NG148, CG84)', () => {
  const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => preguntasVisibles(orina, respuestas(cambios)).map((p) => p.id);

  it('cola-coloured urine with painful, swollen or weak muscles is rojo, hospital now, no ibuprofen', () => {
    const r = triaje({ edad_rango: '12+ años', pis_oscuro_musculos: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/rabdomiólisis/);
    expect(r.consejos.join(' ')).toMatch(/No le des ibuprofeno/);
    expect(r.consejos.join(' ')).toMatch(/sueros/);
    expect(r.medicacion).toEqual([]);
    // With very little urine as well, still rojo.
    expect(nivel({ edad_rango: '12+ años', pis_oscuro_musculos: 'si', sangre_orina: SANGRE_ORINA.si, cantidad_pis: CANTIDAD_PIS.poca, poco_pis_decaido: 'no' })).toBe('rojo');
    expect(
      rojoSeguro(orina, { edad_rango: '12+ años', no_responde: 'no', color_grave: 'no', testiculo: 'no', pene: PENE.no, fiebre: 'no', escozor_pis: 'no', pis_turbio_escapes: 'no', pis_otros: PIS_OTROS.no, signos_diabetes: DIABETES.no, rinon: 'no', pis_oscuro_musculos: 'si' })?.urgencia,
    ).toBe('rojo');
  });

  it('asks it from 1 year, not of babies', () => {
    expect(ids()).toContain('pis_oscuro_musculos');
    expect(ids({ edad_rango: '1-2 años' })).toContain('pis_oscuro_musculos');
    expect(ids({ edad_rango: '6-12 meses' })).not.toContain('pis_oscuro_musculos');
  });

  it('cola-coloured urine without muscle pain stays amarillo (blood in the urine), and the ordinary case stays verde', () => {
    expect(nivel({ sangre_orina: SANGRE_ORINA.si })).toBe('amarillo');
    expect(nivel()).toBe('verde');
  });

  it('very little urine for 12 hours is amarillo; with drowsiness, confusion, too weak to stand or cold hands and feet it is rojo with 112', () => {
    expect(ids()).not.toContain('poco_pis_decaido');
    expect(ids({ cantidad_pis: CANTIDAD_PIS.poca })).toContain('poco_pis_decaido');
    const poca = triaje({ cantidad_pis: CANTIDAD_PIS.poca, poco_pis_decaido: 'no' });
    expect(poca.urgencia).toBe('amarillo');
    expect(poca.consejos.join(' ')).toMatch(/adormilado/);
    const decaido = triaje({ cantidad_pis: CANTIDAD_PIS.poca, poco_pis_decaido: 'si' });
    expect(decaido.urgencia).toBe('rojo');
    expect(decaido.acciones_sugeridas.join(' ')).toMatch(/112/);
    expect(nivel({ edad_rango: '6-12 meses', cantidad_pis: CANTIDAD_PIS.poca, poco_pis_decaido: 'si' })).toBe('rojo');
  });
});

describe('orina: round 18, what is not a UTI sign leaves the urinary questions (NICE NG224, NICE CG99, Schmitt-Thompson "Urine - Blood In")', () => {
  const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => preguntasVisibles(orina, respuestas(cambios)).map((p) => p.id);

  it('the old lumped questions have new ids; the patterns that are not an infection are asked only when both are No', () => {
    const todas = orina.preguntas.map((p) => p.id);
    expect(todas).not.toContain('escozor');
    expect(todas).not.toContain('pis_raro');
    expect(ids()).toEqual(expect.arrayContaining(['escozor_pis', 'pis_turbio_escapes', 'pis_otros']));
    expect(ids({ escozor_pis: 'si' })).not.toContain('pis_otros');
    expect(ids({ pis_turbio_escapes: 'si' })).not.toContain('pis_otros');
    expect(orina.preguntas.find((p) => p.id === 'escozor_pis')?.ayuda).toMatch(/semanas/);
    expect(orina.preguntas.find((p) => p.id === 'pis_turbio_escapes')?.ayuda).toMatch(/se aclara/);
    expect(orina.notas).toMatch(/Ronda 18:/);
  });

  it('real urinary symptoms without fever stay amarillo from 2 years: stinging or frequency, bad-smelling or cloudy urine or new wetting (NICE NG224)', () => {
    for (const cambio of [{ escozor_pis: 'si' }, { pis_turbio_escapes: 'si' }] as Readonly<Record<string, ValorRespuesta>>[]) {
      for (const edad of ['2-5 años', '5-12 años', '12+ años']) {
        expect(triaje({ edad_rango: edad, ...cambio }).titulo, `${edad} ${JSON.stringify(cambio)}`).toBe('Molestias al orinar sin fiebre: posible infección de orina');
      }
    }
  });

  it('dark or strong-smelling urine after heat or little to drink, clearing with fluids, is verde with a safety net; with fever it counts (amarillo)', () => {
    for (const edad of ['1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      const r = triaje({ edad_rango: edad, pis_otros: PIS_OTROS.concentrado });
      expect(r.urgencia, edad).toBe('verde');
      expect(r.titulo).toBe('Pis oscuro o con olor fuerte por beber poco');
      expect(r.consejos.join(' ')).toMatch(/Vuelve a consultar enseguida/);
      expect(r.consejos.join(' ')).toMatch(/muestra de pis/);
    }
    expect(triaje({ pis_otros: PIS_OTROS.concentrado, fiebre: 'si' }).titulo).toBe('Fiebre y molestias al orinar');
    expect(triaje({ edad_rango: '1-2 años', pis_otros: PIS_OTROS.concentrado, fiebre: 'si' }).titulo).toBe('Fiebre y síntomas de infección de orina en menor de 2 años');
    expect(nivel({ edad_rango: '0-3 meses', pis_otros: PIS_OTROS.concentrado, fiebre: 'si' })).toBe('rojo');
    // The other side: it does not clear, or it is cloudy: the urine question, amarillo.
    expect(nivel({ pis_turbio_escapes: 'si' })).toBe('amarillo');
  });

  it('weeks of urgency, small daytime leaks or holding on with hard, infrequent or painful stools is verde from 2 years, a routine appointment and constipation care (NICE CG99)', () => {
    for (const edad of ['2-5 años', '5-12 años', '12+ años']) {
      const r = triaje({ edad_rango: edad, pis_otros: PIS_OTROS.estrenimiento });
      expect(r.urgencia, edad).toBe('verde');
      expect(r.titulo).toBe('Ganas de repente o escapes de pis por el estreñimiento');
      expect(r.acciones_sugeridas[0]).toBe('Pide cita con tu pediatra (no urgente)');
      expect(r.ver_tambien).toContain('estrenimiento');
      expect(r.consejos.join(' ')).toMatch(/analizarle el pis ese mismo día/);
    }
  });

  it('the constipation pattern with fever, blood, thirst, low tummy pain or under 2 years is not verde', () => {
    const base = { pis_otros: PIS_OTROS.estrenimiento };
    expect(triaje({ ...base, fiebre: 'si' }).titulo).toBe('Fiebre y molestias al orinar');
    expect(triaje({ ...base, sangre_orina: SANGRE_ORINA.si }).titulo).toBe('Sangre en el pis');
    expect(triaje({ ...base, signos_diabetes: DIABETES.sintomas }).titulo).toBe('Mucha sed y mucho pis: posible diabetes');
    expect(nivel({ ...base, dolor_vejiga: 'si' })).toBe('amarillo');
    expect(triaje({ ...base, edad_rango: '1-2 años', peso_kg: 11 }).titulo).toBe('Molestias al orinar sin fiebre: posible infección de orina');
    expect(nivel({ ...base, edad_rango: '6-12 meses', peso_kg: 9 })).toBe('amarillo');
    // With stinging or new wetting the parent answers Yes before, and pis_otros is not asked: amarillo.
    expect(nivel({ ...base, escozor_pis: 'si' })).toBe('amarillo');
    expect(nivel({ ...base, pis_turbio_escapes: 'si' })).toBe('amarillo');
  });

  it('asks the antibiotic question only where it can change the result (no fever, no loin pain, from 3 months)', () => {
    expect(ids({ escozor_pis: 'si' })).toContain('itu_tratamiento');
    expect(ids({ escozor_pis: 'si', fiebre: 'si' })).not.toContain('itu_tratamiento');
    expect(ids({ escozor_pis: 'si', rinon: 'si' })).not.toContain('itu_tratamiento');
    expect(ids({ escozor_pis: 'si', edad_rango: '0-3 meses' })).not.toContain('itu_tratamiento');
  });

  it('red urine after beetroot, blackberries, red pitaya, red sweets or a colouring medicine in a well child is verde; with fever it is treated as blood', () => {
    expect(SANGRE_ORINA.comida).toMatch(/pitaya roja/);
    expect(SANGRE_ORINA.comida).toMatch(/medicina/);
    expect(SANGRE_ORINA.comida).toMatch(/no tiene hinchazón ni fiebre/);
    const r = triaje({ sangre_orina: SANGRE_ORINA.comida });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/rifampicina/);
    expect(r.consejos.join(' ')).toMatch(/No le des ese alimento hasta que el pis vuelva a ser amarillo/);
    expect(orina.preguntas.find((p) => p.id === 'sangre_orina')?.ayuda).toMatch(/sen/);
    expect(triaje({ sangre_orina: SANGRE_ORINA.comida, fiebre: 'si' }).titulo).toBe('Sangre en el pis');
    // Real blood keeps its level.
    expect(nivel({ sangre_orina: SANGRE_ORINA.si })).toBe('amarillo');
    expect(nivel({ sangre_orina: SANGRE_ORINA.golpe })).toBe('rojo');
  });
});

describe('orina: round 19, daytime wetting only when laughing or holding on (ICCS, Austin 2016; NICE CG111)', () => {
  const ESCAPES = { pis_otros: PIS_OTROS.escapes } as const;

  it('the clean pattern over 5 years is verde with home measures and a routine (not urgent) appointment', () => {
    for (const edad of ['5-12 años', '12+ años']) {
      const r = triaje({ edad_rango: edad, ...ESCAPES });
      expect(r.urgencia, edad).toBe('verde');
      expect(r.titulo).toBe('Escapes de pis de día solo al reírse o por aguantarse');
      expect(r.acciones_sugeridas[0]).toBe('Pide cita con tu pediatra (no urgente)');
      const texto = r.consejos.join(' ');
      expect(texto).toMatch(/haga pis antes de los momentos en que suele reírse/);
      expect(texto).toMatch(/horas fijas/);
      expect(texto).toMatch(/estreñimiento/);
      expect(texto).toMatch(/No le riñas/);
      expect(texto).toMatch(/analizarle el pis ese mismo día/);
    }
    expect(PIS_OTROS.escapes).toMatch(/Desde hace meses/);
    expect(PIS_OTROS.escapes).toMatch(/al reírse mucho/);
    expect(PIS_OTROS.escapes).toMatch(/las noches y la caca, como siempre/);
  });

  it('constant dribbling, weak legs or a lower-back sign are left out of the answer: the wetting question is answered Yes (amarillo, as before)', () => {
    expect(PIS_OTROS.escapes).toMatch(/entre medias está seco/);
    const ayuda = orina.preguntas.find((p) => p.id === 'pis_turbio_escapes')?.ayuda ?? '';
    expect(ayuda).toMatch(/siempre algo mojado/);
    expect(ayuda).toMatch(/le cuesta andar/);
    expect(ayuda).toMatch(/parte baja de la espalda/);
    expect(nivel({ pis_turbio_escapes: 'si' })).toBe('amarillo');
  });

  it('every red flag keeps its level: fever, under 2 years, stinging, smell or new wetting, thirst, blood, loin pain, low tummy pain, little urine', () => {
    expect(triaje({ ...ESCAPES, fiebre: 'si' }).titulo).toBe('Fiebre y molestias al orinar');
    expect(nivel({ ...ESCAPES, edad_rango: '1-2 años', peso_kg: 11 })).toBe('amarillo');
    expect(nivel({ ...ESCAPES, edad_rango: '6-12 meses', peso_kg: 9 })).toBe('amarillo');
    expect(nivel({ ...ESCAPES, edad_rango: '0-3 meses', fiebre: 'si' })).toBe('rojo');
    // Stinging, or new wetting (or at night, or a bad smell): answered Yes before, pis_otros is not asked.
    expect(nivel({ ...ESCAPES, escozor_pis: 'si' })).toBe('amarillo');
    expect(nivel({ ...ESCAPES, pis_turbio_escapes: 'si' })).toBe('amarillo');
    expect(triaje({ ...ESCAPES, signos_diabetes: DIABETES.sintomas }).titulo).toBe('Mucha sed y mucho pis: posible diabetes');
    expect(nivel({ ...ESCAPES, signos_diabetes: DIABETES.sintomas, rinon: 'si' })).toBe('rojo');
    expect(triaje({ ...ESCAPES, sangre_orina: SANGRE_ORINA.si }).titulo).toBe('Sangre en el pis');
    expect(nivel({ ...ESCAPES, rinon: 'si' })).toBe('amarillo');
    expect(nivel({ ...ESCAPES, dolor_vejiga: 'si' })).toBe('amarillo');
    expect(nivel({ ...ESCAPES, cantidad_pis: CANTIDAD_PIS.retenido })).toBe('rojo');
  });

  it('the wetting question has a new id, and its help leaves out only the months-old pattern (new or night wetting is still Yes)', () => {
    const todas = orina.preguntas.map((p) => p.id);
    expect(todas).not.toContain('pis_infeccion');
    const ayuda = orina.preguntas.find((p) => p.id === 'pis_turbio_escapes')?.ayuda ?? '';
    expect(ayuda).toMatch(/desde hace meses solo al reírse mucho o al aguantarse demasiado/);
    expect(ayuda).toMatch(/si los escapes son nuevos o también de noche/);
    expect(orina.notas).toMatch(/^Ronda 19, escapes de pis de día/m);
    expect(orina.fuentes.map((f) => f.url)).toContain('https://doi.org/10.1002/nau.22751');
  });
});
