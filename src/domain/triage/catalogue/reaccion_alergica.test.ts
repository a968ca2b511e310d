import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, MANCHAS, SIEMPRE } from './comunes.ts';
import { BOCA, CAUSA, DIGESTIVO, PIEL, reaccion_alergica } from './reaccion_alergica.ts';
import { esReglaCribado } from './cribado-otras-puertas.ts';

comprobacionesDeFlujo(reaccion_alergica);

/** A well 4-year-old with itchy hives all over during a cold: every answer on the green side. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '2-5 años',
  via_aerea: 'no',
  hinchazon_boca2: BOCA.no,
  circulacion: 'no',
  manchas_piel: MANCHAS.seBorran,
  piel2: PIEL.generalizada,
  causa: CAUSA.noSe,
  diana_grave: 'no',
  piel_mucosas: 'no',
  digestivo: DIGESTIVO.no,
  reaccion_grave_previa: 'no',
  fiebre_articulaciones: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 16,
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(reaccion_alergica, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const meds = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).medicacion.map((m) => m.med);
const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) =>
  preguntasVisibles(reaccion_alergica, respuestas(cambios)).map((p) => p.id);

describe('reaccion_alergica: structure (CLINICAL.md "Shape of a flow")', () => {
  it('asks the age first, the anaphylaxis questions next and the weight last', () => {
    const orden = reaccion_alergica.preguntas.map((p) => p.id);
    expect(orden[0]).toBe('edad_rango');
    expect(orden.slice(1, 4)).toEqual(['via_aerea', 'hinchazon_boca2', 'circulacion']);
    expect(orden.at(-1)).toBe('peso_kg');
    expect(orden.slice(-3, -1)).toEqual(['muy_enfermo', 'preocupado']);
  });

  it('belongs to the category of SPEC §2 and ends with an always-true verde catch-all', () => {
    expect(reaccion_alergica.categoria).toBe('ojos_piel_alergias');
    expect(reaccion_alergica.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(reaccion_alergica.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('every rojo result for a possible anaphylaxis gives its first aid (adrenaline, lying down, not standing) and says to call 112 if worse', () => {
    // The two wrong-door rojo results (non-blanching spots, Stevens-Johnson) are not anaphylaxis: their own advice, no adrenaline.
    const noAnafilaxia = [
      'Manchas que no se borran al apretar',
      'Ampollas, piel que se despega o llagas en boca y ojos',
      'Manchas en diana con llagas en la boca, los ojos o los genitales, ampollas o fiebre con malestar',
    ];
    for (const regla of reaccion_alergica.reglas.filter((r) => r.urgencia === 'rojo' && !noAnafilaxia.includes(r.titulo) && !esReglaCribado(r))) {
      const texto = regla.consejos.join(' ');
      expect(regla.consejos).toContain(CONSEJO_ROJO_CAMINO);
      expect(texto).toMatch(/autoinyector de adrenalina/);
      expect(texto).toMatch(/piernas en alto/);
      expect(texto).toMatch(/No lo pongas de pie/);
      expect(texto).toMatch(/112/);
      expect(regla.medicacion ?? []).toEqual([]);
    }
  });

  it('every amarillo says what to do if not seen; every verde has a safety net; never Teleconsulta', () => {
    for (const regla of reaccion_alergica.reglas) {
      expect(regla.acciones_sugeridas.join(' ')).not.toMatch(/Teleconsulta/i);
      if (regla.urgencia === 'amarillo') expect(regla.consejos).toContain(CONSEJO_AMARILLO);
      if (regla.urgencia === 'verde') expect(regla.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    }
  });

  it('suggests only cetirizine, with the exact text of SPEC §9, and explains the reading in notas', () => {
    const items = reaccion_alergica.reglas.flatMap((r) => r.medicacion ?? []);
    expect(new Set(items.map((m) => m.med))).toEqual(new Set(['cetirizina']));
    for (const m of items) expect(m.dosis_por_kg).toBe('0.25 mg/kg/día (máximo 10 mg)');
    expect(reaccion_alergica.notas).toMatch(/Cetirizina/);
    expect(reaccion_alergica.notas).toMatch(/BSACI/);
  });

  it('has 8-20 lower-case synonyms and names real sources', () => {
    expect(reaccion_alergica.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(reaccion_alergica.sinonimos.length).toBeLessThanOrEqual(20);
    for (const s of reaccion_alergica.sinonimos) expect(s).toBe(s.toLowerCase());
    expect(reaccion_alergica.fuentes.length).toBeGreaterThanOrEqual(3);
    expect(reaccion_alergica.revisado).toBe('2026-11-28');
  });
});

describe('reaccion_alergica: rojo (WAO 2020 anaphylaxis criteria; SEUP 112; STCC Hives "Call 911")', () => {
  it('breathing difficulty, wheeze, hoarse voice or trouble swallowing is rojo with "Llama al 112"', () => {
    // WAO 2020: skin + respiratory compromise; STCC Hives 911 "difficulty breathing or wheezing, hoarseness, drooling".
    const r = triaje({ via_aerea: 'si', causa: CAUSA.alimento });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Posible anafilaxia: le cuesta respirar o tragar');
    expect(r.acciones_sugeridas).toEqual(['Llama al 112']);
    expect(r.medicacion).toEqual([]);
  });

  it('dizziness, pallor, floppiness or fainting is rojo (circulation)', () => {
    // WAO 2020: reduced BP or end-organ dysfunction (collapse, syncope); Spare Pens "Consciousness".
    expect(triaje({ circulacion: 'si' }).titulo).toBe('Posible anafilaxia: mareo, palidez o desmayo');
    expect(nivel({ circulacion: 'si', piel2: PIEL.nada })).toBe('rojo');
  });

  it('sudden swelling of the tongue or throat is rojo at every age (WAO 2020; BSACI anaphylaxis; Resuscitation Council UK)', () => {
    expect(nivel({ hinchazon_boca2: BOCA.lengua })).toBe('rojo');
    expect(nivel({ hinchazon_boca2: BOCA.lengua, piel2: PIEL.local, causa: CAUSA.alimento, edad_rango: '1-2 años' })).toBe('rojo');
    for (const edad of EDAD_OPCIONES) expect(nivel({ edad_rango: edad, hinchazon_boca2: BOCA.lengua, piel2: PIEL.nada })).toBe('rojo');
    expect(triaje({ hinchazon_boca2: BOCA.lengua }).acciones_sugeridas).toEqual(['Llama al 112']);
  });

  it('hives with repeated vomiting or severe crampy tummy pain after a food, a medicine or a sting is rojo', () => {
    // WAO 2020 criterion 1: skin + severe GI symptoms (repetitive vomiting, severe crampy abdominal pain); SEUP: skin spots with heavy vomiting → 112.
    for (const causa of [CAUSA.alimento, CAUSA.medicamento, CAUSA.picadura]) {
      const r = triaje({ digestivo: DIGESTIVO.grave, causa });
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe('Reacción alérgica con vómitos repetidos o dolor de tripa fuerte');
    }
    expect(nivel({ digestivo: DIGESTIVO.grave, causa: CAUSA.alimento, piel2: PIEL.local })).toBe('rojo');
  });

  it('a previous anaphylaxis to the same thing, or adrenaline already given, is rojo even with mild signs now', () => {
    // STCC Hives 911 "previous severe life-threatening reaction to similar substance"; after an auto-injector, always hospital.
    expect(nivel({ reaccion_grave_previa: 'si', piel2: PIEL.local, causa: CAUSA.alimento })).toBe('rojo');
    expect(nivel({ reaccion_grave_previa: 'si', piel2: PIEL.nada })).toBe('rojo');
  });

  it('a red feature wins over any age or other answer', () => {
    for (const edad of EDAD_OPCIONES) expect(nivel({ edad_rango: edad, via_aerea: 'si' })).toBe('rojo');
  });
});

describe('reaccion_alergica: amarillo (SEUP "Urgencias el mismo día"; STCC Hives "call now" / "within 24 h")', () => {
  it('hives all over after a food, a medicine or a sting, without other signs, is amarillo with cetirizine from 2 years', () => {
    // SEUP: skin spots (allergy) → same day; STCC "hives after bee sting, medicine or high-risk food" → call now (notas).
    for (const causa of [CAUSA.alimento, CAUSA.medicamento, CAUSA.picadura]) {
      const r = triaje({ causa });
      expect(r.urgencia).toBe('amarillo');
      expect(r.titulo).toBe('Ronchas por el cuerpo tras un alimento, un medicamento o una picadura');
      expect(r.medicacion.map((m) => m.med)).toEqual(['cetirizina']);
      expect(r.consejos.join(' ')).toMatch(/2-4 horas/);
      expect(r.consejos).toContain(CONSEJO_AMARILLO);
    }
  });

  it('sudden swelling of the eyelids or face is amarillo (SEUP "hinchazón brusca de labios o párpados")', () => {
    const r = triaje({ piel2: PIEL.cara, causa: CAUSA.noSe });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Hinchazón de párpados o cara');
  });

  it('widespread hives under 1 year are amarillo even with a viral cause; from 1 year they are verde', () => {
    // STCC Hives "Age under 1 year with widespread hives" → call now.
    for (const edad of ['0-3 meses', '3-6 meses', '6-12 meses']) {
      const r = triaje({ edad_rango: edad, peso_kg: 7 });
      expect(r.urgencia).toBe('amarillo');
      expect(r.titulo).toBe('Ronchas por todo el cuerpo en un bebé menor de 1 año');
      expect(r.medicacion).toEqual([]);
    }
    expect(nivel({ edad_rango: '1-2 años', peso_kg: 11 })).toBe('verde');
  });

  it('vomiting or tummy pain without a clear allergen is amarillo, with no oral medicine', () => {
    // STCC Hives "abdominal pain or vomiting present" → within 24 h.
    for (const digestivo of [DIGESTIVO.leve, DIGESTIVO.grave]) {
      const r = triaje({ digestivo });
      expect(r.urgencia).toBe('amarillo');
      expect(r.titulo).toBe('Reacción con vómitos o dolor de tripa');
      expect(r.medicacion).toEqual([]);
      expect(nivel({ digestivo, piel2: PIEL.nada, causa: CAUSA.alimento })).toBe('amarillo');
    }
  });

  it('hives with fever or swollen joints are amarillo and point to fiebre', () => {
    // STCC Hives "fever or joint swelling is present" → within 24 h.
    const r = triaje({ fiebre_articulaciones: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('fiebre');
  });

  it("the child's appearance gives at least amarillo; the parent's worry alone keeps verde with the paediatrician-now advice (issue 9)", () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
    expect(nivel({ muy_enfermo: 'si', piel2: PIEL.local, causa: CAUSA.contacto })).toBe('amarillo');
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/Teleconsulta/);
  });

  it('wrong door: spots that do not fade under a glass are rojo, not an allergy (NICE NG143)', () => {
    const r = triaje({ manchas_piel: MANCHAS.noSeBorran });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toEqual(expect.arrayContaining(['problemas_piel', 'fiebre']));
    expect(r.consejos.join(' ')).not.toMatch(/adrenalina/);
  });

  it('wrong door: blisters, peeling skin or mouth sores with red eyes after a medicine are rojo (Stevens-Johnson)', () => {
    const r = triaje({ causa: CAUSA.medicamento, piel_mucosas: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Ampollas, piel que se despega o llagas en boca y ojos');
    const ids = (c: Record<string, string>) => preguntasVisibles(reaccion_alergica, respuestas(c)).map((p) => p.id);
    expect(ids({ causa: CAUSA.alimento })).not.toContain('piel_mucosas');
    expect(ids({ causa: CAUSA.medicamento })).toContain('piel_mucosas');
  });

  it('the usual viral hives in a well child stay verde (pattern 3)', () => {
    expect(nivel()).toBe('verde');
  });
});

describe('reaccion_alergica: verde (STCC Hives home care; Virgen del Rocío: viral urticaria needs no urgent tests)', () => {
  it('hives all over during a viral illness in a well child are verde with cetirizine and a safety net', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Urticaria (ronchas) sin signos de alarma');
    expect(r.medicacion.map((m) => m.med)).toEqual(['cetirizina']);
    expect(r.consejos.join(' ')).toMatch(/más de 1 semana/);
  });

  it('a local reaction where something touched the skin is verde', () => {
    // STCC Hives: localized hives are usually contact, not an allergy.
    const r = triaje({ piel2: PIEL.local, causa: CAUSA.contacto });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Reacción alérgica leve en una sola zona');
  });

  it('a local reaction around a sting is verde and points to picadura', () => {
    const r = triaje({ piel2: PIEL.local, causa: CAUSA.picadura });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toEqual(['picadura', 'hinchazon_local']);
  });

  it('mild symptoms without skin signs (itchy mouth, sneezing) are verde', () => {
    expect(triaje({ piel2: PIEL.nada, causa: CAUSA.alimento }).titulo).toBe('Síntomas alérgicos leves sin signos de alarma');
  });
});

describe('reaccion_alergica: cetirizine age gate (SPEC §9: over 2 years; the engine withholds it)', () => {
  it('1-2 years: no cetirizine, and the result says why', () => {
    const r = triaje({ edad_rango: '1-2 años', peso_kg: 11 });
    expect(r.medicacion).toEqual([]);
    expect(r.consejos.join(' ')).toMatch(/no se recomienda en menores de 2 años/);
  });

  it('2-5 years and older: cetirizine is offered', () => {
    expect(meds({ edad_rango: '2-5 años' })).toEqual(['cetirizina']);
    expect(meds({ edad_rango: '12+ años', peso_kg: 50 })).toEqual(['cetirizina']);
  });
});

describe('reaccion_alergica: question progression and early exit', () => {
  it('asks the weight only where cetirizine can follow (hives or swollen face, from 2 years)', () => {
    expect(ids()).toContain('peso_kg');
    expect(ids({ piel2: PIEL.cara })).toContain('peso_kg');
    expect(ids({ piel2: PIEL.local })).not.toContain('peso_kg');
    expect(ids({ edad_rango: '1-2 años' })).not.toContain('peso_kg');
  });

  it('a typical path has at most 16 questions (with the glass-test, skin-and-mouth and worry questions of issue 9; round 14: the wrong-door screen)', () => {
    expect(ids().length).toBeLessThanOrEqual(16); // round 15: + otra_consulta
  });

  it('stops right after the first anaphylaxis sign', () => {
    expect(rojoSeguro(reaccion_alergica, { edad_rango: '2-5 años', via_aerea: 'si' })?.urgencia).toBe('rojo');
    expect(rojoSeguro(reaccion_alergica, { edad_rango: '2-5 años', via_aerea: 'no', hinchazon_boca2: BOCA.lengua })?.urgencia).toBe('rojo');
  });

  it('does not stop on vomiting until the cause and the skin are known', () => {
    expect(rojoSeguro(reaccion_alergica, { edad_rango: '2-5 años', via_aerea: 'no', hinchazon_boca2: BOCA.no, circulacion: 'no' })).toBeNull();
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
  Object.fromEntries(reaccion_alergica.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('reaccion_alergica: properties', () => {
  it('adding a red feature to any answers never lowers the level (CLINICAL.md)', () => {
    const conAlarma = reaccion_alergica.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(reaccion_alergica, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(reaccion_alergica, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('any airway, breathing or circulation sign is rojo, whatever the other answers', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom('via_aerea', 'hinchazon_boca2', 'circulacion'), (r, id) => {
        expect(evaluarTriaje(reaccion_alergica, { ...r, [id]: id === 'hinchazon_boca2' ? BOCA.lengua : 'si' }).urgencia).toBe('rojo');
      }),
      { numRuns: 500 },
    );
  });

  it('no result suggests cetirizine under 2 years', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES.slice(0, 4)), (r, edad) => {
        expect(evaluarTriaje(reaccion_alergica, { ...r, edad_rango: edad }).medicacion).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('reaccion_alergica: one vomit is not anaphylaxis by itself (round 11; WAO 2020; ASCIA; EAACI 2021)', () => {
  it('asks one question with three answers in place of the old yes/no', () => {
    const ids0 = reaccion_alergica.preguntas.map((p) => p.id);
    expect(ids0).toContain('digestivo');
    expect(ids0).not.toContain('vomitos_tripa');
  });

  it('hives after a food with a single vomit or a mild tummy ache that is settling is amarillo: seen today, stop the food, allergy referral', () => {
    for (const piel of [PIEL.generalizada, PIEL.local, PIEL.cara]) {
      const r = triaje({ causa: CAUSA.alimento, piel2: piel, digestivo: DIGESTIVO.leve });
      expect(r.urgencia, piel).toBe('amarillo');
      expect(r.titulo).toBe('Reacción a un alimento con un vómito o algo de dolor de tripa, y ya está mejor');
      expect(r.consejos.join(' ')).toMatch(/alergia/);
      expect(r.consejos.join(' ')).toMatch(/2-4 horas/);
      expect(r.medicacion).toEqual([]);
    }
  });

  it('the nearest rojo: the same food reaction with repeated vomiting or severe cramps, or with any airway, breathing or circulation sign', () => {
    const LEVE = { causa: CAUSA.alimento, digestivo: DIGESTIVO.leve } as const;
    expect(nivel({ ...LEVE, digestivo: DIGESTIVO.grave })).toBe('rojo');
    expect(nivel({ ...LEVE, via_aerea: 'si' })).toBe('rojo');
    expect(nivel({ ...LEVE, circulacion: 'si' })).toBe('rojo');
    expect(nivel({ ...LEVE, hinchazon_boca2: BOCA.lengua })).toBe('rojo');
    expect(nivel({ ...LEVE, reaccion_grave_previa: 'si' })).toBe('rojo');
  });

  it('after a bee or wasp sting any vomiting or tummy pain is rojo, with or without hives (ASCIA insect allergy)', () => {
    for (const piel of [PIEL.generalizada, PIEL.local, PIEL.nada]) {
      const r = triaje({ causa: CAUSA.picadura, piel2: piel, digestivo: DIGESTIVO.leve });
      expect(r.urgencia, piel).toBe('rojo');
      expect(r.titulo).toBe('Vómitos o dolor de tripa tras una picadura, o con ronchas tras un medicamento');
      expect(r.consejos.join(' ')).toMatch(/autoinyector de adrenalina/);
    }
  });

  it('after a medicine, one vomit with hives or swelling is rojo; one vomit without skin signs is amarillo (a side effect is likelier)', () => {
    expect(nivel({ causa: CAUSA.medicamento, digestivo: DIGESTIVO.leve })).toBe('rojo');
    expect(nivel({ causa: CAUSA.medicamento, piel2: PIEL.cara, digestivo: DIGESTIVO.leve })).toBe('rojo');
    expect(nivel({ causa: CAUSA.medicamento, piel2: PIEL.nada, digestivo: DIGESTIVO.leve })).toBe('amarillo');
  });

  it('does not stop on a single vomit until the cause and the skin are known', () => {
    expect(rojoSeguro(reaccion_alergica, { edad_rango: '2-5 años', via_aerea: 'no', hinchazon_boca2: BOCA.no, circulacion: 'no', manchas_piel: MANCHAS.no, piel2: PIEL.generalizada, causa: CAUSA.picadura, digestivo: DIGESTIVO.leve })?.urgencia).toBe('rojo');
    expect(rojoSeguro(reaccion_alergica, { edad_rango: '2-5 años', via_aerea: 'no', hinchazon_boca2: BOCA.no, circulacion: 'no', manchas_piel: MANCHAS.no, piel2: PIEL.generalizada, causa: CAUSA.alimento, digestivo: DIGESTIVO.leve })).toBeNull();
  });
});

describe('reaccion_alergica: target-shaped spots are not hives (round 12; DermNet NZ; Am Fam Physician 2019; Schmitt-Thompson Rash-widespread)', () => {
  /** A well 6-year-old with fixed target spots on the hands and knees, a few days after a cold sore. */
  const DIANA = { edad_rango: '5-12 años', piel2: PIEL.diana, causa: CAUSA.noSe, diana_grave: 'no', peso_kg: 20 } as const;

  it('replaces the skin question with a new id that has the target-spots answer, and asks the severe signs only for it', () => {
    const orden = reaccion_alergica.preguntas.map((p) => p.id);
    expect(orden).toContain('piel2');
    expect(orden).not.toContain('piel');
    expect(reaccion_alergica.preguntas.find((p) => p.id === 'piel2')?.opciones).toEqual([PIEL.nada, PIEL.local, PIEL.generalizada, PIEL.cara, PIEL.diana]);
    expect(ids(DIANA)).toContain('diana_grave');
    expect(ids()).not.toContain('diana_grave');
    expect(reaccion_alergica.preguntas.find((p) => p.id === 'piel2')?.ayuda).toMatch(/24 horas/);
  });

  it('fixed target spots without mucosal, blistering or systemic signs are amarillo (seen today or within 24 h, to confirm and exclude Stevens-Johnson)', () => {
    const r = triaje(DIANA);
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Manchas en diana que no cambian de sitio (posible eritema multiforme)');
    expect(r.consejos.join(' ')).toMatch(/Stevens-Johnson/);
    expect(r.consejos).toContain(CONSEJO_AMARILLO);
    expect(r.medicacion).toEqual([]);
    expect(ids(DIANA)).not.toContain('peso_kg');
  });

  it('the nearest verde: ordinary moving hives during a cold stay verde, as before', () => {
    expect(nivel({ ...DIANA, piel2: PIEL.generalizada })).toBe('verde');
    expect(triaje({ ...DIANA, piel2: PIEL.generalizada }).titulo).toBe('Urticaria (ronchas) sin signos de alarma');
  });

  it('target spots with sores in the mouth, eyes or genitals, blisters or peeling skin, or fever and unwell are rojo, without the anaphylaxis first aid', () => {
    const r = triaje({ ...DIANA, diana_grave: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Manchas en diana con llagas en la boca, los ojos o los genitales, ampollas o fiebre con malestar');
    expect(r.acciones_sugeridas[0]).toBe('Acude a urgencias ahora');
    expect(r.consejos).toContain(CONSEJO_ROJO_CAMINO);
    expect(r.consejos.join(' ')).not.toMatch(/adrenalina/);
    expect(r.ver_tambien).toContain('problemas_piel');
    for (const causa of Object.values(CAUSA)) expect(nivel({ ...DIANA, causa, diana_grave: 'si' })).toBe('rojo');
  });

  it('stops early on the severe signs of target spots', () => {
    const base = { edad_rango: '5-12 años', via_aerea: 'no', hinchazon_boca2: BOCA.no, circulacion: 'no', manchas_piel: MANCHAS.no, piel2: PIEL.diana };
    expect(rojoSeguro(reaccion_alergica, base)).toBeNull();
    expect(rojoSeguro(reaccion_alergica, { ...base, diana_grave: 'si' })?.urgencia).toBe('rojo');
  });

  it('the anaphylaxis signs still win with target spots', () => {
    expect(nivel({ ...DIANA, via_aerea: 'si' })).toBe('rojo');
    expect(nivel({ ...DIANA, causa: CAUSA.alimento, digestivo: DIGESTIVO.grave })).toBe('rojo');
  });

  it('cites DermNet NZ and records the choice in notas', () => {
    expect(reaccion_alergica.fuentes.map((f) => f.url).join(' ')).toMatch(/dermnetnz\.org/);
    expect(reaccion_alergica.notas).toMatch(/eritema multiforme/);
    expect(reaccion_alergica.notas).toMatch(/piel → piel2/);
  });
});

