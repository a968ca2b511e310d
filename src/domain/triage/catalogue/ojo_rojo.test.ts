import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, MANCHAS, SIEMPRE } from './comunes.ts';
import { DOLOR, LESION, OJO_DESPUES, OJO_RECIEN_NACIDO, ojo_rojo, PARPADO, PRODUCTO_OJO } from './ojo_rojo.ts';
import { esReglaCribado } from './cribado-otras-puertas.ts';
import { TITULO_OJOS_BOCA } from './banderas-mucosas.ts';

comprobacionesDeFlujo(ojo_rojo);

/** A well 3-year-old with a sticky red eye and a cold: every answer on the green side. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '2-5 años',
  recien_nacido: 'no',
  ojo_recien_nacido: OJO_RECIEN_NACIDO.otro,
  derrame_alarma: 'no',
  producto_ojo: PRODUCTO_OJO.no,
  producto_despues: OJO_DESPUES.bien,
  lesion: LESION.no,
  ojos_boca_llagas: 'no',
  sigue_molestando: 'no',
  vista_perdida: 'no',
  dolor: DOLOR.no,
  no_abre: 'no',
  vision: 'no',
  luz_cabeza: 'no',
  parpado: PARPADO.no,
  orzuelo: 'no',
  orbita: 'no',
  ampollas: 'no',
  fiebre: 'no',
  lentillas: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(ojo_rojo, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => preguntasVisibles(ojo_rojo, respuestas(cambios)).map((p) => p.id);

describe('ojo_rojo: structure (CLINICAL.md "Shape of a flow")', () => {
  it('asks the age first, the chemical splash and injuries next, and never the weight (no medicine here)', () => {
    const orden = ojo_rojo.preguntas.map((p) => p.id);
    expect(orden[0]).toBe('edad_rango');
    expect(orden.indexOf('producto_ojo')).toBeLessThan(orden.indexOf('dolor'));
    expect(orden).not.toContain('peso_kg');
    expect(orden.slice(-2)).toEqual(['muy_enfermo', 'preocupado']);
    for (const regla of ojo_rojo.reglas) expect(regla.medicacion ?? []).toEqual([]);
  });

  it('belongs to the category of SPEC §2 and ends with an always-true verde catch-all', () => {
    expect(ojo_rojo.categoria).toBe('ojos_piel_alergias');
    expect(ojo_rojo.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(ojo_rojo.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('every result closes with its level\'s advice; rojo says not to rub the eye; never Teleconsulta', () => {
    for (const regla of ojo_rojo.reglas) {
      expect(regla.acciones_sugeridas.join(' ')).not.toMatch(/Teleconsulta/i);
      if (regla.urgencia === 'rojo') {
        expect(regla.consejos).toContain(CONSEJO_ROJO_CAMINO);
        if (!esReglaCribado(regla)) expect(regla.consejos.join(' ')).toMatch(/No le frotes el ojo/); // round 14: not the wrong-door screen's results
      }
      if (regla.urgencia === 'amarillo') expect(regla.consejos).toContain(CONSEJO_AMARILLO);
      if (regla.urgencia === 'verde') expect(regla.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    }
  });

  it('has 8-20 lower-case synonyms, sources and notas on the newborn gate', () => {
    expect(ojo_rojo.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(ojo_rojo.sinonimos.length).toBeLessThanOrEqual(20);
    for (const s of ojo_rojo.sinonimos) expect(s).toBe(s.toLowerCase());
    expect(ojo_rojo.fuentes.length).toBeGreaterThanOrEqual(3);
    expect(ojo_rojo.notas).toMatch(/28 días/);
  });
});

describe('ojo_rojo: rojo (HT/Alder Hey red; Mayo Clinic first aid; NICE NG141)', () => {
  it('a strong or unknown chemical splash is rojo, with 15-20 minutes of rinsing first', () => {
    // Mayo Clinic: flush with lukewarm water 15-20 minutes, then emergency care; Schmitt: acids and alkalis → ER.
    const r = triaje({ producto_ojo: PRODUCTO_OJO.fuerte });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Producto químico en el ojo');
    expect(r.consejos[0]).toMatch(/15-20 minutos/);
    expect(PRODUCTO_OJO.fuerte).toMatch(/lejía/);
    expect(PRODUCTO_OJO.fuerte).toMatch(/no sé cuál/);
  });

  it('something stuck in the eye or a high-speed impact is rojo, without removing it', () => {
    const r = triaje({ lesion: LESION.clavado });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.join(' ')).toMatch(/No intentes sacar nada/);
  });

  it('severe pain with a red eye is rojo (HT red "severe pain and red eye")', () => {
    expect(triaje({ dolor: DOLOR.mucho }).titulo).toBe('Ojo rojo con dolor muy intenso');
  });

  it('an eyelid so swollen the eye cannot open is rojo (HT red) and points to hinchazon_local', () => {
    const r = triaje({ no_abre: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('hinchazon_local');
  });

  it('a swollen eyelid with pain on moving the eye or a bulging eye is rojo (NICE NG141 orbital cellulitis)', () => {
    expect(nivel({ parpado: PARPADO.duele, orbita: 'si' })).toBe('rojo');
    expect(nivel({ parpado: PARPADO.pica, orbita: 'si' })).toBe('rojo');
  });

  it('a red eye with fever under 3 months is rojo (NICE NG143)', () => {
    expect(nivel({ edad_rango: '0-3 meses', fiebre: 'si' })).toBe('rojo');
    expect(nivel({ edad_rango: '3-6 meses', fiebre: 'si' })).toBe('verde');
  });

  it('blurred or double vision after a blow or something getting in the eye is rojo and points to golpes_caidas', () => {
    const r = triaje({ lesion: LESION.golpe, vision: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('golpes_caidas');
    // Round 8: blurred vision after a speck or a scratch is a same-day eye examination; sudden loss of sight stays rojo.
    expect(nivel({ lesion: LESION.algoPequeno, vision: 'si' })).toBe('amarillo');
    expect(nivel({ lesion: LESION.algoPequeno, vista_perdida: 'si' })).toBe('rojo');
  });
});

describe('ojo_rojo: a product in the eye, mild versus severe (issue 9 pattern 5; Schmitt "Eye - Chemical In")', () => {
  it('soap, shampoo or another everyday product, rinsed and comfortable, is verde with a safety net', () => {
    // Schmitt: soap, shampoo, cosmetics, sunscreen, toothpaste, pool water are harmless to the eye.
    const r = triaje({ producto_ojo: PRODUCTO_OJO.suave, producto_despues: OJO_DESPUES.bien });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Producto de uso diario en el ojo, ya lavado y sin molestias');
    expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    expect(PRODUCTO_OJO.suave).toMatch(/champú/);
  });

  it('a non-caustic product that still stings or stays very red after rinsing, opening and seeing normally, is amarillo (round 8)', () => {
    // Schmitt "Chemical in Eye": alcohol and sprays only irritate; persisting symptoms need an eye examination the same day.
    const r = triaje({ producto_ojo: PRODUCTO_OJO.suave, producto_despues: OJO_DESPUES.escuece });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Producto en el ojo que sigue molestando después de lavarlo');
    expect(PRODUCTO_OJO.suave).toMatch(/gel de manos/);
  });

  it('a non-caustic product with sudden loss of sight is rojo; detergent capsules and cement count as strong', () => {
    expect(nivel({ producto_ojo: PRODUCTO_OJO.suave, producto_despues: OJO_DESPUES.escuece, vista_perdida: 'si' })).toBe('rojo');
    expect(PRODUCTO_OJO.fuerte).toMatch(/lavavajillas/);
    expect(PRODUCTO_OJO.fuerte).toMatch(/lavadora/);
    expect(PRODUCTO_OJO.fuerte).toMatch(/cemento/);
  });

  it('superglue in the eye is amarillo, never pulling the lids apart nor acetone; rojo if the sight is lost', () => {
    const r = triaje({ producto_ojo: PRODUCTO_OJO.pegamento });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Pegamento instantáneo en el ojo');
    expect(r.consejos.join(' ')).toMatch(/No intentes separar los párpados/);
    expect(r.consejos.join(' ')).toMatch(/acetona/);
    expect(nivel({ producto_ojo: PRODUCTO_OJO.pegamento, vista_perdida: 'si' })).toBe('rojo');
    expect(PRODUCTO_OJO.fuerte).not.toMatch(/pegamento/);
  });

  it('an everyday product with another sign keeps that sign\'s level (round 19: severe pain or blurred sight after it is rojo)', () => {
    expect(nivel({ producto_ojo: PRODUCTO_OJO.suave, dolor: DOLOR.mucho })).toBe('rojo');
    expect(nivel({ producto_ojo: PRODUCTO_OJO.fuerte, dolor: DOLOR.mucho })).toBe('rojo');
    expect(nivel({ producto_ojo: PRODUCTO_OJO.suave, vision: 'si' })).toBe('rojo');
    expect(nivel({ producto_ojo: PRODUCTO_OJO.suave, luz_cabeza: 'si' })).toBe('amarillo');
    expect(nivel({ producto_ojo: PRODUCTO_OJO.suave, edad_rango: '0-3 meses', recien_nacido: 'si' })).toBe('amarillo');
  });

  it('asks the after-rinsing question only for an everyday product', () => {
    expect(ids({ producto_ojo: PRODUCTO_OJO.suave })).toContain('producto_despues');
    expect(ids({ producto_ojo: PRODUCTO_OJO.picante })).toContain('producto_despues');
    expect(ids()).not.toContain('producto_despues');
    expect(ids({ producto_ojo: PRODUCTO_OJO.fuerte })).not.toContain('producto_despues');
    expect(rojoSeguro(ojo_rojo, { edad_rango: '2-5 años', producto_ojo: PRODUCTO_OJO.fuerte })).not.toBeNull();
    expect(rojoSeguro(ojo_rojo, { edad_rango: '2-5 años', producto_ojo: PRODUCTO_OJO.suave })).toBeNull();
  });
});

describe('ojo_rojo: the 28-day gate for a sticky eye (HT amber "under 28 days with a sticky eye"; HSE < 4 weeks)', () => {
  it('under 28 days any red or sticky eye is amarillo', () => {
    const r = triaje({ edad_rango: '0-3 meses', recien_nacido: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Ojo rojo o con legañas en un recién nacido');
  });

  it('from 28 days to 3 months a sticky eye without other signs is verde (blocked tear duct or conjunctivitis)', () => {
    const r = triaje({ edad_rango: '0-3 meses', recien_nacido: 'no' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/lagrimal tapado/);
  });

  it('a newborn who cannot open the eye for swelling is rojo', () => {
    expect(nivel({ edad_rango: '0-3 meses', recien_nacido: 'si', no_abre: 'si' })).toBe('rojo');
  });

  it('asks the 28-day question only in the 0-3 months band', () => {
    expect(ids({ edad_rango: '0-3 meses' })).toContain('recien_nacido');
    expect(ids()).not.toContain('recien_nacido');
  });
});

describe('ojo_rojo: amarillo (HT amber; HSE "urgent GP"; NICE NG141)', () => {
  it('marked light sensitivity or a strong headache is amarillo', () => {
    expect(triaje({ luz_cabeza: 'si' }).titulo).toBe('Ojo rojo con mucha molestia a la luz o dolor de cabeza fuerte');
  });

  it('blurred or double vision without an injury is amarillo', () => {
    expect(nivel({ vision: 'si' })).toBe('amarillo');
  });

  it('a red, swollen, painful eyelid, or a swollen eyelid with fever, is amarillo and points to hinchazon_local', () => {
    // NICE NG141: consider referral for periorbital infection.
    const r = triaje({ parpado: PARPADO.duele });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('hinchazon_local');
    expect(nivel({ parpado: PARPADO.pica, fiebre: 'si' })).toBe('amarillo');
    expect(nivel({ parpado: PARPADO.pica, fiebre: 'no' })).toBe('verde');
  });

  it('blisters next to the eye are amarillo (HT amber)', () => {
    expect(nivel({ ampollas: 'si' })).toBe('amarillo');
  });

  it('a blow to the eye is amarillo and points to golpes_caidas', () => {
    const r = triaje({ lesion: LESION.golpe });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('something small in the eye is amarillo if it still bothers after rinsing, verde if not', () => {
    // HSE: "might have something in their eye" → urgent GP.
    expect(nivel({ lesion: LESION.algoPequeno, sigue_molestando: 'si' })).toBe('amarillo');
    expect(triaje({ lesion: LESION.algoPequeno, sigue_molestando: 'no' }).titulo).toBe('Le entró algo o se arañó el ojo y ya no molesta');
  });

  it('a contact-lens wearer with a painful red eye is amarillo; pain alone without lenses is verde', () => {
    const r = triaje({ edad_rango: '12+ años', lentillas: 'si', dolor: DOLOR.duele });
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos.join(' ')).toMatch(/Quítale las lentillas/);
    expect(nivel({ edad_rango: '12+ años', lentillas: 'no', dolor: DOLOR.duele })).toBe('verde');
    expect(nivel({ edad_rango: '12+ años', lentillas: 'si', dolor: DOLOR.no })).toBe('verde');
  });

  it("the child's appearance gives amarillo; the parent's worry alone keeps verde with the paediatrician-now advice (issue 9)", () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/Teleconsulta/);
  });

  it('wrong door: red eyes with fever for 5 days or more are amarillo with the Kawasaki signs (NICE NG143 amber)', () => {
    const r = triaje({ fiebre: 'si', dias_fiebre: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos.join(' ')).toMatch(/Kawasaki/);
    expect(nivel({ fiebre: 'si', dias_fiebre: 'no' })).toBe('verde');
    expect(nivel({ edad_rango: '3-6 meses', fiebre: 'si', fiebre_39: 'si' })).toBe('amarillo');
  });

  it('wrong door: fever with light sensitivity or headache plus a stiff neck, vomiting or drowsiness is rojo (meningitis; NICE NG143)', () => {
    const r = triaje({ fiebre: 'si', luz_cabeza: 'si', meningitis: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(nivel({ fiebre: 'si', luz_cabeza: 'si', meningitis: 'no' })).toBe('amarillo');
    expect(ids({ fiebre: 'no', luz_cabeza: 'si' })).not.toContain('meningitis');
  });

  it('wrong door: fever with spots that do not fade under a glass is rojo', () => {
    expect(nivel({ fiebre: 'si', manchas_piel: MANCHAS.noSeBorran })).toBe('rojo');
    expect(nivel({ fiebre: 'si', manchas_piel: MANCHAS.seBorran })).toBe('verde');
    expect(ids()).not.toContain('manchas_piel');
  });
});

describe('ojo_rojo: verde (SEUP "ojo rojo con o sin legañas → pediatra, no urgente"; HT self-care)', () => {
  it('a simple conjunctivitis is verde with hygiene advice and a safety net', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Ojo rojo sin signos de alarma (probable conjuntivitis)');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/gasa distinta para cada ojo/);
    expect(texto).toMatch(/Lávate las manos/);
  });

  it('conjunctivitis with fever in a child over 3 months is verde and points to fiebre', () => {
    const r = triaje({ fiebre: 'si', edad_rango: '5-12 años' });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('fiebre');
  });

  it('an itchy swollen eyelid without pain or fever is verde and points to hinchazon_local', () => {
    const r = triaje({ parpado: PARPADO.pica });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('hinchazon_local');
  });
});

describe('ojo_rojo: question progression and early exit', () => {
  it('asks about contact lenses only from 5 years, and about the orbit only with a swollen eyelid', () => {
    expect(ids()).not.toContain('lentillas');
    expect(ids({ edad_rango: '5-12 años' })).toContain('lentillas');
    expect(ids()).not.toContain('orbita');
    expect(ids({ parpado: PARPADO.duele })).toContain('orbita');
  });

  it('asks whether it still bothers only when something small got in', () => {
    expect(ids()).not.toContain('sigue_molestando');
    expect(ids({ lesion: LESION.algoPequeno })).toContain('sigue_molestando');
  });

  it('a typical path has at most 16 questions (with the worry question of issue 9; round 14: the wrong-door screen)', () => {
    // round 15: + otra_consulta; round 16: + ojos_boca_llagas (Stevens-Johnson), skipped after a product or an injury
    for (const edad of EDAD_OPCIONES) expect(ids({ edad_rango: edad }).length).toBeLessThanOrEqual(16);
  });

  it('a chemical splash ends the questionnaire right away', () => {
    expect(rojoSeguro(ojo_rojo, { edad_rango: '2-5 años', producto_ojo: PRODUCTO_OJO.fuerte })?.titulo).toBe('Producto químico en el ojo');
    expect(rojoSeguro(ojo_rojo, { edad_rango: '2-5 años', producto_ojo: PRODUCTO_OJO.no })).toBeNull();
  });
});

// ---------------------------------------------------------------------------
// Properties over every complete answer set
// ---------------------------------------------------------------------------

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no' ? fc.constantFrom('si', 'no') : fc.constantFrom(...(p.opciones ?? ['']));
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(ojo_rojo.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('ojo_rojo: properties', () => {
  it('adding a red feature to any answers never lowers the level (CLINICAL.md)', () => {
    const conAlarma = ojo_rojo.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(ojo_rojo, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(ojo_rojo, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a newborn with a red eye is never verde, except the bloodshot eye from the birth in a baby who is otherwise well (round 12)', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        const recienNacido = { ...r, edad_rango: '0-3 meses', recien_nacido: 'si' };
        expect(evaluarTriaje(ojo_rojo, { ...recienNacido, ojo_recien_nacido: OJO_RECIEN_NACIDO.otro }).urgencia).not.toBe('verde');
        const sangre = { ...recienNacido, ojo_recien_nacido: OJO_RECIEN_NACIDO.sangre };
        expect(evaluarTriaje(ojo_rojo, { ...sangre, derrame_alarma: 'si' }).urgencia).not.toBe('verde');
        for (const parpado of [PARPADO.pica, PARPADO.duele]) expect(evaluarTriaje(ojo_rojo, { ...sangre, parpado }).urgencia).not.toBe('verde');
        // The only newborn verde path is the birth haemorrhage itself.
        const resultado = evaluarTriaje(ojo_rojo, sangre);
        if (resultado.urgencia === 'verde') expect(resultado.titulo).toBe('Manchas de sangre en lo blanco del ojo desde el parto, en un bebé que está bien');
      }),
      { numRuns: 1000 },
    );
  });

  it('a strong chemical splash is rojo whatever the other answers', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        expect(evaluarTriaje(ojo_rojo, { ...r, producto_ojo: PRODUCTO_OJO.fuerte }).urgencia).toBe('rojo');
      }),
      { numRuns: 500 },
    );
  });
});

describe('ojo_rojo: eye pain after lenses, a scratch or a speck (round 8; Wipperman AFP 2013; NHS Lothian)', () => {
  it('severe pain after contact lenses, a scratch or a speck is a same-day eye examination (amarillo)', () => {
    const titulo = 'Dolor fuerte en el ojo tras una lentilla, un arañazo, algo que le entró o un producto (posible lesión de la córnea)';
    expect(triaje({ edad_rango: '12+ años', lentillas: 'si', dolor: DOLOR.mucho }).titulo).toBe(titulo);
    expect(nivel({ lesion: LESION.aranazo, sigue_molestando: 'si', dolor: DOLOR.mucho })).toBe('amarillo');
    expect(nivel({ lesion: LESION.algoPequeno, sigue_molestando: 'si', dolor: DOLOR.mucho })).toBe('amarillo');
  });

  it('severe pain without any of those causes, or after a blow, stays rojo', () => {
    expect(nivel({ edad_rango: '12+ años', lentillas: 'no', dolor: DOLOR.mucho })).toBe('rojo');
    expect(nivel({ lesion: LESION.golpe, dolor: DOLOR.mucho })).toBe('rojo');
    expect(nivel({ edad_rango: '1-2 años', dolor: DOLOR.mucho })).toBe('rojo');
  });

  it('penetrating injury, blood in front of the iris or sudden loss of sight stay rojo in every context', () => {
    expect(nivel({ lesion: LESION.clavado })).toBe('rojo');
    expect(nivel({ edad_rango: '12+ años', lentillas: 'si', dolor: DOLOR.mucho, vista_perdida: 'si' })).toBe('rojo');
    expect(triaje({ lesion: LESION.golpe, vista_perdida: 'si' }).titulo).toBe('Pérdida brusca de visión o sangre dentro del ojo');
    expect(rojoSeguro(ojo_rojo, { edad_rango: '5-12 años', producto_ojo: PRODUCTO_OJO.no, lesion: LESION.aranazo, sigue_molestando: 'si', dolor: DOLOR.duele, vista_perdida: 'si' })).not.toBeNull();
    expect(ids()).not.toContain('vista_perdida');
  });

  it('a scratch that no longer bothers after rinsing is verde', () => {
    expect(triaje({ lesion: LESION.aranazo, sigue_molestando: 'no' }).urgencia).toBe('verde');
    expect(ids({ lesion: LESION.aranazo })).toContain('sigue_molestando');
  });
});

describe('ojo_rojo: eyelid, stye versus cellulitis (round 8; NICE CKS styes; NICE NG141)', () => {
  it('a stye (painful spot at the lid margin, eye otherwise normal) is verde with warm compresses', () => {
    const r = triaje({ parpado: PARPADO.duele, orzuelo: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Orzuelo (granito en el borde del párpado)');
    expect(r.consejos.join(' ')).toMatch(/compresas templadas/);
    expect(ids({ parpado: PARPADO.duele })).toContain('orzuelo');
    expect(ids()).not.toContain('orzuelo');
  });

  it('a red, swollen, painful lid that is not a stye, or a stye with fever, is amarillo (preseptal cellulitis)', () => {
    expect(nivel({ parpado: PARPADO.duele, orzuelo: 'no' })).toBe('amarillo');
    expect(nivel({ parpado: PARPADO.duele, orzuelo: 'si', fiebre: 'si' })).toBe('amarillo');
    expect(nivel({ parpado: PARPADO.pica, fiebre: 'si' })).toBe('amarillo');
  });

  it('a swollen lid with fever and blurred or double vision, or a very ill child, is rojo (orbital cellulitis)', () => {
    expect(nivel({ parpado: PARPADO.duele, fiebre: 'si', vision: 'si' })).toBe('rojo');
    expect(nivel({ parpado: PARPADO.pica, fiebre: 'si', muy_enfermo: 'si' })).toBe('rojo');
    expect(nivel({ parpado: PARPADO.duele, orzuelo: 'si', orbita: 'si' })).toBe('rojo');
    expect(nivel({ parpado: PARPADO.duele, orzuelo: 'si', no_abre: 'si' })).toBe('rojo');
  });
});

describe('ojo_rojo: chilli, pepper spray, onion or citrus in the eye (round 9; NPIC capsaicin, Schmitt-Thompson)', () => {
  it('has its own answer, apart from the caustic or unknown products', () => {
    const pregunta = ojo_rojo.preguntas.find((p) => p.id === 'producto_ojo');
    expect(pregunta?.opciones).toContain(PRODUCTO_OJO.picante);
    expect(PRODUCTO_OJO.picante).toMatch(/guindilla.*spray de pimienta.*cebolla.*limón/);
    expect(PRODUCTO_OJO.fuerte).not.toMatch(/guindilla|pimienta/);
  });

  it('settled after rinsing, seeing normally, is verde with a safety net', () => {
    const r = triaje({ producto_ojo: PRODUCTO_OJO.picante, producto_despues: OJO_DESPUES.bien, vista_perdida: 'no' });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Guindilla, spray de pimienta, cebolla o cítricos en el ojo, ya lavado y sin molestias');
    expect(r.consejos.join(' ')).toMatch(/20 minutos/);
    expect(r.consejos.join(' ')).toMatch(/Vuelve a consultar enseguida/);
  });

  it('pain, redness or light sensitivity after 20 minutes of rinsing, or blurred vision, is amarillo; loss of sight is rojo', () => {
    expect(nivel({ producto_ojo: PRODUCTO_OJO.picante, producto_despues: OJO_DESPUES.escuece, vista_perdida: 'no' })).toBe('amarillo');
    // Round 19: chilli pain that lasts after rinsing stays amarillo (capsaicin hurts for long without harming the eye).
    expect(nivel({ producto_ojo: PRODUCTO_OJO.picante, producto_despues: OJO_DESPUES.mal, vista_perdida: 'no' })).toBe('amarillo');
    expect(nivel({ producto_ojo: PRODUCTO_OJO.picante, producto_despues: OJO_DESPUES.bien, vista_perdida: 'no', vision: 'si' })).toBe('amarillo');
    expect(nivel({ producto_ojo: PRODUCTO_OJO.picante, producto_despues: OJO_DESPUES.bien, vista_perdida: 'si' })).toBe('rojo');
    expect(nivel({ producto_ojo: PRODUCTO_OJO.fuerte })).toBe('rojo');
  });
});

describe('ojo_rojo: a newborn\'s bloodshot eye from the birth (round 12; AAP; Healthier Together sticky eye under 28 days; NICE CG89)', () => {
  /** A 5-day-old with flat bright-red patches on the whites since a ventouse birth, no discharge, feeding well. */
  const SANGRE = { edad_rango: '0-3 meses', recien_nacido: 'si', ojo_recien_nacido: OJO_RECIEN_NACIDO.sangre, derrame_alarma: 'no' } as const;

  it('asks what the eye looks like only under 28 days, and the bruising question only for the blood patches', () => {
    expect(ids({ edad_rango: '0-3 meses', recien_nacido: 'si' })).toContain('ojo_recien_nacido');
    expect(ids({ edad_rango: '0-3 meses', recien_nacido: 'no' })).not.toContain('ojo_recien_nacido');
    expect(ids()).not.toContain('ojo_recien_nacido');
    expect(ids(SANGRE)).toContain('derrame_alarma');
    expect(ids({ ...SANGRE, ojo_recien_nacido: OJO_RECIEN_NACIDO.otro })).not.toContain('derrame_alarma');
  });

  it('flat red patches since birth, no discharge, normal lids, no bruising, feeding well is verde with when to come back', () => {
    const r = triaje(SANGRE);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Manchas de sangre en lo blanco del ojo desde el parto, en un bebé que está bien');
    expect(r.consejos.join(' ')).toMatch(/1-2 semanas/);
    expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    expect(r.consejos.join(' ')).toMatch(/legañas/);
  });

  it('the nearest amarillo: a sticky, discharging or later red eye under 28 days keeps its amber', () => {
    const r = triaje({ ...SANGRE, ojo_recien_nacido: OJO_RECIEN_NACIDO.otro });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Ojo rojo o con legañas en un recién nacido');
  });

  it('the blood patches with swollen or red eyelids stay amarillo', () => {
    expect(triaje({ ...SANGRE, parpado: PARPADO.pica }).titulo).toBe('Ojo rojo o con legañas en un recién nacido');
    expect(nivel({ ...SANGRE, parpado: PARPADO.duele })).toBe('amarillo');
  });

  it('bruising or spots elsewhere, bleeding from the cord, nose or mouth, or feeding poorly is amarillo (NICE CG89)', () => {
    const r = triaje({ ...SANGRE, derrame_alarma: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Manchas de sangre en el ojo de un recién nacido con moratones, sangrado o que come peor');
    expect(r.consejos).toContain(CONSEJO_AMARILLO);
  });

  it('the red features keep their level: fever under 3 months, eyelids too swollen to open', () => {
    expect(nivel({ ...SANGRE, fiebre: 'si' })).toBe('rojo');
    expect(nivel({ ...SANGRE, no_abre: 'si' })).toBe('rojo');
    expect(nivel({ ...SANGRE, muy_enfermo: 'si' })).toBe('amarillo');
  });

  it('a baby over 28 days is not asked (no birth explanation) and keeps its current level', () => {
    expect(triaje({ edad_rango: '0-3 meses', recien_nacido: 'no' }).titulo).toBe('Ojo rojo sin signos de alarma (probable conjuntivitis)');
  });

  it('cites AAP and NICE CG89 and records the choice in notas', () => {
    const urls = ojo_rojo.fuentes.map((f) => f.url).join(' ');
    expect(urls).toMatch(/healthychildren\.org/);
    expect(urls).toMatch(/cg89/);
    expect(ojo_rojo.notas).toMatch(/hemorragia subconjuntival/);
  });
});

