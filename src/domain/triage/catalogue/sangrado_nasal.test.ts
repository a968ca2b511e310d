import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { AVISO_PREOCUPADO, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, EDADES_MENOR_2_ANOS, MANCHAS, SIEMPRE } from './comunes.ts';
import { A_MENUDO, COAGULACION, GOLPE, MINUTOS_SANGRADO_ROJO, MOCO, QUE_SANGRA, RESPIRA, sangrado_nasal } from './sangrado_nasal.ts';

comprobacionesDeFlujo(sangrado_nasal);

/** A 6-year-old whose nosebleed stopped after 5 minutes of pressure. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '5-12 años',
  palido_mareado: 'no',
  respira_atraganta: 'no',
  coagulacion_habitual: COAGULACION.no,
  sangrado_abundante: 'no',
  golpe: GOLPE.no,
  sangra_ahora: 'no',
  minutos_sangrado: 5,
  manchas_piel: MANCHAS.no,
  a_menudo: A_MENUDO.no,
  otros_sangrados: 'no',
  palidez_cansancio: 'no',
  moco_objeto: MOCO.no,
  muy_enfermo: 'no',
  preocupado: 'no',
};

const flujo = sangrado_nasal;
const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(flujo, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;

describe('sangrado_nasal: structure', () => {
  it('is in the respiratory category, asks the age first and never the weight', () => {
    expect(flujo.categoria).toBe('respiratorio');
    expect(flujo.preguntas[0]?.id).toBe('edad_rango');
    expect(flujo.preguntas.map((p) => p.id)).not.toContain('peso_kg');
    expect(flujo.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(flujo.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('never suggests a medicine (ibuprofen can worsen bleeding) and advises against ibuprofen and aspirin', () => {
    for (const regla of flujo.reglas) expect(regla.medicacion ?? []).toEqual([]);
    expect(triaje().consejos.join(' ')).toMatch(/ibuprofeno y la aspirina/);
  });

  it('the minutes question avoids the words that trigger age or weight validation (SPEC §5)', () => {
    const p = flujo.preguntas.find((q) => q.id === 'minutos_sangrado');
    expect(p?.tipo).toBe('numero');
    expect(p?.texto).not.toMatch(/\b(edad|mes|meses|peso|pesa|kg|kilos?)\b/i);
  });


  it('names its sources and explains the 20-minute reading', () => {
    expect(flujo.fuentes.length).toBeGreaterThanOrEqual(4);
    expect(flujo.notas).toMatch(/20 minutos exactos/);
    expect(flujo.notas).toMatch(/Puertas equivocadas/);
    expect(flujo.revisado).toBe('2026-11-28');
    expect(flujo.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(flujo.sinonimos.length).toBeLessThanOrEqual(20);
  });

  it('a well child answers at most 16 questions (round 14: the wrong-door screen)', () => {
    expect(preguntasVisibles(flujo, respuestas()).length).toBeLessThanOrEqual(16); // round 15: + otra_consulta; round 18: + palidez_cansancio
  });
});

describe('sangrado_nasal: the 20-minute threshold (SPEC §9; Belfast > 20 min despite first aid)', () => {
  it('still bleeding: 19 minutes is verde (keep pressing), 20 and 21 minutes are rojo', () => {
    const r19 = triaje({ sangra_ahora: 'si', minutos_sangrado: 19 });
    expect(r19.urgencia).toBe('verde');
    expect(r19.titulo).toBe('Sigue sangrando: sigue apretando la nariz');
    expect(r19.consejos.join(' ')).toMatch(/20 minutos/);
    expect(nivel({ sangra_ahora: 'si', minutos_sangrado: 19.9 })).toBe('verde');
    expect(nivel({ sangra_ahora: 'si', minutos_sangrado: MINUTOS_SANGRADO_ROJO })).toBe('rojo');
    const r21 = triaje({ sangra_ahora: 'si', minutos_sangrado: 21 });
    expect(r21.urgencia).toBe('rojo');
    expect(r21.titulo).toBe('Sangrado de 20 minutos o más a pesar de apretar');
  });

  it('already stopped: 19 minutes is verde, 20 minutes or more is rojo too (see notas)', () => {
    expect(nivel({ minutos_sangrado: 19 })).toBe('verde');
    expect(nivel({ minutos_sangrado: 20 })).toBe('rojo');
    expect(nivel({ minutos_sangrado: 35 })).toBe('rojo');
  });

  it('stops early as soon as 20 minutes are reported', () => {
    const despues = new Set(['manchas_piel', 'a_menudo', 'otros_sangrados', 'palidez_cansancio', 'moco_objeto', 'muy_enfermo', 'preocupado']);
    const hasta = Object.fromEntries(Object.entries({ ...BIEN, minutos_sangrado: 20 }).filter(([id]) => !despues.has(id)));
    expect(rojoSeguro(flujo, hasta)?.titulo).toBe('Sangrado de 20 minutos o más a pesar de apretar');
  });
});

describe('sangrado_nasal: age gate (HT red "under 2 years")', () => {
  it('a real nosebleed at every age under 2 years is rojo, and the flow stops right after saying so', () => {
    for (const edad of EDADES_MENOR_2_ANOS) {
      expect(nivel({ edad_rango: edad, que_sangra: QUE_SANGRA.nariz })).toBe('rojo');
      expect(rojoSeguro(flujo, { edad_rango: edad, que_sangra: QUE_SANGRA.nariz })?.titulo).toBe('Sangrado por la nariz en menor de 2 años');
      expect(rojoSeguro(flujo, { edad_rango: edad })).toBeNull();
    }
  });

  it('asks what is bleeding only under 2 years', () => {
    const ids = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);
    expect(ids({ edad_rango: '1-2 años' })).toContain('que_sangra');
    expect(ids({})).not.toContain('que_sangra');
  });

  it('from 2 years the same short bleed is verde', () => {
    expect(nivel({ edad_rango: '2-5 años' })).toBe('verde');
  });
});

describe('sangrado_nasal: rojo (HT / Belfast red; Schmitt 911)', () => {
  it('pale and sweaty, unable to stand, or fainted is rojo with "Llama al 112" (Schmitt: fainted or too weak to stand → 911)', () => {
    const r = triaje({ palido_mareado: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('a passing dizziness at the sight of blood is not asked as a red sign (issue 9 pattern 5)', () => {
    const pregunta = flujo.preguntas.find((p) => p.id === 'palido_mareado');
    expect(pregunta?.texto).toMatch(/no se tiene en pie/);
    expect(pregunta?.ayuda).toMatch(/mareo pasajero al ver la sangre/);
  });

  it('round 18: breathing difficulty or choking on blood now is rojo at every age and minute; still bleeding from both sides is rojo', () => {
    for (const edad_rango of ['2-5 años', '5-12 años', '12+ años']) {
      for (const minutos_sangrado of [2, 12]) {
        for (const respira_cual of [RESPIRA.ahora, RESPIRA.sigueDosLados]) {
          const r = triaje({ edad_rango, minutos_sangrado, respira_atraganta: 'si', respira_cual, sangra_ahora: 'si' });
          expect(r.urgencia, `${edad_rango} ${minutos_sangrado} ${respira_cual}`).toBe('rojo');
          expect(r.titulo).toBe('Le cuesta respirar, se atraganta con la sangre o sigue sangrando por los dos lados');
        }
      }
    }
    expect(nivel({ respira_atraganta: 'si', respira_cual: RESPIRA.ahora, sangra_ahora: 'no' })).toBe('rojo');
    expect(rojoSeguro(flujo, { edad_rango: '5-12 años', palido_mareado: 'no', respira_atraganta: 'si', respira_cual: RESPIRA.ahora })?.urgencia).toBe('rojo');
  });

  it('round 18: a bleed from both sides that has stopped, in a child who breathes well, is amarillo (a doctor today)', () => {
    for (const minutos_sangrado of [3, 12, 19]) {
      const r = triaje({ respira_atraganta: 'si', respira_cual: RESPIRA.paradoDosLados, minutos_sangrado });
      expect(r.urgencia, String(minutos_sangrado)).toBe('amarillo');
      expect(r.titulo).toBe('Sangrado por los dos lados de la nariz que ya ha parado');
    }
    // 20 minutes or more stays rojo (SPEC §9), as do the other red signs.
    expect(nivel({ respira_atraganta: 'si', respira_cual: RESPIRA.paradoDosLados, minutos_sangrado: 20 })).toBe('rojo');
    expect(nivel({ respira_atraganta: 'si', respira_cual: RESPIRA.paradoDosLados, coagulacion_habitual: COAGULACION.tratamiento, sangrado_abundante: 'si' })).toBe('rojo');
    expect(nivel({ respira_atraganta: 'si', respira_cual: RESPIRA.paradoDosLados, palido_mareado: 'si' })).toBe('rojo');
  });

  it('round 18: asks what the yes was only after a yes to respira_atraganta', () => {
    const ids = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);
    expect(ids({ respira_atraganta: 'si' })).toContain('respira_cual');
    expect(ids({})).not.toContain('respira_cual');
  });

  it('a bleeding disorder or blood thinners with a nosebleed still bleeding, or heavy, is rojo (NHS; HT)', () => {
    expect(nivel({ coagulacion_habitual: COAGULACION.tratamiento, sangra_ahora: 'si', minutos_sangrado: 3 })).toBe('rojo');
    expect(nivel({ coagulacion_habitual: COAGULACION.tratamiento, sangra_ahora: 'si', minutos_sangrado: 12 })).toBe('rojo');
    expect(nivel({ coagulacion_habitual: COAGULACION.tratamiento, minutos_sangrado: 5, sangrado_abundante: 'si' })).toBe('rojo');
    expect(nivel({ coagulacion_habitual: COAGULACION.tratamiento, minutos_sangrado: 20 })).toBe('rojo');
    expect(rojoSeguro(flujo, { edad_rango: '5-12 años', palido_mareado: 'no', respira_atraganta: 'no', coagulacion_habitual: COAGULACION.tratamiento, golpe: GOLPE.no, sangra_ahora: 'si' })?.urgencia).toBe('rojo');
  });

  it('a bleeding disorder or blood thinners with a nosebleed that stopped in under 20 minutes and was not heavy is amarillo: check clotting today (round 10; round 18 up to 19 minutes)', () => {
    for (const minutos_sangrado of [3, 9, 10, 15, 19]) {
      const r = triaje({ coagulacion_habitual: COAGULACION.tratamiento, minutos_sangrado });
      expect(r.urgencia, String(minutos_sangrado)).toBe('amarillo');
      expect(r.consejos.join(' ')).toMatch(/INR/);
    }
    expect(nivel({ coagulacion_habitual: COAGULACION.tratamiento, minutos_sangrado: 9, palido_mareado: 'si' })).toBe('rojo');
  });

  it('asks whether it was heavy only with a clotting problem and once it has stopped', () => {
    const ids = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);
    expect(ids({ coagulacion_habitual: COAGULACION.tratamiento })).toContain('sangrado_abundante');
    expect(ids({ coagulacion_habitual: COAGULACION.tratamiento, sangra_ahora: 'si' })).not.toContain('sangrado_abundante');
    expect(ids({})).not.toContain('sangrado_abundante');
  });

  it('a deformed nose or clear fluid after a blow is rojo and points to golpes_caidas', () => {
    const r = triaje({ golpe: GOLPE.cara, nariz_torcida: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('golpes_caidas');
  });
});

describe('sangrado_nasal: amarillo (HT amber)', () => {
  it('a nosebleed after a head injury is amarillo and points to golpes_caidas', () => {
    const r = triaje({ golpe: GOLPE.cabeza, nariz_torcida: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('golpes_caidas');
    expect(r.consejos.join(' ')).toMatch(/vomita/);
  });

  it('unexplained bruises, bleeding gums or a family bleeding disorder is amarillo (HT amber)', () => {
    expect(nivel({ otros_sangrados: 'si' })).toBe('amarillo');
    expect(nivel({ otros_sangrados: 'si', a_menudo: A_MENUDO.comoSiempre })).toBe('amarillo');
  });

  it('recurrent nosebleeds that have become more frequent (most days lately) or heavier are amarillo (the changed pattern escalates)', () => {
    const r = triaje({ a_menudo: A_MENUDO.mas });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Sangrados de nariz cada vez más frecuentes o más fuertes');
    expect(A_MENUDO.mas).toMatch(/casi todos los días/);
    expect(A_MENUDO.comoSiempre).toMatch(/meses o años/);
  });

  it('round 18 (NICE NG12; NICE CKS Anaemia): a nosebleed in a child pale, very tired or breathless on effort for days or weeks is amarillo', () => {
    for (const a_menudo of [A_MENUDO.no, A_MENUDO.comoSiempre]) {
      const r = triaje({ palidez_cansancio: 'si', a_menudo });
      expect(r.urgencia, a_menudo).toBe('amarillo');
      expect(r.titulo).toBe('Sangrado de nariz con palidez, cansancio o ahogo al hacer esfuerzos');
    }
    expect(nivel({ palidez_cansancio: 'no', a_menudo: A_MENUDO.comoSiempre })).toBe('verde');
    expect(nivel({ palidez_cansancio: 'si', manchas_piel: MANCHAS.noSeBorran })).toBe('rojo');
  });

  it('one-sided or smelly discharge, or a possible object in the nose, is amarillo and points to cuerpo_extrano', () => {
    // HT amber: "discharge from the nose as well as bleeding – may be something stuck".
    const r = triaje({ moco_objeto: MOCO.unLado });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Sangrado con moco por un solo lado o posible objeto metido');
    expect(r.ver_tambien).toContain('cuerpo_extrano');
  });

  it('a child who looks very ill, different from other illnesses, is amarillo', () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
  });

  it("the parent's worry alone keeps verde and adds the paediatrician-now advice (issue 9, pattern 1)", () => {
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
  });

  it('a nosebleed with non-blanching spots is rojo (NICE NG12 unexplained petechiae; HT red); blanching spots do not raise it', () => {
    const r = triaje({ manchas_piel: MANCHAS.noSeBorran });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(nivel({ manchas_piel: MANCHAS.seBorran })).toBe('verde');
  });
});

describe('sangrado_nasal: a cold, mild versus the discharge of something stuck (issue 9 pattern 5; Schmitt Nosebleed causes; HT amber)', () => {
  it('a short nosebleed during a cold, with mucus from both sides, is verde', () => {
    const r = triaje({ moco_objeto: MOCO.catarro });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Sangrado por la nariz que ya ha parado');
  });

  it('under 2 years, streaks of blood in the mucus of a cold are not a nosebleed: verde with nose care and a link to mocos_congestion', () => {
    const r = triaje({ edad_rango: '6-12 meses', que_sangra: QUE_SANGRA.mocos, moco_objeto: MOCO.catarro });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Mocos con hilitos de sangre durante un catarro');
    expect(r.ver_tambien).toContain('mocos_congestion');
    expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
  });

  it('under 2 years, streaks without a cold to explain them are amarillo; one-sided discharge is amarillo', () => {
    expect(triaje({ edad_rango: '1-2 años', que_sangra: QUE_SANGRA.mocos, moco_objeto: MOCO.no }).titulo).toBe(
      'Hilitos de sangre por la nariz en menor de 2 años, sin catarro',
    );
    expect(nivel({ edad_rango: '1-2 años', que_sangra: QUE_SANGRA.mocos, moco_objeto: MOCO.unLado })).toBe('amarillo');
  });

  it('streaks with a red feature keep its level', () => {
    const base = { edad_rango: '0-3 meses', que_sangra: QUE_SANGRA.mocos, moco_objeto: MOCO.catarro } as const;
    expect(nivel({ ...base, manchas_piel: MANCHAS.noSeBorran })).toBe('rojo');
    expect(nivel({ ...base, coagulacion_habitual: COAGULACION.tratamiento })).toBe('rojo');
    expect(nivel({ ...base, otros_sangrados: 'si' })).toBe('amarillo');
  });

  it('streaks in the mucus skip the bleeding-time questions', () => {
    const ids = preguntasVisibles(flujo, respuestas({ edad_rango: '1-2 años', que_sangra: QUE_SANGRA.mocos })).map((p) => p.id);
    expect(ids).not.toContain('sangra_ahora');
    expect(ids).not.toContain('minutos_sangrado');
    expect(ids).not.toContain('a_menudo');
    expect(ids).toContain('moco_objeto');
  });
});

describe('sangrado_nasal: a button battery or magnet in the nose (wrong door of cuerpo_extrano; Perth Children\'s Hospital)', () => {
  it('is asked only with one-sided discharge or a suspected object, and is rojo with a link to cuerpo_extrano', () => {
    const ids = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);
    expect(ids({ moco_objeto: MOCO.unLado })).toContain('pila_nariz');
    expect(ids({ moco_objeto: MOCO.catarro })).not.toContain('pila_nariz');
    const r = triaje({ moco_objeto: MOCO.unLado, pila_nariz: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Puede tener una pila de botón o un imán en la nariz');
    expect(r.ver_tambien).toContain('cuerpo_extrano');
    expect(nivel({ moco_objeto: MOCO.unLado, pila_nariz: 'no' })).toBe('amarillo');
  });
});

describe('sangrado_nasal: verde (HT green: first aid at home)', () => {
  it('a short bleed that has stopped is verde with first-aid and prevention advice', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Sangrado por la nariz que ya ha parado');
    expect(r.consejos.join(' ')).toMatch(/no se suene/);
  });

  it('the usual recurrent nosebleeds of a well child, stopped in under 20 minutes, are verde with a non-urgent visit (pattern 3; Cornwall NHS, BMJ Clin Evid)', () => {
    const r = triaje({ a_menudo: A_MENUDO.comoSiempre });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Sangrados de nariz repetidos, como otras veces, que ya han parado');
    expect(r.acciones_sugeridas).toContain('Pide cita con tu pediatra (no urgente)');
    expect(r.consejos.join(' ')).toMatch(/vaselina/);
    // The same usual pattern with a long bleed is still rojo.
    expect(nivel({ a_menudo: A_MENUDO.comoSiempre, minutos_sangrado: 20 })).toBe('rojo');
  });

  it('a stopped bleed after a blow to the face without deformity is verde with a link to golpes_caidas', () => {
    const r = triaje({ golpe: GOLPE.cara, nariz_torcida: 'no' });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('asks about a deformed nose only after a blow', () => {
    const ids = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);
    expect(ids({})).not.toContain('nariz_torcida');
    expect(ids({ golpe: GOLPE.cara })).toContain('nariz_torcida');
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
        : fc.constantFrom(0, 5, 15, 19, 19.9, 20, 21, 40);
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(flujo.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('sangrado_nasal: properties', () => {
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

  it('20 minutes or more, or a real nosebleed under 2 years, is always rojo', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(20, 21, 45), (r, minutos) => {
        expect(evaluarTriaje(flujo, { ...r, que_sangra: QUE_SANGRA.nariz, minutos_sangrado: minutos }).urgencia).toBe('rojo');
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDADES_MENOR_2_ANOS), (r, edad) => {
        expect(evaluarTriaje(flujo, { ...r, edad_rango: edad, que_sangra: QUE_SANGRA.nariz }).urgencia).toBe('rojo');
      }),
      { numRuns: 500 },
    );
  });
});

describe('sangrado_nasal: round 19, ongoing treatment versus a medicine swallowed by accident (NICE CKS Epistaxis; NHS Nosebleed; SEUP)', () => {
  const ids = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);

  it('asks about a bleeding disorder or daily treatment, with the accidental swallow apart and occasional painkillers left out', () => {
    const pregunta = flujo.preguntas.find((p) => p.id === 'coagulacion_habitual');
    expect(pregunta?.tipo).toBe('opciones');
    expect(pregunta?.texto).toMatch(/a diario/);
    expect(pregunta?.opciones).toEqual([COAGULACION.no, COAGULACION.tratamiento, COAGULACION.accidental]);
    expect(pregunta?.ayuda).toMatch(/ibuprofeno o paracetamol .*no cuenta/);
    expect(flujo.preguntas.some((p) => p.id === 'coagulacion')).toBe(false);
  });

  it('a child on no such treatment whose nosebleed stopped with pressure in under 20 minutes stays verde', () => {
    for (const minutos_sangrado of [5, 10, 15, 19]) {
      const r = triaje({ coagulacion_habitual: COAGULACION.no, minutos_sangrado });
      expect(r.urgencia, String(minutos_sangrado)).toBe('verde');
      expect(r.titulo).toBe('Sangrado por la nariz que ya ha parado');
    }
    expect(nivel({ coagulacion_habitual: COAGULACION.no, minutos_sangrado: 20 })).toBe('rojo');
  });

  it('a bleeding disorder or real ongoing treatment keeps its levels: stopped and light amarillo, still bleeding or heavy rojo', () => {
    expect(nivel({ coagulacion_habitual: COAGULACION.tratamiento, minutos_sangrado: 10 })).toBe('amarillo');
    expect(nivel({ coagulacion_habitual: COAGULACION.tratamiento, sangra_ahora: 'si', minutos_sangrado: 5 })).toBe('rojo');
    expect(nivel({ coagulacion_habitual: COAGULACION.tratamiento, minutos_sangrado: 5, sangrado_abundante: 'si' })).toBe('rojo');
  });

  it('a medicine swallowed by accident is a poisoning: stopped and light amarillo with the poison information service first; still bleeding or heavy rojo', () => {
    const r = triaje({ coagulacion_habitual: COAGULACION.accidental, minutos_sangrado: 8 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Sangrado de nariz ya parado después de tragarse por accidente una medicina que hace sangrar');
    expect(r.acciones_sugeridas[0]).toMatch(/Servicio de Información Toxicológica: 91 562 04 20/);
    expect(r.ver_tambien).toContain('intoxicacion');
    expect(r.consejos).toContain(CONSEJO_AMARILLO);
    expect(r.consejos.join(' ')).not.toMatch(/hematólogo/);
    const sigue = triaje({ coagulacion_habitual: COAGULACION.accidental, sangra_ahora: 'si', minutos_sangrado: 5 });
    expect(sigue.urgencia).toBe('rojo');
    expect(sigue.ver_tambien).toContain('intoxicacion');
    expect(sigue.consejos).toContain(CONSEJO_ROJO_CAMINO);
    expect(nivel({ coagulacion_habitual: COAGULACION.accidental, minutos_sangrado: 5, sangrado_abundante: 'si' })).toBe('rojo');
    expect(nivel({ coagulacion_habitual: COAGULACION.accidental, minutos_sangrado: 25 })).toBe('rojo');
    expect(nivel({ coagulacion_habitual: COAGULACION.accidental, minutos_sangrado: 5, palido_mareado: 'si' })).toBe('rojo');
    expect(ids({ coagulacion_habitual: COAGULACION.accidental })).toContain('sangrado_abundante');
    expect(ids({ coagulacion_habitual: COAGULACION.no })).not.toContain('sangrado_abundante');
  });

  it('the notes explain round 19', () => {
    expect(flujo.notas).toMatch(/^Ronda 19, tratamiento habitual frente a una medicina tragada por accidente/m);
    expect(flujo.revisado).toBe('2026-11-28');
  });
});