describe('reaccion_alergica: swollen lips alone are not anaphylaxis (round 18; WAO 2020; EAACI 2021; BSACI; NICE CG134; Resuscitation Council UK 2021)', () => {
  /** A 4-year-old whose upper lip swelled after a food, with hives, breathing, speaking and swallowing as usual. */
  const LABIOS = { hinchazon_boca2: BOCA.labios, causa: CAUSA.alimento } as const;

  it('replaces the yes/no question with a new id and three answers, the tongue or throat as the alarm answer', () => {
    const pregunta = reaccion_alergica.preguntas.find((p) => p.id === 'hinchazon_boca2')!;
    expect(pregunta.opciones).toEqual([BOCA.no, BOCA.labios, BOCA.lengua]);
    expect(pregunta.alarma).toEqual([BOCA.lengua]);
    expect(reaccion_alergica.preguntas.map((p) => p.id)).not.toContain('hinchazon_boca');
    expect(BOCA.labios).toMatch(/habla, traga y respira como siempre/);
    expect(pregunta.ayuda).toMatch(/Si no estás seguro de que la lengua esté bien, elige la última opción/);
  });

  it('lips alone, with or without hives, at every age: amarillo today, avoid the trigger, cetirizine from 2 years, watch 2-4 hours', () => {
    for (const piel of [PIEL.nada, PIEL.generalizada, PIEL.local]) {
      for (const edad of EDAD_OPCIONES) {
        const r = triaje({ ...LABIOS, piel2: piel, edad_rango: edad });
        expect(r.urgencia, `${piel} ${edad}`).toBe('amarillo');
      }
    }
    const r = triaje({ ...LABIOS, piel2: PIEL.nada });
    expect(r.titulo).toBe('Labios hinchados, sin que se hinchen la lengua ni la garganta');
    expect(r.medicacion.map((m) => m.med)).toEqual(['cetirizina']);
    expect(r.consejos.join(' ')).toMatch(/No vuelvas a darle el alimento/);
    expect(r.consejos.join(' ')).toMatch(/2-4 horas/);
    expect(r.consejos).toContain(CONSEJO_AMARILLO);
    expect(meds({ ...LABIOS, edad_rango: '1-2 años' })).toEqual([]);
    expect(ids({ ...LABIOS, piel2: PIEL.nada })).toContain('peso_kg');
  });

  it('eyelid or face swelling stays amarillo, as before', () => {
    expect(nivel({ piel2: PIEL.cara, causa: CAUSA.alimento })).toBe('amarillo');
  });

  it('the nearest rojo: the tongue or throat, any airway or circulation sign, repeated vomiting or severe cramps (any cause), after a sting or a medicine any vomit, a previous anaphylaxis', () => {
    expect(nivel({ ...LABIOS, hinchazon_boca2: BOCA.lengua })).toBe('rojo');
    expect(nivel({ ...LABIOS, via_aerea: 'si' })).toBe('rojo');
    expect(nivel({ ...LABIOS, circulacion: 'si' })).toBe('rojo');
    expect(nivel({ ...LABIOS, reaccion_grave_previa: 'si' })).toBe('rojo');
    for (const causa of Object.values(CAUSA)) {
      for (const piel of [PIEL.nada, PIEL.generalizada]) {
        expect(nivel({ ...LABIOS, causa, piel2: piel, digestivo: DIGESTIVO.grave }), `${causa} ${piel}`).toBe('rojo');
      }
    }
    expect(nivel({ ...LABIOS, piel2: PIEL.nada, causa: CAUSA.picadura, digestivo: DIGESTIVO.leve })).toBe('rojo');
    expect(nivel({ ...LABIOS, piel2: PIEL.nada, causa: CAUSA.medicamento, digestivo: DIGESTIVO.leve })).toBe('rojo');
  });

  it('lips alone after a food with one vomit that is settling stay amarillo (ASCIA mild-moderate), as hives do', () => {
    const r = triaje({ ...LABIOS, piel2: PIEL.nada, digestivo: DIGESTIVO.leve });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Reacción a un alimento con un vómito o algo de dolor de tripa, y ya está mejor');
  });

  it('does not stop on swollen lips until the other anaphylaxis signs are known; stops at once on the tongue or throat', () => {
    expect(rojoSeguro(reaccion_alergica, { edad_rango: '2-5 años', via_aerea: 'no', hinchazon_boca2: BOCA.labios })).toBeNull();
    expect(rojoSeguro(reaccion_alergica, { edad_rango: '2-5 años', via_aerea: 'no', hinchazon_boca2: BOCA.lengua })?.urgencia).toBe('rojo');
  });

  it('cites BSACI, NICE CG134 and the Resuscitation Council UK and records the choice in notas', () => {
    const urls = reaccion_alergica.fuentes.map((f) => f.url).join(' ');
    expect(urls).toMatch(/bsaci\.org/);
    expect(urls).toMatch(/cg134/);
    expect(urls).toMatch(/resus\.org\.uk/);
    expect(reaccion_alergica.notas).toMatch(/Ronda 18, labios hinchados/);
  });
});
