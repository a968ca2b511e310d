import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { AVISO_PREOCUPADO, SIEMPRE } from './comunes.ts';
import { herida, SANGRADO, SUCIEDAD, TIPO, VACUNAS, ZONA } from './herida.ts';

comprobacionesDeFlujo(herida);

/** A small, clean, closed cut on the arm of a school-age child that has stopped bleeding. */
const PEQUENA: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '5-12 años',
  sangrado: SANGRADO.no,
  minutos_presion: 0,
  perdida_sangre: 'no',
  herida_grave: 'no',
  tipo: TIPO.corte,
  herida_penetrante: 'no',
  lesion_interna: 'no',
  inyeccion_presion: 'no',
  coagulacion: 'no',
  zona_herida: ZONA.otra,
  largo_cm: 0.5,
  bordes: 'no',
  yema_dedo: 'no',
  zona_delicada: 'no',
  suciedad: SUCIEDAD.limpia,
  lapiz: 'no',
  vacunas: VACUNAS.alDia,
  infeccion: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 25,
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...PEQUENA, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(herida, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => preguntasVisibles(herida, respuestas(cambios)).map((p) => p.id);

describe('herida: structure', () => {
  it('is in the "golpes_heridas" category, asks the age first and the weight last', () => {
    expect(herida.categoria).toBe('golpes_heridas');
    expect(herida.preguntas[0]?.id).toBe('edad_rango');
    expect(herida.preguntas.at(-1)?.id).toBe('peso_kg');
    expect(herida.sinonimos.length).toBeGreaterThanOrEqual(8);
  });

  it('ends with an always-true verde catch-all', () => {
    expect(herida.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(herida.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('number questions avoid the words that trigger age or weight validation (SPEC §5)', () => {
    for (const p of herida.preguntas.filter((q) => q.tipo === 'numero' && q.id !== 'peso_kg')) {
      expect(p.texto).not.toMatch(/\b(edad|mes|meses|peso|pesa|kg|kilos?)\b/i);
    }
  });


  it('names its sources and explains its choices', () => {
    expect(herida.fuentes.length).toBeGreaterThanOrEqual(3);
    expect(herida.notas).toMatch(/1 cm/);
    expect(herida.notas).toMatch(/10 minutos/);
  });
});

describe('herida: round 8, a closed cut needs no stitches up to 2 cm (NICE CKS; Schmitt "Cuts"; Seiler 2018)', () => {
  it('a clean cut with edges together and no bleeding is verde up to 2 cm; over 2 cm is amarillo', () => {
    const corto = triaje({ largo_cm: 1.5 });
    expect(corto.urgencia).toBe('verde');
    expect(corto.titulo).toBe('Herida pequeña y limpia');
    expect(nivel({ largo_cm: 2 })).toBe('verde');
    const largo = triaje({ largo_cm: 2.1 });
    expect(largo.urgencia).toBe('amarillo');
    expect(largo.titulo).toBe('Corte de más de 2 cm: puede necesitar puntos');
  });

  it('on the face, a closed cut is verde by length; across the lip border, on the eyelid, ear or nose rim it is amarillo', () => {
    expect(nivel({ zona_herida: ZONA.cara, largo_cm: 1 })).toBe('verde');
    const delicada = triaje({ zona_herida: ZONA.cara, largo_cm: 0.5, zona_delicada: 'si' });
    expect(delicada.urgencia).toBe('amarillo');
    expect(delicada.titulo).toBe('Corte en el borde del labio, el párpado, la oreja o la nariz');
    expect(ids({ zona_herida: ZONA.cara })).toContain('zona_delicada');
    expect(ids()).not.toContain('zona_delicada');
  });

  it('a small tongue-tip cut or a torn upper-lip frenulum that has stopped bleeding is verde with mouth care; gaping or bleeding again is amarillo', () => {
    const boca = triaje({ zona_herida: ZONA.boca, largo_cm: 1 });
    expect(boca.urgencia).toBe('verde');
    expect(boca.consejos.join(' ')).toMatch(/frenillo/);
    expect(nivel({ zona_herida: ZONA.boca, largo_cm: 1, bordes: 'si' })).toBe('amarillo');
    expect(nivel({ zona_herida: ZONA.boca, sangrado: SANGRADO.poco, minutos_presion: 5 })).toBe('amarillo');
  });

  it('a long scrape never needs stitches: the length is only asked for cuts', () => {
    expect(ids({ tipo: TIPO.raspon })).not.toContain('largo_cm');
    expect(nivel({ tipo: TIPO.raspon, largo_cm: 8 })).toBe('verde');
  });
});

describe('herida: bleeding (SEUP: not stopping after 10 minutes of pressure → 112)', () => {
  it('still bleeding after 9.9 minutes of pressure is amarillo with the pressure instruction; 10 minutes is rojo', () => {
    const antes = triaje({ sangrado: SANGRADO.poco, minutos_presion: 9.9 });
    expect(antes.urgencia).toBe('amarillo');
    expect(antes.titulo).toBe('Sigue sangrando: aprieta la herida 10 minutos');
    expect(antes.consejos.join(' ')).toMatch(/10 minutos seguidos/);
    const despues = triaje({ sangrado: SANGRADO.poco, minutos_presion: 10 });
    expect(despues.urgencia).toBe('rojo');
    expect(despues.titulo).toBe('Herida que sigue sangrando tras 10 minutos apretando');
  });

  it('asks the minutes of pressure only while it is still bleeding slowly', () => {
    expect(ids({ sangrado: SANGRADO.poco })).toContain('minutos_presion');
    expect(ids()).not.toContain('minutos_presion');
    expect(nivel({ sangrado: SANGRADO.no, minutos_presion: 30 })).toBe('verde');
  });

  it('spurting or soaking bleeding is rojo with "Llama al 112" first', () => {
    // Schmitt: major bleeding that can't be stopped → 911.
    const r = triaje({ sangrado: SANGRADO.mucho });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('large blood loss with pallor, sweating or fainting is rojo', () => {
    // Schmitt: large blood loss and fainted or too weak to stand → 911.
    expect(nivel({ perdida_sangre: 'si' })).toBe('rojo');
  });
});

describe('herida: other rojo (Schmitt 911)', () => {
  it('a deep wound to the trunk or neck, visible bone, an embedded object or an amputation is rojo', () => {
    const r = triaje({ herida_grave: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.join(' ')).toMatch(/no lo saques/);
  });

  it('stops as soon as a red feature is certain', () => {
    expect(rojoSeguro(herida, { edad_rango: '2-5 años', sangrado: SANGRADO.mucho })?.urgencia).toBe('rojo');
    expect(rojoSeguro(herida, { edad_rango: '2-5 años', sangrado: SANGRADO.no })).toBeNull();
  });
});

describe('herida: round 18, a slice of fingertip skin (RCH Melbourne Fingertip injuries) and a pencil tip (poison-centre guidance)', () => {
  const YEMA = { tipo: TIPO.corte, zona_herida: ZONA.otra, largo_cm: 1, bordes: 'si', yema_dedo: 'si' } as const;

  it('a small slice of fingertip pulp, no bone, nail intact, stopped bleeding, moving and feeling well: verde with a moist dressing', () => {
    for (const edad_rango of ['1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      const r = triaje({ ...YEMA, edad_rango });
      expect(r.urgencia, edad_rango).toBe('verde');
      expect(r.titulo).toBe('Trocito de piel cortado en la yema de un dedo');
      expect(r.consejos.join(' ')).toMatch(/húmeda/);
      expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    }
  });

  it('answered No (bone, nail, bleeding, numb), gaping or a flap, or on the face, stays amarillo as before', () => {
    const r = triaje({ ...YEMA, yema_dedo: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Herida abierta, con colgajo, profunda o que vuelve a sangrar: puede necesitar puntos');
    expect(nivel({ ...YEMA, zona_herida: ZONA.cara })).toBe('amarillo');
    expect(nivel({ ...YEMA, largo_cm: 2.1 })).toBe('amarillo');
    expect(nivel({ ...YEMA, edad_rango: '6-12 meses', peso_kg: 8 })).toBe('amarillo');
    expect(nivel({ ...YEMA, coagulacion: 'si' })).toBe('amarillo');
    expect(nivel({ ...YEMA, sangrado: SANGRADO.poco, minutos_presion: 3 })).toBe('amarillo');
    expect(nivel({ ...YEMA, sangrado: SANGRADO.mucho })).toBe('rojo');
    expect(nivel({ ...YEMA, herida_grave: 'si' })).toBe('rojo');
  });

  it('asks the fingertip question only after a yes to bordes on a cut of a limb of 2 cm or less', () => {
    expect(ids(YEMA)).toContain('yema_dedo');
    expect(ids({ ...YEMA, bordes: 'no' })).not.toContain('yema_dedo');
    expect(ids({ ...YEMA, zona_herida: ZONA.cara })).not.toContain('yema_dedo');
    expect(ids({ ...YEMA, tipo: TIPO.pinchazo })).not.toContain('yema_dedo');
    expect(ids({ ...YEMA, largo_cm: 3 })).not.toContain('yema_dedo');
  });

  it('a pencil-tip puncture leaving only a grey dot, nothing sticking out: verde (graphite, not lead)', () => {
    const LAPIZ = { tipo: TIPO.pinchazo, suciedad: SUCIEDAD.retenida, lapiz: 'si', vacunas: VACUNAS.alDia } as const;
    for (const edad_rango of ['1-2 años', '5-12 años', '12+ años']) {
      const r = triaje({ ...LAPIZ, edad_rango });
      expect(r.urgencia, edad_rango).toBe('verde');
      expect(r.titulo).toBe('Pinchazo con la punta de un lápiz');
      expect(r.consejos.join(' ')).toMatch(/no es plomo/);
    }
    expect(ids(LAPIZ)).toContain('lapiz');
    expect(ids({ ...LAPIZ, tipo: TIPO.corte })).not.toContain('lapiz');
    // A real foreign body, dirt, no tetanus cover or infection stays amarillo.
    expect(nivel({ ...LAPIZ, lapiz: 'no' })).toBe('amarillo');
    expect(nivel({ ...LAPIZ, vacunas: VACUNAS.no })).toBe('amarillo');
    expect(nivel({ ...LAPIZ, infeccion: 'si', infeccion_piel_grave: 'no' })).toBe('amarillo');
    expect(nivel({ ...LAPIZ, edad_rango: '6-12 meses', peso_kg: 8 })).toBe('amarillo');
  });
});

describe('herida: amarillo (SEUP: wound that needs stitches → same day; Schmitt "see now")', () => {
  it('a gaping or deep wound, or numbness or not moving a finger, is amarillo', () => {
    expect(triaje({ bordes: 'si' }).titulo).toBe('Herida abierta, con colgajo, profunda o que vuelve a sangrar: puede necesitar puntos');
    expect(nivel({ tipo: TIPO.pinchazo, bordes: 'si' })).toBe('amarillo');
  });

  it('a cut on the genitals is amarillo; a graze there is verde', () => {
    expect(nivel({ zona_herida: ZONA.genitales })).toBe('amarillo');
    expect(nivel({ zona_herida: ZONA.genitales, tipo: TIPO.raspon })).toBe('verde');
  });

  it('an animal bite that broke the skin is amarillo, with the rabies advice', () => {
    const r = triaje({ tipo: TIPO.mordedura });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Mordedura de animal que ha roto la piel');
    expect(r.consejos.join(' ')).toMatch(/rabia/);
  });

  it('a wound or bite that is getting red, hot and spreading is amarillo and points to hinchazon_local', () => {
    const r = triaje({ tipo: TIPO.mordedura, infeccion: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('hinchazon_local');
  });

  it('dirt that does not wash out or something left inside is amarillo', () => {
    expect(nivel({ suciedad: SUCIEDAD.retenida })).toBe('amarillo');
    expect(nivel({ suciedad: SUCIEDAD.retenida, tipo: TIPO.pinchazo, lapiz: 'no' })).toBe('amarillo');
  });

  it('a tetanus-prone wound without vaccines up to date is amarillo; with vaccines up to date it is verde', () => {
    expect(triaje({ suciedad: SUCIEDAD.riesgo, vacunas: VACUNAS.no }).titulo).toBe('Herida con riesgo de tétanos sin vacunas al día');
    expect(nivel({ suciedad: SUCIEDAD.riesgo, vacunas: VACUNAS.alDia })).toBe('verde');
    expect(nivel({ tipo: TIPO.pinchazo, vacunas: VACUNAS.no })).toBe('amarillo');
    expect(nivel({ tipo: TIPO.pinchazo, vacunas: VACUNAS.alDia })).toBe('verde');
  });

  it('asks about vaccines only for tetanus-prone wounds', () => {
    expect(ids()).not.toContain('vacunas');
    expect(ids({ suciedad: SUCIEDAD.riesgo })).toContain('vacunas');
    expect(ids({ tipo: TIPO.mordedura })).toContain('vacunas');
    expect(nivel({ vacunas: VACUNAS.no })).toBe('verde');
  });

  it('any cut, puncture or bite under 1 year is amarillo; a graze is not', () => {
    for (const edad of ['0-3 meses', '3-6 meses', '6-12 meses']) {
      expect(triaje({ edad_rango: edad, peso_kg: 7 }).titulo).toBe('Herida en un bebé menor de 1 año');
      expect(nivel({ edad_rango: edad, tipo: TIPO.raspon, peso_kg: 7 })).toBe('verde');
    }
    expect(nivel({ edad_rango: '1-2 años' })).toBe('verde');
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

describe('herida: a used needle found in the street and a human bite (round 6; SPNS/GeSIDA/SEIP 2015; RCH and PCH needle stick; NICE CKS Bites)', () => {
  it('a puncture by a discarded needle is amarillo today, even clean, small and vaccinated, with first aid and the 72-hour window', () => {
    const r = triaje({ tipo: TIPO.aguja });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Pinchazo con una aguja usada encontrada: que lo vean hoy');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/agua y jabón/);
    expect(texto).toMatch(/hepatitis B/);
    expect(texto).toMatch(/72 horas/);
    expect(texto).toMatch(/riesgo de contagio es muy bajo/);
    expect(r.acciones_sugeridas[0]).toMatch(/hoy/);
  });

  it('an ordinary puncture (a nail, a thorn) stays as before: verde if clean and vaccinated', () => {
    expect(nivel({ tipo: TIPO.pinchazo, vacunas: VACUNAS.alDia })).toBe('verde');
  });

  it('a human bite that broke the skin is amarillo with its own advice (antibiotic, hepatitis B, who bit)', () => {
    const r = triaje({ tipo: TIPO.humana });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Mordedura de una persona que ha roto la piel');
    expect(r.consejos.join(' ')).toMatch(/hepatitis B/);
    expect(r.consejos.join(' ')).not.toMatch(/rabia/);
  });

  it('both ask the vaccines, and red flags still win', () => {
    expect(ids({ tipo: TIPO.aguja })).toContain('vacunas');
    expect(ids({ tipo: TIPO.humana })).toContain('vacunas');
    expect(nivel({ tipo: TIPO.aguja, sangrado: SANGRADO.mucho })).toBe('rojo');
    expect(nivel({ tipo: TIPO.humana, infeccion: 'si', infeccion_piel_grave: 'si' })).toBe('rojo');
  });
});

describe('herida: wrong doors (issue 9, pattern 2)', () => {
  it('a head wound with loss of consciousness, repeated vomiting, drowsiness or confusion is rojo and points to golpes_caidas (NICE, SEUP)', () => {
    expect(ids()).not.toContain('signos_golpe_cabeza');
    expect(ids({ zona_herida: ZONA.cabeza })).toContain('signos_golpe_cabeza');
    const r = triaje({ zona_herida: ZONA.cabeza, signos_golpe_cabeza: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('round 14: the forehead is the head (NICE NG232): a forehead or face cut after a knock is asked the head-injury red flags', () => {
    expect(ZONA.cabeza).toMatch(/la frente/);
    expect(ZONA.cara).toMatch(/sin contar la frente/);
    for (const zona of [ZONA.cabeza, ZONA.cara]) {
      expect(ids({ zona_herida: zona })).toContain('signos_golpe_cabeza');
      const r = triaje({ zona_herida: zona, signos_golpe_cabeza: 'si' });
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe('Herida en la cabeza o la cara con pérdida de conocimiento, vómitos o confusión');
      expect(nivel({ zona_herida: zona, signos_golpe_cabeza: 'no', largo_cm: 1 })).not.toBe('rojo');
    }
    for (const zona of [ZONA.boca, ZONA.genitales, ZONA.otra]) expect(ids({ zona_herida: zona })).not.toContain('signos_golpe_cabeza');
    // The old ids are gone: answers stored for them do not carry over.
    expect(herida.preguntas.map((p) => p.id)).not.toContain('zona');
    expect(herida.preguntas.map((p) => p.id)).not.toContain('golpe_cabeza');
    expect(herida.notas).toMatch(/Ronda 14, la frente es la cabeza/);
  });

  it('a cut over 5 cm on the head of a baby under 1 year is rojo; 5 cm exactly is amarillo (NICE CT criteria; HT)', () => {
    const bebe = { edad_rango: '6-12 meses', zona_herida: ZONA.cabeza, signos_golpe_cabeza: 'no', peso_kg: 9 };
    expect(triaje({ ...bebe, largo_cm: 5.1 }).titulo).toBe('Herida de más de 5 cm en la cabeza de un bebé');
    expect(nivel({ ...bebe, largo_cm: 5 })).toBe('amarillo');
    expect(nivel({ zona_herida: ZONA.cabeza, signos_golpe_cabeza: 'no', largo_cm: 6 })).toBe('amarillo');
  });

  it('round 8: an infected wound spreading, with or without fever, in a child who looks well is amarillo (antibiotics today, mark the edge)', () => {
    const r = triaje({ infeccion: 'si', infeccion_piel_grave: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos.join(' ')).toMatch(/bolígrafo/);
  });

  it('an infected wound with a very unwell child, mottled skin, purple or blistering skin or disproportionate pain is rojo (NICE NG141)', () => {
    expect(ids()).not.toContain('infeccion_piel_grave');
    const r = triaje({ infeccion: 'si', infeccion_piel_grave: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('hinchazon_local');
  });
});

describe('herida: verde (Schmitt home care for minor cuts and scrapes)', () => {
  it('gives first aid, a safety net and both painkillers', () => {
    const r = triaje();
    expect(r.consejos.join(' ')).toMatch(/Lávala bajo el grifo/);
    expect(r.consejos.join(' ')).toMatch(/rayas rojas/);
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('a typical path has at most 19 questions (round 9 adds the high-pressure and the bleeding-disorder questions; round 13 the penetrating-wound and internal-injury ones; round 14: the wrong-door screen)', () => {
    expect(ids().length).toBeLessThanOrEqual(19); // round 15: + otra_consulta
    expect(herida.revisado).toBe('2026-11-28');
    expect(herida.notas).toMatch(/Puertas equivocadas/);
  });
});

// ---------------------------------------------------------------------------
// Properties over generated answer sets
// ---------------------------------------------------------------------------

const NUMEROS: Readonly<Record<string, readonly number[]>> = {
  minutos_presion: [0, 5, 9.9, 10, 20],
  largo_cm: [0.3, 0.6, 1, 2, 2.1, 3],
  peso_kg: [4, 8, 14, 30, 60],
};

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no'
      ? fc.constantFrom('si', 'no')
      : p.tipo === 'opciones'
        ? fc.constantFrom(...(p.opciones ?? []))
        : fc.constantFrom(...(NUMEROS[p.id] ?? [0, 1]));
  const base = PEQUENA[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(herida.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('herida: properties', () => {
  it('adding a red feature never lowers the level', () => {
    const conAlarma = herida.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(herida, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(herida, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a cut of more than 2 cm is never verde', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(2.1, 3, 4), (r, cm) => {
        expect(evaluarTriaje(herida, { ...r, tipo: TIPO.corte, largo_cm: cm }).urgencia).not.toBe('verde');
      }),
      { numRuns: 1000 },
    );
  });

  it('never suggests ibuprofen under 6 months nor any dose under 3 months', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES.slice(0, 2)), (r, edad) => {
        const m = evaluarTriaje(herida, { ...r, edad_rango: edad }).medicacion.map((x) => x.med);
        expect(m).not.toContain('ibuprofeno');
        if (edad === '0-3 meses') expect(m).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('herida: high-pressure injection (round 9; Verhoeven 2008, Eroglu 2015)', () => {
  it('a wound from a paint or grease gun, a pressure washer or a hydraulic line is rojo whatever its size', () => {
    const r = triaje({ tipo: TIPO.pinchazo, inyeccion_presion: 'si', largo_cm: 0.1 });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Herida por un chorro a presión (pistola de pintura o de grasa, hidrolimpiadora)');
    expect(r.consejos.join(' ')).toMatch(/cirujano/);
    expect(nivel({ tipo: TIPO.raspon, inyeccion_presion: 'si' })).toBe('rojo');
    expect(nivel({ tipo: TIPO.pinchazo, inyeccion_presion: 'no' })).toBe('verde');
  });

  it('is asked for grazes, cuts and punctures, not for found needles or bites; the text names the machines', () => {
    expect(ids({ tipo: TIPO.pinchazo })).toContain('inyeccion_presion');
    expect(ids({ tipo: TIPO.raspon })).toContain('inyeccion_presion');
    expect(ids({ tipo: TIPO.mordedura })).not.toContain('inyeccion_presion');
    const pregunta = herida.preguntas.find((p) => p.id === 'inyeccion_presion');
    expect(pregunta?.texto).toMatch(/pistola de pintar o de engrasar, una hidrolimpiadora/);
    expect(pregunta?.ayuda).toMatch(/agujerito/);
  });
});

describe('herida: bleeding disorder or anticoagulant (round 9; haemophilia centre sheets)', () => {
  it('any head wound is rojo; a heavy bleed or 10 minutes of pressure without stopping stays rojo', () => {
    const r = triaje({ coagulacion: 'si', zona_herida: ZONA.cabeza, signos_golpe_cabeza: 'no' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Herida en la cabeza con un problema de coagulación o anticoagulantes');
    expect(nivel({ coagulacion: 'no', zona_herida: ZONA.cabeza, signos_golpe_cabeza: 'no' })).toBe('verde');
    expect(nivel({ coagulacion: 'si', sangrado: SANGRADO.mucho })).toBe('rojo');
    expect(nivel({ coagulacion: 'si', sangrado: SANGRADO.poco, minutos_presion: 10 })).toBe('rojo');
  });

  it('a small cut that has stopped, or one still oozing, is amarillo with paracetamol only', () => {
    const r = triaje({ coagulacion: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Herida en un niño con un problema de coagulación o anticoagulantes');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    expect(r.consejos.join(' ')).toMatch(/unidad de hemofilia/);
    expect(nivel({ coagulacion: 'si', sangrado: SANGRADO.poco, minutos_presion: 3 })).toBe('amarillo');
    expect(nivel({ coagulacion: 'no' })).toBe('verde');
  });

  it('a graze that has stopped bleeding is verde, without ibuprofen', () => {
    const r = triaje({ coagulacion: 'si', tipo: TIPO.raspon });
    expect(r.urgencia).toBe('verde');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    expect(r.consejos.join(' ')).toMatch(/no le des ibuprofeno/);
  });
});

describe('herida: round 13, stab or puncture of the trunk or neck and signs of internal injury (Victorian State Trauma System / RCH; PCH abdominal trauma; ATLS; NICE NG39)', () => {
  it('something pointed that went into the chest, tummy, back, side, neck or groin is rojo whatever its size, urgencias now', () => {
    const r = triaje({ tipo: TIPO.pinchazo, herida_penetrante: 'si', largo_cm: 0.3 });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Algo con punta clavado en el tronco o el cuello: puede ser profunda por dentro');
    expect(r.acciones_sugeridas[0]).toBe('Acude a urgencias ahora');
    expect(r.consejos.join(' ')).toMatch(/no lo saques/);
    expect(r.consejos.join(' ')).toMatch(/112/);
    expect(nivel({ tipo: TIPO.corte, herida_penetrante: 'si', largo_cm: 0.5 })).toBe('rojo');
  });

  it('a shallow puncture or a small cut of a limb (answered No) keeps its current level', () => {
    expect(nivel({ tipo: TIPO.pinchazo, herida_penetrante: 'no', vacunas: VACUNAS.alDia })).toBe('verde');
    expect(nivel({ tipo: TIPO.corte, herida_penetrante: 'no' })).toBe('verde');
    expect(nivel({ tipo: TIPO.pinchazo, herida_penetrante: 'no', bordes: 'si' })).toBe('amarillo');
  });

  it('is asked early, right after the type, for cuts and punctures only (not for grazes, found needles or bites)', () => {
    expect(ids({ tipo: TIPO.pinchazo })).toContain('herida_penetrante');
    expect(ids({ tipo: TIPO.corte })).toContain('herida_penetrante');
    expect(ids({ tipo: TIPO.raspon })).not.toContain('herida_penetrante');
    expect(ids({ tipo: TIPO.aguja })).not.toContain('herida_penetrante');
    expect(ids({ tipo: TIPO.mordedura })).not.toContain('herida_penetrante');
    const orden = herida.preguntas.map((p) => p.id);
    expect(orden.indexOf('herida_penetrante')).toBe(orden.indexOf('tipo') + 1);
    expect(orden.indexOf('lesion_interna')).toBeLessThan(orden.indexOf('bordes'));
    expect(rojoSeguro(herida, { edad_rango: '5-12 años', sangrado: SANGRADO.no, perdida_sangre: 'no', herida_grave: 'no', tipo: TIPO.pinchazo, herida_penetrante: 'si' })?.urgencia).toBe('rojo');
  });

  it('any wound followed by growing tummy pain, shoulder-tip pain, vomiting, pallor, breathing difficulty, coughing blood or lying still is rojo with 112 first', () => {
    for (const tipo of [TIPO.raspon, TIPO.corte, TIPO.pinchazo, TIPO.mordedura]) {
      const r = triaje({ tipo, lesion_interna: 'si' });
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe('Herida con signos de hemorragia interna o de lesión de un órgano');
      expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    }
    expect(triaje({ lesion_interna: 'si' }).consejos.join(' ')).toMatch(/pálido, sudoroso, adormilado/);
    expect(ids({ tipo: TIPO.raspon })).toContain('lesion_interna');
  });

  it('asks for pain that grows in the trunk, shoulder-tip pain or breathing signs; a vomit or a faint feeling from fright alone is not one', () => {
    const pregunta = herida.preguntas.find((p) => p.id === 'lesion_interna');
    expect(pregunta?.texto).toMatch(/tripa, el pecho, la espalda o el costado cada vez más/);
    expect(pregunta?.texto).not.toMatch(/vomitado|pálido/);
    expect(pregunta?.ayuda).toMatch(/ha vomitado o se ha mareado un momento por el susto o al ver la sangre, responde No/);
  });

  it('without those signs, the same wound keeps its level', () => {
    expect(nivel({ tipo: TIPO.raspon, lesion_interna: 'no' })).toBe('verde');
    expect(nivel({ lesion_interna: 'no', largo_cm: 3 })).toBe('amarillo');
  });
});