describe('ojo_rojo: Stevens-Johnson or Mycoplasma mucositis behind the eye door (round 16; BAD 2018; RCH Melbourne; Canavan 2015)', () => {
  it('both eyes red with sores in the mouth or crusted, bleeding lips is rojo, to urgencias, whatever else was answered', () => {
    const r = triaje({ ojos_boca_llagas: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe(TITULO_OJOS_BOCA);
    expect(r.consejos.join(' ')).toMatch(/no le des la siguiente dosis/);
    expect(r.consejos.join(' ')).toMatch(/No le frotes el ojo/);
    expect(r.ver_tambien).toContain('problemas_piel');
    // With fever and a worried parent, still rojo (it used to end verde as a viral conjunctivitis with fever).
    expect(nivel({ ojos_boca_llagas: 'si', fiebre: 'si', edad_rango: '5-12 años' })).toBe('rojo');
    expect(rojoSeguro(ojo_rojo, { edad_rango: '5-12 años', producto_ojo: PRODUCTO_OJO.no, lesion: LESION.no, ojos_boca_llagas: 'si' })?.titulo).toBe(TITULO_OJOS_BOCA);
  });

  it('the mild side stays where it was: red eyes with fever and no mouth sores or lip crusts is verde, fever for 5 days amarillo', () => {
    expect(triaje({ fiebre: 'si' }).titulo).toBe('Ojo rojo con fiebre, sin signos de alarma');
    expect(nivel({ fiebre: 'si', dias_fiebre: 'si' })).toBe('amarillo');
    expect(nivel()).toBe('verde');
  });

  it('is asked early, right after the product and injury questions, at every age; not after a product or an injury', () => {
    const orden = ojo_rojo.preguntas.map((p) => p.id);
    expect(orden.indexOf('ojos_boca_llagas')).toBeGreaterThan(orden.indexOf('lesion'));
    expect(orden.indexOf('ojos_boca_llagas')).toBeLessThan(orden.indexOf('dolor'));
    for (const edad of EDAD_OPCIONES) expect(ids({ edad_rango: edad })).toContain('ojos_boca_llagas');
    expect(ids({ producto_ojo: PRODUCTO_OJO.suave })).not.toContain('ojos_boca_llagas');
    expect(ids({ lesion: LESION.golpe })).not.toContain('ojos_boca_llagas');
  });

  it('its help leaves out dry cracked lips (Kawasaki), a single cold sore and sticky eyes without mouth sores; notas and sources record it', () => {
    const p = ojo_rojo.preguntas.find((q) => q.id === 'ojos_boca_llagas')!;
    expect(p.texto).toMatch(/los dos ojos rojos/);
    expect(p.texto).toMatch(/sangran/);
    expect(p.ayuda).toMatch(/agrietados/);
    expect(p.ayuda).toMatch(/calentura/);
    expect(ojo_rojo.notas).toMatch(/Ronda 16, Stevens-Johnson/);
    expect(ojo_rojo.fuentes.map((f) => f.url).join(' ')).toMatch(/bjd\.17841/);
  });
});

describe('ojo_rojo: round 19, low-toxicity products in the eye (poison.org glow sticks and first aid; Carolinas Poison Center; NHS Eye injuries)', () => {
  const SUAVE = { producto_ojo: PRODUCTO_OJO.suave, producto_despues: OJO_DESPUES.bien } as const;

  it('glow-stick liquid and water-based paints or crayons are in the everyday option; plaster and solvents in the strong one', () => {
    for (const palabra of ['jabón', 'champú', 'gel de baño', 'protector solar', 'pasta de dientes', 'pulsera o barrita luminosa', 'témperas', 'ceras']) {
      expect(PRODUCTO_OJO.suave).toContain(palabra);
    }
    for (const palabra of ['lejía', 'amoniaco', 'desatascador', 'limpiahornos', 'lavavajillas', 'lavadora', 'cal', 'cemento o yeso', 'ácido', 'disolvente', 'no sé cuál']) {
      expect(PRODUCTO_OJO.fuerte).toContain(palabra);
    }
  });

  it('rinsed, no pain, opens normally, no light sensitivity and the same sight in each eye: verde with the poison information service first', () => {
    for (const edad_rango of ['6-12 meses', '2-5 años', '5-12 años', '12+ años']) {
      const r = triaje({ ...SUAVE, edad_rango });
      expect(r.urgencia, edad_rango).toBe('verde');
      expect(r.titulo).toBe('Producto de uso diario en el ojo, ya lavado y sin molestias');
      expect(r.acciones_sugeridas[0]).toMatch(/Servicio de Información Toxicológica: 91 562 04 20/);
      const texto = r.consejos.join(' ');
      expect(texto).toMatch(/91 562 04 20/);
      expect(texto).toMatch(/le molesta la luz, ve borroso o el ojo se pone cada vez más rojo/);
    }
    const pregunta = ojo_rojo.preguntas.find((p) => p.id === 'producto_despues');
    expect(pregunta?.opciones).toEqual([OJO_DESPUES.bien, OJO_DESPUES.escuece, OJO_DESPUES.mal]);
    expect(pregunta?.ayuda).toMatch(/tápale un ojo y luego el otro/);
    expect(OJO_DESPUES.bien).toMatch(/ve igual con cada ojo/);
  });

  it('still hurting, not opening, bothered by light or seeing worse after an everyday product is rojo; stinging or redness alone amarillo', () => {
    const r = triaje({ ...SUAVE, producto_despues: OJO_DESPUES.mal });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Producto en el ojo que sigue doliendo, no se abre, molesta la luz o ve peor después de lavarlo');
    expect(r.consejos).toContain(CONSEJO_ROJO_CAMINO);
    expect(nivel({ ...SUAVE, dolor: DOLOR.mucho })).toBe('rojo');
    expect(nivel({ ...SUAVE, vision: 'si' })).toBe('rojo');
    expect(nivel({ ...SUAVE, producto_despues: OJO_DESPUES.escuece })).toBe('amarillo');
    expect(rojoSeguro(ojo_rojo, { edad_rango: '2-5 años', producto_ojo: PRODUCTO_OJO.suave, producto_despues: OJO_DESPUES.mal })?.urgencia).toBe('rojo');
  });

  it('a caustic, a solvent or an unknown product stays rojo whatever the eye looks like; the red features still escalate', () => {
    expect(nivel({ producto_ojo: PRODUCTO_OJO.fuerte })).toBe('rojo');
    expect(nivel({ producto_ojo: PRODUCTO_OJO.fuerte, producto_despues: OJO_DESPUES.bien })).toBe('rojo');
    expect(nivel({ ...SUAVE, vista_perdida: 'si' })).toBe('rojo');
    expect(nivel({ ...SUAVE, no_abre: 'si' })).toBe('rojo');
    expect(nivel({ ...SUAVE, edad_rango: '0-3 meses', recien_nacido: 'si' })).toBe('amarillo');
    // A stale answer from the product path never counts.
    expect(nivel({ producto_despues: OJO_DESPUES.mal })).toBe('verde');
  });

  it('the notes explain round 19 with its sources', () => {
    expect(ojo_rojo.notas).toMatch(/^Ronda 19, producto en el ojo/m);
    expect(ojo_rojo.fuentes.map((f) => f.url)).toEqual(expect.arrayContaining(['https://www.poison.org/articles/light-sticks-ouch-in-the-eye', 'https://www.webpoisoncontrol.org/first-aid']));
    expect(ojo_rojo.revisado).toBe('2026-11-28');
  });
});
