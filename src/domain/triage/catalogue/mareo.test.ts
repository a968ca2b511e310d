import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { AVISO_PREOCUPADO, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, SIEMPRE } from './comunes.ts';
import { DIABETES } from './banderas-abdomen.ts';
import { DEBILIDAD } from './banderas-debilidad.ts';
import { AHORA, EPISODIO, GOLPE, mareo, PECHO_CORAZON, VIAJE } from './mareo.ts';
import { esReglaCribado } from './cribado-otras-puertas.ts';

comprobacionesDeFlujo(mareo);

/** A 14-year-old who fainted after standing a long time in the heat, with warning and full recovery. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '12+ años',
  episodio: EPISODIO.desmayo,
  ahora: AHORA.bien,
  sigue_shock: 'no',
  posible_embarazo: 'no',
  pecho_corazon: PECHO_CORAZON.no,
  ejercicio: 'no',
  sin_aviso: 'no',
  convulsion: 'no',
  golpe_cabeza: GOLPE.no,
  neuro: 'no',
  debilidad_progresiva: DEBILIDAD.no,
  toxico: 'no',
  corazon_familia: 'no',
  alergia: 'no',
  signos_diabetes: DIABETES.no,
  deshidratacion: 'no',
  regla_abundante: 'no',
  viaje_movimiento: VIAJE.no,
  muy_enfermo: 'no',
  preocupado: 'no',
};

/** A toddler with diagnosed breath-holding spells after a usual spell. */
const SOLLOZO = { edad_rango: '1-2 años', sollozo: 'si' } as const;

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(mareo, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => preguntasVisibles(mareo, respuestas(cambios)).map((p) => p.id);

describe('mareo: structure (CLINICAL.md "Shape of a flow")', () => {
  it('asks the age first, what happened and how the child is now next, and never the weight (no medicine)', () => {
    const orden = mareo.preguntas.map((p) => p.id);
    expect(orden.slice(0, 3)).toEqual(['edad_rango', 'episodio', 'ahora']);
    expect(orden).not.toContain('peso_kg');
    expect(orden.slice(-2)).toEqual(['muy_enfermo', 'preocupado']);
    for (const regla of mareo.reglas) expect(regla.medicacion ?? []).toEqual([]);
  });

  it('belongs to the category of SPEC §2 and ends with an always-true verde catch-all', () => {
    expect(mareo.categoria).toBe('fiebre_malestar');
    expect(mareo.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(mareo.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('every result closes with its level\'s advice; rojo gives the lying-down first aid (but weakness with breathing difficulty, round 9); never Teleconsulta', () => {
    for (const regla of mareo.reglas) {
      expect(regla.acciones_sugeridas.join(' ')).not.toMatch(/Teleconsulta/i);
      if (regla.urgencia === 'rojo') {
        expect(regla.consejos).toContain(CONSEJO_ROJO_CAMINO);
        if (!regla.si.startsWith('debilidad_progresiva') && !esReglaCribado(regla)) expect(regla.consejos.join(' ')).toMatch(/piernas en alto/);
      }
      if (regla.urgencia === 'amarillo') expect(regla.consejos).toContain(CONSEJO_AMARILLO);
      if (regla.urgencia === 'verde') expect(regla.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    }
  });

  it('has 8-20 lower-case synonyms, sources and notas on the SEUP disagreement', () => {
    expect(mareo.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(mareo.sinonimos.length).toBeLessThanOrEqual(20);
    for (const s of mareo.sinonimos) expect(s).toBe(s.toLowerCase());
    expect(mareo.fuentes.length).toBeGreaterThanOrEqual(3);
    expect(mareo.notas).toMatch(/SEUP/);
    expect(mareo.notas).toMatch(/Puertas equivocadas/);
    expect(mareo.revisado).toBe('2026-11-28');
  });
});

describe('mareo: rojo (cardiac syncope features, clinical-sources; STCC Fainting/Dizziness; NICE head injury)', () => {
  it('fainting during exercise is rojo', () => {
    // UpToDate/Danon 2023: syncope during exertion (including swimming).
    const r = triaje({ ejercicio: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Desmayo durante el ejercicio');
  });

  it('chest pain, breathlessness or palpitations going on now with dizziness are rojo; palpitations with a faint are rojo', () => {
    // Danon 2023: chest pain or palpitations before the event; STCC Dizziness "heart pounding differently" → ER.
    expect(triaje({ pecho_corazon: PECHO_CORAZON.grave }).titulo).toBe('Mareo o desmayo con dolor en el pecho, falta de aire o palpitaciones que siguen');
    expect(nivel({ pecho_corazon: PECHO_CORAZON.grave, episodio: EPISODIO.mareo })).toBe('rojo');
    expect(triaje({ pecho_corazon: PECHO_CORAZON.palpitacionesPasadas, episodio: EPISODIO.desmayo }).titulo).toBe('Desmayo con palpitaciones');
  });

  it('round 8: a racing heart that began and stopped abruptly, over, without a faint, chest pain or breathlessness is amarillo (NICE CKS palpitations; ESC SVT 2019)', () => {
    const r = triaje({ edad_rango: '12+ años', pecho_corazon: PECHO_CORAZON.palpitacionesPasadas, episodio: EPISODIO.mareo });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Corazón muy deprisa que empezó y paró de golpe, ya pasado');
    expect(r.consejos.join(' ')).toMatch(/electrocardiograma/);
    expect(nivel({ edad_rango: '12+ años', pecho_corazon: PECHO_CORAZON.palpitacionesPasadas, episodio: EPISODIO.mareo, ahora: AHORA.grave })).toBe('rojo');
    expect(nivel({ edad_rango: '12+ años', pecho_corazon: PECHO_CORAZON.palpitacionesPasadas, episodio: EPISODIO.mareo, ejercicio: 'si' })).toBe('amarillo');
    expect(mareo.preguntas.map((p) => p.id)).not.toContain('pecho');
  });

  it('the cardiac question asks only chest pain or sudden palpitations, not crying, fright or breath-holding (issue 9 pattern 5)', () => {
    // clinical-sources (UpToDate table; Danon 2023): chest pain or palpitations before the event.
    const pecho = mareo.preguntas.find((p) => p.id === 'pecho_corazon');
    expect(pecho?.texto).toMatch(/dolió el pecho/);
    expect(pecho?.texto).not.toMatch(/costaba respirar/);
    expect(pecho?.ayuda).toMatch(/espasmos del sollozo/);
    // A usual diagnosed breath-holding spell is not asked it, and stays verde.
    expect(ids(SOLLOZO)).not.toContain('pecho_corazon');
    expect(nivel({ ...SOLLOZO, pecho_corazon: PECHO_CORAZON.grave })).toBe('verde');
    expect(ids({ ...SOLLOZO, sollozo: 'no' })).toContain('pecho_corazon');
    expect(ids({ edad_rango: '1-2 años', episodio: EPISODIO.mareo })).toContain('pecho_corazon');
  });

  it('difficulty breathing now is the severe answer of "how is the child now" (rojo)', () => {
    expect(AHORA.grave).toMatch(/le cuesta mucho respirar/);
    expect(nivel({ ahora: AHORA.grave, episodio: EPISODIO.mareo })).toBe('rojo');
  });

  it('a faint without warning, lying down, or after a startle is rojo', () => {
    expect(nivel({ sin_aviso: 'si' })).toBe('rojo');
  });

  it('a faint with jerking or stiffness is rojo and points to convulsion', () => {
    // clinical-sources: seizure-like event among the cardiac features; brief "with a seizure".
    const r = triaje({ convulsion: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('convulsion');
  });

  it('not recovering (confused, drowsy, cannot stand) is rojo with "Llama al 112"', () => {
    // STCC Fainting: still unconscious after 1 minute or difficult to awaken → 911.
    const r = triaje({ ahora: AHORA.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('a faint or dizziness that started after a head injury is rojo and points to golpes_caidas', () => {
    // NICE CG176/NG232: any loss of consciousness after a head injury → ED.
    const r = triaje({ golpe_cabeza: GOLPE.antes, episodio: EPISODIO.mareo });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('a family history of sudden death or inherited heart disease, or known heart disease, makes a faint rojo', () => {
    // Danon 2023: family history of sudden death < 50 y or inherited arrhythmia/cardiomyopathy; known heart disease.
    expect(nivel({ corazon_familia: 'si' })).toBe('rojo');
    expect(nivel({ corazon_familia: 'si', episodio: EPISODIO.noSe })).toBe('rojo');
  });

  it('neurological signs or a possible poisoning (including fumes) are rojo', () => {
    expect(nivel({ neuro: 'si', episodio: EPISODIO.mareo })).toBe('rojo');
    const r = triaje({ toxico: 'si', episodio: EPISODIO.mareo });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('intoxicacion');
  });

  it('any loss of consciousness under 1 year is rojo (BRUE, clinical-sources), unless a diagnosed breath-holding spell from 6 months', () => {
    for (const edad of ['0-3 meses', '3-6 meses', '6-12 meses']) expect(nivel({ edad_rango: edad, sollozo: 'no' })).toBe('rojo');
    expect(nivel({ edad_rango: '6-12 meses', sollozo: 'si' })).toBe('verde');
  });

  it('dizziness or a faint with hives or swollen lips, tongue or eyelids, or right after a sting, a medicine or a known food allergen, is rojo (SEUP 112; WAO 2020)', () => {
    const r = triaje({ alergia: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.ver_tambien).toContain('reaccion_alergica');
  });

  it('the anaphylaxis question no longer lumps a single vomit or a meal with skin signs (issue 9 pattern 5; WAO 2020 criteria)', () => {
    const pregunta = mareo.preguntas.find((p) => p.id === 'alergia');
    expect(pregunta?.texto).toMatch(/ronchas/);
    expect(pregunta?.texto).toMatch(/alimento al que es alérgico/);
    expect(pregunta?.texto).not.toMatch(/o vómitos\?/);
    expect(pregunta?.ayuda).toMatch(/vomitar una vez/);
  });

  it('thirst and a lot of urine, high ketones, or deep fast breathing with dizziness are rojo (NICE NG18 DKA)', () => {
    for (const valor of [DIABETES.sintomas, DIABETES.conocidaCetonas, DIABETES.cetoacidosis]) {
      expect(nivel({ signos_diabetes: valor }), valor).toBe('rojo');
    }
    expect(triaje({ signos_diabetes: DIABETES.sintomas }).titulo).toMatch(/cetoacidosis/);
  });
});

describe('mareo: amarillo (STCC Dizziness; AAP Fainting "still dizzy after 15 minutes"; age gate)', () => {
  it('dizziness during exercise without fainting is amarillo', () => {
    expect(triaje({ episodio: EPISODIO.mareo, ejercicio: 'si' }).titulo).toBe('Mareo durante el ejercicio');
  });

  it('dizziness in a child with heart disease or a family history is amarillo', () => {
    expect(nivel({ episodio: EPISODIO.mareo, corazon_familia: 'si' })).toBe('amarillo');
  });

  it('hitting the head when falling from a faint is amarillo and points to golpes_caidas', () => {
    const r = triaje({ golpe_cabeza: GOLPE.alCaer });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('signs of dehydration are amarillo and point to vomitos and diarrea', () => {
    // STCC Dizziness: dehydration suspected → call now.
    const r = triaje({ episodio: EPISODIO.mareo, deshidratacion: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toEqual(['vomitos', 'diarrea']);
  });

  it('still dizzy or weak after lying down 10-15 minutes is amarillo', () => {
    expect(triaje({ ahora: AHORA.mareado }).titulo).toBe('Sigue mareado o débil después de descansar');
  });

  it('a faint at 1-5 years is amarillo (STCC: simple fainting does not occur before age 6); from 5 years a simple faint is verde', () => {
    expect(triaje({ edad_rango: '1-2 años', sollozo: 'no' }).titulo).toBe('Desmayo en un niño pequeño');
    expect(nivel({ edad_rango: '2-5 años', sollozo: 'no' })).toBe('amarillo');
    expect(nivel({ edad_rango: '5-12 años' })).toBe('verde');
  });

  it('a child who looks very ill, different from other illnesses, is amarillo', () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
  });

  it("the parent's worry alone keeps verde and adds the paediatrician-now advice (issue 9, pattern 1)", () => {
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
  });
});

describe('mareo: verde (STCC Fainting and Dizziness home care; clinical-sources "typical reflex faint → home care")', () => {
  it('a simple faint on standing with warning and quick full recovery is verde, with prevention advice and a non-urgent visit', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Desmayo simple con recuperación rápida');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/piernas en alto/);
    expect(texto).toMatch(/electrocardiograma/);
    expect(r.acciones_sugeridas).toContain('Pide cita con tu pediatra (no urgente)');
  });

  it('dizziness without fainting and without alarm signs is verde', () => {
    const r = triaje({ episodio: EPISODIO.mareo, edad_rango: '5-12 años' });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Mareo sin signos de alarma');
  });

  it('a usual, diagnosed breath-holding spell at 6 months to 5 years is verde (pattern 3; NHS breath-holding)', () => {
    const r = triaje(SOLLOZO);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Espasmo del sollozo como otras veces');
    expect(r.ver_tambien).toContain('convulsion');
    expect(nivel({ ...SOLLOZO, edad_rango: '2-5 años' })).toBe('verde');
  });

  it('an undiagnosed or different spell in a toddler stays amarillo; any red feature still escalates', () => {
    expect(nivel({ ...SOLLOZO, sollozo: 'no' })).toBe('amarillo');
    expect(nivel({ ...SOLLOZO, ahora: AHORA.grave })).toBe('rojo');
    expect(nivel({ ...SOLLOZO, corazon_familia: 'si' })).toBe('rojo');
    expect(nivel({ ...SOLLOZO, ejercicio: 'si' })).toBe('rojo');
  });

  it('dizziness in a toddler without fainting is verde', () => {
    expect(nivel({ episodio: EPISODIO.mareo, edad_rango: '2-5 años' })).toBe('verde');
  });
});

describe('mareo: question progression and early exit', () => {
  it('asks about a diagnosed breath-holding spell only after a faint at 6 months to 5 years, and then skips the startle and jerking questions', () => {
    expect(ids()).not.toContain('sollozo');
    expect(ids({ edad_rango: '1-2 años' })).toContain('sollozo');
    expect(ids({ edad_rango: '1-2 años', episodio: EPISODIO.mareo })).not.toContain('sollozo');
    expect(ids(SOLLOZO)).not.toContain('sin_aviso');
    expect(ids(SOLLOZO)).not.toContain('convulsion');
    expect(ids({ ...SOLLOZO, sollozo: 'no' })).toEqual(expect.arrayContaining(['sin_aviso', 'convulsion']));
  });

  it('asks about warning signs and jerking only when the child fainted or it is not known', () => {
    expect(ids()).toEqual(expect.arrayContaining(['sin_aviso', 'convulsion']));
    expect(ids({ episodio: EPISODIO.noSe })).toContain('sin_aviso');
    expect(ids({ episodio: EPISODIO.mareo })).not.toContain('sin_aviso');
    expect(ids({ episodio: EPISODIO.mareo })).not.toContain('convulsion');
  });

  it('a faint takes at most 22 questions and dizziness at most 21 (round 4 added the shock and pregnancy questions, round 5 heavy periods, round 9 progressive weakness, round 12 travel, round 14: the wrong-door screen)', () => {
    expect(ids().length).toBeLessThanOrEqual(22); // round 15: + otra_consulta
    expect(ids({ episodio: EPISODIO.mareo }).length).toBeLessThanOrEqual(21);
  });

  it('stops as soon as the child is known not to recover', () => {
    expect(rojoSeguro(mareo, { edad_rango: '12+ años', episodio: EPISODIO.desmayo, ahora: AHORA.grave })?.urgencia).toBe('rojo');
    expect(rojoSeguro(mareo, { edad_rango: '12+ años', episodio: EPISODIO.desmayo, ahora: AHORA.bien })).toBeNull();
  });

  it('stops right after the age for a faint under 6 months', () => {
    expect(rojoSeguro(mareo, { edad_rango: '3-6 meses', episodio: EPISODIO.desmayo })?.titulo).toBe(
      'Episodio de pérdida de conocimiento en un bebé menor de 1 año',
    );
  });
});

describe('mareo: still in shock after resting (round 4; NICE NG143 pale/grey = red; NICE CG109; NG126 signs; STCC Fainting)', () => {
  it('still very pale or grey with cold sweat, a racing heart at rest, or fainting again on sitting up is rojo with 112', () => {
    const r = triaje({ sigue_shock: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Sigue muy pálido y sudoroso, con el corazón muy deprisa o desmayándose al incorporarse');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.consejos.join(' ')).toMatch(/que vaya tumbado/);
  });

  it('is rojo whatever the answer to "how is the child now", after a faint or dizziness, at every age', () => {
    for (const ahora of [AHORA.bien, AHORA.mareado]) {
      for (const episodio of [EPISODIO.desmayo, EPISODIO.mareo, EPISODIO.noSe]) {
        expect(nivel({ sigue_shock: 'si', ahora, episodio }), `${ahora} ${episodio}`).toBe('rojo');
      }
    }
    for (const edad of EDAD_OPCIONES) expect(nivel({ edad_rango: edad, sigue_shock: 'si', sollozo: 'si' }), edad).toBe('rojo');
  });

  it('the mild form keeps its level: still a bit dizzy or weak but able to stand is amarillo; a bit pale and recovered is verde', () => {
    expect(nivel({ ahora: AHORA.mareado, sigue_shock: 'no' })).toBe('amarillo');
    expect(nivel({ ahora: AHORA.bien, sigue_shock: 'no' })).toBe('verde');
    expect(AHORA.bien).toMatch(/algo cansado o pálido/);
    const pregunta = mareo.preguntas.find((p) => p.id === 'sigue_shock');
    expect(pregunta?.ayuda).toMatch(/algo pálido o cansado/);
  });

  it('is asked right after "how is the child now", for every episode and age', () => {
    const orden = mareo.preguntas.map((p) => p.id);
    expect(orden.indexOf('sigue_shock')).toBe(orden.indexOf('ahora') + 1);
    expect(ids()).toContain('sigue_shock');
    expect(ids({ episodio: EPISODIO.mareo, edad_rango: '2-5 años' })).toContain('sigue_shock');
  });

  it('"looks very ill" alone stays amarillo (decision 0022); the specific shock signs are what make it rojo', () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
    expect(nivel({ muy_enfermo: 'si', sigue_shock: 'si' })).toBe('rojo');
  });

  it('stops as soon as the shock signs are known, and not before', () => {
    const hasta = { edad_rango: '5-12 años', episodio: EPISODIO.desmayo, ahora: AHORA.bien } as const;
    expect(rojoSeguro(mareo, { ...hasta, sigue_shock: 'si' })?.urgencia).toBe('rojo');
    expect(rojoSeguro(mareo, { ...hasta, sigue_shock: 'no' })).toBeNull();
  });
});

describe('mareo: possible ectopic pregnancy in an adolescent girl (round 4; NICE NG126, ex CG154)', () => {
  const ECTOPICO = { posible_embarazo: 'si', dolor_ectopico: 'si' } as const;

  it('a faint with a late period or possible pregnancy and low tummy or shoulder-tip pain, or bleeding, is rojo with 112 and nothing by mouth', () => {
    const r = triaje(ECTOPICO);
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/embarazo ectópico/);
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.consejos.join(' ')).toMatch(/No le des nada de comer ni de beber/);
  });

  it('dizziness without a faint with the same answers is rojo too', () => {
    expect(nivel({ ...ECTOPICO, episodio: EPISODIO.mareo })).toBe('rojo');
  });

  it('a possible pregnancy without pain or bleeding is amarillo, with a pregnancy test today', () => {
    const r = triaje({ posible_embarazo: 'si', dolor_ectopico: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Mareo o desmayo en una chica que podría estar embarazada');
    expect(r.consejos.join(' ')).toMatch(/prueba de embarazo/);
    expect(nivel({ posible_embarazo: 'si', dolor_ectopico: 'no', episodio: EPISODIO.mareo })).toBe('amarillo');
  });

  it('no possible pregnancy keeps the simple faint verde', () => {
    expect(nivel({ posible_embarazo: 'no' })).toBe('verde');
  });

  it('is asked only in the 12+ band, respectfully, and the pain question only after a possible pregnancy', () => {
    const pregunta = mareo.preguntas.find((p) => p.id === 'posible_embarazo');
    expect(pregunta?.texto).toMatch(/^Si es una chica:/);
    expect(pregunta?.texto).toMatch(/regla/);
    expect(pregunta?.ayuda).toMatch(/Si es un chico/);
    expect(ids()).toContain('posible_embarazo');
    expect(ids()).not.toContain('dolor_ectopico');
    expect(ids({ posible_embarazo: 'si' })).toContain('dolor_ectopico');
    for (const edad of EDAD_OPCIONES.filter((e) => e !== '12+ años')) {
      expect(ids({ edad_rango: edad, sollozo: 'no' }), edad).not.toContain('posible_embarazo');
    }
    // Answers to questions that are not asked do not count (girls of 10-11: see notas).
    expect(nivel({ edad_rango: '5-12 años', ...ECTOPICO })).toBe('verde');
    const dolor = mareo.preguntas.find((p) => p.id === 'dolor_ectopico');
    expect(dolor?.texto).toMatch(/punta del hombro/);
  });

  it('stops once the possible pregnancy and the pain are known, and not before', () => {
    const hasta = { edad_rango: '12+ años', episodio: EPISODIO.desmayo, ahora: AHORA.bien, sigue_shock: 'no' } as const;
    expect(rojoSeguro(mareo, { ...hasta, ...ECTOPICO })?.urgencia).toBe('rojo');
    expect(rojoSeguro(mareo, { ...hasta, posible_embarazo: 'si', dolor_ectopico: 'no' })).toBeNull();
    expect(rojoSeguro(mareo, { ...hasta, posible_embarazo: 'si' })).toBeNull();
  });

  it('the verde safety net names the shock signs and the pregnancy signs', () => {
    const texto = triaje().consejos.join(' ');
    expect(texto).toMatch(/sudor frío/);
    expect(texto).toMatch(/punta del hombro/);
  });
});

describe('mareo: heavy periods with dizziness or a faint (round 5; NICE NG88; ACOG Committee Opinion 785)', () => {
  it('dizziness in a girl with heavy or prolonged periods is amarillo, a same-day check for anaemia', () => {
    const r = triaje({ episodio: EPISODIO.mareo, regla_abundante: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Mareo o desmayo con reglas muy abundantes: posible anemia');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/análisis de sangre/);
    expect(texto).toMatch(/problema de la coagulación/);
    expect(texto).toMatch(/Ve a urgencias ahora si empapa una compresa o un tampón cada hora durante varias horas/);
    expect(r.consejos).toContain(CONSEJO_AMARILLO);
    expect(r.acciones_sugeridas[0]).toBe('Pide cita con tu pediatra hoy');
  });

  it('a simple faint with full recovery is no longer verde with heavy periods; without them it stays verde', () => {
    expect(nivel({ regla_abundante: 'si' })).toBe('amarillo');
    expect(nivel({ regla_abundante: 'no' })).toBe('verde');
    expect(nivel({ episodio: EPISODIO.mareo, regla_abundante: 'no' })).toBe('verde');
  });

  it('shock signs, not standing and the ectopic pregnancy stay rojo, asked before it', () => {
    expect(nivel({ regla_abundante: 'si', sigue_shock: 'si' })).toBe('rojo');
    expect(nivel({ regla_abundante: 'si', ahora: AHORA.grave })).toBe('rojo');
    expect(nivel({ regla_abundante: 'si', posible_embarazo: 'si', dolor_ectopico: 'si' })).toBe('rojo');
    const orden = mareo.preguntas.map((p) => p.id);
    for (const antes of ['ahora', 'sigue_shock', 'posible_embarazo', 'dolor_ectopico']) {
      expect(orden.indexOf(antes), antes).toBeLessThan(orden.indexOf('regla_abundante'));
    }
  });

  it('the pregnancy question keeps precedence: a possible pregnancy without pain is the pregnancy result', () => {
    expect(triaje({ regla_abundante: 'si', posible_embarazo: 'si', dolor_ectopico: 'no' }).titulo).toBe('Mareo o desmayo en una chica que podría estar embarazada');
  });

  it('wins over the generic "still dizzy after resting", with its specific advice', () => {
    expect(triaje({ episodio: EPISODIO.mareo, ahora: AHORA.mareado, regla_abundante: 'si' }).titulo).toBe('Mareo o desmayo con reglas muy abundantes: posible anemia');
    expect(triaje({ episodio: EPISODIO.mareo, ahora: AHORA.mareado, regla_abundante: 'no' }).titulo).toBe('Sigue mareado o débil después de descansar');
  });

  it('is asked from 5 years (periods can start at about 10) and not to younger children; the help says what heavy means and lets boys answer No', () => {
    const pregunta = mareo.preguntas.find((p) => p.id === 'regla_abundante');
    expect(pregunta?.texto).toMatch(/^Si es una chica que ya tiene la regla:/);
    expect(pregunta?.texto).toMatch(/cada 1-2 horas/);
    expect(pregunta?.texto).toMatch(/más de 7 días/);
    expect(pregunta?.ayuda).toMatch(/Si es un chico, o todavía no le ha venido la regla, responde No/);
    expect(ids()).toContain('regla_abundante');
    expect(ids({ edad_rango: '5-12 años' })).toContain('regla_abundante');
    for (const edad of ['0-3 meses', '3-6 meses', '6-12 meses', '1-2 años', '2-5 años']) {
      expect(ids({ edad_rango: edad, sollozo: 'no' }), edad).not.toContain('regla_abundante');
    }
    expect(nivel({ edad_rango: '5-12 años', episodio: EPISODIO.mareo, regla_abundante: 'si' })).toBe('amarillo');
  });

  it('the verde results point to heavy periods and tiredness, and the safety net to soaking a pad every hour', () => {
    expect(triaje().consejos.join(' ')).toMatch(/reglas muy abundantes o de más de 7 días/);
    expect(triaje({ episodio: EPISODIO.mareo }).consejos.join(' ')).toMatch(/reglas muy abundantes o de más de 7 días/);
    expect(triaje().consejos.join(' ')).toMatch(/empapa una compresa o un tampón cada hora/);
  });
});

// ---------------------------------------------------------------------------
// Properties over every complete answer set
// ---------------------------------------------------------------------------

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no' ? fc.constantFrom('si', 'no') : fc.constantFrom(...(p.opciones ?? ['']));
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango' || p.id === 'episodio') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(mareo.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('mareo: properties', () => {
  it('adding a red feature to any answers never lowers the level (CLINICAL.md)', () => {
    const conAlarma = mareo.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(mareo, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(mareo, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a faint with any cardiac feature is rojo at every age', () => {
    fc.assert(
      fc.property(
        respuestasArb,
        fc.constantFrom(...EDAD_OPCIONES),
        fc.constantFrom<readonly [string, string]>(
          ['pecho_corazon', PECHO_CORAZON.grave],
          ['pecho_corazon', PECHO_CORAZON.palpitacionesPasadas],
          ['ejercicio', 'si'],
          ['sin_aviso', 'si'],
          ['corazon_familia', 'si'],
        ),
        (r, edad, [id, valor]) => {
          // A diagnosed breath-holding spell skips the startle question (see the breath-holding tests).
          expect(evaluarTriaje(mareo, { ...r, edad_rango: edad, episodio: EPISODIO.desmayo, sollozo: 'no', [id]: valor }).urgencia).toBe('rojo');
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('mareo: dizziness from travel (round 12; NHS and Schmitt-Thompson motion sickness; Cha 2009; Bárány Society 2020)', () => {
  const MAREO = { edad_rango: '5-12 años', episodio: EPISODIO.mareo } as const;

  it('motion sickness during a journey that settles when it stops is verde, even if still a bit dizzy after resting', () => {
    for (const ahora of [AHORA.bien, AHORA.mareado]) {
      const r = triaje({ ...MAREO, ahora, viaje_movimiento: VIAJE.cinetosis });
      expect(r.urgencia, ahora).toBe('verde');
      expect(r.titulo).toBe('Mareo por el movimiento del viaje (cinetosis)');
    }
    const texto = triaje({ ...MAREO, viaje_movimiento: VIAJE.cinetosis }).consejos.join(' ');
    expect(texto).toMatch(/horizonte/);
    expect(texto).toMatch(/más de 8 horas/);
    expect(texto).toMatch(/Vuelve a consultar enseguida/);
  });

  it('the rocking feeling after a boat trip, under 2 days, worse still and better moving, is verde (transient mal de débarquement)', () => {
    for (const ahora of [AHORA.bien, AHORA.mareado]) {
      const r = triaje({ ...MAREO, ahora, viaje_movimiento: VIAJE.balanceo });
      expect(r.urgencia, ahora).toBe('verde');
      expect(r.titulo).toBe('Sensación de balanceo después de un viaje en barco (mal de desembarco)');
    }
    const texto = triaje({ ...MAREO, viaje_movimiento: VIAJE.balanceo }).consejos.join(' ');
    expect(texto).toMatch(/camine/);
    expect(texto).toMatch(/más de 2 días/);
    expect(VIAJE.balanceo).toMatch(/menos de 2 días/);
    expect(VIAJE.balanceo).toMatch(/no tiene dolor de cabeza, vómitos, visión doble, ni le cuesta caminar recto ni oye peor/);
  });

  it('the same rocking for more than 2 days is amarillo, with its own advice (walking helps) and the amarillo safety net', () => {
    const r = triaje({ ...MAREO, viaje_movimiento: VIAJE.balanceoLargo });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Sensación de balanceo que dura más de 2 días después de un barco o un viaje');
    expect(r.consejos).toContain(CONSEJO_AMARILLO);
    expect(r.consejos.join(' ')).toMatch(/camine/);
    expect(r.consejos.join(' ')).not.toMatch(/que esté tumbado/);
  });

  it('the nearest case that must not change: dizziness not from travel that goes on after resting stays amarillo; settled stays verde', () => {
    expect(triaje({ ...MAREO, ahora: AHORA.mareado, viaje_movimiento: VIAJE.no }).titulo).toBe('Sigue mareado o débil después de descansar');
    expect(triaje({ ...MAREO, ahora: AHORA.bien, viaje_movimiento: VIAJE.no }).titulo).toBe('Mareo sin signos de alarma');
  });

  it('any neurological sign, a head injury, dehydration or not recovering keeps its level', () => {
    for (const viaje_movimiento of [VIAJE.cinetosis, VIAJE.balanceo]) {
      expect(nivel({ ...MAREO, viaje_movimiento, neuro: 'si' })).toBe('rojo');
      expect(nivel({ ...MAREO, viaje_movimiento, golpe_cabeza: GOLPE.antes })).toBe('rojo');
      expect(nivel({ ...MAREO, viaje_movimiento, ahora: AHORA.grave })).toBe('rojo');
      expect(nivel({ ...MAREO, viaje_movimiento, deshidratacion: 'si' })).toBe('amarillo');
      expect(nivel({ ...MAREO, viaje_movimiento, debilidad_progresiva: DEBILIDAD.progresiva })).toBe('amarillo');
      expect(nivel({ ...MAREO, viaje_movimiento, muy_enfermo: 'si' })).toBe('amarillo');
    }
  });

  it('is asked only after dizziness without a faint, near the end, and its help keeps the red flags out of the verde answers', () => {
    expect(ids(MAREO)).toContain('viaje_movimiento');
    expect(ids()).not.toContain('viaje_movimiento');
    expect(ids({ episodio: EPISODIO.noSe })).not.toContain('viaje_movimiento');
    // A faint after a journey is not travel dizziness: the answer does not count.
    expect(triaje({ viaje_movimiento: VIAJE.balanceo, ahora: AHORA.mareado }).titulo).toBe('Sigue mareado o débil después de descansar');
    const orden = mareo.preguntas.map((p) => p.id);
    // Round 15: the same-day screen sits between it and the closing questions.
    expect(orden.indexOf('viaje_movimiento')).toBe(orden.indexOf('otra_consulta') - 1);
    expect(orden.indexOf('otra_consulta')).toBe(orden.indexOf('muy_enfermo') - 1);
    const pregunta = mareo.preguntas.find((p) => p.id === 'viaje_movimiento');
    expect(pregunta?.ayuda).toMatch(/le duele la cabeza, vomita después del viaje, ve doble, le cuesta caminar recto, oye peor o se dio un golpe/);
    expect(pregunta?.alarma).toEqual([VIAJE.balanceoLargo]);
  });
});

describe('mareo: weakness rather than dizziness (round 9; NHS and NICE CKS Guillain-Barré)', () => {
  it('weakness with choking on drinks, a weak voice, facial weakness or breathing difficulty is rojo with 112, without the legs-up advice', () => {
    const r = evaluarTriaje(mareo, respuestas({ debilidad_progresiva: DEBILIDAD.grave }));
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toMatch(/112/);
    expect(r.consejos.join(' ')).not.toMatch(/piernas en alto/);
  });

  it('weakness or tingling spreading over days is amarillo; without it the level is unchanged', () => {
    const r = evaluarTriaje(mareo, respuestas({ debilidad_progresiva: DEBILIDAD.progresiva }));
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos.join(' ')).toMatch(/Guillain-Barré/);
    expect(evaluarTriaje(mareo, respuestas()).urgencia).toBe(evaluarTriaje(mareo, respuestas({ debilidad_progresiva: DEBILIDAD.no })).urgencia);
  });
});

describe('mareo: round 18, hyperventilation in a moment of anxiety is not chest pain or breathlessness (NICE CKS and NHS panic disorder)', () => {
  const NERVIOS = { episodio: EPISODIO.mareo, pecho_corazon: PECHO_CORAZON.nervios } as const;

  it('tingling lips and fingers, cramped hands, tight chest and dizziness that settle with slow breathing: verde with a routine GP visit for anxiety, at 5-12 and 12+', () => {
    for (const edad_rango of ['5-12 años', '12+ años']) {
      const r = triaje({ ...NERVIOS, edad_rango });
      expect(r.urgencia, edad_rango).toBe('verde');
      expect(r.titulo).toBe('Respiración muy rápida por nervios (hiperventilación), que se pasa al calmarse');
      expect(r.acciones_sugeridas).toContain('Pide cita con tu pediatra (no urgente)');
      expect(r.consejos.join(' ')).toMatch(/respire despacio/);
      expect(r.consejos.join(' ')).toMatch(/024/);
    }
    for (const palabra of [/nervios/, /hormigueo en los labios o los dedos/, /manos agarrotadas/, /pecho apretado/, /respirar despacio/]) {
      expect(PECHO_CORAZON.nervios).toMatch(palabra);
    }
  });

  it('is its own answer, separate from the rojo "chest pain, breathlessness or palpitations that continue" (whose text now leaves it out)', () => {
    const pregunta = mareo.preguntas.find((p) => p.id === 'pecho_corazon');
    expect(pregunta?.opciones).toEqual([PECHO_CORAZON.no, PECHO_CORAZON.palpitacionesPasadas, PECHO_CORAZON.nervios, PECHO_CORAZON.grave]);
    expect(pregunta?.alarma).toEqual([PECHO_CORAZON.grave]);
    expect(PECHO_CORAZON.grave).toMatch(/sin ser un ataque de nervios/);
    expect(nivel({ edad_rango: '12+ años', episodio: EPISODIO.mareo, pecho_corazon: PECHO_CORAZON.grave })).toBe('rojo');
  });

  it('stays rojo on exertion, with heart disease or a family history, under 5 years, with breathlessness that does not settle, or with a faint with a red flag', () => {
    const base = { ...NERVIOS, edad_rango: '12+ años' } as const;
    const r = triaje({ ...base, ejercicio: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Opresión en el pecho y respiración rápida con ejercicio, con una enfermedad del corazón o en un niño pequeño');
    expect(nivel({ ...base, corazon_familia: 'si' })).toBe('rojo');
    for (const edad_rango of ['1-2 años', '2-5 años']) expect(nivel({ ...NERVIOS, edad_rango }), edad_rango).toBe('rojo');
    expect(nivel({ ...base, ahora: AHORA.grave })).toBe('rojo');
    expect(nivel({ ...base, sigue_shock: 'si' })).toBe('rojo');
    expect(nivel({ ...base, episodio: EPISODIO.desmayo, sin_aviso: 'si' })).toBe('rojo');
    expect(nivel({ ...base, neuro: 'si' })).toBe('rojo');
    expect(nivel({ ...base, alergia: 'si' })).toBe('rojo');
  });

  it('a faint during the anxiety episode follows the faint rules; still dizzy after resting stays amarillo', () => {
    const desmayo = triaje({ ...NERVIOS, edad_rango: '12+ años', episodio: EPISODIO.desmayo });
    expect(desmayo.urgencia).toBe('verde');
    expect(desmayo.titulo).toBe('Desmayo simple con recuperación rápida');
    expect(nivel({ ...NERVIOS, edad_rango: '12+ años', ahora: AHORA.mareado })).toBe('amarillo');
    expect(nivel({ ...NERVIOS, edad_rango: '12+ años', muy_enfermo: 'si' })).toBe('amarillo');
  });
});
