import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { DIABETES, RESPIRACION } from './banderas-abdomen.ts';
import { INGESTA, INGESTA_QUE } from './banderas-ingesta.ts';
import { AVISO_PREOCUPADO, MANCHAS, SIEMPRE } from './comunes.ts';
import { ACOMPANANTES, DOLOR, dolor_abdominal, MOVIMIENTO, TRIPA } from './dolor_abdominal.ts';

comprobacionesDeFlujo(dolor_abdominal);

/** A 7-year-old with a tummy ache on and off since the afternoon, playing in between. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '5-12 años',
  no_responde: 'no',
  signos_shock: 'no',
  respiracion: RESPIRACION.normal,
  manchas_piel: MANCHAS.no,
  testiculo_ingle: 'no',
  golpe_tripa: 'no',
  mononucleosis: 'no',
  signos_diabetes: DIABETES.no,
  dolor: DOLOR.leve,
  apendicitis_movimiento: MOVIMIENTO.no,
  orina_oscura: 'no',
  infeccion_pelvica: 'no',
  tripa: TRIPA.normal,
  acompanantes: ACOMPANANTES.nada,
  dolor_recurrente: 'no',
  dolor_diagnosticado_habitual: 'no',
  mas_5_dias: 'no',
  otros_signos: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 24,
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(dolor_abdominal, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const pequeno = (edad: string, cambios: Readonly<Record<string, ValorRespuesta>> = {}) => ({ edad_rango: edad, invaginacion: 'no', peso_kg: 9, ...cambios });

describe('dolor_abdominal: structure', () => {
  it('asks the age first, the weight last, and ends with a verde catch-all', () => {
    expect(dolor_abdominal.preguntas[0]?.id).toBe('edad_rango');
    expect(dolor_abdominal.preguntas.at(-1)?.id).toBe('peso_kg');
    expect(dolor_abdominal.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(dolor_abdominal.reglas.at(-1)?.urgencia).toBe('verde');
    expect(dolor_abdominal.categoria).toBe('digestivo');
  });


  it('paracetamol only in verde results (not for infant colic, nor after a swallowed medicine: round 19), never ibuprofen (notas: not masking a surgical abdomen)', () => {
    const sinAnalgesico = (si: string) => si === "colico_habitual = 'si'" || si.includes(`ingesta_que = '${INGESTA_QUE.medicamento}'`);
    for (const regla of dolor_abdominal.reglas) {
      const m = (regla.medicacion ?? []).map((x) => x.med);
      if (regla.urgencia === 'verde') expect(m).toEqual(sinAnalgesico(regla.si) ? [] : ['paracetamol']);
      else expect(m).toEqual([]);
    }
    expect(dolor_abdominal.notas).toMatch(/paracetamol solo en los resultados verdes/);
  });

  it('names its sources and synonyms', () => {
    expect(dolor_abdominal.fuentes.length).toBeGreaterThanOrEqual(3);
    expect(dolor_abdominal.revisado).toBe('2026-11-28');
    expect(dolor_abdominal.notas).toMatch(/^Puertas equivocadas:/m);
    expect(dolor_abdominal.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(dolor_abdominal.sinonimos.length).toBeLessThanOrEqual(20);
  });
});

describe('dolor_abdominal: verde (HT green; SEUP colicky, not intense pain)', () => {
  it('mild pain on and off in a child who plays and eats is verde with paracetamol', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Dolor de tripa leve sin signos de alarma');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('mild pain with vomiting only is verde and points to vomitos', () => {
    const r = triaje({ acompanantes: ACOMPANANTES.vomitos });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('vomitos');
  });

  it('mild pain with fever only is verde and points to fiebre and orina', () => {
    const r = triaje({ acompanantes: ACOMPANANTES.fiebre });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toEqual(['fiebre', 'orina']);
  });

  it('a baby with wind or colic and no alarm sign is verde and points to llanto_inconsolable', () => {
    const r = triaje(pequeno('3-6 meses'));
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('llanto_inconsolable');
  });
});

describe('dolor_abdominal: amarillo (HT amber)', () => {
  it('constant pain is amarillo, with no painkiller suggested', () => {
    // HT amber "constant pain > 1 day"; STCC constant pain > 2 h → seen in hours (cautious reading, see notas).
    const r = triaje({ dolor: DOLOR.continuo });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Dolor de tripa continuo');
    expect(r.medicacion).toEqual([]);
  });

  it('a swollen but soft tummy is amarillo', () => {
    // HT amber "swollen tummy".
    expect(nivel({ tripa: TRIPA.hinchada })).toBe('amarillo');
  });

  it('mild pain with fever and vomiting is amarillo', () => {
    expect(triaje({ acompanantes: ACOMPANANTES.fiebreVomitos }).titulo).toBe('Dolor de tripa con fiebre y vómitos');
  });

  it('blood in poo or wee, painful urination, jaundice or weight loss is amarillo and points to orina', () => {
    const r = triaje({ otros_signos: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('orina');
  });

  it('pain or fever for more than 5 days is amarillo (HT amber)', () => {
    expect(nivel({ mas_5_dias: 'si' })).toBe('amarillo');
  });

  it("the child's appearance is a sign: looking very ill, unlike other illnesses, is amarillo (NICE NG143; STCC)", () => {
    expect(triaje({ muy_enfermo: 'si' }).titulo).toBe('Lo ves muy enfermo, distinto de otras veces');
  });

  it("the parent's worry alone keeps the level and offers a paediatrician now (issue 9, pattern 1)", () => {
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
    expect(triaje({ preocupado: 'si', dolor: DOLOR.continuo }).consejos).toContain(AVISO_PREOCUPADO.consejo);
  });
});

describe('dolor_abdominal: rojo', () => {
  it('testicular pain or swelling is rojo (torsion)', () => {
    // HT abdominal pain red "testicular pain (boys)".
    const r = triaje({ edad_rango: '12+ años', testiculo_ingle: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Dolor o hinchazón en un testículo o en la ingle');
    expect(r.medicacion).toEqual([]);
    expect(r.consejos.join(' ')).toMatch(/No le des de comer ni de beber/);
  });

  it('green or bloody vomit is rojo', () => {
    // HT red "green or blood-stained vomit".
    expect(nivel({ acompanantes: ACOMPANANTES.verdeSangre })).toBe('rojo');
  });

  it('very severe pain is rojo', () => {
    // HT red "severe pain despite paracetamol or ibuprofen".
    expect(nivel({ dolor: DOLOR.muyFuerte })).toBe('rojo');
  });

  it('pain moving to the lower right or worse on walking or jumping is rojo (appendicitis)', () => {
    expect(triaje({ apendicitis_movimiento: MOVIMIENTO.apendicitis }).titulo).toMatch(/posible apendicitis/);
  });

  it('constant pain with fever and vomiting is rojo; mild pain with both is amarillo', () => {
    const r = triaje({ dolor: DOLOR.continuo, acompanantes: ACOMPANANTES.fiebreVomitos });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Dolor continuo con fiebre y vómitos: posible apendicitis');
    expect(nivel({ dolor: DOLOR.leve, acompanantes: ACOMPANANTES.fiebreVomitos })).toBe('amarillo');
  });

  it('a hard tummy that cannot be touched is rojo', () => {
    expect(nivel({ tripa: TRIPA.dura })).toBe('rojo');
  });

  it('pain after a hard blow to the tummy is rojo and points to golpes_caidas', () => {
    const r = triaje({ golpe_tripa: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('the intussusception pattern in a baby is rojo', () => {
    // Paroxysms of colic with pallor and drawn-up legs; redcurrant-jelly stool (clinical-sources §b).
    const r = triaje(pequeno('6-12 meses', { invaginacion: 'si' }));
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/invaginación/);
  });

  it('pale or mottled, and not responding, are rojo', () => {
    expect(nivel({ signos_shock: 'si' })).toBe('rojo');
    expect(triaje({ no_responde: 'si' }).acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('fever in a baby under 3 months is rojo', () => {
    expect(nivel(pequeno('0-3 meses', { acompanantes: ACOMPANANTES.fiebre, peso_kg: 5 }))).toBe('rojo');
    expect(nivel(pequeno('3-6 meses', { acompanantes: ACOMPANANTES.fiebre, peso_kg: 7 }))).toBe('verde');
  });
});

describe('dolor_abdominal: wrong doors (issue 9, pattern 2)', () => {
  it('thirst and a lot of urine with tummy pain is rojo: suspected diabetic ketoacidosis (NICE NG18)', () => {
    const r = triaje({ signos_diabetes: DIABETES.sintomas });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/cetoacidosis/);
    expect(nivel({ signos_diabetes: DIABETES.cetoacidosis })).toBe('rojo');
    expect(nivel({ signos_diabetes: DIABETES.conocidaCetonas })).toBe('rojo');
  });

  it('a child with diabetes and low ketones gets the sick-day plan in the verde advice (ISPAD 2022)', () => {
    expect(triaje().consejos.join(' ')).toMatch(/plan de días de enfermedad/);
  });

  it('fast breathing for the age is amarillo (pneumonia can hurt in the tummy); severe breathing is rojo (NICE NG143)', () => {
    const r = triaje({ respiracion: RESPIRACION.deprisa });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Dolor de tripa y respira deprisa: posible neumonía');
    expect(triaje({ respiracion: RESPIRACION.grave }).acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('spots that do not blanch are rojo (NICE NG143; meningococcal sepsis or purpura)', () => {
    const r = triaje({ manchas_piel: MANCHAS.noSeBorran });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(nivel({ manchas_piel: MANCHAS.seBorran })).toBe('verde');
  });

  it('a teenage girl with tummy pain who could be pregnant is amarillo the same day (NICE NG126)', () => {
    const r = triaje({ edad_rango: '12+ años', embarazo: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toMatch(/embarazada/);
    expect(nivel({ edad_rango: '12+ años', embarazo: 'si', dolor: DOLOR.muyFuerte })).toBe('rojo');
    expect(preguntasVisibles(dolor_abdominal, respuestas()).map((p) => p.id)).not.toContain('embarazo');
  });
});

describe('dolor_abdominal: perianal abscess (round 5; NHS Abscess)', () => {
  it('is not asked here (estrenimiento and diarrea ask it), and the verde safety net names the lump beside the anus', () => {
    expect(dolor_abdominal.preguntas.map((p) => p.id)).not.toContain('bulto_ano');
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/junto al ano un bulto que le duele, está rojo o caliente, o va creciendo/);
  });
});

describe('dolor_abdominal: a swallowed battery, magnet, product or object (round 2, banderas-ingesta)', () => {
  const nino = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => respuestas(pequeno('2-5 años', { ingesta: INGESTA.no, peso_kg: 14, ...cambios }));

  it('a possible button battery or magnets is rojo even with a mild pain, with honey from 1 year (ESPGHAN 2021; Montreal Children’s)', () => {
    const r = evaluarTriaje(dolor_abdominal, nino({ ingesta: INGESTA.pilaIman }));
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Puede haberse tragado una pila de botón o imanes');
    expect(r.consejos.join(' ')).toMatch(/10 ml \(2 cucharaditas\) de miel cada 10 minutos/);
    expect(r.ver_tambien).toContain('cuerpo_extrano');
    expect(rojoSeguro(dolor_abdominal, { edad_rango: '2-5 años', no_responde: 'no', signos_shock: 'no', respiracion: RESPIRACION.normal, manchas_piel: MANCHAS.no, ingesta: INGESTA.pilaIman })).not.toBeNull();
  });

  it('a medicine, product or other object with tummy pain is rojo: the pain is already a symptom (intoxicacion; cuerpo_extrano)', () => {
    for (const ingesta of [INGESTA.producto, INGESTA.objeto]) {
      // Round 18: anything else or not sure (the follow-up's rojo answer; an object has no follow-up here).
      const r = evaluarTriaje(dolor_abdominal, nino({ ingesta, ingesta_que: INGESTA_QUE.otroConMedicamento }));
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe('Dolor de tripa después de poder tragar un medicamento, un producto o un objeto');
      expect(r.consejos.join(' ')).toMatch(/91 562 04 20/);
      expect(r.ver_tambien).toEqual(expect.arrayContaining(['intoxicacion', 'cuerpo_extrano']));
    }
    expect(evaluarTriaje(dolor_abdominal, nino()).urgencia).toBe('verde');
  });

  it('round 18: a little of a listed harmless product, from 1 year, gives no level of its own: the tummy questions decide, and their verde starts with Toxicología', () => {
    for (const edad of ['1-2 años', '2-5 años']) {
      const r = evaluarTriaje(dolor_abdominal, respuestas(pequeno(edad, { peso_kg: 12, ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.producto })));
      expect(r.urgencia).toBe('verde');
      expect(r.titulo).toBe('Ha tomado un poco de algo casi inofensivo y está bien');
      expect(r.acciones_sugeridas[0]).toMatch(/91 562 04 20/);
    }
    expect(evaluarTriaje(dolor_abdominal, nino({ ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.otroConMedicamento })).urgencia).toBe('rojo');
  });

  it('round 19: a minimally toxic medicine taken once by accident (the pill, a chewable antacid, vitamins without iron, simethicone, nappy cream), from 1 year, gives no level of its own: the tummy questions decide, and its verde starts with Toxicología', () => {
    // Ontario Poison Centre (antacids, zinc-oxide nappy cream); Missouri Poison Center (gas drops, gummy vitamins, the pill).
    const medicamento = { ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.medicamento } as const;
    for (const edad of ['1-2 años', '2-5 años']) {
      const r = evaluarTriaje(dolor_abdominal, respuestas(pequeno(edad, { peso_kg: 12, ...medicamento })));
      expect(r.urgencia).toBe('verde');
      expect(r.titulo).toBe('Ha tomado por accidente un medicamento casi inofensivo y está bien');
      expect(r.acciones_sugeridas[0]).toMatch(/91 562 04 20/);
      expect(r.medicacion).toEqual([]);
      const texto = r.consejos.join(' ');
      for (const red of [/vuelve a vomitar/, /adormilado/, /respira deprisa/, /otras pastillas/, /parte baja derecha/]) expect(texto).toMatch(red);
    }
    // The severe forms of the tummy ache keep their level.
    expect(evaluarTriaje(dolor_abdominal, nino({ ...medicamento, dolor: DOLOR.muyFuerte })).urgencia).toBe('rojo');
    expect(evaluarTriaje(dolor_abdominal, nino({ ...medicamento, tripa: TRIPA.dura })).urgencia).toBe('rojo');
    expect(evaluarTriaje(dolor_abdominal, nino({ ...medicamento, acompanantes: ACOMPANANTES.verdeSangre })).urgencia).toBe('rojo');
    expect(evaluarTriaje(dolor_abdominal, nino({ ...medicamento, dolor: DOLOR.continuo })).urgencia).toBe('amarillo');
    expect(evaluarTriaje(dolor_abdominal, nino({ ...medicamento, muy_enfermo: 'si' })).urgencia).toBe('amarillo');
    // Any other medicine or not sure stays rojo, at once.
    expect(evaluarTriaje(dolor_abdominal, nino({ ...medicamento, ingesta_que: INGESTA_QUE.otroConMedicamento })).urgencia).toBe('rojo');
    const inicio = { edad_rango: '2-5 años', no_responde: 'no', signos_shock: 'no', respiracion: RESPIRACION.normal, manchas_piel: MANCHAS.no, ingesta: INGESTA.producto } as const;
    expect(rojoSeguro(dolor_abdominal, inicio)).toBeNull();
    expect(rojoSeguro(dolor_abdominal, { ...inicio, ingesta_que: INGESTA_QUE.otroConMedicamento })?.titulo).toBe('Dolor de tripa después de poder tragar un medicamento, un producto o un objeto');
    expect(dolor_abdominal.notas).toMatch(/^Ronda 19, /m);
    expect(dolor_abdominal.fuentes.map((f) => f.url)).toContain('https://missouripoisoncenter.org/gas-drops/');
  });

  it('round 18: no harmless answer for an object (tummy pain after an object is a stuck-object sign); babies are not asked and stay rojo', () => {
    // Round 19: with the minimally toxic medicine answer, and the last answer's new text ("otro medicamento").
    expect(dolor_abdominal.preguntas.find((p) => p.id === 'ingesta_que')?.opciones).toEqual([INGESTA_QUE.producto, INGESTA_QUE.medicamento, INGESTA_QUE.otroConMedicamento]);
    expect(preguntasVisibles(dolor_abdominal, nino({ ingesta: INGESTA.objeto })).map((p) => p.id)).not.toContain('ingesta_que');
    expect(preguntasVisibles(dolor_abdominal, nino({ ingesta: INGESTA.producto })).map((p) => p.id)).toContain('ingesta_que');
    expect(evaluarTriaje(dolor_abdominal, nino({ ingesta: INGESTA.objeto })).urgencia).toBe('rojo');
    for (const edad of ['3-6 meses', '6-12 meses']) {
      const bebe = respuestas(pequeno(edad, { peso_kg: 8, ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.producto }));
      expect(preguntasVisibles(dolor_abdominal, bebe).map((p) => p.id)).not.toContain('ingesta_que');
      expect(evaluarTriaje(dolor_abdominal, bebe).urgencia).toBe('rojo');
      expect(evaluarTriaje(dolor_abdominal, { ...bebe, ingesta_que: INGESTA_QUE.medicamento }).urgencia).toBe('rojo');
    }
  });

  it('is asked from 3 months to under 6 years, before the flow’s own signs', () => {
    const ids = (edad: string) => preguntasVisibles(dolor_abdominal, respuestas({ edad_rango: edad })).map((p) => p.id);
    expect(ids('0-3 meses')).not.toContain('ingesta');
    expect(ids('3-6 meses')).toContain('ingesta');
    expect(ids('2-5 años')).toContain('ingesta');
    expect(ids('5-12 años')).not.toContain('ingesta');
    expect(ids('2-5 años').indexOf('ingesta')).toBeLessThan(ids('2-5 años').indexOf('testiculo_ingle'));
  });
});

describe('dolor_abdominal: usual harmless patterns (issue 9, pattern 3)', () => {
  it('recurrent functional pain of weeks, the usual one, in a well schoolchild is verde (Rome IV)', () => {
    const r = triaje({ dolor_recurrente: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Dolor de tripa recurrente de siempre, sin signos de alarma');
    expect(r.acciones_sugeridas[0]).toBe('Pide cita con tu pediatra (no urgente)');
    // "More than 5 days" is not asked of the usual pattern; a new pain of 5 days is still amarillo.
    expect(preguntasVisibles(dolor_abdominal, respuestas({ dolor_recurrente: 'si' })).map((p) => p.id)).not.toContain('mas_5_dias');
    expect(nivel({ dolor_recurrente: 'no', mas_5_dias: 'si' })).toBe('amarillo');
  });

  it('a change from the usual pattern escalates: constant pain, fever and vomiting, blood or weight loss', () => {
    expect(nivel({ dolor_recurrente: 'si', otros_signos: 'si' })).toBe('amarillo');
    expect(preguntasVisibles(dolor_abdominal, respuestas({ dolor: DOLOR.continuo })).map((p) => p.id)).not.toContain('dolor_recurrente');
    expect(preguntasVisibles(dolor_abdominal, respuestas({ acompanantes: ACOMPANANTES.fiebre })).map((p) => p.id)).not.toContain('dolor_recurrente');
  });

  it('the evening crying of a thriving young baby, the usual one for weeks, is verde (infant colic)', () => {
    const r = triaje(pequeno('0-3 meses', { colico_habitual: 'si', peso_kg: 5 }));
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toMatch(/Cólico del lactante/);
    expect(r.medicacion).toEqual([]);
    expect(nivel(pequeno('3-6 meses', { colico_habitual: 'no', mas_5_dias: 'si' }))).toBe('amarillo');
  });

  it('is asked only at the ages the patterns exist', () => {
    const ids = (edad: string) => preguntasVisibles(dolor_abdominal, respuestas({ edad_rango: edad })).map((p) => p.id);
    expect(ids('0-3 meses')).toContain('colico_habitual');
    expect(ids('6-12 meses')).not.toContain('colico_habitual');
    expect(ids('2-5 años')).not.toContain('dolor_recurrente');
    expect(ids('5-12 años')).toContain('dolor_recurrente');
  });
});

describe('dolor_abdominal: age gates and progression', () => {
  const ids = (edad: string) => preguntasVisibles(dolor_abdominal, respuestas({ edad_rango: edad })).map((p) => p.id);

  it('asks about intussusception only under 5 years', () => {
    expect(ids('6-12 meses')).toContain('invaginacion');
    expect(ids('2-5 años')).toContain('invaginacion');
    expect(ids('5-12 años')).not.toContain('invaginacion');
  });

  it('asks about appendicitis signs only from 1 year', () => {
    expect(ids('6-12 meses')).not.toContain('apendicitis_movimiento');
    expect(ids('1-2 años')).toContain('apendicitis_movimiento');
    expect(ids('12+ años')).toContain('apendicitis_movimiento');
  });

  it('stops early at the first certain red feature', () => {
    expect(rojoSeguro(dolor_abdominal, { edad_rango: '5-12 años', no_responde: 'no', signos_shock: 'no', testiculo_ingle: 'si' })?.urgencia).toBe('rojo');
    expect(rojoSeguro(dolor_abdominal, { edad_rango: '5-12 años', dolor: DOLOR.continuo })).toBeNull();
  });

  it('a typical path asks at most 22 questions (breathing, spots, diabetes, glandular fever and, under 6, a swallowed object were added as wrong doors; round 14: the wrong-door screen)', () => {
    // Round 18: with the swallowed-object question answered (an unanswered one would also show its follow-up).
    expect(preguntasVisibles(dolor_abdominal, respuestas({ edad_rango: '2-5 años', invaginacion: 'no', ingesta: INGESTA.no })).length).toBeLessThanOrEqual(22); // round 15: + otra_consulta
    expect(preguntasVisibles(dolor_abdominal, respuestas()).length).toBeLessThanOrEqual(21); // round 15: + otra_consulta
  });
});

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no' ? fc.constantFrom('si', 'no') : p.tipo === 'opciones' ? fc.constantFrom(...(p.opciones ?? [])) : fc.constantFrom(10, 20, 40);
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(dolor_abdominal.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('dolor_abdominal: properties', () => {
  it('adding a red feature never lowers the level', () => {
    const conAlarma = dolor_abdominal.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(dolor_abdominal, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(dolor_abdominal, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('testicular pain is rojo whatever the other answers', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        expect(evaluarTriaje(dolor_abdominal, { ...r, testiculo_ingle: 'si' }).urgencia).toBe('rojo');
      }),
      { numRuns: 500 },
    );
  });
});

describe('dolor_abdominal: shock and glandular fever (round 7; NICE NG143 red; CG84 shock; NHS Glandular fever)', () => {
  const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => preguntasVisibles(dolor_abdominal, respuestas(cambios)).map((p) => p.id);

  it('pale and sweaty, or dizzy or fainting on standing, is rojo with 112, lying down and nothing by mouth', () => {
    const r = triaje({ signos_shock: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.consejos.join(' ')).toMatch(/piernas un poco en alto/);
  });

  it('tummy pain with glandular fever in the last 2 months is rojo, with or without a knock (possible ruptured spleen)', () => {
    const r = triaje({ edad_rango: '12+ años', mononucleosis: 'si', embarazo: 'no' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/bazo/);
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(nivel({ edad_rango: '12+ años', mononucleosis: 'si', golpe_tripa: 'si', signos_shock: 'si', embarazo: 'no' })).toBe('rojo');
    expect(rojoSeguro(dolor_abdominal, { edad_rango: '12+ años', no_responde: 'no', signos_shock: 'no', respiracion: RESPIRACION.normal, manchas_piel: MANCHAS.no, testiculo_ingle: 'no', golpe_tripa: 'no', mononucleosis: 'si' })?.urgencia).toBe('rojo');
  });

  it('asks about glandular fever from 2 years only; the ordinary mild ache stays verde', () => {
    expect(ids()).toContain('mononucleosis');
    expect(ids({ edad_rango: '1-2 años' })).not.toContain('mononucleosis');
    expect(nivel()).toBe('verde');
  });
});

describe('dolor_abdominal: a recurrent pain diagnosed by the paediatrician, the usual episode (round 9; Rome IV)', () => {
  const EPISODIO: Readonly<Record<string, ValorRespuesta>> = {
    dolor: DOLOR.continuo,
    acompanantes: ACOMPANANTES.vomitos,
    dolor_diagnosticado_habitual: 'si',
  };

  it('the usual episode of a diagnosed abdominal migraine, continuous with vomiting, is verde and skips the 5-day question', () => {
    const r = evaluarTriaje(dolor_abdominal, { ...BIEN, ...EPISODIO });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Un episodio de siempre de su dolor de tripa ya diagnosticado');
    expect(preguntasVisibles(dolor_abdominal, { ...BIEN, ...EPISODIO }).map((p) => p.id)).not.toContain('mas_5_dias');
  });

  it('a different episode (answered No) stays amarillo; very severe pain, appendicitis signs, fever with vomiting, blood or looking unwell escalate as before', () => {
    expect(evaluarTriaje(dolor_abdominal, { ...BIEN, ...EPISODIO, dolor_diagnosticado_habitual: 'no' }).urgencia).toBe('amarillo');
    expect(evaluarTriaje(dolor_abdominal, { ...BIEN, ...EPISODIO, apendicitis_movimiento: MOVIMIENTO.apendicitis }).urgencia).toBe('rojo');
    expect(evaluarTriaje(dolor_abdominal, { ...BIEN, ...EPISODIO, otros_signos: 'si' }).urgencia).toBe('amarillo');
    expect(evaluarTriaje(dolor_abdominal, { ...BIEN, ...EPISODIO, muy_enfermo: 'si' }).urgencia).toBe('amarillo');
    const fuerte = { ...BIEN, ...EPISODIO, dolor: DOLOR.muyFuerte };
    expect(evaluarTriaje(dolor_abdominal, fuerte).urgencia).toBe('rojo');
    expect(preguntasVisibles(dolor_abdominal, fuerte).map((p) => p.id)).not.toContain('dolor_diagnosticado_habitual');
    const fiebre = { ...BIEN, ...EPISODIO, acompanantes: ACOMPANANTES.fiebreVomitos };
    expect(preguntasVisibles(dolor_abdominal, fiebre).map((p) => p.id)).not.toContain('dolor_diagnosticado_habitual');
    expect(evaluarTriaje(dolor_abdominal, fiebre).urgencia).toBe('rojo');
  });

  it('is not asked under 5 years', () => {
    expect(preguntasVisibles(dolor_abdominal, { ...BIEN, ...EPISODIO, edad_rango: '2-5 años' }).map((p) => p.id)).not.toContain('dolor_diagnosticado_habitual');
  });
});

describe('dolor_abdominal round 18: sore tummy muscles after exercise (Seattle Children\'s "Muscle pain") and appendicitis signs', () => {
  const AGUJETAS: Readonly<Record<string, ValorRespuesta>> = { apendicitis_movimiento: MOVIMIENTO.agujetas, orina_oscura: 'no' };

  it('sore tummy muscles the day after unusual exercise, urine normal, no fever or vomiting, walking upright, are verde at 5-12 and 12+, also when the pain is there all day', () => {
    for (const edad_rango of ['5-12 años', '12+ años']) {
      for (const dolor of [DOLOR.leve, DOLOR.continuo]) {
        const r = triaje({ ...AGUJETAS, edad_rango, dolor, embarazo: 'no' });
        expect(r.urgencia, `${edad_rango} ${dolor}`).toBe('verde');
        expect(r.titulo).toBe('Agujetas en los músculos de la tripa después del ejercicio');
        expect(r.consejos.join(' ')).toMatch(/coca-cola/);
        expect(r.consejos.join(' ')).toMatch(/parte baja derecha/);
      }
    }
  });

  it('the appendicitis answer (pain shifted to the lower right, worse on walking, jumping or coughing, walking bent over) stays rojo at every age it is asked', () => {
    for (const edad_rango of ['1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      const r = triaje({ edad_rango, invaginacion: 'no', apendicitis_movimiento: MOVIMIENTO.apendicitis });
      expect(r.urgencia, edad_rango).toBe('rojo');
      expect(r.titulo).toMatch(/posible apendicitis/);
    }
    expect(MOVIMIENTO.apendicitis).toMatch(/parte baja derecha/);
    expect(MOVIMIENTO.apendicitis).toMatch(/andar, saltar, toser/);
    expect(MOVIMIENTO.agujetas).toMatch(/anda derecho/);
    expect(MOVIMIENTO.agujetas).toMatch(/no se ha ido a la parte baja derecha/);
    const q = dolor_abdominal.preguntas.find((p) => p.id === 'apendicitis_movimiento');
    expect(q?.opciones).toEqual([MOVIMIENTO.no, MOVIMIENTO.agujetas, MOVIMIENTO.apendicitis]);
    expect(q?.alarma).toEqual([MOVIMIENTO.apendicitis]);
  });

  it('dark or cola urine, little urine, very swollen or weak muscles after exercise is rojo (rhabdomyolysis), asked only after the muscle answer', () => {
    const r = triaje({ ...AGUJETAS, orina_oscura: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/rabdomiólisis/);
    expect(preguntasVisibles(dolor_abdominal, respuestas(AGUJETAS)).map((p) => p.id)).toContain('orina_oscura');
    expect(preguntasVisibles(dolor_abdominal, respuestas()).map((p) => p.id)).not.toContain('orina_oscura');
  });

  it('with the muscle answer, fever or vomiting, a hard tummy, very severe pain or more than 5 days still decide', () => {
    expect(nivel({ ...AGUJETAS, dolor: DOLOR.continuo, acompanantes: ACOMPANANTES.fiebre })).toBe('amarillo');
    expect(nivel({ ...AGUJETAS, dolor: DOLOR.continuo, acompanantes: ACOMPANANTES.fiebreVomitos })).toBe('rojo');
    expect(nivel({ ...AGUJETAS, tripa: TRIPA.dura })).toBe('rojo');
    expect(nivel({ ...AGUJETAS, dolor: DOLOR.muyFuerte })).toBe('rojo');
    expect(nivel({ ...AGUJETAS, mas_5_dias: 'si' })).toBe('amarillo');
    expect(nivel({ ...AGUJETAS, acompanantes: ACOMPANANTES.vomitos })).toBe('verde');
    expect(triaje({ ...AGUJETAS, acompanantes: ACOMPANANTES.vomitos }).titulo).not.toMatch(/Agujetas/);
  });

  it('a continuous pain is amarillo where the diagnosed-pain question is not asked (under 5; with fever) — round 18 fix', () => {
    expect(nivel({ edad_rango: '2-5 años', invaginacion: 'no', dolor: DOLOR.continuo })).toBe('amarillo');
    expect(nivel({ edad_rango: '1-2 años', invaginacion: 'no', dolor: DOLOR.continuo })).toBe('amarillo');
    expect(nivel({ edad_rango: '6-12 meses', invaginacion: 'no', dolor: DOLOR.continuo })).toBe('amarillo');
    expect(nivel({ dolor: DOLOR.continuo, acompanantes: ACOMPANANTES.fiebre })).toBe('amarillo');
    expect(triaje({ dolor: DOLOR.continuo }).titulo).toBe('Dolor de tripa continuo');
  });
});

describe('dolor_abdominal round 18: pelvic inflammatory disease in adolescent girls (NICE CKS PID; BASHH 2019)', () => {
  const CHICA: Readonly<Record<string, ValorRespuesta>> = { edad_rango: '12+ años', embarazo: 'no', peso_kg: 50 };

  it('lower tummy pain with an abnormal discharge, pain during sex or fever after possible sex is amarillo today, asked only from 12', () => {
    const r = triaje({ ...CHICA, infeccion_pelvica: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toMatch(/infección pélvica/);
    expect(r.consejos.join(' ')).toMatch(/prueba de embarazo/);
    expect(nivel({ ...CHICA, infeccion_pelvica: 'si', acompanantes: ACOMPANANTES.fiebre })).toBe('amarillo');
    expect(nivel({ ...CHICA, infeccion_pelvica: 'no' })).toBe('verde');
    expect(preguntasVisibles(dolor_abdominal, respuestas(CHICA)).map((p) => p.id)).toContain('infeccion_pelvica');
    expect(preguntasVisibles(dolor_abdominal, respuestas()).map((p) => p.id)).not.toContain('infeccion_pelvica');
    const q = dolor_abdominal.preguntas.find((p) => p.id === 'infeccion_pelvica');
    expect(q?.texto).toMatch(/flujo/);
    expect(q?.texto).toMatch(/relaciones sexuales/);
  });

  it('a possible pregnancy stays as before (ectopic: amarillo, rojo with very severe pain), and red signs still win', () => {
    expect(nivel({ ...CHICA, embarazo: 'si', infeccion_pelvica: 'si' })).toBe('amarillo');
    expect(triaje({ ...CHICA, embarazo: 'si', infeccion_pelvica: 'si' }).titulo).toMatch(/embarazada/);
    expect(nivel({ ...CHICA, embarazo: 'si', dolor: DOLOR.muyFuerte })).toBe('rojo');
    expect(nivel({ ...CHICA, infeccion_pelvica: 'si', dolor: DOLOR.muyFuerte })).toBe('rojo');
    expect(nivel({ ...CHICA, infeccion_pelvica: 'si', tripa: TRIPA.dura })).toBe('rojo');
  });
});
