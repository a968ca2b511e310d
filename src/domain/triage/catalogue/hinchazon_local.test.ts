import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Flujo, Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { ACCIONES_URGENCIAS, AVISO_PREOCUPADO, CONSEJO_ROJO_CAMINO as ROJO_CAMINO, SIEMPRE } from './comunes.ts';
import { ESCAYOLA_ALARMA, TITULO_ESCAYOLA } from './banderas-escayola.ts';
import { ASPECTO, BULTO_CABEZA, CAUSA, hinchazon_local, NACIMIENTO, PIEL_BEBE, ZONA } from './hinchazon_local.ts';

comprobacionesDeFlujo(hinchazon_local);

/** A mosquito bite on the forearm that has swollen but is improving, in a well child without fever. */
const PICADURA: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '2-5 años',
  zona_hinchazon: ZONA.piel,
  labios_alarma: 'no',
  respira_mal: 'no',
  no_responde: 'no',
  piel_bebe: PIEL_BEBE.no,
  menor_1_mes: 'no',
  bebe_decaido: 'no',
  lleva_escayola: 'no',
  escayola_alarma: 'no',
  ojo_grave: 'no',
  cuello_grave: 'no',
  ingle_grave: 'no',
  torniquete: 'no',
  edema: 'no',
  edema_grave: 'no',
  orzuelo: 'no',
  infeccion_piel_grave: 'no',
  pus_visible: 'no',
  causa: CAUSA.picadura,
  cabeza_nacimiento: NACIMIENTO.no,
  golpe_cabeza_alarma: 'no',
  bulto_cabeza: BULTO_CABEZA.frente,
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

