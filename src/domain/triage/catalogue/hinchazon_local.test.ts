import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { AVISO_PREOCUPADO, SIEMPRE } from './comunes.ts';
import { ASPECTO, CAUSA, hinchazon_local, ZONA } from './hinchazon_local.ts';

comprobacionesDeFlujo(hinchazon_local);

/** A mosquito bite on the forearm that has swollen but is improving, in a well child without fever. */
const PICADURA: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '2-5 años',
  zona: ZONA.piel,
  respira_mal: 'no',
  no_responde: 'no',
  ojo_grave: 'no',
  cuello_grave: 'no',
  ingle_grave: 'no',
  torniquete: 'no',
  edema: 'no',
  edema_grave: 'no',
  orzuelo: 'no',
  infeccion_piel_grave: 'no',
  causa: CAUSA.picadura,
  fiebre: 'no',
  aspecto_piel: ASPECTO.normal,
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 15,
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...PICADURA, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(hinchazon_local, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) =>
  preguntasVisibles(hinchazon_local, respuestas(cambios)).map((p) => p.id);

const OJO = { zona: ZONA.ojo } as const;

describe('hinchazon_local: structure', () => {
  it('is in the "ojos_piel_alergias" category, asks the age first and the weight last', () => {
    expect(hinchazon_local.categoria).toBe('ojos_piel_alergias');
    expect(hinchazon_local.preguntas[0]?.id).toBe('edad_rango');
    expect(hinchazon_local.preguntas.at(-1)?.id).toBe('peso_kg');
    expect(hinchazon_local.sinonimos.length).toBeGreaterThanOrEqual(8);
  });

  it('ends with an always-true verde catch-all', () => {
    expect(hinchazon_local.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(hinchazon_local.reglas.at(-1)?.urgencia).toBe('verde');
  });


  it('names its sources and explains its choices', () => {
    expect(hinchazon_local.fuentes.length).toBeGreaterThanOrEqual(4);
    expect(hinchazon_local.notas).toMatch(/NG141/);
    expect(hinchazon_local.notas).toMatch(/^Puertas equivocadas:/m);
    expect(hinchazon_local.revisado).toBe('2026-11-27');
  });
});

describe('hinchazon_local: verde', () => {
  it('an insect-bite swelling without fever or spreading warmth is verde and points to picadura', () => {
    // NICE NG141: exclude insect-bite reactions before diagnosing cellulitis.
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('picadura');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('an eyelid swollen by a bite, without fever or red warmth, is verde', () => {
    expect(nivel(OJO)).toBe('verde');
  });

  it('a bump from a knock is verde and points to golpes_caidas', () => {
    const r = triaje({ causa: CAUSA.golpe });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('a small unexplained lump is verde with a non-urgent paediatrician safety net', () => {
    const r = triaje({ causa: CAUSA.nada });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/más de 2 semanas/);
  });
});

describe('hinchazon_local: cellulitis (NICE NG141)', () => {
  it('spreading red, warm, painful skin or red streaks is amarillo', () => {
    const r = triaje({ aspecto_piel: ASPECTO.celulitis });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Posible celulitis (infección de la piel)');
    expect(r.consejos.join(' ')).toMatch(/bolígrafo/);
  });

  it('round 8: spreading cellulitis with fever in a child who looks well is amarillo (antibiotics today)', () => {
    expect(nivel({ aspecto_piel: ASPECTO.celulitis, fiebre: 'si' })).toBe('amarillo');
    expect(ASPECTO.celulitis).toMatch(/pendiente/);
  });

  it('round 8: cellulitis with a very unwell child, disproportionate pain or purple, black or blistered skin is rojo', () => {
    const r = triaje({ aspecto_piel: ASPECTO.celulitis, infeccion_piel_grave: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Infección de la piel con signos de gravedad');
    expect(ids({ aspecto_piel: ASPECTO.celulitis })).toContain('infeccion_piel_grave');
    expect(ids()).not.toContain('infeccion_piel_grave');
  });

  it('any swelling with fever is amarillo', () => {
    expect(triaje({ fiebre: 'si', causa: CAUSA.nada }).titulo).toBe('Hinchazón con fiebre');
  });
});

describe('hinchazon_local: eye (Alder Hey/HT red; NICE NG141 periorbital)', () => {
  it('an eye swollen shut, pain moving the eye or double vision is rojo', () => {
    const r = triaje({ ...OJO, ojo_grave: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('ojo_rojo');
  });

  it('a red, warm eyelid or an eyelid swelling with fever is amarillo', () => {
    expect(triaje({ ...OJO, fiebre: 'si' }).titulo).toBe('Posible celulitis alrededor del ojo');
    expect(triaje({ ...OJO, aspecto_piel: ASPECTO.celulitis }).titulo).toBe('Posible celulitis alrededor del ojo');
  });

  it('round 8 (NICE CKS styes): a stye with a white eye and normal vision is verde with warm compresses', () => {
    const r = triaje({ ...OJO, orzuelo: 'si', aspecto_piel: ASPECTO.celulitis });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Orzuelo (granito en el borde del párpado)');
    expect(nivel({ ...OJO, orzuelo: 'si', fiebre: 'si' })).toBe('amarillo');
    expect(nivel({ ...OJO, orzuelo: 'si', ojo_grave: 'si' })).toBe('rojo');
  });

  it('round 8: a swollen eyelid with fever in a very ill child is rojo (orbital cellulitis)', () => {
    expect(nivel({ ...OJO, fiebre: 'si', muy_enfermo: 'si' })).toBe('rojo');
  });
});

describe('hinchazon_local: other locations', () => {
  it('sudden swelling of the lips or tongue is rojo and points to reaccion_alergica', () => {
    const r = triaje({ zona: ZONA.labios });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('reaccion_alergica');
  });

  it('breathing difficulty or an unresponsive child is rojo', () => {
    expect(nivel({ respira_mal: 'si' })).toBe('rojo');
    expect(nivel({ no_responde: 'si' })).toBe('rojo');
  });

  it('a swollen joint is amarillo and points to dolor_articular; with fever its own title', () => {
    const r = triaje({ zona: ZONA.articulacion, causa: CAUSA.nada });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('dolor_articular');
    expect(triaje({ zona: ZONA.articulacion, fiebre: 'si' }).titulo).toBe('Articulación hinchada con fiebre');
  });

  it('a painful or hard lump in the groin or testicle is rojo; a painless one amarillo', () => {
    expect(nivel({ zona: ZONA.ingle, ingle_grave: 'si' })).toBe('rojo');
    expect(nivel({ zona: ZONA.ingle })).toBe('amarillo');
  });

  it('a neck swelling with drooling or not swallowing is rojo; with fever amarillo', () => {
    expect(nivel({ zona: ZONA.cuello, cuello_grave: 'si' })).toBe('rojo');
    expect(nivel({ zona: ZONA.cuello, fiebre: 'si' })).toBe('amarillo');
  });

  it('asks the location-specific question only for that location', () => {
    expect(ids(OJO)).toContain('ojo_grave');
    expect(ids()).not.toContain('ojo_grave');
    expect(ids({ zona: ZONA.ingle })).toContain('ingle_grave');
    expect(ids({ zona: ZONA.cuello })).toContain('cuello_grave');
  });
});

describe('hinchazon_local: age gates', () => {
  it('under 3 months: fever is rojo, any swelling amarillo without a dose', () => {
    expect(nivel({ edad_rango: '0-3 meses', fiebre: 'si' })).toBe('rojo');
    const r = triaje({ edad_rango: '0-3 meses' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.medicacion).toEqual([]);
    expect(nivel({ edad_rango: '3-6 meses', peso_kg: 6 })).toBe('verde');
  });

  it('3-6 months gets paracetamol only', () => {
    expect(triaje({ edad_rango: '3-6 meses', peso_kg: 6 }).medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it("the child's appearance is a sign: looking very ill, unlike other illnesses, is amarillo (NICE NG143; STCC)", () => {
    expect(triaje({ muy_enfermo: 'si' }).titulo).toBe('Lo ves muy enfermo, distinto de otras veces');
  });

  it("the parent's worry alone keeps the level and offers a paediatrician now (issue 9, pattern 1)", () => {
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
  });

  it('stops early once rojo is certain, and a typical path is at most 11 questions', () => {
    expect(rojoSeguro(hinchazon_local, { edad_rango: '2-5 años', zona: ZONA.labios })?.urgencia).toBe('rojo');
    expect(rojoSeguro(hinchazon_local, { edad_rango: '2-5 años', zona: ZONA.piel })).toBeNull();
    expect(ids().length).toBeLessThanOrEqual(11);
  });
});

describe('hinchazon_local: wrong doors (issue 9, pattern 2)', () => {
  it('a very red, swollen finger, toe or penis in a baby is rojo: hair tourniquet (Belfast/HT red)', () => {
    const r = triaje({ edad_rango: '6-12 meses', torniquete: 'si', peso_kg: 8 });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/pelo enrollado/);
    expect(nivel({ edad_rango: '1-2 años', zona: ZONA.ingle, torniquete: 'si', peso_kg: 11 })).toBe('rojo');
  });

  it('asks about a tourniquet only under 2 years, for the skin or the groin', () => {
    expect(ids({ edad_rango: '1-2 años' })).toContain('torniquete');
    expect(ids()).not.toContain('torniquete');
    expect(ids({ edad_rango: '1-2 años', zona: ZONA.ojo })).not.toContain('torniquete');
  });

  it('both eyelids puffy with swollen ankles or tummy, or little foamy urine, is amarillo and points to orina (kidney)', () => {
    const r = triaje({ ...OJO, edema: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('orina');
    expect(ids({ zona: ZONA.articulacion })).not.toContain('edema');
    expect(ids()).toContain('edema');
    expect(nivel({ edema: 'si' })).toBe('amarillo');
  });

  it('round 8: generalised swelling with very little urine and drowsiness, or breathing difficulty, is rojo (nephrotic syndrome complications)', () => {
    const r = triaje({ edema: 'si', edema_grave: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Hinchazón del cuerpo con muy poco pis y adormilado');
    expect(nivel({ edema: 'si', respira_mal: 'si' })).toBe('rojo');
    expect(ids()).not.toContain('edema_grave');
  });

  it('a swelling behind the ear or in the neck with fever is amarillo and points to dolor_oido (mastoiditis)', () => {
    const r = triaje({ zona: ZONA.cuello, fiebre: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Bulto del cuello o detrás de la oreja con fiebre');
    expect(r.ver_tambien).toContain('dolor_oido');
    expect(ZONA.cuello).toMatch(/detrás de la oreja/);
  });
});

// ---------------------------------------------------------------------------
// Properties over generated answer sets
// ---------------------------------------------------------------------------

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no'
      ? fc.constantFrom('si', 'no')
      : p.tipo === 'opciones'
        ? fc.constantFrom(...(p.opciones ?? []))
        : fc.constantFrom(4, 8, 14, 30, 60);
  const base = PICADURA[p.id];
  if (base === undefined || p.id === 'edad_rango' || p.id === 'zona') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(hinchazon_local.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('hinchazon_local: properties', () => {
  it('adding a red feature never lowers the level', () => {
    const conAlarma = hinchazon_local.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(hinchazon_local, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(hinchazon_local, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('fever or spreading redness is never verde', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        expect(evaluarTriaje(hinchazon_local, { ...r, fiebre: 'si' }).urgencia).not.toBe('verde');
        // A stye (round 8) is a small, red, painful spot at the lid margin and stays verde when nothing else is wrong.
        const orzuelo = r['zona'] === ZONA.ojo && r['orzuelo'] === 'si';
        if (!orzuelo) expect(evaluarTriaje(hinchazon_local, { ...r, aspecto_piel: ASPECTO.celulitis }).urgencia).not.toBe('verde');
      }),
      { numRuns: 1000 },
    );
  });

  it('never suggests ibuprofen under 6 months nor any dose under 3 months', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES.slice(0, 2)), (r, edad) => {
        const m = evaluarTriaje(hinchazon_local, { ...r, edad_rango: edad }).medicacion.map((x) => x.med);
        expect(m).not.toContain('ibuprofeno');
        if (edad === '0-3 meses') expect(m).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
