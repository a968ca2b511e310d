import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { SIEMPRE } from './comunes.ts';
import { COME, ictericia_neonatal, INTENSIDAD, PANALES } from './ictericia_neonatal.ts';
import { INFECCION_PARTO, OMBLIGO_RN } from './banderas-recien-nacido.ts';

comprobacionesDeFlujo(ictericia_neonatal);

const flujo = ictericia_neonatal;

/** A 5-day-old term baby with mild jaundice already seen by the midwife, feeding well: the verde case. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '0-3 meses',
  dias_vida: 5,
  respira_mal: 'no',
  color_grave: 'no',
  adormilado: 'no',
  come_mal: COME.bien,
  fiebre: 'no',
  ombligo_rn: OMBLIGO_RN.no,
  ojo_rn: 'no',
  madre_infeccion_parto: INFECCION_PARTO.no,
  primer_dia: 'no',
  intensidad: INTENSIDAD.cara,
  panales: PANALES.normal,
  prematuro: 'no',
  valorada: 'si',
  estudiada: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
};

type Cambios = Readonly<Record<string, ValorRespuesta>>;
const respuestas = (cambios: Cambios = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Cambios = {}) => evaluarTriaje(flujo, respuestas(cambios));
const nivel = (cambios: Cambios = {}) => triaje(cambios).urgencia;
const ids = (cambios: Cambios = {}) => preguntasVisibles(flujo, respuestas(cambios)).map((p) => p.id);

describe('ictericia_neonatal: structure', () => {
  it('asks the age first, then the days of life, and never the weight (no medicine)', () => {
    expect(flujo.preguntas[0]?.id).toBe('edad_rango');
    expect(flujo.preguntas[1]?.id).toBe('dias_vida');
    expect(flujo.preguntas.map((p) => p.id)).not.toContain('peso_kg');
    for (const regla of flujo.reglas) expect(regla.medicacion ?? []).toEqual([]);
  });

  it('asks the days as a number whose text does not trigger the age or weight validation (SPEC §5)', () => {
    const dias = flujo.preguntas.find((p) => p.id === 'dias_vida');
    expect(dias?.tipo).toBe('numero');
    expect(dias?.texto).not.toMatch(/\b(edad|mes|meses|peso|pesa|kg|kilos?)\b/i);
  });

  it('is in the bebes category and ends with a verde catch-all', () => {
    expect(flujo.categoria).toBe('bebes');
    expect(flujo.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(flujo.reglas.at(-1)?.urgencia).toBe('verde');
  });


  it('has 8 to 20 search words, sources and notes', () => {
    expect(flujo.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(flujo.sinonimos.length).toBeLessThanOrEqual(20);
    expect(flujo.fuentes.length).toBeGreaterThanOrEqual(3);
    expect(flujo.notas).toMatch(/28 días/);
  });
});

describe('ictericia_neonatal: verde (mild newborn jaundice already assessed; Schmitt home care, HT green)', () => {
  it('a 5-day-old with mild jaundice already seen by a professional, feeding well, is verde', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Ictericia leve del recién nacido, ya valorada');
    expect(r.consejos.join(' ')).toMatch(/No lo pongas al sol/);
    expect(r.consejos.join(' ')).toMatch(/cacas muy claras/);
  });

  it('a 10-day-old with the same picture is still verde', () => {
    expect(nivel({ dias_vida: 10 })).toBe('verde');
  });
});

describe('ictericia_neonatal: the 28-day threshold (SPEC §9; NICE CG98 covers babies under 28 days)', () => {
  it('27 days is still newborn jaundice (prolonged), 28 days is jaundice beyond the newborn period', () => {
    const r27 = triaje({ dias_vida: 27 });
    expect(r27.urgencia).toBe('amarillo');
    expect(r27.titulo).toBe('Ictericia que dura más de 2 semanas (3 si nació prematuro)');
    const r28 = triaje({ dias_vida: 28 });
    expect(r28.urgencia).toBe('amarillo');
    expect(r28.titulo).toBe('Piel amarilla a partir de las 4 semanas de vida');
  });

  it('from 28 days jaundice is never verde unless its prolonged-jaundice tests were done, even if a professional saw it before', () => {
    expect(nivel({ dias_vida: 28, valorada: 'si' })).toBe('amarillo');
    expect(ids({ dias_vida: 28 })).not.toContain('valorada');
  });

  it('any baby older than 3 months with yellow skin or eyes is amarillo (unless the usual pattern of a diagnosed Gilbert syndrome, round 9)', () => {
    const r = triaje({ edad_rango: '3-6 meses', gilbert_habitual: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Piel o blanco de los ojos amarillos a partir de los 3 meses');
    expect(ids({ edad_rango: '3-6 meses' })).not.toContain('dias_vida');
  });
});

describe('ictericia_neonatal: prolonged jaundice (NICE CG98: > 14 days at term, > 21 days preterm)', () => {
  it('a term baby is verde at 13 days and amarillo at 14', () => {
    expect(nivel({ dias_vida: 13 })).toBe('verde');
    expect(nivel({ dias_vida: 14, prematuro: 'no' })).toBe('amarillo');
  });

  it('a preterm baby is verde at 14 and 20 days and amarillo at 21', () => {
    expect(nivel({ dias_vida: 14, prematuro: 'si' })).toBe('verde');
    expect(nivel({ dias_vida: 20, prematuro: 'si' })).toBe('verde');
    expect(nivel({ dias_vida: 21, prematuro: 'si' })).toBe('amarillo');
  });

  it('asks whether the baby was preterm only between 14 and 20 days, where it changes the result', () => {
    expect(ids({ dias_vida: 13 })).not.toContain('prematuro');
    expect(ids({ dias_vida: 14 })).toContain('prematuro');
    expect(ids({ dias_vida: 20 })).toContain('prematuro');
    expect(ids({ dias_vida: 21 })).not.toContain('prematuro');
  });
});

describe('ictericia_neonatal: rojo', () => {
  it('jaundice in the first 24 hours of life is rojo (NICE CG98: bilirubin within 2 hours)', () => {
    const r = triaje({ dias_vida: 2, primer_dia: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Piel amarilla en las primeras 24 horas de vida');
    expect(nivel({ dias_vida: 0 })).toBe('rojo');
    expect(nivel({ dias_vida: 1, primer_dia: 'no' })).toBe('verde');
  });

  it('asks about the first 24 hours during the first week only (6 days yes, 7 days no)', () => {
    expect(ids({ dias_vida: 6 })).toContain('primer_dia');
    expect(ids({ dias_vida: 7 })).not.toContain('primer_dia');
  });

  it('jaundice with poor feeding is rojo (Health for Under 5s: call 999; Schmitt: call now)', () => {
    expect(triaje({ come_mal: COME.mal }).titulo).toBe('Piel amarilla y come mal');
    expect(nivel({ come_mal: COME.mal })).toBe('rojo');
  });

  it('jaundice with drowsiness, floppiness or a high-pitched cry is rojo and says to call 112', () => {
    const r = triaje({ adormilado: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('jaundice with fever (or a low temperature) under 3 months is rojo; with fever from 3 months it is amarillo', () => {
    expect(nivel({ fiebre: 'si' })).toBe('rojo');
    const r = triaje({ edad_rango: '6-12 meses', fiebre: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Piel amarilla con fiebre');
  });

  it('deep yellow or orange skin in an otherwise well baby is amarillo with bilirubin within 6 hours (NICE CG98/QS57; issue 9 pattern 5)', () => {
    const r = triaje({ intensidad: INTENSIDAD.intenso });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Piel muy amarilla o anaranjada');
    expect(r.consejos.join(' ')).toMatch(/6 horas/);
    expect(nivel({ intensidad: INTENSIDAD.intenso, valorada: 'si' })).toBe('amarillo');
    expect(nivel({ intensidad: INTENSIDAD.extenso })).toBe('amarillo');
  });

  it('deep yellow or orange skin is rojo with drowsiness, poor feeding, the first day of life or a fever under 3 months', () => {
    // Health for Under 5s: 999 if jaundiced and sleepier than usual or feeding poorly; NICE CG98: first 24 h.
    expect(triaje({ intensidad: INTENSIDAD.intenso, come_mal: COME.dormilon }).titulo).toBe('Piel muy amarilla o anaranjada y cada vez más dormilón');
    expect(nivel({ intensidad: INTENSIDAD.intenso, come_mal: COME.mal })).toBe('rojo');
    expect(nivel({ intensidad: INTENSIDAD.intenso, dias_vida: 0 })).toBe('rojo');
    expect(nivel({ intensidad: INTENSIDAD.intenso, fiebre: 'si' })).toBe('rojo');
    // Sleepier and less keen on feeding with mild jaundice stays amarillo (HT amber).
    expect(nivel({ come_mal: COME.dormilon })).toBe('amarillo');
  });

  it('a seizure, arching or stiffness is rojo (asked together with drowsiness and an abnormal cry)', () => {
    expect(triaje({ adormilado: 'si' }).titulo).toBe('Piel amarilla y muy adormilado, llanto anormal o rigidez');
  });

  it('a typical path for a 5-day-old is at most 18 questions (with the worry question of issue 9; round 14: the wrong-door screen)', () => {
    expect(ids().length).toBeLessThanOrEqual(18); // round 15: + otra_consulta; round 18: + the three newborn signs
  });

  it('stops early on the first day of life as soon as the parent says it went yellow that day (round 6: not if the baby is not yellow)', () => {
    const primerDia = { edad_rango: '0-3 meses', dias_vida: 0, respira_mal: 'no', color_grave: 'no', adormilado: 'no', come_mal: COME.bien, fiebre: 'no', primer_dia: 'si' };
    expect(rojoSeguro(flujo, primerDia)?.titulo).toBe('Piel amarilla en las primeras 24 horas de vida');
    expect(rojoSeguro(flujo, { ...primerDia, primer_dia: 'no', intensidad: INTENSIDAD.cara })?.titulo).toBe('Piel amarilla en las primeras 24 horas de vida');
    expect(rojoSeguro(flujo, { ...primerDia, primer_dia: 'no', intensidad: INTENSIDAD.no })).toBeNull();
    expect(rojoSeguro(flujo, { edad_rango: '0-3 meses', dias_vida: 5 })).toBeNull();
  });
});

describe('ictericia_neonatal: amarillo', () => {
  it('pale chalky stools or dark urine are amarillo at any age, without waiting for 14 days', () => {
    // NICE CG98 / HT amber: chalk-pale stool, dark urine staining the nappy (biliary atresia).
    const r = triaje({ dias_vida: 6, panales: PANALES.claras });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Cacas muy claras o pis oscuro');
  });

  it('no wet nappy in 8 hours is amarillo (HT amber)', () => {
    expect(nivel({ panales: PANALES.sinPis })).toBe('amarillo');
  });

  it('jaundice nobody has assessed yet is amarillo (NICE: measure bilirubin within 6 hours)', () => {
    const r = triaje({ valorada: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Piel amarilla que todavía no ha valorado un profesional');
  });

  it("the child's appearance gives amarillo; the parent's worry alone keeps verde with the paediatrician-now advice (issue 9)", () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/Teleconsulta/);
  });
});

describe('ictericia_neonatal: feeding, mild versus severe (issue 9, pattern 5)', () => {
  it('increasingly sleepy and less interested in feeding is amarillo (HT amber); feeding poorly is rojo (Health for Under 5s)', () => {
    const r = triaje({ come_mal: COME.dormilon });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Piel amarilla y cada vez más dormilón para comer');
    expect(nivel({ come_mal: COME.mal })).toBe('rojo');
    expect(nivel({ come_mal: COME.bien })).toBe('verde');
  });
});

describe('ictericia_neonatal: prolonged jaundice already studied (issue 9, pattern 3; NICE CG98)', () => {
  it('at 3 weeks, jaundice already studied with a normal result and not increasing is verde', () => {
    const r = triaje({ dias_vida: 21, estudiada: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/leche materna/);
    expect(nivel({ dias_vida: 40, estudiada: 'si' })).toBe('verde');
  });

  it('not yet studied stays amarillo; studied but with pale stools or spreading stays amarillo', () => {
    expect(nivel({ dias_vida: 21, estudiada: 'no' })).toBe('amarillo');
    expect(nivel({ dias_vida: 21, estudiada: 'si', panales: PANALES.claras })).toBe('amarillo');
    expect(nivel({ dias_vida: 21, estudiada: 'si', intensidad: INTENSIDAD.extenso })).toBe('amarillo');
  });

  it('is asked only from 14 days at term (21 if preterm)', () => {
    expect(ids({ dias_vida: 13 })).not.toContain('estudiada');
    expect(ids({ dias_vida: 14, prematuro: 'no' })).toContain('estudiada');
    expect(ids({ dias_vida: 14, prematuro: 'si' })).not.toContain('estudiada');
    expect(ids({ dias_vida: 21 })).toContain('estudiada');
  });
});

// ---------------------------------------------------------------------------
// Properties over generated answer sets
// ---------------------------------------------------------------------------

const NUMEROS: Readonly<Record<string, readonly number[]>> = { dias_vida: [0, 1, 3, 6, 7, 10, 13, 14, 20, 21, 27, 28, 45, 80] };

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no'
      ? fc.constantFrom('si', 'no')
      : p.tipo === 'opciones'
        ? fc.constantFrom(...(p.opciones ?? []))
        : fc.constantFrom(...(NUMEROS[p.id] ?? [0, 1, 5]));
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango' || p.id === 'dias_vida') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(flujo.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('ictericia_neonatal: nappies and a baby who is not yellow (round 6; UNICEF UK Baby Friendly; NHS; NICE CG98; Yellow alert)', () => {
  it('an orange brick-dust urate stain in the first 4 days, with wet nappies, is not a warning sign', () => {
    for (const dias of [2, 3, 4]) expect(nivel({ dias_vida: dias, panales: PANALES.uratos }), String(dias)).toBe('verde');
  });

  it('urates after the first days are amarillo with a feeding check', () => {
    const r = triaje({ dias_vida: 5, panales: PANALES.uratos });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Manchas naranjas de pis pasados los primeros días');
    expect(r.ver_tambien).toContain('lactancia_alimentacion');
  });

  it('pale stools or dark yellow urine stay amarillo at any age (cholestasis), no longer lumped with urates', () => {
    expect(PANALES.claras).toMatch(/amarillo oscuro o marrón/);
    expect(PANALES.claras).not.toMatch(/ladrillo/);
    expect(nivel({ dias_vida: 3, panales: PANALES.claras })).toBe('amarillo');
  });

  it('a parent can say the baby is not yellow: verde, and the jaundice-only questions are not asked', () => {
    const r = triaje({ intensidad: INTENSIDAD.no, valorada: 'no' });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('No se le ve amarillo');
    const visibles = ids({ intensidad: INTENSIDAD.no, dias_vida: 20 });
    for (const id of ['valorada', 'prematuro', 'estudiada']) expect(visibles, id).not.toContain(id);
    expect(nivel({ intensidad: INTENSIDAD.no, dias_vida: 30 })).toBe('verde');
    expect(nivel({ intensidad: INTENSIDAD.no, edad_rango: '3-6 meses' })).toBe('verde');
  });

  it('not yellow but a red or amber sign still escalates', () => {
    expect(nivel({ intensidad: INTENSIDAD.no, come_mal: COME.mal })).toBe('rojo');
    expect(nivel({ intensidad: INTENSIDAD.no, fiebre: 'si' })).toBe('rojo');
    expect(nivel({ intensidad: INTENSIDAD.no, panales: PANALES.claras })).toBe('amarillo');
    expect(nivel({ intensidad: INTENSIDAD.no, panales: PANALES.sinPis })).toBe('amarillo');
    expect(nivel({ intensidad: INTENSIDAD.no, primer_dia: 'si' })).toBe('rojo');
  });
});

describe('ictericia_neonatal: properties', () => {
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

  it('from 28 days of life (unless the prolonged jaundice was already studied), or from 3 months of age, a yellow baby is never verde (round 8: orange skin with white eyes from food is not yellow; round 9: the usual pattern of a diagnosed Gilbert syndrome)', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(28, 35, 60, 89), (r, dias) => {
        if (r.intensidad === INTENSIDAD.no) return;
        expect(evaluarTriaje(flujo, { ...r, edad_rango: '0-3 meses', dias_vida: dias, estudiada: 'no' }).urgencia).not.toBe('verde');
        expect(evaluarTriaje(flujo, { ...r, edad_rango: '3-6 meses', carotenemia: 'no', gilbert_habitual: 'no' }).urgencia).not.toBe('verde');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('ictericia_neonatal: orange skin from food (round 8: carotenaemia; DermNet; Karthik 2006)', () => {
  const NARANJA = { edad_rango: '6-12 meses', carotenemia: 'si' } as const;

  it('orange palms, soles and nose with white eyes in a child eating orange purées is verde, and the intensity is not asked', () => {
    const r = triaje(NARANJA);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Piel anaranjada por la comida (carotenemia), con los ojos blancos');
    expect(ids(NARANJA)).not.toContain('intensidad');
    expect(ids(NARANJA)).toContain('panales');
  });

  it('yellow eyes answer No and keep their level; pale stools, dark urine or a red sign still escalate', () => {
    expect(nivel({ ...NARANJA, carotenemia: 'no', intensidad: INTENSIDAD.intenso })).toBe('amarillo');
    expect(nivel({ ...NARANJA, panales: PANALES.claras })).toBe('amarillo');
    expect(nivel({ ...NARANJA, adormilado: 'si' })).toBe('rojo');
    expect(nivel({ ...NARANJA, muy_enfermo: 'si' })).toBe('amarillo');
    expect(flujo.preguntas.find((p) => p.id === 'carotenemia')?.ayuda).toMatch(/blanco de los ojos tiene un tono amarillo/);
  });

  it('is not asked under 3 months', () => {
    expect(ids({ edad_rango: '0-3 meses' })).not.toContain('carotenemia');
  });
});

describe('ictericia_neonatal: known Gilbert syndrome, the usual pattern (round 9; NHS Gilbert syndrome)', () => {
  const GILBERT: Cambios = { edad_rango: '12+ años', carotenemia: 'no', intensidad: INTENSIDAD.cara, gilbert_habitual: 'si' };

  it('the usual mild yellow eyes of a diagnosed Gilbert syndrome in a well child is verde with a safety net', () => {
    const r = triaje(GILBERT);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('El amarillo de siempre de su síndrome de Gilbert');
    expect(r.consejos.join(' ')).toMatch(/pis es oscuro/);
  });

  it('a change from the usual pattern, dark urine or pale stools, fever or looking unwell stays as before', () => {
    expect(nivel({ ...GILBERT, gilbert_habitual: 'no' })).toBe('amarillo');
    expect(nivel({ ...GILBERT, intensidad: INTENSIDAD.extenso })).toBe('amarillo');
    expect(nivel({ ...GILBERT, panales: PANALES.claras })).toBe('amarillo');
    expect(nivel({ ...GILBERT, fiebre: 'si' })).toBe('amarillo');
    expect(nivel({ ...GILBERT, muy_enfermo: 'si' })).toBe('amarillo');
  });

  it('is not asked of newborns nor of a child who is not yellow', () => {
    expect(ids()).not.toContain('gilbert_habitual');
    expect(ids({ ...GILBERT, intensidad: INTENSIDAD.no })).not.toContain('gilbert_habitual');
    expect(ids(GILBERT)).toContain('gilbert_habitual');
  });
});

describe('ictericia_neonatal: newborn signs under 28 days (round 18; banderas-recien-nacido.ts)', () => {
  const NUEVAS = ['ombligo_rn', 'ojo_rn', 'madre_infeccion_parto'];

  it('asks the three questions from day 0 to day 27, after the global red signs, and not from day 28 or after 3 months', () => {
    for (const dias of [0, 5, 27]) for (const id of NUEVAS) expect(ids({ dias_vida: dias }), `${id} ${dias}`).toContain(id);
    for (const id of NUEVAS) {
      expect(ids({ dias_vida: 28 })).not.toContain(id);
      expect(ids({ edad_rango: '3-6 meses' })).not.toContain(id);
    }
    const orden = ids();
    expect(orden.indexOf('ombligo_rn')).toBeGreaterThan(orden.indexOf('fiebre'));
    expect(orden.indexOf('madre_infeccion_parto')).toBeLessThan(orden.indexOf('intensidad'));
  });

  it('omphalitis (red, swollen or hard skin round the navel, or red streaks) is rojo, with an early exit (WHO IMCI 2019; NICE NG195)', () => {
    for (const dias of [0, 10, 27]) expect(nivel({ dias_vida: dias, ombligo_rn: OMBLIGO_RN.onfalitis }), String(dias)).toBe('rojo');
    const r = triaje({ ombligo_rn: OMBLIGO_RN.onfalitis });
    expect(r.titulo).toMatch(/onfalitis/);
    expect(r.consejos.join(' ')).toMatch(/antibiótico/);
    expect(rojoSeguro(flujo, { edad_rango: '0-3 meses', dias_vida: 5, respira_mal: 'no', color_grave: 'no', adormilado: 'no', come_mal: COME.bien, fiebre: 'no', ombligo_rn: OMBLIGO_RN.onfalitis })?.urgencia).toBe('rojo');
  });

  it('pus or a bad smell from the navel in a baby feeding as usual is amarillo; with a sleepier baby or poor feeding it is rojo', () => {
    const r = triaje({ ombligo_rn: OMBLIGO_RN.pus });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toMatch(/^Ombligo rojo por dentro, con pus o mal olor/);
    expect(r.consejos.join(' ')).toMatch(/piel amarilla/);
    expect(nivel({ ombligo_rn: OMBLIGO_RN.pus, come_mal: COME.dormilon })).toBe('rojo');
    expect(triaje({ ombligo_rn: OMBLIGO_RN.pus, come_mal: COME.dormilon }).titulo).toMatch(/^Ombligo con pus o mal olor en un recién nacido que come peor/);
    expect(nivel({ ombligo_rn: OMBLIGO_RN.no })).toBe('verde');
  });

  it('a sticky eye with a red eye or swollen eyelids is amarillo the same day (NICE CKS conjunctivitis: neonates); without it the path stays verde', () => {
    for (const dias of [1, 14, 27]) expect(nivel({ dias_vida: dias, ojo_rn: 'si' }), String(dias)).toBe('amarillo');
    expect(nivel({ dias_vida: 0, intensidad: INTENSIDAD.no, ojo_rn: 'si' })).toBe('amarillo');
    const r = triaje({ ojo_rn: 'si' });
    expect(r.titulo).toBe('Ojo rojo o párpados hinchados con legañas o pus en un recién nacido');
    expect(r.consejos.join(' ')).toMatch(/oftalmólogo/);
    expect(nivel({ ojo_rn: 'no' })).toBe('verde');
    const ayuda = flujo.preguntas.find((p) => p.id === 'ojo_rn')?.ayuda ?? '';
    expect(ayuda).toMatch(/ojo blanco/);
  });

  it('the nearest rojo for the eye: fever, poor feeding or a floppy baby still win', () => {
    expect(nivel({ ojo_rn: 'si', fiebre: 'si' })).toBe('rojo');
    expect(nivel({ ojo_rn: 'si', come_mal: COME.mal })).toBe('rojo');
    expect(nivel({ ojo_rn: 'si', adormilado: 'si' })).toBe('rojo');
  });

  it("the mother's chickenpox (7 days either side of birth) or herpes at birth: a well baby is amarillo today; blisters, fever or an unwell baby is rojo (UKHSA; RCOG/BASHH; HSE)", () => {
    const r = triaje({ madre_infeccion_parto: INFECCION_PARTO.madre });
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos.join(' ')).toMatch(/inmunoglobulina o un antiviral/);
    const grave = triaje({ madre_infeccion_parto: INFECCION_PARTO.bebe });
    expect(grave.urgencia).toBe('rojo');
    expect(grave.consejos.join(' ')).toMatch(/antiviral en el hospital ahora/);
    expect(nivel({ madre_infeccion_parto: INFECCION_PARTO.madre, fiebre: 'si' })).toBe('rojo');
    const pregunta = flujo.preguntas.find((p) => p.id === 'madre_infeccion_parto')!;
    expect(pregunta.alarma).toEqual([INFECCION_PARTO.bebe]);
    expect(pregunta.ayuda).toMatch(/entre 7 días antes y 7 días después del parto/);
  });

  it('jaundice results are unchanged when every newborn sign is absent', () => {
    expect(triaje({ valorada: 'no' }).titulo).toBe('Piel amarilla que todavía no ha valorado un profesional');
    expect(nivel()).toBe('verde');
  });

  it('cites the shared sources and records the choice in notas', () => {
    const urls = flujo.fuentes.map((f) => f.url);
    expect(urls).toContain('https://cks.nice.org.uk/topics/conjunctivitis-infective/');
    expect(urls).toContain('https://www.gov.uk/government/publications/varicella-the-green-book-chapter-34');
    expect(urls).toContain('https://www.who.int/publications/i/item/9789241516365');
    expect(flujo.notas).toMatch(/Ronda 18, signos del recién nacido/);
  });
});
