import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, MANCHAS, SIEMPRE } from './comunes.ts';
import { BEBE_INFECCION, FIEBRE, problemas_piel, TIPO } from './problemas_piel.ts';

comprobacionesDeFlujo(problemas_piel);

/** A well 4-year-old with ordinary chickenpox: every answer on the green side. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '2-5 años',
  respira_boca: 'no',
  no_responde: 'no',
  color_grave: 'no',
  manchas_piel: MANCHAS.seBorran,
  // Only after spots that do not fade; the rojo answer is the conservative default.
  manchas_esfuerzo: 'no',
  piel_grave2: 'no',
  ampollas_recien_nacido: 'no',
  recien_nacido_grave: 'no',
  ampollas_grandes: 'no',
  fiebre: FIEBRE.animado,
  tipo_piel: TIPO.varicela,
  zoster_grave: 'no',
  zoster_defensas: 'no',
  zoster_extenso: 'no',
  zoster_cara: 'no',
  varicela_grave: 'no',
  varicela_complicada: 'no',
  defensas_bajas: 'no',
  eccema_herpetico: 'no',
  eccema_herpetico_grave: 'no',
  infeccion_piel_grave: 'no',
  sarampion: 'no',
  eccema_infectado: 'no',
  impetigo_extenso: 'no',
  medicamento_receta: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 16,
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(problemas_piel, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const meds = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).medicacion.map((m) => m.med);
const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) =>
  preguntasVisibles(problemas_piel, respuestas(cambios)).map((p) => p.id);

describe('problemas_piel: structure (CLINICAL.md "Shape of a flow")', () => {
  it('asks the age first, the global red features next (with the glass test) and the weight last', () => {
    const orden = problemas_piel.preguntas.map((p) => p.id);
    expect(orden[0]).toBe('edad_rango');
    expect(orden.slice(1, 7)).toEqual(['respira_boca', 'no_responde', 'color_grave', 'manchas_piel', 'otra_urgencia', 'piel_grave2']); // round 14: the wrong-door screen
    expect(orden.at(-1)).toBe('peso_kg');
  });

  it('belongs to the category of SPEC §2 and ends with an always-true verde catch-all', () => {
    expect(problemas_piel.categoria).toBe('ojos_piel_alergias');
    expect(problemas_piel.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(problemas_piel.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('every result closes with its level\'s advice; rojo never suggests medicines; never Teleconsulta', () => {
    for (const regla of problemas_piel.reglas) {
      expect(regla.acciones_sugeridas.join(' ')).not.toMatch(/Teleconsulta/i);
      if (regla.urgencia === 'rojo') {
        expect(regla.consejos).toContain(CONSEJO_ROJO_CAMINO);
        expect(regla.medicacion ?? []).toEqual([]);
      }
      if (regla.urgencia === 'amarillo') expect(regla.consejos).toContain(CONSEJO_AMARILLO);
      if (regla.urgencia === 'verde') expect(regla.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    }
  });

  it('uses the exact per-kg texts of SPEC §9 and never suggests ibuprofen', () => {
    const items = problemas_piel.reglas.flatMap((r) => r.medicacion ?? []);
    expect(items.map((m) => m.med)).not.toContain('ibuprofeno');
    for (const m of items) {
      if (m.med === 'cetirizina') expect(m.dosis_por_kg).toBe('0.25 mg/kg/día (máximo 10 mg)');
      if (m.med === 'paracetamol') expect(m.dosis_por_kg).toBe('15 mg/kg cada 6-8 horas (máximo 60 mg/kg/día)');
      if (m.med === 'hidrocortisona_topica') {
        expect(m.dosis_por_kg).toBe('Crema de hidrocortisona al 1 %: capa fina una vez al día, máximo 7 días');
        expect(m.ejemplo).toMatch(/Solo si su pediatra/);
        expect(m.ejemplo).toMatch(/ni en la varicela/);
      }
    }
  });

  it('documents the Spanish over-the-counter restrictions on hydrocortisone and the eczema herpeticum reading', () => {
    expect(problemas_piel.notas).toMatch(/Hidrocisdin/);
    expect(problemas_piel.notas).toMatch(/menores de 12 años solo bajo supervisión médica/);
    expect(problemas_piel.notas).toMatch(/Eccema herpético/);
  });

  it('has 8-20 lower-case synonyms and names its sources', () => {
    expect(problemas_piel.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(problemas_piel.sinonimos.length).toBeLessThanOrEqual(20);
    for (const s of problemas_piel.sinonimos) expect(s).toBe(s.toLowerCase());
    expect(problemas_piel.fuentes.length).toBeGreaterThanOrEqual(3);
    expect(problemas_piel.revisado).toBe('2026-11-28');
  });
});

describe('problemas_piel: rojo (NICE NG143 red; HT chickenpox red; NICE QS44; STCC widespread rash)', () => {
  it('effort spots only on the face, neck and upper chest after forceful vomiting or coughing, well and without fever, are amarillo from 1 year (round 10: PCH; Wells 2001)', () => {
    const esfuerzo = { manchas_piel: MANCHAS.noSeBorran, manchas_esfuerzo: 'si', fiebre: FIEBRE.no, muy_enfermo: 'no' } as const;
    const r = triaje(esfuerzo);
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Puntitos en la cara y el cuello tras vomitar o toser con fuerza, sin fiebre');
    expect(nivel({ ...esfuerzo, fiebre: FIEBRE.animado })).toBe('rojo');
    expect(nivel({ ...esfuerzo, muy_enfermo: 'si' })).toBe('rojo');
    expect(nivel({ ...esfuerzo, manchas_esfuerzo: 'no' })).toBe('rojo');
    expect(nivel({ ...esfuerzo, no_responde: 'si' })).toBe('rojo');
    const visibles = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(problemas_piel, respuestas(c)).map((p) => p.id);
    expect(visibles({ manchas_piel: MANCHAS.noSeBorran })).toContain('manchas_esfuerzo');
    expect(visibles({ manchas_piel: MANCHAS.noSeBorran, edad_rango: '6-12 meses' })).not.toContain('manchas_esfuerzo');
    expect(visibles({})).not.toContain('manchas_esfuerzo');
  });

  it('spots that do not fade under a glass are rojo, with or without fever', () => {
    // NICE NG143 red "non-blanching rash"; every HT sheet.
    const r = triaje({ manchas_piel: MANCHAS.noSeBorran });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Manchas que no se borran al apretar');
    expect(nivel({ manchas_piel: MANCHAS.noSeBorran, fiebre: FIEBRE.no, tipo_piel: TIPO.otra })).toBe('rojo');
  });

  it('breathing difficulty or swollen lips or tongue is rojo and points to reaccion_alergica', () => {
    const r = triaje({ respira_boca: 'si', tipo_piel: TIPO.urticaria });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('reaccion_alergica');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('a child very hard to wake or not responding is rojo', () => {
    expect(nivel({ no_responde: 'si', tipo_piel: TIPO.viral })).toBe('rojo');
  });

  it('skin peeling in sheets, blisters over many parts of the body or sores in the mouth with very red eyes are rojo', () => {
    // STCC widespread rash "bright red skin that peels off in sheets"; mucosal involvement (notas).
    const r = triaje({ piel_grave2: 'si', tipo_piel: TIPO.otra });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Piel que se despega, ampollas por el cuerpo o llagas en boca y ojos');
    expect(nivel({ piel_grave2: 'si', fiebre: FIEBRE.no, tipo_piel: TIPO.eccema })).toBe('rojo');
  });

  it('round 3 split: large blisters in one place are amarillo, not rojo (NICE NG153 bullous impetigo; Schmitt "large blisters → call now")', () => {
    const r = triaje({ ampollas_grandes: 'si', tipo_piel: TIPO.otra, fiebre: FIEBRE.no });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Ampollas grandes en una zona de la piel');
    expect(r.consejos.join(' ')).toMatch(/urgencias/);
    expect(nivel({ ampollas_grandes: 'no', tipo_piel: TIPO.otra, fiebre: FIEBRE.no })).toBe('verde');
    expect(nivel({ ampollas_grandes: 'si', piel_grave2: 'si', tipo_piel: TIPO.otra, fiebre: FIEBRE.no })).toBe('rojo');
    expect(problemas_piel.preguntas.find((p) => p.id === 'piel_grave2')?.texto).not.toMatch(/ampollas grandes/);
    expect(ids({ tipo_piel: TIPO.leve })).toContain('ampollas_grandes');
    expect(ids({ tipo_piel: TIPO.varicela })).not.toContain('ampollas_grandes');
    expect(nivel({ ampollas_grandes: 'si', tipo_piel: TIPO.leve, fiebre: FIEBRE.no, edad_rango: '6-12 meses' })).toBe('amarillo');
    expect(problemas_piel.preguntas.some((p) => p.id === 'piel_despega')).toBe(false);
  });

  it('a rash with fever under 3 months is rojo; without fever it is not', () => {
    // NICE NG143 red "age < 3 months with temperature ≥ 38 °C".
    const r = triaje({ edad_rango: '0-3 meses', tipo_piel: TIPO.viral });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('fiebre');
    expect(nivel({ edad_rango: '0-3 meses', tipo_piel: TIPO.viral, fiebre: FIEBRE.no })).toBe('verde');
  });

  it('chickenpox with a severe headache, stiff neck, balance problems or bleeding spots is rojo', () => {
    // HT chickenpox red "severe headache, neck stiffness or balance problems"; STCC "bleeding into the chickenpox".
    const r = triaje({ varicela_grave: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.join(' ')).toMatch(/No le des ibuprofeno/);
  });

  it('round 8 (NICE CG57): eczema herpeticum, with or without fever, is a same-day assessment (amarillo), with the eye warning', () => {
    const r = triaje({ tipo_piel: TIPO.eccema, eccema_herpetico: 'si', fiebre: FIEBRE.no });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Posible eccema herpético');
    expect(r.consejos.join(' ')).toMatch(/ojos/);
    expect(nivel({ tipo_piel: TIPO.eccema, eccema_herpetico: 'si', fiebre: FIEBRE.animado })).toBe('amarillo');
  });

  it('round 8: eczema herpeticum in a child who is very unwell or barely drinking is rojo', () => {
    const r = triaje({ tipo_piel: TIPO.eccema, eccema_herpetico: 'si', eccema_herpetico_grave: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Posible eccema herpético en un niño decaído o que apenas bebe');
    expect(ids({ tipo_piel: TIPO.eccema, eccema_herpetico: 'si' })).toContain('eccema_herpetico_grave');
    expect(ids({ tipo_piel: TIPO.eccema })).not.toContain('eccema_herpetico_grave');
  });

  it('round 14 (NICE CG57, QS44): eczema herpeticum is asked whatever the skin answer, "Otra cosa" included, with the same levels', () => {
    for (const tipo of Object.values(TIPO)) {
      expect(ids({ tipo_piel: tipo }), tipo).toContain('eccema_herpetico');
      expect(triaje({ tipo_piel: tipo, eccema_herpetico: 'si', eccema_herpetico_grave: 'si' }).titulo, tipo).toBe(
        'Posible eccema herpético en un niño decaído o que apenas bebe',
      );
      expect(nivel({ tipo_piel: tipo, eccema_herpetico: 'si', fiebre: FIEBRE.no }), tipo).not.toBe('verde');
    }
    const otra = triaje({ tipo_piel: TIPO.otra, eccema_herpetico: 'si', fiebre: FIEBRE.no, medicamento_receta: 'no', ampollas_grandes: 'no' });
    expect(otra.urgencia).toBe('amarillo');
    expect(otra.titulo).toBe('Posible eccema herpético');
    // Asked right after the skin answer; the question names the eczema, so a child without eczema answers No.
    const orden = problemas_piel.preguntas.map((p) => p.id);
    expect(orden.indexOf('eccema_herpetico')).toBe(orden.indexOf('tipo_piel') + 1);
    expect(problemas_piel.preguntas.find((p) => p.id === 'eccema_herpetico')?.texto).toMatch(/^¿Tiene eccema/);
    expect(orden).not.toContain('eccema_herpes');
    expect(orden).not.toContain('eccema_herpes_grave');
    expect(problemas_piel.notas).toMatch(/Ronda 14, eccema herpético/);
  });

  it('round 8 (NICE CKS measles): fever with cough, runny nose and red eyes, then a rash from the face, is amarillo and says to phone first', () => {
    const r = triaje({ tipo_piel: TIPO.viral, sarampion: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos.join(' ')).toMatch(/Llama antes de ir/);
    expect(nivel({ tipo_piel: TIPO.viral, sarampion: 'no' })).toBe('verde');
    expect(ids({ fiebre: FIEBRE.no })).not.toContain('sarampion');
  });

  it('round 8 (NICE NG141): spreading cellulitis in a well child is amarillo; with systemic signs rojo', () => {
    expect(nivel({ tipo_piel: TIPO.celulitis, fiebre: FIEBRE.animado })).toBe('amarillo');
    expect(nivel({ tipo_piel: TIPO.celulitis, infeccion_piel_grave: 'si' })).toBe('rojo');
    expect(ids({ tipo_piel: TIPO.celulitis })).toContain('infeccion_piel_grave');
  });
});

describe('problemas_piel: amarillo (HT chickenpox amber; STCC; NICE NG143 amber; NICE NG153)', () => {
  it('a rash with fever in a child who stays unwell when the fever comes down is amarillo and points to fiebre', () => {
    // NICE NG143 amber activity; brief "rash with fever and unwell → ver_tambien fiebre".
    const r = triaje({ fiebre: FIEBRE.decaido, tipo_piel: TIPO.viral });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('fiebre');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('fever for 5 days or more with a rash is amarillo (NICE NG143 amber; Kawasaki)', () => {
    const r = triaje({ fiebre: FIEBRE.cincoDias, tipo_piel: TIPO.viral });
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos.join(' ')).toMatch(/Kawasaki/);
  });

  it('chickenpox with spreading redness, new spots after day 7, eye involvement or poor drinking is amarillo, paracetamol only', () => {
    // HT chickenpox amber list.
    const r = triaje({ varicela_complicada: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Varicela con signos de complicación');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('chickenpox with low immunity or extensive eczema is amarillo', () => {
    // HT: weak immune system → contact a doctor; STCC "weak immune system", "chronic skin disease" → call now.
    expect(triaje({ defensas_bajas: 'si' }).titulo).toBe('Varicela con defensas bajas o eccema extenso');
  });

  it('chickenpox under 1 year and from 12 years is amarillo; from 1 to 12 years it is verde', () => {
    // WY HT amber "baby less than 4 weeks"; STCC within 24 h "age < 1 year", "13 years or older".
    for (const edad of ['0-3 meses', '3-6 meses', '6-12 meses']) {
      expect(triaje({ edad_rango: edad, fiebre: FIEBRE.no, peso_kg: 7 }).titulo).toBe('Varicela en un bebé menor de 1 año');
    }
    expect(triaje({ edad_rango: '12+ años', peso_kg: 45 }).titulo).toBe('Varicela en un adolescente');
    for (const edad of ['1-2 años', '2-5 años', '5-12 años']) expect(nivel({ edad_rango: edad })).toBe('verde');
  });

  it('eczema that weeps, has yellow crusts or pus is amarillo, without steroid cream', () => {
    // STCC Eczema "looks infected" → within 24 h.
    const r = triaje({ tipo_piel: TIPO.eccema, eccema_infectado: 'si', fiebre: FIEBRE.no });
    expect(r.urgencia).toBe('amarillo');
    expect(r.medicacion).toEqual([]);
  });

  it('widespread or bullous impetigo, or impetigo under 3 months, is amarillo', () => {
    // NICE NG153: oral antibiotic for bullous or widespread impetigo; consider referral of bullous impetigo in infants.
    expect(triaje({ tipo_piel: TIPO.impetigo, impetigo_extenso: 'si', fiebre: FIEBRE.no }).titulo).toBe('Impétigo extenso o con ampollas');
    expect(nivel({ tipo_piel: TIPO.impetigo, edad_rango: '0-3 meses', fiebre: FIEBRE.no })).toBe('amarillo');
  });

  it('a red, hot, painful area that keeps growing is amarillo and points to hinchazon_local', () => {
    // NICE NG141 cellulitis.
    const r = triaje({ tipo_piel: TIPO.celulitis, fiebre: FIEBRE.no });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('hinchazon_local');
  });

  it('hives under 1 year are amarillo (STCC Hives "age under 1 year with widespread hives")', () => {
    expect(nivel({ tipo_piel: TIPO.urticaria, edad_rango: '6-12 meses', fiebre: FIEBRE.no })).toBe('amarillo');
    expect(nivel({ tipo_piel: TIPO.urticaria, edad_rango: '1-2 años', fiebre: FIEBRE.no })).toBe('verde');
  });

  it('a rash while taking a prescription medicine now or in the last 3 days is amarillo (STCC widespread rash "prescription medication within the last 3 days")', () => {
    expect(triaje({ tipo_piel: TIPO.viral, fiebre: FIEBRE.no, medicamento_receta: 'si' }).titulo).toBe('Erupción mientras toma un medicamento con receta');
    expect(nivel({ tipo_piel: TIPO.urticaria, fiebre: FIEBRE.no, medicamento_receta: 'si' })).toBe('amarillo');
  });

  it('round 3: the question asks about prescription medicines now or in the last 3 days, and says fever medicines do not count (STCC: OTC medicines rarely cause rashes)', () => {
    const pregunta = problemas_piel.preguntas.find((p) => p.id === 'medicamento_receta');
    expect(pregunta?.texto).toMatch(/con receta/);
    expect(pregunta?.texto).toMatch(/últimos 3 días/);
    expect(pregunta?.ayuda).toMatch(/paracetamol o el ibuprofeno/);
    expect(problemas_piel.preguntas.some((p) => p.id === 'medicamento_nuevo')).toBe(false);
    // A viral-looking rash after the fever medicines, in a well child, is verde (SEUP "rash that blanches → paediatrician, not urgent").
    expect(nivel({ tipo_piel: TIPO.viral, fiebre: FIEBRE.no, medicamento_receta: 'no' })).toBe('verde');
  });

  it("the child's appearance gives amarillo; the parent's worry alone keeps verde with the paediatrician-now advice (issue 9)", () => {
    expect(nivel({ muy_enfermo: 'si', tipo_piel: TIPO.leve, fiebre: FIEBRE.no })).toBe('amarillo');
    const r = triaje({ preocupado: 'si', tipo_piel: TIPO.leve, fiebre: FIEBRE.no });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/Teleconsulta/);
  });

  it('wrong door: a rash in a child who is very pale, mottled or has blue lips is rojo (sepsis; NICE NG143)', () => {
    const r = triaje({ color_grave: 'si', tipo_piel: TIPO.viral, fiebre: FIEBRE.animado });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('wrong door: a rash with 39 °C or more at 3-6 months is amarillo; below 39 °C and playful it is verde (NICE NG143 amber)', () => {
    const r = triaje({ edad_rango: '3-6 meses', tipo_piel: TIPO.viral, fiebre: FIEBRE.animado, fiebre_39: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('fiebre');
    expect(nivel({ edad_rango: '3-6 meses', tipo_piel: TIPO.viral, fiebre: FIEBRE.animado, fiebre_39: 'no' })).toBe('verde');
    expect(preguntasVisibles(problemas_piel, respuestas({ edad_rango: '2-5 años', fiebre: FIEBRE.animado })).map((p) => p.id)).not.toContain('fiebre_39');
  });
});

describe('problemas_piel: verde (HT chickenpox self-care; SEUP "rash that blanches → pediatra, no urgente"; NICE CG57)', () => {
  it('ordinary chickenpox is verde with paracetamol and cetirizine, never ibuprofen nor steroid cream', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Varicela sin signos de alarma');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'cetirizina']);
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/No le des ibuprofeno/);
    expect(texto).toMatch(/No le pongas cremas de corticoide en la varicela/);
    expect(texto).toMatch(/después de 7 días/);
  });

  it('an eczema flare without infection is verde with emollients and topical hydrocortisone only if prescribed', () => {
    const r = triaje({ tipo_piel: TIPO.eccema, fiebre: FIEBRE.no });
    expect(r.urgencia).toBe('verde');
    expect(r.medicacion.map((m) => m.med)).toEqual(['hidrocortisona_topica']);
    expect(r.consejos.join(' ')).toMatch(/crema hidratante/);
  });

  it('small impetigo is verde with a non-urgent paediatrician visit for a prescription cream', () => {
    const r = triaje({ tipo_piel: TIPO.impetigo, fiebre: FIEBRE.no });
    expect(r.urgencia).toBe('verde');
    expect(r.acciones_sugeridas).toContain('Pide cita con tu pediatra (no urgente)');
  });

  it('hives in a well child from 1 year are verde with cetirizine and point to reaccion_alergica', () => {
    const r = triaje({ tipo_piel: TIPO.urticaria, fiebre: FIEBRE.no });
    expect(r.urgencia).toBe('verde');
    expect(r.medicacion.map((m) => m.med)).toEqual(['cetirizina']);
    expect(r.ver_tambien).toContain('reaccion_alergica');
  });

  it('a blanching rash with fever in a child who is lively when the fever comes down is verde and points to fiebre', () => {
    const r = triaje({ tipo_piel: TIPO.viral });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Erupción con fiebre en un niño animado');
    expect(r.ver_tambien).toContain('fiebre');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('a viral-looking rash without fever, nappy rash or heat rash are verde', () => {
    expect(triaje({ tipo_piel: TIPO.viral, fiebre: FIEBRE.no }).titulo).toBe('Erupción probablemente vírica, sin signos de alarma');
    expect(triaje({ tipo_piel: TIPO.leve, fiebre: FIEBRE.no, edad_rango: '6-12 meses' }).titulo).toBe('Irritación leve de la piel');
    expect(triaje({ tipo_piel: TIPO.otra, fiebre: FIEBRE.no }).titulo).toBe('Problema de piel sin signos de alarma');
  });
});

describe('problemas_piel: blisters in a baby of a few weeks (round 6; HSE neonatal herpes; Healthier Together neonatal HSV; AAP Red Book)', () => {
  const bebe = (cambios: Readonly<Record<string, ValorRespuesta>>) => ({ edad_rango: '0-3 meses', fiebre: FIEBRE.no, tipo_piel: TIPO.viral, ...cambios });

  it('is asked only of babies under 3 months, and the follow-up only with blisters', () => {
    expect(ids({})).not.toContain('ampollas_recien_nacido');
    expect(ids(bebe({}))).toContain('ampollas_recien_nacido');
    expect(ids(bebe({ ampollas_recien_nacido: 'no' }))).not.toContain('recien_nacido_grave');
    expect(ids(bebe({ ampollas_recien_nacido: 'si' }))).toContain('recien_nacido_grave');
  });

  it('a few blisters in a well baby under 6 weeks are amarillo, seen within hours, whatever the rash looked like', () => {
    for (const tipo of [TIPO.viral, TIPO.leve, TIPO.otra, TIPO.varicela]) {
      const r = triaje(bebe({ tipo_piel: tipo, ampollas_recien_nacido: 'si' }));
      expect(r.urgencia, tipo).toBe('amarillo');
      expect(r.titulo).toBe('Ampollitas en un bebé de menos de 6 semanas: posible herpes');
      expect(r.acciones_sugeridas[0]).toMatch(/próximas horas/);
      expect(r.consejos.join(' ')).toMatch(/calenturas/);
    }
    expect(nivel(bebe({ ampollas_recien_nacido: 'no' }))).toBe('verde');
  });

  it('with poor feeding, floppiness, a fit or laboured breathing it is rojo and stops early', () => {
    const r = triaje(bebe({ ampollas_recien_nacido: 'si', recien_nacido_grave: 'si' }));
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(
      rojoSeguro(problemas_piel, {
        edad_rango: '0-3 meses',
        respira_boca: 'no',
        no_responde: 'no',
        color_grave: 'no',
        manchas_piel: MANCHAS.no,
        piel_grave2: 'no',
        ampollas_recien_nacido: 'si',
        recien_nacido_grave: 'si',
      }),
    ).not.toBeNull();
  });

  it('red flags still win, and fever in a baby under 3 months stays rojo', () => {
    expect(nivel(bebe({ ampollas_recien_nacido: 'si', fiebre: FIEBRE.animado }))).toBe('rojo');
    expect(nivel(bebe({ ampollas_recien_nacido: 'si', no_responde: 'si' }))).toBe('rojo');
  });

  it('eczema herpeticum is still asked and at least amarillo', () => {
    expect(nivel({ tipo_piel: TIPO.eccema, eccema_herpetico: 'si' })).toBe('amarillo');
  });
});

describe('problemas_piel: medication age gates (SPEC §9)', () => {
  it('cetirizine is withheld under 2 years, with the reason', () => {
    const r = triaje({ edad_rango: '1-2 años', peso_kg: 11 });
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    expect(r.consejos.join(' ')).toMatch(/no se recomienda en menores de 2 años/);
  });

  it('from 2 years both paracetamol and cetirizine are offered for chickenpox', () => {
    expect(meds({ edad_rango: '5-12 años', peso_kg: 25 })).toEqual(['paracetamol', 'cetirizina']);
  });

  it('no dose at all under 3 months', () => {
    expect(meds({ edad_rango: '0-3 meses', fiebre: FIEBRE.no, tipo_piel: TIPO.varicela })).toEqual([]);
  });
});

describe('problemas_piel: question progression and early exit', () => {
  it('asks the chickenpox questions only for chickenpox and the eczema questions only for eczema (but eczema herpeticum of everyone, round 14)', () => {
    expect(ids()).toEqual(expect.arrayContaining(['varicela_grave', 'varicela_complicada', 'defensas_bajas']));
    expect(ids()).not.toContain('eccema_infectado');
    expect(ids({ tipo_piel: TIPO.eccema })).toEqual(expect.arrayContaining(['eccema_herpetico', 'eccema_infectado']));
    expect(ids({ tipo_piel: TIPO.eccema })).not.toContain('varicela_grave');
    expect(ids({ tipo_piel: TIPO.impetigo })).toContain('impetigo_extenso');
    expect(ids({ tipo_piel: TIPO.viral })).toContain('medicamento_receta');
  });

  it('asks the weight only where a weight-based dose can follow, and never under 3 months', () => {
    expect(ids()).toContain('peso_kg');
    expect(ids({ tipo_piel: TIPO.eccema })).not.toContain('peso_kg');
    expect(ids({ tipo_piel: TIPO.leve })).not.toContain('peso_kg');
    expect(ids({ edad_rango: '0-3 meses' })).not.toContain('peso_kg');
  });

  it('a typical path has at most 17 questions (with the colour and worry questions of issue 9; round 14: the wrong-door screen and the eczema herpeticum question for every skin answer)', () => {
    expect(ids().length).toBeLessThanOrEqual(17); // round 15: + otra_consulta
    expect(ids({ tipo_piel: TIPO.eccema }).length).toBeLessThanOrEqual(15);
  });

  it('stops as soon as the glass test is positive', () => {
    expect(
      rojoSeguro(problemas_piel, { edad_rango: '2-5 años', respira_boca: 'no', no_responde: 'no', color_grave: 'no', manchas_piel: MANCHAS.noSeBorran, piel_grave2: 'no', manchas_esfuerzo: 'no' })?.titulo,
    ).toBe('Manchas que no se borran al apretar');
    // Under 1 year the follow-up is not asked: the glass test alone is enough.
    expect(
      rojoSeguro(problemas_piel, { edad_rango: '6-12 meses', respira_boca: 'no', no_responde: 'no', manchas_piel: MANCHAS.noSeBorran })?.titulo,
    ).toBe('Manchas que no se borran al apretar');
    expect(rojoSeguro(problemas_piel, { edad_rango: '2-5 años', respira_boca: 'no', no_responde: 'no', manchas_piel: MANCHAS.seBorran })).toBeNull();
  });
});

describe('problemas_piel: round 11, shingles (NICE CKS Shingles)', () => {
  const ZOSTER = { tipo_piel: TIPO.zoster, fiebre: FIEBRE.no } as const;

  it('the rash-type question has a new id with an answer for shingles, and the old id is gone', () => {
    expect(problemas_piel.preguntas.find((p) => p.id === 'tipo_piel')?.opciones).toContain(TIPO.zoster);
    expect(problemas_piel.preguntas.some((p) => p.id === 'tipo')).toBe(false);
  });

  it('asks the shingles questions only for shingles', () => {
    expect(ids(ZOSTER)).toEqual(expect.arrayContaining(['zoster_grave', 'zoster_defensas', 'zoster_extenso', 'zoster_cara', 'peso_kg']));
    expect(ids()).not.toContain('zoster_cara');
  });

  it('a well child with shingles on the trunk or a limb is verde, paracetamol only, with a non-urgent paediatrician visit', () => {
    const r = triaje(ZOSTER);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toMatch(/Herpes zóster/);
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    expect(r.acciones_sugeridas).toContain('Pide cita con tu pediatra (no urgente)');
    expect(r.consejos.join(' ')).toMatch(/embarazadas/);
  });

  it('on the forehead, around the eye, on the nose or the ear, or with a red or painful eye, is amarillo (ophthalmic zoster)', () => {
    const r = triaje({ ...ZOSTER, zoster_cara: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Herpes zóster en la frente, alrededor del ojo, en la nariz o en la oreja');
    expect(r.consejos.join(' ')).toMatch(/oftalmólogo/);
  });

  it('immunocompromised or widespread shingles is amarillo each on its own, and rojo together', () => {
    expect(triaje({ ...ZOSTER, zoster_defensas: 'si' }).titulo).toBe('Herpes zóster en un niño con las defensas bajas');
    expect(triaje({ ...ZOSTER, zoster_extenso: 'si' }).titulo).toBe('Herpes zóster extendido o con ampollitas con sangre');
    const r = triaje({ ...ZOSTER, zoster_defensas: 'si', zoster_extenso: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Herpes zóster extendido en un niño con las defensas bajas');
  });

  it('severe headache, stiff neck, confusion or a very unwell child is rojo, with an early exit', () => {
    expect(nivel({ ...ZOSTER, zoster_grave: 'si' })).toBe('rojo');
    expect(
      rojoSeguro(problemas_piel, {
        edad_rango: '5-12 años',
        respira_boca: 'no',
        no_responde: 'no',
        color_grave: 'no',
        manchas_piel: MANCHAS.seBorran,
        piel_grave2: 'no',
        fiebre: FIEBRE.no,
        tipo_piel: TIPO.zoster,
        zoster_grave: 'si',
      })?.urgencia,
    ).toBe('rojo');
  });

  it('under 1 year shingles is amarillo; from 1 year a well child stays verde', () => {
    expect(nivel({ ...ZOSTER, edad_rango: '6-12 meses', peso_kg: 8 })).toBe('amarillo');
    expect(nivel({ ...ZOSTER, edad_rango: '1-2 años', peso_kg: 11 })).toBe('verde');
  });

  it('never suggests ibuprofen for shingles', () => {
    const cambios: Readonly<Record<string, ValorRespuesta>>[] = [{}, { zoster_cara: 'si' }, { zoster_defensas: 'si' }, { edad_rango: '12+ años', peso_kg: 50 }];
    for (const cambio of cambios) {
      expect(meds({ ...ZOSTER, ...cambio })).not.toContain('ibuprofeno');
    }
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
  if (base === undefined || p.id === 'edad_rango' || p.id === 'tipo_piel') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(problemas_piel.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('problemas_piel: properties', () => {
  it('adding a red feature to any answers never lowers the level (CLINICAL.md)', () => {
    const conAlarma = problemas_piel.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(problemas_piel, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(problemas_piel, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a non-blanching rash is rojo whatever the other answers, except effort spots above the nipples in a well afebrile child from 1 year (amarillo)', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        const a: Respuestas = { ...r, manchas_piel: MANCHAS.noSeBorran };
        const esfuerzo =
          !['0-3 meses', '3-6 meses', '6-12 meses'].includes(String(a['edad_rango'])) &&
          a['manchas_esfuerzo'] === 'si' &&
          a['fiebre'] === FIEBRE.no &&
          a['muy_enfermo'] === 'no';
        const nivelFinal = evaluarTriaje(problemas_piel, a).urgencia;
        if (esfuerzo) expect(NIVEL[nivelFinal]).toBeGreaterThanOrEqual(NIVEL.amarillo);
        else expect(nivelFinal).toBe('rojo');
      }),
      { numRuns: 500 },
    );
  });

  it('chickenpox never gets ibuprofen nor hydrocortisone, at any age', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES), (r, edad) => {
        const m = evaluarTriaje(problemas_piel, { ...r, edad_rango: edad, tipo_piel: TIPO.varicela }).medicacion.map((x) => x.med);
        expect(m).not.toContain('ibuprofeno');
        expect(m).not.toContain('hidrocortisona_topica');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('problemas_piel: Stevens-Johnson or Mycoplasma mucositis with the shared words (round 16; BAD 2018; Canavan 2015)', () => {
  const TITULO = 'Piel que se despega, ampollas por el cuerpo o llagas en boca y ojos';

  it('asks everyone, early, for both eyes red with mouth sores or crusted, bleeding lips, with the words of ojo_rojo and dolor_garganta', () => {
    const p = problemas_piel.preguntas.find((q) => q.id === 'piel_grave2')!;
    expect(p.mostrar_si).toBeUndefined();
    expect(p.texto).toMatch(/los dos ojos rojos/);
    expect(p.texto).toMatch(/que sangran/);
    expect(p.texto).not.toMatch(/muy rojos/);
    expect(p.ayuda).toMatch(/Mycoplasma/);
    expect(problemas_piel.preguntas.some((q) => q.id === 'piel_grave')).toBe(false);
    for (const edad of EDAD_OPCIONES) expect(ids({ edad_rango: edad })).toContain('piel_grave2');
  });

  it('is rojo with any rash type, with the medicine and chest-infection advice; the mild side (a single large blister, a rash on a prescribed medicine) stays amarillo', () => {
    for (const tipo of [TIPO.viral, TIPO.urticaria, TIPO.otra, TIPO.impetigo, TIPO.varicela]) {
      const r = triaje({ piel_grave2: 'si', tipo_piel: tipo, fiebre: FIEBRE.animado });
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe(TITULO);
    }
    expect(triaje({ piel_grave2: 'si' }).consejos.join(' ')).toMatch(/infección de pecho/);
    expect(nivel({ tipo_piel: TIPO.viral, ampollas_grandes: 'si' })).toBe('amarillo');
    expect(nivel({ tipo_piel: TIPO.viral, medicamento_receta: 'si' })).toBe('amarillo');
  });

  it('records the new id and its sources', () => {
    expect(problemas_piel.notas).toMatch(/piel_grave2, que sustituye a piel_grave/);
    expect(problemas_piel.fuentes.map((f) => f.url).join(' ')).toMatch(/jaad\.2014\.06\.026/);
  });
});

describe('problemas_piel: a skin or navel infection in a baby under 3 months (round 16; WHO IMCI 2019; NICE NG195; Schmitt-Thompson)', () => {
  /** A well 5-week-old without fever whose parent picked "otra cosa". */
  const BEBE = { edad_rango: '0-3 meses', fiebre: FIEBRE.no, tipo_piel: TIPO.otra, bebe_infeccion_piel: BEBE_INFECCION.no } as const;

  it('is asked only in the 0-3 months band, after the rash type and eczema herpeticum; the follow-ups only for an infection', () => {
    expect(ids()).not.toContain('bebe_infeccion_piel');
    expect(ids({ edad_rango: '3-6 meses' })).not.toContain('bebe_infeccion_piel');
    expect(ids(BEBE)).toContain('bebe_infeccion_piel');
    expect(ids(BEBE)).not.toContain('bebe_infeccion_signos');
    expect(ids({ ...BEBE, bebe_infeccion_piel: BEBE_INFECCION.local })).toContain('bebe_infeccion_signos');
    expect(ids({ ...BEBE, bebe_infeccion_piel: BEBE_INFECCION.local, bebe_infeccion_signos: 'no' })).not.toContain('bebe_menor_1_mes');
    expect(ids({ ...BEBE, bebe_infeccion_piel: BEBE_INFECCION.zona, bebe_infeccion_signos: 'no' })).toContain('bebe_menor_1_mes');
    expect(ids({ ...BEBE, tipo_piel: TIPO.celulitis, bebe_infeccion_signos: 'no' })).toContain('bebe_menor_1_mes');
    const orden = problemas_piel.preguntas.map((p) => p.id);
    expect(orden.indexOf('bebe_infeccion_piel')).toBe(orden.indexOf('eccema_herpetico_grave') + 1);
    expect(orden.indexOf('bebe_infeccion_piel')).toBeLessThan(orden.indexOf('zoster_grave'));
  });

  it('red, swollen or hard skin round the navel, or red streaks from it, is rojo (omphalitis; IMCI: urgent referral)', () => {
    const r = triaje({ ...BEBE, bebe_infeccion_piel: BEBE_INFECCION.ombligo });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Piel roja o hinchada alrededor del ombligo en un bebé (posible onfalitis)');
    expect(r.consejos).toContain(CONSEJO_ROJO_CAMINO);
    expect(
      rojoSeguro(problemas_piel, { edad_rango: '0-3 meses', respira_boca: 'no', no_responde: 'no', color_grave: 'no', manchas_piel: MANCHAS.no, piel_grave2: 'no', ampollas_recien_nacido: 'no', fiebre: FIEBRE.no, tipo_piel: TIPO.otra, bebe_infeccion_piel: BEBE_INFECCION.ombligo })?.urgencia,
    ).toBe('rojo');
  });

  it('spreading redness elsewhere is rojo under 1 month and amarillo from 1 to 3 months in a baby feeding and behaving as usual', () => {
    const zona = { ...BEBE, bebe_infeccion_piel: BEBE_INFECCION.zona, bebe_infeccion_signos: 'no' };
    expect(triaje({ ...zona, bebe_menor_1_mes: 'si' }).titulo).toBe('Zona roja e hinchada que crece en un bebé de menos de 1 mes');
    expect(nivel({ ...zona, bebe_menor_1_mes: 'si' })).toBe('rojo');
    const r = triaje({ ...zona, bebe_menor_1_mes: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Zona roja e hinchada que crece en un bebé de 1 a 3 meses que come y está como siempre');
    // The rash-type answer for cellulitis asks the same follow-ups.
    expect(nivel({ ...BEBE, tipo_piel: TIPO.celulitis, bebe_infeccion_signos: 'no', bebe_menor_1_mes: 'si' })).toBe('rojo');
    expect(nivel({ ...BEBE, tipo_piel: TIPO.celulitis, bebe_infeccion_signos: 'no', bebe_menor_1_mes: 'no', infeccion_piel_grave: 'no' })).toBe('amarillo');
  });

  it('any skin or navel infection with the baby feeding less or sleepier is rojo (IMCI; NG195)', () => {
    const titulo = 'Infección de la piel o del ombligo en un bebé que come menos o está más dormido';
    for (const infeccion of [BEBE_INFECCION.local, BEBE_INFECCION.zona]) {
      expect(triaje({ ...BEBE, bebe_infeccion_piel: infeccion, bebe_infeccion_signos: 'si' }).titulo).toBe(titulo);
    }
    expect(nivel({ ...BEBE, tipo_piel: TIPO.impetigo, bebe_infeccion_signos: 'si' })).toBe('rojo');
    expect(nivel({ ...BEBE, tipo_piel: TIPO.impetigo, bebe_infeccion_signos: 'no', impetigo_extenso: 'no' })).toBe('amarillo');
  });

  it('the mild side: pus or smell at the navel, or a few pustules, in a baby feeding and behaving as usual is amarillo; a normal cord stays where it was', () => {
    const r = triaje({ ...BEBE, bebe_infeccion_piel: BEBE_INFECCION.local, bebe_infeccion_signos: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Pus o mal olor en el ombligo, o unos granitos con pus, en un bebé que come y está como siempre');
    expect(r.consejos).toContain(CONSEJO_AMARILLO);
    expect(nivel(BEBE)).toBe('verde');
    const ayuda = problemas_piel.preguntas.find((p) => p.id === 'bebe_infeccion_piel')!.ayuda!;
    expect(ayuda).toMatch(/borde rosado fino/);
  });

  it('fever under 3 months stays rojo; the notas record the choice and the sources are cited', () => {
    expect(nivel({ ...BEBE, fiebre: FIEBRE.animado })).toBe('rojo');
    expect(problemas_piel.notas).toMatch(/Ronda 16, infección de la piel o del ombligo/);
    const urls = problemas_piel.fuentes.map((f) => f.url).join(' ');
    expect(urls).toMatch(/9789241516365/);
    expect(urls).toMatch(/ng195/);
  });
});

describe('problemas_piel: Mongolian spots (round 18; NHS Birthmarks; Raising Children Network; NICE NG76/CG89)', () => {
  /** A well baby with flat blue-grey patches on the lower back since birth, no fever, nothing else. */
  const MANCHAS_AZULES = {
    manchas_piel: MANCHAS.no,
    fiebre: FIEBRE.no,
    tipo_piel: TIPO.mongolica,
    bebe_infeccion_piel: BEBE_INFECCION.no,
    bebe_infeccion_signos: 'no',
    bebe_menor_1_mes: 'no',
  } as const;

  it('adds the answer before "something else", keeping every other answer', () => {
    const opciones = problemas_piel.preguntas.find((p) => p.id === 'tipo_piel')?.opciones ?? [];
    expect(opciones.at(-2)).toBe(TIPO.mongolica);
    expect(opciones.at(-1)).toBe(TIPO.otra);
    expect(opciones).toHaveLength(10);
    expect(TIPO.mongolica).toMatch(/azul grisáceo/);
    expect(TIPO.mongolica).toMatch(/desde que nació o desde sus primeras semanas/);
    expect(TIPO.mongolica).toMatch(/no le duelen ni están hinchadas/);
  });

  it('flat blue-grey patches since birth, unchanged, not tender or swollen, are verde at every age, with "note them at the health check"', () => {
    for (const edad of EDAD_OPCIONES) {
      const r = triaje({ ...MANCHAS_AZULES, edad_rango: edad });
      expect(r.urgencia, edad).toBe('verde');
      expect(r.titulo).toBe('Manchas mongólicas (manchas de nacimiento azuladas), sin signos de alarma');
    }
    const r = triaje({ ...MANCHAS_AZULES, edad_rango: '0-3 meses' });
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/próxima revisión del niño sano/);
    expect(texto).toMatch(/moratón/);
    expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar enseguida'))).toBe(true);
    expect(r.medicacion).toEqual([]);
  });

  it('the glass-test help says these birthmarks do not count, and a bruise (above all in a baby who cannot roll or crawl) does', () => {
    const ayuda = problemas_piel.preguntas.find((p) => p.id === 'manchas_piel')?.ayuda ?? '';
    expect(ayuda).toMatch(/Tampoco cuentan las manchas de nacimiento de color azul grisáceo/);
    expect(ayuda).toMatch(/Un moratón sí cuenta/);
    expect(ayuda).toMatch(/todavía no se da la vuelta ni gatea/);
  });

  it('the nearest rojo: a bruise or spots that do not fade in a baby stay rojo, and every global red sign or fever under 3 months still wins', () => {
    for (const edad of ['0-3 meses', '3-6 meses', '6-12 meses']) {
      expect(nivel({ ...MANCHAS_AZULES, edad_rango: edad, manchas_piel: MANCHAS.noSeBorran }), edad).toBe('rojo');
    }
    expect(nivel({ ...MANCHAS_AZULES, edad_rango: '0-3 meses', fiebre: FIEBRE.animado })).toBe('rojo');
    expect(nivel({ ...MANCHAS_AZULES, edad_rango: '0-3 meses', no_responde: 'si' })).toBe('rojo');
    expect(nivel({ ...MANCHAS_AZULES, edad_rango: '0-3 meses', color_grave: 'si' })).toBe('rojo');
    expect(nivel({ ...MANCHAS_AZULES, edad_rango: '0-3 meses', bebe_infeccion_piel: BEBE_INFECCION.ombligo })).toBe('rojo');
  });

  it('the very-ill answer still gives amarillo', () => {
    expect(nivel({ ...MANCHAS_AZULES, muy_enfermo: 'si' })).toBe('amarillo');
  });

  it('cites the NHS and NICE CG89 and records the choice in notas', () => {
    const urls = problemas_piel.fuentes.map((f) => f.url);
    expect(urls).toContain('https://www.nhs.uk/conditions/birthmarks/');
    expect(urls).toContain('https://www.nice.org.uk/guidance/cg89');
    expect(problemas_piel.notas).toMatch(/Ronda 18, manchas mongólicas/);
  });
});
