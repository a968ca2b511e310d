import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { esReglaConsulta } from './cribado-otras-puertas.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Flujo, Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { ACCIONES_URGENCIAS, AVISO_PREOCUPADO, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, MANCHAS, SIEMPRE } from './comunes.ts';
import { ESCAYOLA_ALARMA, TITULO_ESCAYOLA } from './banderas-escayola.ts';
import { DEBILIDAD } from './banderas-debilidad.ts';
import { ACTIVIDAD, APOYO, dolor_articular, EVOLUCION } from './dolor_articular.ts';

comprobacionesDeFlujo(dolor_articular);

/** A well 4-year-old limping since yesterday after a cold, walking, no fever: every answer on the green side. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '2-5 años',
  no_responde: 'no',
  manchas_piel: MANCHAS.no,
  golpe: 'no',
  deformidad: 'no',
  lleva_escayola: 'no',
  escayola_alarma: 'no',
  testiculo_torsion: 'no',
  apofisitis_conocida: 'no',
  fiebre: 'no',
  articulacion_caliente: 'no',
  debilidad_progresiva: DEBILIDAD.no,
  apoyo: APOYO.cojea,
  agujetas: 'no',
  orina_oscura: 'no',
  alarma_grave: 'no',
  crecimiento: 'no',
  menor_3: 'no',
  evolucion2: EVOLUCION.reciente,
  dolor_carga_alarma: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 16,
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(dolor_articular, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const meds = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).medicacion.map((m) => m.med);
const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) =>
  preguntasVisibles(dolor_articular, respuestas(cambios)).map((p) => p.id);

describe('dolor_articular: structure (CLINICAL.md "Shape of a flow")', () => {
  it('asks the age first, the global red features next and the weight last', () => {
    const orden = dolor_articular.preguntas.map((p) => p.id);
    expect(orden[0]).toBe('edad_rango');
    expect(orden.slice(1, 3)).toEqual(['no_responde', 'manchas_piel']);
    expect(orden.at(-1)).toBe('peso_kg');
    expect(orden.slice(-3, -1)).toEqual(['muy_enfermo', 'preocupado']);
  });

  it('belongs to the category of SPEC §2 and ends with an always-true verde catch-all', () => {
    expect(dolor_articular.categoria).toBe('fiebre_malestar');
    expect(dolor_articular.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(dolor_articular.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('every result closes with its level\'s advice; rojo never suggests medicines; never Teleconsulta', () => {
    for (const regla of dolor_articular.reglas) {
      expect(regla.acciones_sugeridas.join(' ')).not.toMatch(/Teleconsulta/i);
      if (regla.urgencia === 'rojo') {
        expect(regla.consejos).toContain(CONSEJO_ROJO_CAMINO);
        expect(regla.medicacion ?? []).toEqual([]);
      }
      if (regla.urgencia === 'amarillo') {
        expect(regla.consejos).toContain(CONSEJO_AMARILLO);
        // Round 15: the same-day screen's results send to a doctor today for another door's finding, without a dose.
        if (!esReglaConsulta(regla)) expect((regla.medicacion ?? []).map((m) => m.med)).toEqual(['paracetamol']);
      }
      if (regla.urgencia === 'verde') expect(regla.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    }
  });

  it('uses the spec\'s per-kg texts for paracetamol and ibuprofen', () => {
    const textos = new Set(dolor_articular.reglas.flatMap((r) => r.medicacion ?? []).map((m) => `${m.med}: ${m.dosis_por_kg}`));
    expect(textos).toEqual(
      new Set([
        'paracetamol: 15 mg/kg cada 6-8 horas (máximo 60 mg/kg/día)',
        'ibuprofeno: 10 mg/kg cada 6-8 horas (máximo 30 mg/kg/día)',
      ]),
    );
  });

  it('has 8-20 lower-case synonyms, sources and notas on the 48-hour reading', () => {
    expect(dolor_articular.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(dolor_articular.sinonimos.length).toBeLessThanOrEqual(20);
    for (const s of dolor_articular.sinonimos) expect(s).toBe(s.toLowerCase());
    expect(dolor_articular.fuentes.length).toBeGreaterThanOrEqual(3);
    expect(dolor_articular.notas).toMatch(/48 horas/);
    expect(dolor_articular.notas).toMatch(/^Puertas equivocadas:/m);
    expect(dolor_articular.revisado).toBe('2026-11-28');
  });
});

describe('dolor_articular: rojo (HT limp red; Queensland "septic arthritis is an orthopaedic emergency")', () => {
  it('round 8: fever with a hot swollen joint in a child who looks well and bears weight is amarillo today (NICE CKS acute childhood limp)', () => {
    const r = triaje({ fiebre: 'si', articulacion_caliente: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Articulación hinchada o caliente con fiebre, en un niño que está bien y apoya');
    expect(r.ver_tambien).toContain('fiebre');
    expect(nivel({ fiebre: 'si', articulacion_caliente: 'si', apoyo: APOYO.cojea })).toBe('amarillo');
  });

  it('round 8: the same is rojo when very ill or under 1 year, and fever without bearing weight is rojo at any age', () => {
    const r = triaje({ fiebre: 'si', articulacion_caliente: 'si', muy_enfermo: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Posible infección de una articulación o de un hueso, sin poder apoyar, en un bebé o con mal aspecto');
    expect(r.ver_tambien).toContain('fiebre');
    expect(r.medicacion).toEqual([]);
    expect(nivel({ edad_rango: '6-12 meses', fiebre: 'si', articulacion_caliente: 'si' })).toBe('rojo');
    expect(nivel({ edad_rango: '12+ años', fiebre: 'si', apoyo: APOYO.noApoya })).toBe('rojo');
  });

  it('fever with not bearing weight is rojo', () => {
    expect(nivel({ fiebre: 'si', apoyo: APOYO.noApoya })).toBe('rojo');
  });

  it('a deformed bone, bone through the skin or a cold, pale hand or foot after an injury is rojo', () => {
    // HT limp red "you think your child has broken a bone".
    const r = triaje({ golpe: 'si', deformidad: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('golpes_caidas');
    expect(r.consejos.join(' ')).toMatch(/No intentes enderezar/);
  });

  it('spots that do not fade under a glass are rojo (NICE NG143; HT)', () => {
    expect(nivel({ manchas_piel: MANCHAS.noSeBorran })).toBe('rojo');
  });

  it('a child very hard to wake or not responding is rojo', () => {
    expect(nivel({ no_responde: 'si' })).toBe('rojo');
  });

  it('fever under 3 months is rojo (NICE NG143)', () => {
    expect(nivel({ edad_rango: '0-3 meses', fiebre: 'si', apoyo: APOYO.normal })).toBe('rojo');
  });
});

describe('dolor_articular: amarillo (HT limp amber; NICE NG143 amber; Cornwall same-day features)', () => {
  it('not bearing weight at all is amarillo (HT amber; NICE amber "non-weight bearing")', () => {
    expect(triaje({ apoyo: APOYO.noApoya }).titulo).toBe('No puede apoyar la pierna o no mueve el brazo');
  });

  it('not bearing weight after an injury is amarillo and points to golpes_caidas', () => {
    const r = triaje({ golpe: 'si', apoyo: APOYO.noApoya });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('a swollen, red or hot joint, or severe pain on gentle movement, without fever is amarillo (HT amber; Cornwall)', () => {
    expect(triaje({ articulacion_caliente: 'si' }).titulo).toBe('Articulación hinchada, caliente o muy dolorosa al moverla');
  });

  it('fever with a limp but no joint signs is amarillo and points to fiebre (HT amber "fever above 38 °C")', () => {
    const r = triaje({ fiebre: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Dolor o cojera con fiebre');
    expect(r.ver_tambien).toContain('fiebre');
  });

  it('night pain in one place, weight loss, bruising, tiredness or a bony lump is amarillo (Cornwall; NHSGGC neoplasm flags)', () => {
    expect(triaje({ alarma_grave: 'si', apoyo: APOYO.normal }).titulo).toBe('Dolor con signos que hay que estudiar');
  });

  it('no better after 48 hours is amarillo; slowly improving is verde (HT "no better after 48 hours")', () => {
    expect(triaje({ evolucion2: EVOLUCION.noMejora }).titulo).toBe('Cojera o dolor que no mejora en 48 horas');
    expect(nivel({ evolucion2: EVOLUCION.mejora })).toBe('verde');
    expect(nivel({ evolucion2: EVOLUCION.reciente })).toBe('verde');
  });

  it('a limp without injury from 12 years is amarillo (Cornwall amber "age over 9": slipped epiphysis)', () => {
    expect(triaje({ edad_rango: '12+ años', peso_kg: 50 }).titulo).toBe('Cojera sin golpe en un adolescente');
    expect(nivel({ edad_rango: '12+ años', golpe: 'si', peso_kg: 50 })).toBe('verde');
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

describe('dolor_articular: the under-3 limp gate (SPEC; Cornwall amber "< 2 years"; growing pains exclude < 3)', () => {
  it('a limp under 2 years is amarillo in every band', () => {
    for (const edad of ['0-3 meses', '3-6 meses', '6-12 meses', '1-2 años']) {
      expect(triaje({ edad_rango: edad, peso_kg: 9 }).titulo).toBe('Cojera en un niño menor de 3 años');
    }
  });

  it('in the 2-5 band, under 3 years is amarillo and from 3 years verde', () => {
    expect(nivel({ menor_3: 'si' })).toBe('amarillo');
    expect(nivel({ menor_3: 'no' })).toBe('verde');
  });

  it('asks whether the child is under 3 only in the 2-5 band and only for a limp', () => {
    expect(ids()).toContain('menor_3');
    expect(ids({ edad_rango: '5-12 años' })).not.toContain('menor_3');
    expect(ids({ apoyo: APOYO.normal })).not.toContain('menor_3');
  });
});

describe('dolor_articular: verde (HT limp self-care; growing pains criteria)', () => {
  it('a limp after a cold in a well child who walks is verde, with both analgesics and a 48-hour review', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Cojera sin signos de alarma (posible sinovitis transitoria de cadera)');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
    expect(r.consejos.join(' ')).toMatch(/48 horas/);
  });

  it('pain in both legs in the evening, gone in the morning, is verde (growing pains)', () => {
    const r = triaje({ apoyo: APOYO.normal, crecimiento: 'si', edad_rango: '5-12 años', peso_kg: 25 });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Probables dolores de crecimiento');
  });
});

describe('dolor_articular: growing pains as the usual pattern (issue 9, pattern 3; NHS GGC nocturnal leg pain)', () => {
  const CRECIMIENTO = { apoyo: APOYO.normal, crecimiento: 'si', edad_rango: '5-12 años', peso_kg: 25 } as const;

  it('the usual night pains of months are verde: the duration is not asked, so "not better in 48 hours" cannot make them amarillo', () => {
    expect(ids(CRECIMIENTO)).not.toContain('evolucion2');
    expect(nivel({ ...CRECIMIENTO, evolucion2: EVOLUCION.noMejora })).toBe('verde');
    // Before the change a months-long pattern answered "no mejora" and was amarillo; a new pain still is.
    expect(nivel({ ...CRECIMIENTO, crecimiento: 'no', evolucion2: EVOLUCION.noMejora })).toBe('amarillo');
  });

  it('from 3 years in the 2-5 band; a 2-year-old with the same pattern gets the general verde', () => {
    expect(triaje({ ...CRECIMIENTO, edad_rango: '2-5 años', menor_3: 'no' }).titulo).toBe('Probables dolores de crecimiento');
    expect(triaje({ ...CRECIMIENTO, edad_rango: '2-5 años', menor_3: 'si' }).titulo).toBe('Dolor articular sin signos de alarma');
    expect(ids({ ...CRECIMIENTO, edad_rango: '2-5 años' })).toContain('menor_3');
  });

  it('a change from the usual pattern escalates: fever, a hot joint, night pain in one place, a limp', () => {
    expect(nivel({ ...CRECIMIENTO, fiebre: 'si' })).toBe('amarillo');
    expect(nivel({ ...CRECIMIENTO, articulacion_caliente: 'si' })).toBe('amarillo');
    expect(nivel({ ...CRECIMIENTO, alarma_grave: 'si' })).toBe('amarillo');
    expect(ids({ ...CRECIMIENTO, apoyo: APOYO.cojea })).not.toContain('crecimiento');
  });

  it('is asked from 2 to 12 years only', () => {
    expect(ids({ apoyo: APOYO.normal, edad_rango: '12+ años' })).not.toContain('crecimiento');
    expect(ids({ apoyo: APOYO.normal, edad_rango: '1-2 años' })).not.toContain('crecimiento');
    expect(ids({ apoyo: APOYO.normal, edad_rango: '5-12 años' })).toContain('crecimiento');
  });

  it('a minor knock or twist that lets the child walk is verde and points to golpes_caidas', () => {
    const r = triaje({ golpe: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('joint pain with normal walking and no alarm signs is verde', () => {
    expect(triaje({ apoyo: APOYO.normal }).titulo).toBe('Dolor articular sin signos de alarma');
  });
});

describe('dolor_articular: medication age gates (SPEC §9)', () => {
  it('ibuprofen only from 6 months; nothing under 3 months', () => {
    expect(meds({ apoyo: APOYO.normal, edad_rango: '3-6 meses', peso_kg: 7 })).toEqual(['paracetamol']);
    expect(meds({ apoyo: APOYO.normal, edad_rango: '6-12 meses', peso_kg: 9 })).toEqual(['paracetamol', 'ibuprofeno']);
    expect(meds({ apoyo: APOYO.normal, edad_rango: '0-3 meses' })).toEqual([]);
  });
});

describe('dolor_articular: question progression and early exit', () => {
  it('asks about deformity only after an injury, and about growing pains only when walking normally without injury', () => {
    expect(ids()).not.toContain('deformidad');
    expect(ids({ golpe: 'si' })).toContain('deformidad');
    expect(ids({ apoyo: APOYO.normal })).toContain('crecimiento');
    expect(ids({ apoyo: APOYO.normal, golpe: 'si' })).not.toContain('crecimiento');
  });

  it('a typical path has at most 18 questions (round 6 added the exercise question when the child walks, round 9 the weakness question from walking age, round 13 the testicle question, round 14: the wrong-door screen, round 15: the same-day screen)', () => {
    expect(ids().length).toBeLessThanOrEqual(18); // round 15: + otra_consulta; round 17: + lleva_escayola
    expect(ids({ apoyo: APOYO.normal }).length).toBeLessThanOrEqual(19);
  });

  it('stops as soon as fever and no weight bearing are known; fever and a hot joint wait for the appearance question (round 8)', () => {
    const parcial = { edad_rango: '5-12 años', no_responde: 'no', manchas_piel: MANCHAS.no, golpe: 'no', fiebre: 'si', articulacion_caliente: 'si' };
    expect(rojoSeguro(dolor_articular, parcial)).toBeNull();
    expect(rojoSeguro(dolor_articular, { ...parcial, apoyo: APOYO.noApoya })?.titulo).toBe('Posible infección de una articulación o de un hueso, sin poder apoyar, en un bebé o con mal aspecto');
    expect(rojoSeguro(dolor_articular, { ...parcial, muy_enfermo: 'si' })?.titulo).toBe('Posible infección de una articulación o de un hueso, sin poder apoyar, en un bebé o con mal aspecto');
    expect(rojoSeguro(dolor_articular, { ...parcial, edad_rango: '6-12 meses' })?.titulo).toBe('Posible infección de una articulación o de un hueso, sin poder apoyar, en un bebé o con mal aspecto');
  });
});

describe('dolor_articular: sore muscles after exercise (round 6; Seattle Children\'s Muscle pain; StatPearls Rhabdomyolysis)', () => {
  const AGUJETAS = { edad_rango: '12+ años', apoyo: APOYO.rigido, agujetas: 'si', orina_oscura: 'no', peso_kg: 50 } as const;

  it('walking stiffly on two sore legs is its own answer, not a limp', () => {
    const pregunta = dolor_articular.preguntas.find((p) => p.id === 'apoyo');
    expect(pregunta?.opciones).toContain(APOYO.rigido);
    expect(pregunta?.ayuda).toMatch(/Cojear es apoyar menos una pierna/);
    expect(nivel({ edad_rango: '5-12 años', apoyo: APOYO.rigido, agujetas: 'no', peso_kg: 25 })).toBe('verde');
  });

  it('sore muscles the day after intense exercise, normal urine, no swelling, walking, are verde and the duration is not asked', () => {
    const r = triaje(AGUJETAS);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Agujetas: dolor de músculos después del ejercicio');
    expect(r.consejos.join(' ')).toMatch(/coca-cola/);
    expect(ids(AGUJETAS)).not.toContain('evolucion2');
    expect(nivel({ ...AGUJETAS, evolucion2: EVOLUCION.noMejora })).toBe('verde');
  });

  it('dark or cola urine, very little urine or very swollen hard muscles are rojo (rhabdomyolysis), and stop early', () => {
    const r = triaje({ ...AGUJETAS, orina_oscura: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/rabdomiólisis/);
    expect(r.consejos).toContain(CONSEJO_ROJO_CAMINO);
    expect(
      rojoSeguro(dolor_articular, {
        edad_rango: '12+ años',
        no_responde: 'no',
        manchas_piel: MANCHAS.no,
        golpe: 'no',
        fiebre: 'no',
        articulacion_caliente: 'no',
        apoyo: APOYO.rigido,
        agujetas: 'si',
        orina_oscura: 'si',
      }),
    ).not.toBeNull();
  });

  it('not able to walk because of the muscle pain is amarillo with a test today', () => {
    const r = triaje({ ...AGUJETAS, apoyo: APOYO.noApoya });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('No puede caminar por el dolor de los músculos después del ejercicio');
  });

  it('fever or a hot swollen joint still escalate; a limp of one leg is not asked about exercise', () => {
    expect(nivel({ ...AGUJETAS, fiebre: 'si' })).toBe('amarillo');
    expect(nivel({ ...AGUJETAS, articulacion_caliente: 'si' })).toBe('amarillo');
    expect(nivel({ ...AGUJETAS, fiebre: 'si', articulacion_caliente: 'si' })).toBe('amarillo');
    expect(nivel({ ...AGUJETAS, fiebre: 'si', articulacion_caliente: 'si', muy_enfermo: 'si' })).toBe('rojo');
    expect(ids({ apoyo: APOYO.cojea })).not.toContain('agujetas');
    expect(ids({ apoyo: APOYO.normal, golpe: 'si' })).not.toContain('agujetas');
  });
});

// ---------------------------------------------------------------------------
// Properties over every complete answer set
// ---------------------------------------------------------------------------

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no'
      ? fc.constantFrom('si', 'no')
      : p.tipo === 'opciones'
        ? fc.constantFrom(...(p.opciones ?? []))
        : fc.constantFrom(3, 9, 16, 30, 60);
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(dolor_articular.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('dolor_articular: properties', () => {
  it('adding a red feature to any answers never lowers the level (CLINICAL.md)', () => {
    const conAlarma = dolor_articular.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(dolor_articular, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(dolor_articular, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('fever is never verde', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES), (r, edad) => {
        expect(evaluarTriaje(dolor_articular, { ...r, edad_rango: edad, fiebre: 'si' }).urgencia).not.toBe('verde');
      }),
      { numRuns: 1000 },
    );
  });

  it('round 11: the pain that comes and goes with load is verde only from 5 years, walking normally, without a blow or any warning sign', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        const respuestasCarga: Respuestas = { ...r, evolucion2: EVOLUCION.recurrente };
        const resultado = evaluarTriaje(dolor_articular, respuestasCarga);
        if (resultado.titulo !== 'Dolor que va y viene con el esfuerzo desde hace semanas (sobrecarga o dolor femoropatelar)') return;
        expect(['5-12 años', '12+ años']).toContain(respuestasCarga.edad_rango);
        expect(respuestasCarga.apoyo).toBe(APOYO.normal);
        for (const id of ['golpe', 'fiebre', 'articulacion_caliente', 'alarma_grave', 'dolor_carga_alarma', 'muy_enfermo']) {
          expect(respuestasCarga[id], id).toBe('no');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('no result suggests ibuprofen under 6 months', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES.slice(0, 2)), (r, edad) => {
        expect(evaluarTriaje(dolor_articular, { ...r, edad_rango: edad }).medicacion.map((m) => m.med)).not.toContain('ibuprofeno');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('dolor_articular: pain that comes and goes with load for weeks (round 11: NICE CKS knee pain 2022; Crossley, BMJ 2015 patellofemoral pain)', () => {
  const RECURRENTE = {
    edad_rango: '12+ años',
    golpe: 'no',
    fiebre: 'no',
    articulacion_caliente: 'no',
    apoyo: APOYO.normal,
    dolor_actividad: ACTIVIDAD.no,
    evolucion2: EVOLUCION.recurrente,
    dolor_carga_alarma: 'no',
  } as const;

  it('an adolescent who walks normally, with pain on stairs, squatting or sitting for weeks and no warning sign, is verde with a routine review', () => {
    for (const edad_rango of ['5-12 años', '12+ años']) {
      const r = triaje({ ...RECURRENTE, edad_rango });
      expect(r.urgencia, edad_rango).toBe('verde');
      expect(r.titulo).toBe('Dolor que va y viene con el esfuerzo desde hace semanas (sobrecarga o dolor femoropatelar)');
      expect(r.acciones_sugeridas).toContain('Pide cita con tu pediatra (no urgente)');
      expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
      expect(r.consejos.join(' ')).toMatch(/fisioterapia/);
    }
  });

  it('both sides: the acute pain of 2 days or more that does not improve stays amarillo', () => {
    expect(triaje({ ...RECURRENTE, evolucion2: EVOLUCION.noMejora }).titulo).toBe('Cojera o dolor que no mejora en 48 horas');
    expect(EVOLUCION.noMejora).toMatch(/no solo con el esfuerzo/);
  });

  it('locking, giving way, swelling after effort, or hip, groin or thigh pain is amarillo (CKS: mechanical signs, referred hip pain, slipped epiphysis)', () => {
    const r = triaje({ ...RECURRENTE, dolor_carga_alarma: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Dolor con el esfuerzo con bloqueos, fallos, hinchazón o dolor de cadera o muslo');
    expect(r.consejos.join(' ')).toMatch(/epifisiolisis/);
    const pregunta = dolor_articular.preguntas.find((p) => p.id === 'dolor_carga_alarma');
    expect(pregunta?.texto).toMatch(/bloquea/);
    expect(pregunta?.texto).toMatch(/cadera, la ingle o el muslo/);
  });

  it('the red flags in front of it keep their level: limp, fever, hot joint, night pain, weight loss, not bearing weight, looking very ill', () => {
    expect(nivel({ ...RECURRENTE, apoyo: APOYO.cojea })).toBe('amarillo');
    expect(nivel({ ...RECURRENTE, edad_rango: '5-12 años', apoyo: APOYO.cojea })).toBe('amarillo');
    expect(nivel({ ...RECURRENTE, fiebre: 'si' })).toBe('amarillo');
    expect(nivel({ ...RECURRENTE, articulacion_caliente: 'si' })).toBe('amarillo');
    expect(nivel({ ...RECURRENTE, alarma_grave: 'si' })).toBe('amarillo');
    expect(nivel({ ...RECURRENTE, apoyo: APOYO.noApoya })).toBe('amarillo');
    expect(nivel({ ...RECURRENTE, muy_enfermo: 'si' })).toBe('amarillo');
    expect(nivel({ ...RECURRENTE, fiebre: 'si', apoyo: APOYO.noApoya })).toBe('rojo');
  });

  it('under 5 years, after a blow, or walking stiffly, the same answer stays amarillo', () => {
    expect(nivel({ ...RECURRENTE, edad_rango: '2-5 años' })).toBe('amarillo');
    expect(nivel({ ...RECURRENTE, golpe: 'si', deformidad: 'no' })).toBe('amarillo');
    expect(nivel({ ...RECURRENTE, apoyo: APOYO.rigido, agujetas: 'no' })).toBe('amarillo');
    expect(triaje({ ...RECURRENTE, edad_rango: '2-5 años' }).titulo).toBe('Dolor que va y viene desde hace semanas, con cojera, tras un golpe o en un niño pequeño');
  });

  it('asks the warning question only with that answer, from 5 years, without a blow and walking normally; never after growing pains', () => {
    expect(ids(RECURRENTE)).toContain('dolor_carga_alarma');
    expect(ids({ ...RECURRENTE, evolucion2: EVOLUCION.noMejora })).not.toContain('dolor_carga_alarma');
    expect(ids({ ...RECURRENTE, apoyo: APOYO.cojea })).not.toContain('dolor_carga_alarma');
    expect(ids({ ...RECURRENTE, edad_rango: '2-5 años' })).not.toContain('dolor_carga_alarma');
    expect(ids({ ...RECURRENTE, edad_rango: '5-12 años', crecimiento: 'si' })).not.toContain('dolor_carga_alarma');
    expect(ids({ ...RECURRENTE, edad_rango: '5-12 años', crecimiento: 'si' })).not.toContain('evolucion2');
    expect(ids({ ...RECURRENTE, dolor_actividad: ACTIVIDAD.conocido })).not.toContain('dolor_carga_alarma');
  });

  it('the old evolucion id is gone (answers must be given again with evolucion2)', () => {
    const preguntas = dolor_articular.preguntas.map((p) => p.id);
    expect(preguntas).not.toContain('evolucion');
    expect(preguntas).toContain('evolucion2');
  });
});

describe('dolor_articular: pain only with sport that settles with rest (round 8: NICE CKS; NHS Osgood-Schlatter)', () => {
  const SOBRECARGA = { edad_rango: '12+ años', golpe: 'no', fiebre: 'no', articulacion_caliente: 'no', apoyo: APOYO.normal } as const;

  it('a known overuse pain as usual, or pain only with sport that settles with rest, is verde', () => {
    for (const dolor_actividad of [ACTIVIDAD.conocido, ACTIVIDAD.nuevo]) {
      const r = triaje({ ...SOBRECARGA, dolor_actividad });
      expect(r.urgencia).toBe('verde');
      expect(r.titulo).toBe('Dolor con el deporte que se pasa con reposo (sobrecarga)');
    }
  });

  it('is not asked the 48-hour question, which stays for constant pain', () => {
    expect(ids({ ...SOBRECARGA, dolor_actividad: ACTIVIDAD.conocido })).not.toContain('evolucion2');
    expect(ids({ ...SOBRECARGA, dolor_actividad: ACTIVIDAD.no })).toContain('evolucion2');
    expect(nivel({ ...SOBRECARGA, dolor_actividad: ACTIVIDAD.no, evolucion2: EVOLUCION.noMejora })).toBe('amarillo');
  });

  it('is asked only from 5 years, without a blow, fever or a hot joint; the alarm findings still win', () => {
    expect(ids({ ...SOBRECARGA, edad_rango: '2-5 años' })).not.toContain('dolor_actividad');
    expect(ids({ ...SOBRECARGA, fiebre: 'si' })).not.toContain('dolor_actividad');
    expect(ids({ ...SOBRECARGA, articulacion_caliente: 'si' })).not.toContain('dolor_actividad');
    expect(nivel({ ...SOBRECARGA, dolor_actividad: ACTIVIDAD.conocido, alarma_grave: 'si' })).toBe('amarillo');
    expect(nivel({ ...SOBRECARGA, apoyo: APOYO.cojea, dolor_actividad: ACTIVIDAD.nuevo })).toBe('amarillo');
    expect(nivel({ ...SOBRECARGA, dolor_actividad: ACTIVIDAD.conocido, muy_enfermo: 'si' })).toBe('amarillo');
  });
});

describe('dolor_articular: weakness rather than pain (round 9; NHS and NICE CKS Guillain-Barré)', () => {
  it('weakness with choking on drinks, a weak voice, facial weakness or breathing difficulty is rojo with 112', () => {
    const r = evaluarTriaje(dolor_articular, respuestas({ debilidad_progresiva: DEBILIDAD.grave }));
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toMatch(/112/);
  });

  it('weakness or tingling spreading over days is amarillo, even with the usual growing-pain answers', () => {
    const r = evaluarTriaje(dolor_articular, respuestas({ debilidad_progresiva: DEBILIDAD.progresiva, crecimiento: 'si' }));
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos.join(' ')).toMatch(/Guillain-Barré/);
  });

  it('pain without weakness keeps its level, and the question is not asked before walking age', () => {
    expect(evaluarTriaje(dolor_articular, respuestas()).urgencia).toBe('verde');
    const bebe = respuestas({ edad_rango: '6-12 meses' });
    expect(preguntasVisibles(dolor_articular, bebe).map((p) => p.id)).not.toContain('debilidad_progresiva');
  });
});

describe('dolor_articular: testicular torsion as groin, thigh or tummy pain or a limp (round 13: NICE CKS scrotal pain and swelling; EAU/ESPU; NHS)', () => {
  const TITULO = 'Dolor o hinchazón en un testículo o en la ingle';

  it('a painful, swollen, red or high testicle or a painful groin lump is rojo, urgencias now, nothing by mouth, pointing to dolor_abdominal', () => {
    const r = triaje({ edad_rango: '12+ años', testiculo_torsion: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe(TITULO);
    expect(r.acciones_sugeridas[0]).toMatch(/urgencias ahora/i);
    expect(r.consejos.join(' ')).toMatch(/torsión/);
    expect(r.consejos.join(' ')).toMatch(/No le des de comer ni de beber/);
    expect(r.consejos).toContain(CONSEJO_ROJO_CAMINO);
    expect(r.medicacion).toEqual([]);
    expect(r.ver_tambien).toContain('dolor_abdominal');
  });

  it('both sides: the same teenager with a limp or walking normally and No to the testicle question keeps the usual level', () => {
    expect(nivel({ edad_rango: '12+ años', apoyo: APOYO.cojea, testiculo_torsion: 'no' })).toBe('amarillo');
    expect(nivel({ edad_rango: '5-12 años', apoyo: APOYO.cojea, testiculo_torsion: 'no' })).toBe('verde');
    expect(nivel({ edad_rango: '5-12 años', apoyo: APOYO.cojea, testiculo_torsion: 'si' })).toBe('rojo');
    expect(nivel({ edad_rango: '5-12 años', apoyo: APOYO.normal, testiculo_torsion: 'no' })).toBe('verde');
    expect(nivel({ edad_rango: '5-12 años', apoyo: APOYO.normal, testiculo_torsion: 'si' })).toBe('rojo');
  });

  it('is rojo whatever else is answered: after a blow, with the usual growing pains, with sport-related pain', () => {
    expect(nivel({ golpe: 'si', testiculo_torsion: 'si' })).toBe('rojo');
    expect(nivel({ edad_rango: '5-12 años', apoyo: APOYO.normal, crecimiento: 'si', testiculo_torsion: 'si' })).toBe('rojo');
    expect(nivel({ edad_rango: '12+ años', apoyo: APOYO.normal, dolor_actividad: ACTIVIDAD.conocido, testiculo_torsion: 'si' })).toBe('rojo');
  });

  it('is asked of every child at every age, worded for boys, early among the rojo questions (before fever and walking)', () => {
    for (const edad of EDAD_OPCIONES) {
      for (const golpe of ['si', 'no']) expect(ids({ edad_rango: edad, golpe })).toContain('testiculo_torsion');
    }
    const pregunta = dolor_articular.preguntas.find((p) => p.id === 'testiculo_torsion');
    expect(pregunta?.texto).toMatch(/^Si es un chico/);
    expect(pregunta?.ayuda).toMatch(/ingle/);
    expect(pregunta?.ayuda).toMatch(/muslo/);
    expect(pregunta?.ayuda).toMatch(/tripa/);
    expect(pregunta?.ayuda).toMatch(/cojear/);
    const orden = dolor_articular.preguntas.map((p) => p.id);
    expect(orden.indexOf('testiculo_torsion')).toBeGreaterThan(orden.indexOf('deformidad'));
    expect(orden.indexOf('testiculo_torsion')).toBeLessThan(orden.indexOf('fiebre'));
    expect(orden.indexOf('testiculo_torsion')).toBeLessThan(orden.indexOf('apoyo'));
  });

  it('ends the flow as soon as it is answered Yes (early rojo exit)', () => {
    const parcial = { edad_rango: '12+ años', no_responde: 'no', manchas_piel: MANCHAS.no, golpe: 'no' };
    expect(rojoSeguro(dolor_articular, parcial)).toBeNull();
    expect(rojoSeguro(dolor_articular, { ...parcial, testiculo_torsion: 'si' })?.titulo).toBe(TITULO);
    expect(rojoSeguro(dolor_articular, { ...parcial, testiculo_torsion: 'no' })).toBeNull();
  });

  it('cites the torsion sources and records the choice in notas', () => {
    const urls = dolor_articular.fuentes.map((f) => f.url).join(' ');
    expect(urls).toMatch(/cks\.nice\.org\.uk\/topics\/scrotal-pain-swelling/);
    expect(urls).toMatch(/uroweb\.org/);
    expect(urls).toMatch(/nhs\.uk\/conditions\/testicular-torsion/);
    expect(dolor_articular.notas).toMatch(/Ronda 13, torsión testicular/);
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

describe('dolor_articular: a tight cast, splint or bandage (round 17)', () => {
  const ESCAYOLA = { golpe: 'si', lleva_escayola: 'si' } as const;

  it('swollen, pale, blue, cold or numb fingers or toes, or pain that painkillers do not ease, under a cast is rojo: urgencias now', () => {
    for (const cambios of [ESCAYOLA, { lleva_escayola: 'si' }, { ...ESCAYOLA, edad_rango: '12+ años', apoyo: APOYO.noApoya }]) {
      const r = triaje({ ...cambios, escayola_alarma: 'si' });
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe(TITULO_ESCAYOLA);
      expect(r.consejos.at(-1)).toBe(CONSEJO_ROJO_CAMINO);
      expect(r.consejos.join(' ')).toMatch(/No cortes/);
      expect(r.acciones_sugeridas).toEqual(ACCIONES_URGENCIAS);
    }
  });

  it('stops early: rojo is certain as soon as the warning signs are answered, a few questions in', () => {
    const todas = respuestas({ ...ESCAYOLA, escayola_alarma: 'si' });
    expect(ids({ ...ESCAYOLA, escayola_alarma: 'si' }).indexOf('escayola_alarma')).toBeLessThanOrEqual(7);
    expect(rojoSeguro(dolor_articular, hastaEscayola(dolor_articular, todas))?.si).toBe(ESCAYOLA_ALARMA);
  });

  it('mild swelling with the warning signs answered No is verde with the raise-and-move advice; not bearing weight after a blow stays amarillo', () => {
    const r = triaje({ ...ESCAYOLA, escayola_alarma: 'no' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/en alto, por encima del corazón/);
    expect(nivel({ ...ESCAYOLA, escayola_alarma: 'no', apoyo: APOYO.noApoya })).toBe('amarillo');
    expect(nivel({ ...ESCAYOLA, escayola_alarma: 'no', fiebre: 'si', articulacion_caliente: 'si' })).toBe('amarillo');
  });

  it('a child without a cast is unchanged and is not asked the warning signs', () => {
    expect(triaje({ golpe: 'si' }).titulo).toBe('Dolor tras un golpe o torcedura leve');
    expect(ids()).toContain('lleva_escayola');
    expect(ids()).not.toContain('escayola_alarma');
    expect(nivel({ lleva_escayola: 'no', escayola_alarma: 'si' })).toBe(nivel());
  });
});

describe('dolor_articular: round 18, a known Osgood-Schlatter or Sever behaving as usual (NICE CKS knee pain; RCH Melbourne; NELFT)', () => {
  /** A 12-year-old footballer with diagnosed Osgood-Schlatter: the bump below the knee hurts with sport, as usual. */
  const OSGOOD: Readonly<Record<string, ValorRespuesta>> = {
    edad_rango: '12+ años',
    golpe: 'no',
    apofisitis_conocida: 'si',
    fiebre: 'no',
    articulacion_caliente_bulto: 'no',
    apoyo: APOYO.normal,
    alarma_grave_bulto: 'no',
  };

  it('pain with sport over the bump, walking normally, no hot joint, fever or night pain: verde, at 5-12 and 12+', () => {
    for (const edad_rango of ['5-12 años', '12+ años']) {
      const r = triaje({ ...OSGOOD, edad_rango });
      expect(r.urgencia, edad_rango).toBe('verde');
      expect(r.titulo).toBe('Su dolor de Osgood-Schlatter o de Sever de siempre, con el deporte');
      expect(r.consejos.join(' ')).toMatch(/hielo/);
      expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    }
  });

  it('the swollen, tender bump is not asked as a swollen joint or a bone lump: those questions are asked without it', () => {
    const vistas = ids(OSGOOD);
    expect(vistas).toEqual(expect.arrayContaining(['apofisitis_conocida', 'articulacion_caliente_bulto', 'alarma_grave_bulto', 'fiebre', 'apoyo']));
    for (const id of ['articulacion_caliente', 'alarma_grave', 'agujetas', 'crecimiento', 'dolor_actividad', 'evolucion2', 'dolor_carga_alarma']) {
      expect(vistas, id).not.toContain(id);
    }
    expect(dolor_articular.preguntas.find((p) => p.id === 'articulacion_caliente_bulto')?.texto).toMatch(/Aparte del bulto de siempre/);
  });

  it('is asked only from 5 years and without a blow; elsewhere the usual questions stay and the new ones are not shown', () => {
    const caminos: readonly Readonly<Record<string, ValorRespuesta>>[] = [{ edad_rango: '2-5 años' }, { golpe: 'si' }];
    for (const cambios of caminos) {
      const vistas = ids({ ...OSGOOD, ...cambios });
      expect(vistas, JSON.stringify(cambios)).not.toContain('apofisitis_conocida');
      expect(vistas).not.toContain('articulacion_caliente_bulto');
      expect(vistas).not.toContain('alarma_grave_bulto');
      expect(vistas).toContain('articulacion_caliente');
      expect(vistas).toContain('alarma_grave');
    }
    expect(ids({ ...OSGOOD, apofisitis_conocida: 'no' })).toEqual(expect.arrayContaining(['articulacion_caliente', 'alarma_grave']));
  });

  it('a change from the usual pattern escalates as before: hot joint or red bump, night or rest pain or a growing bump, fever, not bearing weight, a limp at 12+', () => {
    expect(triaje({ ...OSGOOD, articulacion_caliente_bulto: 'si' }).titulo).toBe('Articulación hinchada, caliente o muy dolorosa al moverla');
    expect(triaje({ ...OSGOOD, alarma_grave_bulto: 'si' }).titulo).toBe('Dolor con signos que hay que estudiar');
    expect(nivel({ ...OSGOOD, fiebre: 'si' })).toBe('amarillo');
    expect(nivel({ ...OSGOOD, fiebre: 'si', articulacion_caliente_bulto: 'si' })).toBe('amarillo');
    expect(nivel({ ...OSGOOD, fiebre: 'si', articulacion_caliente_bulto: 'si', muy_enfermo: 'si' })).toBe('rojo');
    expect(nivel({ ...OSGOOD, fiebre: 'si', apoyo: APOYO.noApoya })).toBe('rojo');
    expect(nivel({ ...OSGOOD, apoyo: APOYO.noApoya })).toBe('amarillo');
    expect(nivel({ ...OSGOOD, apoyo: APOYO.cojea })).toBe('amarillo');
    expect(nivel({ ...OSGOOD, testiculo_torsion: 'si' })).toBe('rojo');
    expect(nivel({ ...OSGOOD, muy_enfermo: 'si' })).toBe('amarillo');
  });
});
