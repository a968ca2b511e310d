import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { AVISO_PREOCUPADO, EDADES_MENOR_2_ANOS, MANCHAS, SIEMPRE } from './comunes.ts';
import { CAUSA, dolor_oido, DURACION, GOLPE_OIDO, OIDO_BEBE, PENDIENTE, RESPIRACION } from './dolor_oido.ts';

comprobacionesDeFlujo(dolor_oido);

/** A well 4-year-old with earache since this evening, no fever. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '2-5 años',
  no_responde: 'no',
  color_grave: 'no',
  cuello_cabeza: 'no',
  mastoides: 'no',
  implante_oido: 'no',
  causa: CAUSA.no,
  golpe_oido: GOLPE_OIDO.cabeza,
  lesion_oido_interno: 'no',
  cara_equilibrio: 'no',
  sordera_brusca: 'no',
  fiebre: 'no',
  manchas_piel: MANCHAS.no,
  respiracion: RESPIRACION.normal,
  supura: 'no',
  dolor_no_cede: 'no',
  pendiente_oreja: PENDIENTE.no,
  duracion: DURACION.menos48h,
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 16,
};

const flujo = dolor_oido;
const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(flujo, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;

describe('dolor_oido: structure', () => {
  it('is in the respiratory category, asks the age first and the weight last', () => {
    expect(flujo.categoria).toBe('respiratorio');
    expect(flujo.preguntas[0]?.id).toBe('edad_rango');
    expect(flujo.preguntas.at(-1)?.id).toBe('peso_kg');
    expect(flujo.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(flujo.reglas.at(-1)?.urgencia).toBe('verde');
  });


  it('names its sources and notes', () => {
    expect(flujo.fuentes.length).toBeGreaterThanOrEqual(4);
    expect(flujo.notas).toMatch(/mastoiditis/);
    expect(flujo.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(flujo.sinonimos.length).toBeLessThanOrEqual(20);
  });

  it('a well child answers 14 questions at most; the rash and breathing questions only with fever', () => {
    expect(preguntasVisibles(flujo, respuestas()).length).toBeLessThanOrEqual(18); // round 9: + implante_oido; round 10: + sordera_brusca; round 14: + otra_urgencia; round 15: + otra_consulta
    const ids = (cambios: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(cambios)).map((p) => p.id);
    expect(ids({})).not.toContain('manchas_piel');
    expect(ids({})).not.toContain('respiracion');
    expect(ids({ fiebre: 'si' })).toEqual(expect.arrayContaining(['manchas_piel', 'respiracion']));
    expect(flujo.revisado).toBe('2026-11-28');
  });
});

describe('dolor_oido: verde (NICE NG91 self-care; Schmitt home care)', () => {
  it('earache since today in a well 4-year-old without fever is verde with paracetamol or ibuprofen', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Dolor de oído sin signos de alarma');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
    expect(r.consejos.join(' ')).toMatch(/3 días/);
    expect(r.consejos.join(' ')).toMatch(/detrás de la oreja/);
  });

  it('a well 9-year-old with earache since yesterday is verde', () => {
    expect(nivel({ edad_rango: '5-12 años', peso_kg: 30 })).toBe('verde');
  });
});

describe('dolor_oido: age gate (Schmitt "age < 2 years with suspected ear infection → within 24 h")', () => {
  it('under 2 years, an ear that seems to hurt is amarillo; 2-5 years is verde', () => {
    for (const edad of EDADES_MENOR_2_ANOS) expect(nivel({ edad_rango: edad, oido_bebe: OIDO_BEBE.duele, peso_kg: 8 })).toBe('amarillo');
    expect(triaje({ edad_rango: '1-2 años', oido_bebe: OIDO_BEBE.duele, peso_kg: 11 }).titulo).toBe('Posible otitis en menor de 2 años');
    expect(nivel({ edad_rango: '2-5 años' })).toBe('verde');
  });

  it('under 3 months: no dose and no weight question; with fever it is rojo (NICE NG143)', () => {
    const r = triaje({ edad_rango: '0-3 meses' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.medicacion).toEqual([]);
    expect(preguntasVisibles(flujo, respuestas({ edad_rango: '0-3 meses' })).map((p) => p.id)).not.toContain('peso_kg');
    expect(nivel({ edad_rango: '0-3 meses', fiebre: 'si' })).toBe('rojo');
  });

  it('3-6 months gets paracetamol only', () => {
    expect(triaje({ edad_rango: '3-6 meses', peso_kg: 6.5 }).medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });
});

describe('dolor_oido: a button battery or magnet in the ear (wrong door of cuerpo_extrano; Acta Otorhinolaryngol Ital 2023, J Laryngol Otol 2014)', () => {
  it('is asked only when something went into the ear, and is rojo with a link to cuerpo_extrano', () => {
    const visibles = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(dolor_oido, { ...BIEN, ...c }).map((p) => p.id);
    expect(visibles({ causa: CAUSA.objeto })).toContain('pila_oido');
    expect(visibles({})).not.toContain('pila_oido');
    const r = triaje({ causa: CAUSA.objeto, pila_oido: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Puede tener una pila de botón o un imán en el oído');
    expect(r.ver_tambien).toContain('cuerpo_extrano');
    expect(nivel({ causa: CAUSA.objeto, pila_oido: 'no' })).toBe('amarillo');
  });
});

describe('dolor_oido: duration (SEUP "ear pain > 48 h → pediatra, no urgente"; NICE NG91 "about 3 days, up to 1 week")', () => {
  it('under 48 hours is verde with home care', () => {
    const r = triaje({ duracion: DURACION.menos48h });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Dolor de oído sin signos de alarma');
  });

  it('48 hours or more in an otherwise well child over 2 is verde with a routine appointment and a safety net (issue 9 grey zone)', () => {
    const r = triaje({ duracion: DURACION.desde48h });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Dolor de oído desde hace 48 horas o más, sin otros signos');
    expect(r.acciones_sugeridas[0]).toBe('Pide cita con tu pediatra (no urgente)');
    expect(r.consejos.join(' ')).toMatch(/no mejora a los 3 días/);
    expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('48 hours or more with a sign of its own keeps that sign\'s level', () => {
    expect(nivel({ duracion: DURACION.desde48h, fiebre: 'si', fiebre_signos: 'si' })).toBe('amarillo');
    expect(nivel({ duracion: DURACION.desde48h, supura: 'si' })).toBe('amarillo');
    expect(nivel({ duracion: DURACION.desde48h, dolor_no_cede: 'si' })).toBe('amarillo');
    expect(nivel({ duracion: DURACION.desde48h, edad_rango: '1-2 años', oido_bebe: OIDO_BEBE.duele })).toBe('amarillo');
    expect(nivel({ duracion: DURACION.desde48h, mastoides: 'si' })).toBe('rojo');
  });
});

describe('dolor_oido: amarillo (Schmitt within 4-24 h; Belfast amber)', () => {
  it('fever with an amber feature (drowsy or irritable when the fever is down, rigors, drinking little, 5 days) is amarillo with analgesia (HT earache amber; NICE NG143)', () => {
    const r = triaje({ fiebre: 'si', fiebre_signos: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Dolor de oído con fiebre y signos de alerta');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('pus or fluid from the ear is amarillo', () => {
    expect(triaje({ supura: 'si' }).titulo).toBe('Le sale pus o líquido por el oído');
  });

  it('a red swollen outer ear or pain not better 2 hours after a painkiller is amarillo', () => {
    expect(nivel({ dolor_no_cede: 'si' })).toBe('amarillo');
  });

  it('facial weakness or new loss of balance is amarillo', () => {
    expect(nivel({ cara_equilibrio: 'si' })).toBe('amarillo');
  });

  it('sudden hearing loss in one ear not explained by a cold, wax or a blocked ear is amarillo (round 10: NICE NG98, CKS)', () => {
    const r = triaje({ sordera_brusca: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Ha dejado de oír de repente por un oído');
    expect(r.consejos.join(' ')).toMatch(/24 horas/);
    expect(nivel({ sordera_brusca: 'no' })).toBe('verde');
    expect(nivel({ sordera_brusca: 'si', mastoides: 'si' })).toBe('rojo');
  });

  it('asks about sudden hearing loss from 2 years only', () => {
    const ids = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);
    expect(ids({})).toContain('sordera_brusca');
    expect(ids({ edad_rango: '1-2 años', peso_kg: 11 })).not.toContain('sordera_brusca');
  });

  it('an object in the ear is amarillo and points to cuerpo_extrano (button battery → go now in the advice)', () => {
    const r = triaje({ causa: CAUSA.objeto });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('cuerpo_extrano');
    expect(r.consejos.join(' ')).toMatch(/pila de botón/);
  });

  it('earache after a blow is amarillo and points to golpes_caidas', () => {
    const r = triaje({ causa: CAUSA.golpe });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('a child who looks very ill, different from other illnesses, is amarillo', () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
  });

  it("the parent's worry alone keeps verde and adds the paediatrician-now advice (issue 9, pattern 1)", () => {
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
  });

  it('with fever, breathing fast for the age or with a little effort is amarillo and points to tos (pattern 5)', () => {
    const r = triaje({ edad_rango: '6-12 meses', fiebre: 'si', respiracion: RESPIRACION.deprisa, peso_kg: 9 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Respira deprisa para su edad o con algo de esfuerzo');
    expect(r.ver_tambien).toContain('tos');
  });
});

describe('dolor_oido: fever without amber features from 2 years (round 3; HT earache "often with a high temperature"; NICE NG91)', () => {
  it('earache with fever in a 4-year-old who is well when the fever is down is verde with analgesia and a 3-day safety net', () => {
    const r = triaje({ fiebre: 'si', fiebre_signos: 'no' });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Dolor de oído con fiebre en un niño que está bien');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
    expect(r.consejos.join(' ')).toMatch(/más de 3 días/);
    expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
  });

  it('both sides of the boundary: the same child with any amber feature is amarillo', () => {
    expect(nivel({ fiebre: 'si', fiebre_signos: 'no' })).toBe('verde');
    expect(nivel({ fiebre: 'si', fiebre_signos: 'si' })).toBe('amarillo');
    expect(nivel({ edad_rango: '12+ años', fiebre: 'si', fiebre_signos: 'no', peso_kg: 50 })).toBe('verde');
  });

  it('the amber question is asked only with fever and from 2 years; under 2 years fever stays amarillo (Schmitt; NICE NG91)', () => {
    const ids = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);
    expect(ids({})).not.toContain('fiebre_signos');
    expect(ids({ fiebre: 'si' })).toContain('fiebre_signos');
    expect(ids({ edad_rango: '1-2 años', fiebre: 'si' })).not.toContain('fiebre_signos');
    expect(nivel({ edad_rango: '1-2 años', fiebre: 'si', oido_bebe: OIDO_BEBE.soloToca, peso_kg: 11 })).toBe('amarillo');
  });

  it('fever with fast breathing or with a pus discharge keeps amarillo', () => {
    expect(nivel({ fiebre: 'si', fiebre_signos: 'no', respiracion: RESPIRACION.deprisa })).toBe('amarillo');
    expect(nivel({ fiebre: 'si', fiebre_signos: 'no', supura: 'si' })).toBe('amarillo');
  });
});

describe('dolor_oido: ear touching in a happy baby (round 3; Schmitt "Ear – pulling at or rubbing": normal ear touching is home care)', () => {
  const BEBE = { edad_rango: '6-12 meses', peso_kg: 9 } as const;

  it('from 3 months to 2 years, only touching the ear without pain, cold or fever is verde with a safety net', () => {
    for (const edad of ['3-6 meses', '6-12 meses', '1-2 años']) {
      const r = triaje({ ...BEBE, edad_rango: edad, oido_bebe: OIDO_BEBE.soloToca });
      expect(r.urgencia).toBe('verde');
      expect(r.titulo).toBe('Se toca la oreja sin dolor ni otros signos');
      expect(r.consejos.join(' ')).toMatch(/más de 3 días/);
    }
  });

  it('both sides of the boundary: seeming to hurt is amarillo; fever, pus or a swelling behind the ear keep their level', () => {
    expect(nivel({ ...BEBE, oido_bebe: OIDO_BEBE.duele })).toBe('amarillo');
    expect(nivel({ ...BEBE, oido_bebe: OIDO_BEBE.soloToca, fiebre: 'si' })).toBe('amarillo');
    expect(nivel({ ...BEBE, oido_bebe: OIDO_BEBE.soloToca, supura: 'si' })).toBe('amarillo');
    expect(nivel({ ...BEBE, oido_bebe: OIDO_BEBE.soloToca, mastoides: 'si' })).toBe('rojo');
  });

  it('under 3 months the question is not asked and earache is always seen', () => {
    const ids = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);
    expect(ids({ edad_rango: '0-3 meses' })).not.toContain('oido_bebe');
    expect(ids({ edad_rango: '3-6 meses' })).toContain('oido_bebe');
    expect(ids({})).not.toContain('oido_bebe');
    expect(nivel({ edad_rango: '0-3 meses' })).toBe('amarillo');
  });
});

describe('dolor_oido: tenderness on touching the ear is not the severe-pain question (round 3; Schmitt swimmer\'s ear; HT otitis externa)', () => {
  it('the severe-pain question no longer names touching or moving the ear, and the verde advice explains otitis externa', () => {
    const pregunta = flujo.preguntas.find((p) => p.id === 'dolor_no_cede');
    expect(pregunta?.texto).not.toMatch(/tocarla o moverla/);
    expect(pregunta?.texto).toMatch(/roja e hinchada/);
    expect(flujo.preguntas.some((p) => p.id === 'dolor_fuerte')).toBe(false);
    expect(triaje().consejos.join(' ')).toMatch(/otitis externa/);
    expect(nivel({ dolor_no_cede: 'no' })).toBe('verde');
    expect(nivel({ dolor_no_cede: 'si' })).toBe('amarillo');
  });
});

describe('dolor_oido: earwax and cotton buds (round 6; NICE CKS Earwax; AAO-HNS 2017; NHS)', () => {
  it('a blocked ear with visible brown wax and no strong pain is verde with softening drops and no cotton buds, even if a bud pushed it', () => {
    expect(CAUSA.cera).toMatch(/bastoncillo/);
    for (const duracion of [DURACION.menos48h, DURACION.desde48h]) {
      const r = triaje({ causa: CAUSA.cera, duracion });
      expect(r.urgencia).toBe('verde');
      expect(r.titulo).toBe('Oído taponado por cera');
      const texto = r.consejos.join(' ');
      expect(texto).toMatch(/aceite de oliva/);
      expect(texto).toMatch(/No uses bastoncillos/);
      expect(texto).toMatch(/5 días/);
    }
  });

  it('a real object, or a piece of cotton bud left inside, stays amarillo; a battery stays rojo', () => {
    expect(CAUSA.objeto).toMatch(/trozo de bastoncillo/);
    expect(triaje({ causa: CAUSA.objeto, pila_oido: 'no' }).titulo).toBe('Algo metido en el oído');
    expect(nivel({ causa: CAUSA.objeto, pila_oido: 'si' })).toBe('rojo');
  });

  it('a cotton bud that caused strong pain, bleeding or sudden hearing loss is amarillo', () => {
    const r = triaje({ causa: CAUSA.bastoncillo });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Se hizo daño con un bastoncillo: dolor, sangre o oye mucho menos');
  });

  it('wax with pain that does not settle, discharge, fever under 2, dizziness or a facial palsy keeps their own rules', () => {
    expect(nivel({ causa: CAUSA.cera, dolor_no_cede: 'si' })).toBe('amarillo');
    expect(nivel({ causa: CAUSA.cera, supura: 'si' })).toBe('amarillo');
    expect(nivel({ causa: CAUSA.cera, cara_equilibrio: 'si' })).toBe('amarillo');
    expect(nivel({ causa: CAUSA.cera, edad_rango: '1-2 años', fiebre: 'si', oido_bebe: OIDO_BEBE.soloToca, peso_kg: 11 })).toBe('amarillo');
    expect(nivel({ causa: CAUSA.cera, mastoides: 'si' })).toBe('rojo');
    expect(triaje({ causa: CAUSA.cera, fiebre: 'si', fiebre_signos: 'no' }).titulo).toBe('Dolor de oído con fiebre en un niño que está bien');
  });
});

describe('dolor_oido: round 11, the severe (inner-ear) form of an ear injury (Schmitt-Thompson "Ear injury"; Healthwise "object in ear")', () => {
  const ids = (cambios: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(cambios)).map((p) => p.id);

  it('asks the inner-ear signs only after something pushed into the ear or a blow', () => {
    expect(ids({ causa: CAUSA.bastoncillo })).toContain('lesion_oido_interno');
    expect(ids({ causa: CAUSA.objeto })).toContain('lesion_oido_interno');
    expect(ids({ causa: CAUSA.golpe })).toContain('lesion_oido_interno');
    expect(ids({ causa: CAUSA.no })).not.toContain('lesion_oido_interno');
    expect(ids({ causa: CAUSA.cera })).not.toContain('lesion_oido_interno');
  });

  it('vertigo, unsteadiness, repeated vomiting, flickering eyes or complete hearing loss after a cotton bud is rojo, with an early exit', () => {
    const r = triaje({ causa: CAUSA.bastoncillo, lesion_oido_interno: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/oído interno/);
    expect(r.consejos.join(' ')).toMatch(/No le des de comer ni de beber/);
    expect(nivel({ causa: CAUSA.objeto, pila_oido: 'no', lesion_oido_interno: 'si' })).toBe('rojo');
    expect(nivel({ causa: CAUSA.golpe, lesion_oido_interno: 'si' })).toBe('rojo');
    expect(
      rojoSeguro(flujo, { edad_rango: '5-12 años', no_responde: 'no', color_grave: 'no', cuello_cabeza: 'no', mastoides: 'no', implante_oido: 'no', causa: CAUSA.bastoncillo, lesion_oido_interno: 'si' })
        ?.urgencia,
    ).toBe('rojo');
  });

  it('the mild form (pain, a little blood, muffled hearing, no vertigo) stays amarillo', () => {
    const r = triaje({ causa: CAUSA.bastoncillo, lesion_oido_interno: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Se hizo daño con un bastoncillo: dolor, sangre o oye mucho menos');
    expect(nivel({ causa: CAUSA.bastoncillo, lesion_oido_interno: 'no', supura: 'si' })).toBe('amarillo');
    expect(nivel({ causa: CAUSA.bastoncillo, lesion_oido_interno: 'no', sordera_brusca: 'si' })).toBe('amarillo');
  });

  it('a twisted face or sudden loss of balance after an ear injury is rojo; with an ear infection it keeps its amarillo', () => {
    const r = triaje({ causa: CAUSA.bastoncillo, cara_equilibrio: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Cara torcida o pérdida de equilibrio tras meterse algo en el oído o un golpe');
    expect(nivel({ causa: CAUSA.golpe, cara_equilibrio: 'si' })).toBe('rojo');
    expect(nivel({ causa: CAUSA.no, cara_equilibrio: 'si' })).toBe('amarillo');
    expect(nivel({ causa: CAUSA.no, cara_equilibrio: 'si', fiebre: 'si' })).toBe('amarillo');
  });

  it('a stale inner-ear answer does not count when the cause is not an injury', () => {
    expect(nivel({ causa: CAUSA.no, lesion_oido_interno: 'si' })).toBe('verde');
  });
});

describe('dolor_oido: rojo', () => {
  it('pale, mottled or blue colour is rojo; with fever, non-blanching spots or severe breathing trouble are rojo (NICE NG143; HT red)', () => {
    expect(nivel({ color_grave: 'si' })).toBe('rojo');
    expect(nivel({ fiebre: 'si', manchas_piel: MANCHAS.noSeBorran })).toBe('rojo');
    const r = triaje({ edad_rango: '1-2 años', fiebre: 'si', respiracion: RESPIRACION.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('swelling or redness behind the ear, or the ear pushed out, is rojo (mastoiditis; WHO IMCI "refer urgently")', () => {
    const r = triaje({ mastoides: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/mastoiditis/);
    expect(r.medicacion).toEqual([]);
  });

  it('stiff neck, severe headache with vomiting, photophobia or double vision is rojo (Belfast red; Schmitt)', () => {
    expect(nivel({ cuello_cabeza: 'si' })).toBe('rojo');
  });

  it('very drowsy or not responding is rojo', () => {
    expect(triaje({ no_responde: 'si' }).acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('blood or fluid from the ear after a head injury is rojo (NICE head injury)', () => {
    const r = triaje({ causa: CAUSA.golpe, supura: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('stops early once a red feature is certain', () => {
    expect(rojoSeguro(flujo, { edad_rango: '5-12 años', no_responde: 'no', cuello_cabeza: 'no', mastoides: 'si' })).not.toBeNull();
    expect(rojoSeguro(flujo, { edad_rango: '0-3 meses' })).toBeNull();
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
        : fc.constantFrom(4, 7, 12, 20, 45);
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(flujo.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('dolor_oido: properties', () => {
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

  it('under 2 years is verde only for the ear touching of a happy baby from 3 months, without fever', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDADES_MENOR_2_ANOS), (r, edad) => {
        const respuestasBebe: Respuestas = { ...r, edad_rango: edad };
        if (evaluarTriaje(flujo, respuestasBebe).urgencia !== 'verde') return;
        expect(edad).not.toBe('0-3 meses');
        expect(respuestasBebe['oido_bebe']).toBe(OIDO_BEBE.soloToca);
        expect(respuestasBebe['fiebre']).toBe('no');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('dolor_oido: cochlear implant, shunt or recent ear surgery (round 9; CDC, FDA, AAP 2010)', () => {
  it('ear pain with a cochlear implant is amarillo even without fever, with meningitis signs in the advice', () => {
    const r = triaje({ implante_oido: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Dolor de oído con un implante coclear, una válvula en la cabeza o una operación de oído reciente');
    expect(r.consejos.join(' ')).toMatch(/meningitis/);
    expect(nivel({ implante_oido: 'no' })).toBe('verde');
    expect(nivel({ implante_oido: 'si', fiebre: 'si' })).toBe('amarillo');
  });

  it('with fever and a red sign it is rojo, as for every child', () => {
    expect(nivel({ implante_oido: 'si', fiebre: 'si', cuello_cabeza: 'si' })).toBe('rojo');
    expect(nivel({ implante_oido: 'si', no_responde: 'si' })).toBe('rojo');
  });
});

describe('dolor_oido: round 19, blood from the ear after a blow to the ear itself (NICE CKS Perforated eardrum; NICE NG232)', () => {
  const ids = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);
  const OREJA = { causa: CAUSA.golpe, golpe_oido: GOLPE_OIDO.oreja } as const;

  it('is asked only after a blow', () => {
    expect(ids({})).not.toContain('golpe_oido');
    expect(ids({ causa: CAUSA.golpe })).toContain('golpe_oido');
  });

  it('a slap, a ball or water on the ear with a little bleeding that stopped is amarillo (was rojo), keep the ear dry', () => {
    const r = triaje({ ...OREJA, supura: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Golpe en la oreja con un poco de sangre u oído amortiguado: posible perforación del tímpano');
    expect(r.consejos.join(' ')).toMatch(/Mantén ese oído seco/);
    expect(nivel(OREJA)).toBe('amarillo');
  });

  it('a head injury with blood or fluid from the ear stays rojo', () => {
    const r = triaje({ causa: CAUSA.golpe, golpe_oido: GOLPE_OIDO.cabeza, supura: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Sale sangre o líquido por el oído tras un golpe en la cabeza');
    expect(nivel({ causa: CAUSA.golpe, golpe_oido: GOLPE_OIDO.cabeza })).toBe('amarillo');
  });

  it('something stuck in the ear, bleeding that goes on or clear fluid is rojo, and stops early', () => {
    expect(nivel({ causa: CAUSA.golpe, golpe_oido: GOLPE_OIDO.grave })).toBe('rojo');
    const hasta = { edad_rango: '5-12 años', no_responde: 'no', color_grave: 'no', cuello_cabeza: 'no', mastoides: 'no', implante_oido: 'no', causa: CAUSA.golpe, golpe_oido: GOLPE_OIDO.grave } as const;
    expect(rojoSeguro(flujo, hasta)?.urgencia).toBe('rojo');
  });

  it('vertigo, not walking straight or a twisted face after a blow to the ear stays rojo', () => {
    expect(nivel({ ...OREJA, supura: 'si', lesion_oido_interno: 'si' })).toBe('rojo');
    expect(nivel({ ...OREJA, supura: 'si', cara_equilibrio: 'si' })).toBe('rojo');
  });
});

describe('dolor_oido: round 19, an infected ear piercing (NHS Infected piercings)', () => {
  const ids = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);
  const ROJA = { dolor_no_cede: 'si' } as const;

  it('is asked only when the ear is red and swollen or the pain does not settle', () => {
    expect(ids({})).not.toContain('pendiente_oreja');
    expect(ids(ROJA)).toContain('pendiente_oreja');
  });

  it('the lobe only, earring moving, no fever, well child is verde with a safety net (was amarillo)', () => {
    const r = triaje({ ...ROJA, pendiente_oreja: PENDIENTE.lobulo });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Agujero del pendiente del lóbulo algo irritado o infectado');
    expect(r.consejos.join(' ')).toMatch(/No le quites el pendiente/);
    expect(r.consejos.join(' ')).toMatch(/cartílago/);
  });

  it('the cartilage, an embedded earring or spreading redness is amarillo, and so is the lobe with fever', () => {
    const r = triaje({ ...ROJA, pendiente_oreja: PENDIENTE.complicado });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toMatch(/piercing de la oreja infectado/);
    expect(nivel({ ...ROJA, pendiente_oreja: PENDIENTE.lobulo, fiebre: 'si', fiebre_signos: 'no' })).toBe('amarillo');
    expect(nivel({ ...ROJA, pendiente_oreja: PENDIENTE.no })).toBe('amarillo');
  });

  it('the other signs still decide first: pus from the ear or under 2 years with pain stay amarillo', () => {
    expect(nivel({ ...ROJA, pendiente_oreja: PENDIENTE.lobulo, supura: 'si' })).toBe('amarillo');
    expect(nivel({ ...ROJA, pendiente_oreja: PENDIENTE.lobulo, mastoides: 'si' })).toBe('rojo');
  });

  it('records both changes in notas and cites the sources', () => {
    expect(flujo.notas).toMatch(/Ronda 19, sangre por el oído tras un golpe en la oreja/);
    expect(flujo.notas).toMatch(/Ronda 19, pendiente o piercing infectado/);
    const urls = flujo.fuentes.map((f) => f.url).join(' ');
    expect(urls).toMatch(/perforated-eardrum/);
    expect(urls).toMatch(/infected-piercings/);
  });
});