const OJO = { zona_hinchazon: ZONA.ojo } as const;

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
    expect(hinchazon_local.revisado).toBe('2026-11-28');
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
  it('sudden swelling of the lips with the tongue or throat, breathing, voice, dizziness or repeated vomiting affected is rojo and points to reaccion_alergica (round 18)', () => {
    const r = triaje({ zona_hinchazon: ZONA.labios, labios_alarma: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('reaccion_alergica');
    for (const edad of EDAD_OPCIONES) expect(nivel({ edad_rango: edad, zona_hinchazon: ZONA.labios, labios_alarma: 'si' })).toBe('rojo');
  });

  it('round 18: swollen lips alone, speaking, swallowing and breathing as usual, are amarillo today at every age, with cetirizine from 2 years (WAO 2020; BSACI)', () => {
    for (const edad of EDAD_OPCIONES) {
      for (const causa of Object.values(CAUSA)) {
        expect(nivel({ edad_rango: edad, zona_hinchazon: ZONA.labios, causa }), `${edad} ${causa}`).toBe('amarillo');
      }
    }
    const r = triaje({ zona_hinchazon: ZONA.labios, causa: CAUSA.nada });
    expect(r.titulo).toBe('Labios hinchados de repente, sin signos de reacción grave');
    expect(r.medicacion.map((m) => m.med)).toEqual(['cetirizina']);
    expect(r.ver_tambien).toContain('reaccion_alergica');
    expect(r.consejos.join(' ')).toMatch(/2-4 horas/);
    expect(r.consejos.join(' ')).toMatch(/lengua o la garganta/);
    expect(triaje({ zona_hinchazon: ZONA.labios, edad_rango: '1-2 años' }).medicacion).toEqual([]);
  });

  it('round 18: the lip follow-up is asked right after the location, only for the lips, with the words of reaccion_alergica', () => {
    const visibles = ids({ zona_hinchazon: ZONA.labios });
    expect(visibles.indexOf('labios_alarma')).toBe(visibles.indexOf('zona_hinchazon') + 1);
    expect(ids()).not.toContain('labios_alarma');
    const pregunta = hinchazon_local.preguntas.find((p) => p.id === 'labios_alarma')!;
    expect(pregunta.texto).toMatch(/lengua o la garganta/);
    expect(pregunta.texto).toMatch(/voz ronca/);
    expect(pregunta.texto).toMatch(/vomita una y otra vez/);
    expect(pregunta.ayuda).toMatch(/anafilaxia/);
    expect(hinchazon_local.preguntas.find((p) => p.id === 'zona_hinchazon')!.alarma ?? []).not.toContain(ZONA.labios);
  });

  it('breathing difficulty or an unresponsive child is rojo', () => {
    expect(nivel({ respira_mal: 'si' })).toBe('rojo');
    expect(nivel({ no_responde: 'si' })).toBe('rojo');
  });

  it('a swollen joint is amarillo and points to dolor_articular; with fever its own title', () => {
    const r = triaje({ zona_hinchazon: ZONA.articulacion, causa: CAUSA.nada });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('dolor_articular');
    expect(triaje({ zona_hinchazon: ZONA.articulacion, fiebre: 'si' }).titulo).toBe('Articulación hinchada con fiebre');
  });

  it('a painful or hard lump in the groin or testicle is rojo; a painless one amarillo', () => {
    expect(nivel({ zona_hinchazon: ZONA.ingle, ingle_grave: 'si' })).toBe('rojo');
    expect(nivel({ zona_hinchazon: ZONA.ingle })).toBe('amarillo');
  });

  it('a neck swelling with drooling or not swallowing is rojo; with fever amarillo', () => {
    expect(nivel({ zona_hinchazon: ZONA.cuello, cuello_grave: 'si' })).toBe('rojo');
    expect(nivel({ zona_hinchazon: ZONA.cuello, fiebre: 'si' })).toBe('amarillo');
  });

  it('asks the location-specific question only for that location', () => {
    expect(ids(OJO)).toContain('ojo_grave');
    expect(ids()).not.toContain('ojo_grave');
    expect(ids({ zona_hinchazon: ZONA.ingle })).toContain('ingle_grave');
    expect(ids({ zona_hinchazon: ZONA.cuello })).toContain('cuello_grave');
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

  it('stops early once rojo is certain, and a typical path is at most 13 questions (round 14: the wrong-door screen)', () => {
    expect(rojoSeguro(hinchazon_local, { edad_rango: '2-5 años', zona_hinchazon: ZONA.labios, labios_alarma: 'si' })?.urgencia).toBe('rojo');
    expect(rojoSeguro(hinchazon_local, { edad_rango: '2-5 años', zona_hinchazon: ZONA.labios, labios_alarma: 'no' })).toBeNull();
    expect(rojoSeguro(hinchazon_local, { edad_rango: '2-5 años', zona_hinchazon: ZONA.piel })).toBeNull();
    expect(ids().length).toBeLessThanOrEqual(15); // round 15: + otra_consulta; round 17: + lleva_escayola; round 18: + pus_visible
  });
});

describe('hinchazon_local: wrong doors (issue 9, pattern 2)', () => {
  it('a very red, swollen finger, toe or penis in a baby is rojo: hair tourniquet (Belfast/HT red)', () => {
    const r = triaje({ edad_rango: '6-12 meses', torniquete: 'si', peso_kg: 8 });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/pelo enrollado/);
    expect(nivel({ edad_rango: '1-2 años', zona_hinchazon: ZONA.ingle, torniquete: 'si', peso_kg: 11 })).toBe('rojo');
  });

  it('asks about a tourniquet only under 2 years, for the skin or the groin', () => {
    expect(ids({ edad_rango: '1-2 años' })).toContain('torniquete');
    expect(ids()).not.toContain('torniquete');
    expect(ids({ edad_rango: '1-2 años', zona_hinchazon: ZONA.ojo })).not.toContain('torniquete');
  });

  it('both eyelids puffy with swollen ankles or tummy, or little foamy urine, is amarillo and points to orina (kidney)', () => {
    const r = triaje({ ...OJO, edema: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('orina');
    expect(ids({ zona_hinchazon: ZONA.articulacion })).not.toContain('edema');
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
    const r = triaje({ zona_hinchazon: ZONA.cuello, fiebre: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Bulto del cuello o detrás de la oreja con fiebre');
    expect(r.ver_tambien).toContain('dolor_oido');
    expect(ZONA.cuello).toMatch(/detrás de la oreja/);
  });
});

describe('hinchazon_local: round 11, a swelling on the head (NICE NG232; PECARN; NICE NG76)', () => {
  const CABEZA = { zona_hinchazon: ZONA.cabeza } as const;
  const GOLPE = { ...CABEZA, causa: CAUSA.golpe } as const;
  const SIN_CAUSA = { ...CABEZA, causa: CAUSA.nada } as const;

  it('the location question has a new id with an answer for the head, and the old id is gone', () => {
    const zona = hinchazon_local.preguntas.find((p) => p.id === 'zona_hinchazon');
    expect(zona?.opciones).toContain(ZONA.cabeza);
    expect(hinchazon_local.preguntas.some((p) => p.id === 'zona')).toBe(false);
  });

  it('asks the head questions only for the head, after a blow or without a clear cause', () => {
    expect(ids(GOLPE)).toEqual(expect.arrayContaining(['golpe_cabeza_alarma', 'bulto_cabeza']));
    expect(ids(SIN_CAUSA)).toEqual(expect.arrayContaining(['golpe_cabeza_alarma', 'bulto_cabeza']));
    expect(ids()).not.toContain('bulto_cabeza');
    expect(ids({ ...CABEZA, causa: CAUSA.picadura })).not.toContain('bulto_cabeza');
    expect(ids({ ...SIN_CAUSA, edad_rango: '0-3 meses' })).toContain('cabeza_nacimiento');
    expect(ids({ ...SIN_CAUSA, edad_rango: '3-6 meses' })).not.toContain('cabeza_nacimiento');
    expect(ids({ ...GOLPE, edad_rango: '0-3 meses' })).not.toContain('cabeza_nacimiento');
  });

  it('head-injury red signs after a blow are rojo at any age and point to golpes_caidas', () => {
    const r = triaje({ ...GOLPE, golpe_cabeza_alarma: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('golpes_caidas');
    expect(nivel({ ...GOLPE, edad_rango: '12+ años', peso_kg: 50, golpe_cabeza_alarma: 'si' })).toBe('rojo');
  });

  it('a soft, boggy or over-5-cm bump under 1 year is rojo, with or without a known fall', () => {
    for (const causa of [CAUSA.golpe, CAUSA.nada]) {
      const r = triaje({ ...CABEZA, causa, edad_rango: '6-12 meses', peso_kg: 8, bulto_cabeza: BULTO_CABEZA.grave });
      expect(r.urgencia, causa).toBe('rojo');
    }
    expect(triaje({ ...GOLPE, edad_rango: '6-12 meses', peso_kg: 8, bulto_cabeza: BULTO_CABEZA.grave }).titulo).toBe(
      'Bulto en la cabeza de un bebé: blando, de más de 5 cm o fuera de la frente',
    );
  });

  it('under 2 years, a non-frontal bump is rojo (PECARN) and a small frontal one after a seen fall is not', () => {
    expect(nivel({ ...GOLPE, edad_rango: '1-2 años', peso_kg: 11, bulto_cabeza: BULTO_CABEZA.otroSitio })).toBe('rojo');
    expect(nivel({ ...GOLPE, edad_rango: '1-2 años', peso_kg: 11, bulto_cabeza: BULTO_CABEZA.frente })).toBe('verde');
    expect(nivel({ ...GOLPE, edad_rango: '2-5 años', bulto_cabeza: BULTO_CABEZA.otroSitio })).toBe('verde');
  });

  it('a head swelling in a baby under 1 is never verde: a small frontal bump after a seen fall is amarillo', () => {
    const r = triaje({ ...GOLPE, edad_rango: '6-12 meses', peso_kg: 8, bulto_cabeza: BULTO_CABEZA.frente });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Chichón en la cabeza de un bebé tras un golpe');
    expect(r.consejos.join(' ')).toMatch(/48 horas/);
    expect(nivel({ ...GOLPE, edad_rango: '0-3 meses', bulto_cabeza: BULTO_CABEZA.frente })).toBe('amarillo');
  });

  it('an unexplained head swelling in a baby under 1 is rojo (NICE NG232 suspected non-accidental injury; NG76); from 1 to 2 years amarillo', () => {
    const r = triaje({ ...SIN_CAUSA, edad_rango: '3-6 meses', peso_kg: 6, bulto_cabeza: BULTO_CABEZA.frente });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Bulto en la cabeza de un bebé sin saber cómo ha salido');
    expect(nivel({ ...SIN_CAUSA, edad_rango: '0-3 meses', cabeza_nacimiento: NACIMIENTO.no, bulto_cabeza: BULTO_CABEZA.frente })).toBe('rojo');
    expect(triaje({ ...SIN_CAUSA, edad_rango: '1-2 años', peso_kg: 11, bulto_cabeza: BULTO_CABEZA.frente }).titulo).toBe(
      'Bulto en la cabeza sin saber cómo ha salido',
    );
  });

  it('from 2 years, a soft or over-5-cm bump is amarillo (as golpes_caidas) and an unexplained small lump follows the usual rules', () => {
    expect(triaje({ ...GOLPE, bulto_cabeza: BULTO_CABEZA.grave }).titulo).toBe('Chichón blando o de más de 5 cm en la cabeza');
    expect(nivel({ ...SIN_CAUSA, bulto_cabeza: BULTO_CABEZA.frente })).toBe('verde');
  });

  it("a newborn's swelling from birth: seen and well is verde, not yet seen amarillo, growing or with a pale, floppy baby rojo", () => {
    const bebe = { ...SIN_CAUSA, edad_rango: '0-3 meses' } as const;
    const visto = triaje({ ...bebe, cabeza_nacimiento: NACIMIENTO.visto });
    expect(visto.urgencia).toBe('verde');
    expect(visto.titulo).toBe('Bulto en la cabeza desde el parto, ya valorado (caput o cefalohematoma)');
    expect(visto.medicacion).toEqual([]);
    expect(visto.consejos.join(' ')).toMatch(/ictericia/);
    expect(triaje({ ...bebe, cabeza_nacimiento: NACIMIENTO.sinVer }).titulo).toBe('Bulto en la cabeza desde el parto que todavía no ha visto nadie');
    expect(nivel({ ...bebe, cabeza_nacimiento: NACIMIENTO.grave })).toBe('rojo');
    expect(ids({ ...bebe, cabeza_nacimiento: NACIMIENTO.visto })).not.toContain('bulto_cabeza');
    expect(nivel({ ...bebe, cabeza_nacimiento: NACIMIENTO.visto, fiebre: 'si' })).toBe('rojo');
  });

  it('other swellings under 3 months stay amarillo (the newborn exception is only for the head from birth)', () => {
    expect(nivel({ edad_rango: '0-3 meses' })).toBe('amarillo');
    expect(nivel({ ...CABEZA, causa: CAUSA.picadura, edad_rango: '0-3 meses' })).toBe('amarillo');
  });

  it('stops early at a certain rojo head result', () => {
    expect(
      rojoSeguro(hinchazon_local, { edad_rango: '6-12 meses', zona_hinchazon: ZONA.cabeza, respira_mal: 'no', no_responde: 'no', causa: CAUSA.golpe, golpe_cabeza_alarma: 'no', bulto_cabeza: BULTO_CABEZA.grave })
        ?.urgencia,
    ).toBe('rojo');
  });
});

describe('hinchazon_local: round 16, a skin or navel infection in a baby under 3 months (WHO IMCI 2019; NICE NG195)', () => {
  const BEBE = { edad_rango: '0-3 meses', causa: CAUSA.nada } as const;
  const EXTIENDE = { ...BEBE, piel_bebe: PIEL_BEBE.extiende } as const;
  const OMBLIGO = { ...BEBE, piel_bebe: PIEL_BEBE.ombligo } as const;
  const ONFALITIS = { ...BEBE, piel_bebe: PIEL_BEBE.ombligoPiel } as const;

  it('asks about the skin and the navel only under 3 months, for any location, early; the follow-ups only where they apply', () => {
    for (const zona of [ZONA.piel, ZONA.ojo, ZONA.cuello, ZONA.articulacion, ZONA.ingle, ZONA.cabeza]) {
      expect(ids({ ...BEBE, zona_hinchazon: zona }), zona).toContain('piel_bebe');
    }
    expect(ids()).not.toContain('piel_bebe');
    expect(ids({ edad_rango: '3-6 meses', peso_kg: 6 })).not.toContain('piel_bebe');
    const orden = ids(EXTIENDE);
    expect(orden.indexOf('piel_bebe')).toBeLessThan(orden.indexOf('causa'));
    expect(orden).toEqual(expect.arrayContaining(['menor_1_mes', 'bebe_decaido']));
    expect(ids(OMBLIGO)).toContain('bebe_decaido');
    expect(ids(OMBLIGO)).not.toContain('menor_1_mes');
    expect(ids(BEBE)).not.toContain('menor_1_mes');
    expect(ids(BEBE)).not.toContain('bebe_decaido');
    expect(ids(ONFALITIS)).not.toContain('menor_1_mes');
  });

  it('red, swollen or hard skin round the navel, or red streaks from it, is rojo anywhere in the 0-3 months band, and stops there (IMCI: up to 2 months)', () => {
    const r = triaje(ONFALITIS);
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Rojez, hinchazón o dureza alrededor del ombligo en un bebé pequeño (onfalitis)');
    expect(r.acciones_sugeridas[0]).toBe('Acude a urgencias ahora');
    expect(r.consejos.join(' ')).toMatch(/no le des paracetamol/);
    expect(
      rojoSeguro(hinchazon_local, { edad_rango: '0-3 meses', zona_hinchazon: ZONA.piel, respira_mal: 'no', no_responde: 'no', piel_bebe: PIEL_BEBE.ombligoPiel })?.urgencia,
    ).toBe('rojo');
  });

  it('the navel is named in the location help, and the location answers are unchanged', () => {
    const zona = hinchazon_local.preguntas.find((p) => p.id === 'zona_hinchazon');
    expect(zona?.ayuda).toMatch(/ombligo/);
    expect(zona?.opciones).toEqual([ZONA.ojo, ZONA.labios, ZONA.cuello, ZONA.articulacion, ZONA.ingle, ZONA.cabeza, ZONA.piel]);
  });

  it('spreading redness, swelling or hardness elsewhere on the skin under 1 month is rojo, and stops there', () => {
    const r = triaje({ ...EXTIENDE, menor_1_mes: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Piel roja, hinchada o dura que se extiende en un bebé de menos de 1 mes');
    expect(r.medicacion).toEqual([]);
    expect(
      rojoSeguro(hinchazon_local, { edad_rango: '0-3 meses', zona_hinchazon: ZONA.piel, respira_mal: 'no', no_responde: 'no', piel_bebe: PIEL_BEBE.extiende, menor_1_mes: 'si' })
        ?.urgencia,
    ).toBe('rojo');
  });

  it('spreading redness from 1 to 3 months in a baby who feeds and behaves as usual is amarillo (urgencias today), without a dose', () => {
    const r = triaje({ ...EXTIENDE, menor_1_mes: 'no', bebe_decaido: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Piel roja, hinchada o dura que se extiende en un bebé de 1 a 3 meses');
    expect(r.medicacion).toEqual([]);
    expect(r.consejos.join(' ')).toMatch(/come menos de lo normal/);
  });

  it('any skin or navel infection with the baby sleepier, floppier or feeding less is rojo', () => {
    const r = triaje({ ...OMBLIGO, bebe_decaido: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Infección de la piel o del ombligo en un bebé que está más dormido o come menos');
    expect(nivel({ ...EXTIENDE, menor_1_mes: 'no', bebe_decaido: 'si' })).toBe('rojo');
  });

  it('a red, oozing or smelly navel without redness of the skin around, in a well baby, is amarillo (IMCI local infection)', () => {
    const r = triaje({ ...OMBLIGO, bebe_decaido: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Ombligo rojo, que supura o huele mal, en un bebé pequeño');
    expect(r.medicacion).toEqual([]);
  });

  it('fever with a skin infection under 3 months stays rojo (NICE NG143)', () => {
    expect(nivel({ ...OMBLIGO, bebe_decaido: 'no', fiebre: 'si' })).toBe('rojo');
    expect(nivel({ ...EXTIENDE, menor_1_mes: 'no', bebe_decaido: 'no', fiebre: 'si' })).toBe('rojo');
  });

  it('the mild forms stay where they were: a baby with normal skin is amarillo as before, a head bump from birth already seen verde, an older child with cellulitis amarillo', () => {
    expect(triaje(BEBE).titulo).toBe('Hinchazón en un bebé menor de 3 meses');
    expect(nivel({ ...BEBE, zona_hinchazon: ZONA.cabeza, cabeza_nacimiento: NACIMIENTO.visto })).toBe('verde');
    expect(nivel({ edad_rango: '3-6 meses', peso_kg: 6, aspecto_piel: ASPECTO.celulitis })).toBe('amarillo');
    expect(nivel({ aspecto_piel: ASPECTO.celulitis })).toBe('amarillo');
  });

  it('the sources and notes name the new rules', () => {
    expect(hinchazon_local.fuentes.map((f) => f.url)).toEqual(expect.arrayContaining(['https://www.nice.org.uk/guidance/ng195']));
    expect(hinchazon_local.notas).toMatch(/Ronda 16, infección de la piel o del ombligo/);
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
  if (base === undefined || p.id === 'edad_rango' || p.id === 'zona_hinchazon') return cualquiera;
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
        const orzuelo = r['zona_hinchazon'] === ZONA.ojo && r['orzuelo'] === 'si';
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

describe('hinchazon_local: a tight cast, splint or bandage (round 17)', () => {
  const ESCAYOLA = { zona_hinchazon: ZONA.piel, causa: CAUSA.golpe, lleva_escayola: 'si' } as const;

  it('swollen, pale, blue, cold or numb fingers, or pain that painkillers do not ease, under a cast is rojo: urgencias now', () => {
    for (const zona of [ZONA.piel, ZONA.articulacion]) {
      const r = triaje({ ...ESCAYOLA, zona_hinchazon: zona, escayola_alarma: 'si' });
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe(TITULO_ESCAYOLA);
      expect(r.consejos.at(-1)).toBe(ROJO_CAMINO);
      expect(r.consejos.join(' ')).toMatch(/en alto/);
      expect(r.consejos.join(' ')).toMatch(/No cortes/);
      expect(r.acciones_sugeridas).toEqual(ACCIONES_URGENCIAS);
    }
    expect(nivel({ ...ESCAYOLA, edad_rango: '0-3 meses', escayola_alarma: 'si' })).toBe('rojo');
  });

  it('stops early: rojo is certain as soon as the warning signs are answered, a few questions in', () => {
    const todas = respuestas({ ...ESCAYOLA, escayola_alarma: 'si' });
    expect(ids({ ...ESCAYOLA, escayola_alarma: 'si' }).indexOf('escayola_alarma')).toBeLessThanOrEqual(7);
    expect(rojoSeguro(hinchazon_local, hastaEscayola(hinchazon_local, todas))?.si).toBe(ESCAYOLA_ALARMA);
  });

  it('mild swelling that goes down with the limb raised (the warning signs answered No) stays verde, with the raise-and-move advice', () => {
    const r = triaje({ ...ESCAYOLA, escayola_alarma: 'no' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/en alto, por encima del corazón/);
    expect(r.consejos.join(' ')).toMatch(/mueva los dedos/);
    // where the flow already placed it: a swollen joint is seen today, with or without a cast
    expect(nivel({ ...ESCAYOLA, zona_hinchazon: ZONA.articulacion, escayola_alarma: 'no' })).toBe('amarillo');
  });

  it('a child without a cast is unchanged, and is not asked the warning signs', () => {
    expect(triaje({ causa: CAUSA.golpe }).titulo).toBe('Hinchazón por un golpe');
    expect(nivel({ causa: CAUSA.golpe })).toBe('verde');
    expect(triaje().titulo).toBe('Hinchazón por una picadura, sin signos de infección');
    expect(ids()).toContain('lleva_escayola');
    expect(ids()).not.toContain('escayola_alarma');
    // a stale Sí is ignored once the cast question is answered No
    expect(nivel({ lleva_escayola: 'no', escayola_alarma: 'si' })).toBe('verde');
  });

  it('is not asked where it cannot be an arm or a leg (eye, lips, neck, groin, head)', () => {
    for (const zona of [ZONA.ojo, ZONA.labios, ZONA.cuello, ZONA.ingle, ZONA.cabeza]) {
      const visibles = ids({ zona_hinchazon: zona, lleva_escayola: 'si' });
      expect(visibles).not.toContain('lleva_escayola');
      expect(visibles).not.toContain('escayola_alarma');
    }
  });
});

describe('hinchazon_local: a visible collection of pus (round 18; NICE CKS Paronychia; NICE CKS Boils; NHS Abscess)', () => {
  /** A 6-year-old with a throbbing swelling beside a fingernail, pus showing, no spreading redness, no fever. */
  const PANADIZO = { zona_hinchazon: ZONA.piel, causa: CAUSA.herida, edad_rango: '5-12 años', pus_visible: 'si' } as const;

  it('is asked for the skin of any zone and for joints (fingers), after the look of the skin, and nowhere else', () => {
    for (const zona of [ZONA.piel, ZONA.articulacion]) {
      const visibles = ids({ zona_hinchazon: zona });
      expect(visibles, zona).toContain('pus_visible');
      expect(visibles.indexOf('pus_visible')).toBeGreaterThan(visibles.indexOf('aspecto_piel'));
    }
    for (const zona of [ZONA.ojo, ZONA.labios, ZONA.cuello, ZONA.ingle, ZONA.cabeza]) expect(ids({ zona_hinchazon: zona }), zona).not.toContain('pus_visible');
  });

  it('pus showing (a pointing abscess, a paronychia, a soft boil) is amarillo today to drain it, at every age from 3 months', () => {
    for (const edad of EDAD_OPCIONES.slice(1)) {
      for (const causa of Object.values(CAUSA)) {
        const r = triaje({ ...PANADIZO, edad_rango: edad, causa });
        expect(r.urgencia, `${edad} ${causa}`).toBe('amarillo');
        expect(r.titulo).toBe('Bolsa de pus (absceso, panadizo o forúnculo) que hay que vaciar');
      }
    }
    const r = triaje(PANADIZO);
    expect(r.consejos.join(' ')).toMatch(/abrirlo y vaciarlo/);
    expect(r.consejos.join(' ')).toMatch(/No lo aprietes ni lo pinches/);
    expect(nivel({ ...PANADIZO, zona_hinchazon: ZONA.articulacion })).toBe('amarillo');
  });

  it('the nearest verde: the same redness and swelling without pus stays home care, as before', () => {
    expect(nivel({ ...PANADIZO, pus_visible: 'no' })).toBe('verde');
    expect(triaje({ ...PANADIZO, pus_visible: 'no' }).titulo).toBe('Hinchazón alrededor de una herida o un grano, sin signos de infección');
  });

  it('spreading redness stays amarillo and the severe signs, or fever under 3 months, stay rojo with pus too', () => {
    expect(nivel({ ...PANADIZO, aspecto_piel: ASPECTO.celulitis })).toBe('amarillo');
    expect(nivel({ ...PANADIZO, aspecto_piel: ASPECTO.celulitis, infeccion_piel_grave: 'si' })).toBe('rojo');
    expect(nivel({ ...PANADIZO, edad_rango: '0-3 meses', fiebre: 'si' })).toBe('rojo');
    expect(nivel({ ...PANADIZO, respira_mal: 'si' })).toBe('rojo');
  });

  it('cites NICE CKS Paronychia and Boils and records the choice in notas', () => {
    const urls = hinchazon_local.fuentes.map((f) => f.url);
    expect(urls).toContain('https://cks.nice.org.uk/topics/paronychia-acute/');
    expect(urls).toContain('https://cks.nice.org.uk/topics/boils-carbuncles-staphylococcal-carriage/');
    expect(hinchazon_local.notas).toMatch(/Ronda 18, bolsa de pus/);
  });
});
