import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { SIEMPRE } from './comunes.ts';
import { ANIMAL, CUANTAS, GARRAPATA, MAMIFERO, MORDEDURA as HERIDA_MORDEDURA, picadura, RONCHAS, SINTOMAS } from './picadura.ts';
import { MEDUSA } from './banderas-medusa.ts';
import { herida, SANGRADO } from './herida.ts';

comprobacionesDeFlujo(picadura);

/** A school child stung once by a wasp on the arm: local pain and swelling, otherwise well. */
const LOCAL: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '5-12 años',
  respira_mal: 'no',
  boca_hinchada: 'no',
  ronchas: RONCHAS.no,
  animal: ANIMAL.abeja,
  boca_ojo: 'no',
  alergia_grave: 'no',
  cuantas: CUANTAS.pocas,
  sintomas: SINTOMAS.bien,
  garrapata: GARRAPATA.nada,
  mordedura_animal: MAMIFERO.perro,
  mordedura_cuello: 'no',
  piel_rota: 'no',
  mordedura_como: HERIDA_MORDEDURA.sangra,
  mordedura_zona: 'no',
  mordedura_riesgo: 'no',
  sangrado: SANGRADO.no,
  minutos_presion: 0,
  medusa_picadura: MEDUSA.local,
  infeccion_piel_grave: 'no',
  infeccion: 'no',
  fiebre: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 28,
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...LOCAL, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(picadura, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => preguntasVisibles(picadura, respuestas(cambios)).map((p) => p.id);

describe('picadura: structure', () => {
  it('is in the "ojos_piel_alergias" category, asks the age first and the weight last', () => {
    expect(picadura.categoria).toBe('ojos_piel_alergias');
    expect(picadura.preguntas[0]?.id).toBe('edad_rango');
    expect(picadura.preguntas.at(-1)?.id).toBe('peso_kg');
    expect(picadura.sinonimos.length).toBeGreaterThanOrEqual(8);
  });

  it('ends with an always-true verde catch-all', () => {
    expect(picadura.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(picadura.reglas.at(-1)?.urgencia).toBe('verde');
  });


  it('documents the Spanish OTC limits of topical hydrocortisone', () => {
    expect(picadura.notas).toMatch(/Hidrocisdin 0,5 %/);
    expect(picadura.notas).toMatch(/menores de 12/);
  });
});

describe('picadura: anaphylaxis is rojo (WAO 2020; SEUP 112) and points to reaccion_alergica', () => {
  it('breathing difficulty after a sting is rojo with the adrenaline advice', () => {
    const r = triaje({ respira_mal: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.consejos.join(' ')).toMatch(/autoinyector de adrenalina/);
    expect(r.ver_tambien).toContain('reaccion_alergica');
  });

  it('swelling of the lips or tongue, a hoarse voice or trouble swallowing is rojo', () => {
    const r = triaje({ boca_hinchada: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('reaccion_alergica');
  });

  it('widespread hives with dizziness, vomiting or belly pain is rojo; hives alone are amarillo', () => {
    // WAO criterion 1: skin + gut or circulation; Schmitt Hives: after a sting → call now.
    expect(nivel({ ronchas: RONCHAS.sistemico })).toBe('rojo');
    const solas = triaje({ ronchas: RONCHAS.solas });
    expect(solas.urgencia).toBe('amarillo');
    expect(solas.ver_tambien).toContain('reaccion_alergica');
  });

  it('a new sting in a child with a known severe sting allergy is rojo', () => {
    expect(nivel({ alergia_grave: 'si' })).toBe('rojo');
  });

  it('stops as soon as anaphylaxis is certain', () => {
    expect(rojoSeguro(picadura, { edad_rango: '2-5 años', respira_mal: 'si' })?.urgencia).toBe('rojo');
    expect(rojoSeguro(picadura, { edad_rango: '2-5 años', respira_mal: 'no' })).toBeNull();
  });
});

describe('picadura: other rojo', () => {
  it('a sting inside the mouth, throat or eye is rojo (SJD: mouth stings can block the airway)', () => {
    expect(nivel({ boca_ojo: 'si' })).toBe('rojo');
  });

  it('more than 50 bee or wasp stings is rojo; 10-50 amarillo; fewer than 10 verde', () => {
    // Sant Joan de Déu: more than 50-100 stings → doctor (systemic toxicity).
    expect(nivel({ cuantas: CUANTAS.muchas })).toBe('rojo');
    expect(nivel({ cuantas: CUANTAS.varias })).toBe('amarillo');
    expect(nivel({ cuantas: CUANTAS.pocas })).toBe('verde');
  });

  it('a snake or viper bite is rojo with what not to do', () => {
    const r = triaje({ animal: ANIMAL.serpiente });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.join(' ')).toMatch(/no chupes el veneno, no pongas un torniquete/);
  });

  it('sweating, cramps, drooling or agitation after a sting is rojo', () => {
    expect(nivel({ animal: ANIMAL.escorpion, sintomas: SINTOMAS.generales })).toBe('rojo');
  });
});

describe('picadura: amarillo', () => {
  it('a scorpion sting is amarillo (Spain: painful, rarely systemic)', () => {
    expect(triaje({ animal: ANIMAL.escorpion }).titulo).toBe('Picadura de escorpión');
  });

  it('a spreading red ring or fever after a tick bite is amarillo', () => {
    // Schmitt Tick Bite: erythema migrans → see doctor; fever or rash 2-14 days after → call now.
    const tick = { animal: ANIMAL.garrapata } as const;
    expect(nivel(tick)).toBe('verde');
    expect(nivel({ ...tick, garrapata: GARRAPATA.anillo })).toBe('amarillo');
    const fiebre = triaje({ ...tick, garrapata: GARRAPATA.fiebre });
    expect(fiebre.urgencia).toBe('amarillo');
    expect(fiebre.ver_tambien).toContain('fiebre');
  });

  it('spreading redness with fever days later is amarillo and points to hinchazon_local', () => {
    const r = triaje({ infeccion: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('hinchazon_local');
  });

  it('an animal or human bite that broke the skin is amarillo and points to herida; one that did not is verde', () => {
    const mordida = { animal: ANIMAL.mamifero } as const;
    const r = triaje({ ...mordida, piel_rota: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('herida');
    expect(nivel({ ...mordida, piel_rota: 'no' })).toBe('verde');
  });

  it('severe pain that does not improve after first aid is amarillo', () => {
    expect(nivel({ animal: ANIMAL.marino, sintomas: SINTOMAS.dolor })).toBe('amarillo');
  });

  it('round 8: a small jellyfish sting on a limb settling with first aid is verde; large, on the face, not settling or a man o\' war is amarillo', () => {
    const medusa = { animal: ANIMAL.medusa } as const;
    expect(nivel({ ...medusa, medusa_picadura: MEDUSA.extensa })).toBe('amarillo');
    expect(nivel({ ...medusa, medusa_picadura: MEDUSA.carabela })).toBe('amarillo');
    const r = triaje({ ...medusa, medusa_picadura: MEDUSA.local });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Picadura de medusa pequeña en un brazo, una pierna o el tronco');
    expect(r.consejos.join(' ')).toMatch(/nunca con agua dulce/);
  });

  it('round 18 (ANZCOR 9.4.5; Surf Life Saving Australia): a sting on the trunk settling with first aid is verde; half a limb or more is amarillo', () => {
    expect(MEDUSA.local).toMatch(/la tripa, el pecho o la espalda/);
    expect(MEDUSA.local).toMatch(/medio brazo o media pierna/);
    expect(MEDUSA.extensa).toMatch(/medio brazo, media pierna o más/);
    for (const edad_rango of ['1-2 años', '5-12 años', '12+ años']) {
      expect(nivel({ edad_rango, animal: ANIMAL.medusa, medusa_picadura: MEDUSA.local }), edad_rango).toBe('verde');
      expect(nivel({ edad_rango, animal: ANIMAL.medusa, medusa_picadura: MEDUSA.extensa }), edad_rango).toBe('amarillo');
    }
    const carabela = triaje({ animal: ANIMAL.medusa, medusa_picadura: MEDUSA.carabela });
    expect(carabela.consejos.join(' ')).toMatch(/45 °C/);
    expect(nivel({ animal: ANIMAL.medusa, medusa_picadura: MEDUSA.local, ronchas: RONCHAS.sistemico })).toBe('rojo');
    expect(nivel({ animal: ANIMAL.medusa, medusa_picadura: MEDUSA.local, respira_mal: 'si' })).toBe('rojo');
    expect(picadura.fuentes.map((f) => f.titulo).join(' ')).toMatch(/ANZCOR/);
  });

  it('round 8: a jellyfish sting with systemic symptoms is rojo', () => {
    expect(nivel({ animal: ANIMAL.medusa, medusa_picadura: MEDUSA.extensa, sintomas: SINTOMAS.generales })).toBe('rojo');
  });

  it('round 8 (NICE NG141): an infected bite in a well child is amarillo; with systemic signs rojo', () => {
    expect(nivel({ infeccion: 'si', infeccion_piel_grave: 'no' })).toBe('amarillo');
    expect(nivel({ infeccion: 'si', infeccion_piel_grave: 'si' })).toBe('rojo');
    expect(ids()).not.toContain('infeccion_piel_grave');
    expect(ids({ infeccion: 'si' })).toContain('infeccion_piel_grave');
  });

  it("the child's appearance gives amarillo; the parent's worry alone keeps verde with the paediatrician-now advice (issue 9)", () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/Teleconsulta/);
  });

  it('wrong door: a baby under 3 months with 38 °C or more (or under 36 °C) is rojo; the question is asked only at that age (NICE NG143)', () => {
    const r = triaje({ edad_rango: '0-3 meses', animal: ANIMAL.mosquito, fiebre: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('fiebre');
    expect(nivel({ edad_rango: '0-3 meses', animal: ANIMAL.mosquito, fiebre: 'no' })).toBe('verde');
    expect(ids()).not.toContain('fiebre');
  });

  it('a big swelling in the first day is a local reaction (verde); spreading redness after 1-2 days is amarillo (pattern 5)', () => {
    expect(nivel({ animal: ANIMAL.mosquito })).toBe('verde');
    expect(nivel({ animal: ANIMAL.mosquito, infeccion: 'si' })).toBe('amarillo');
  });
});

describe('picadura: round 16, bites that bleed on or are deep in the neck (NICE CKS Bites; RCH Melbourne; ATLS; SEUP)', () => {
  const MORDEDURA = { animal: ANIMAL.mamifero, piel_rota: 'si' } as const;

  it('asks the neck question for every mammal bite, and the bleeding only when the bite broke the skin', () => {
    expect(ids()).not.toContain('mordedura_cuello');
    expect(ids()).not.toContain('sangrado');
    expect(ids({ animal: ANIMAL.mamifero, piel_rota: 'no' })).toContain('mordedura_cuello');
    expect(ids({ animal: ANIMAL.mamifero, piel_rota: 'no' })).not.toContain('sangrado');
    expect(ids(MORDEDURA)).toContain('sangrado');
    expect(ids(MORDEDURA)).not.toContain('minutos_presion');
    expect(ids({ ...MORDEDURA, sangrado: SANGRADO.poco })).toContain('minutos_presion');
    expect(ids({ animal: ANIMAL.abeja, piel_rota: 'si', sangrado: SANGRADO.poco })).not.toContain('minutos_presion');
  });

  it("asks the bleeding with herida's answers and help", () => {
    const aqui = picadura.preguntas.find((p) => p.id === 'sangrado');
    const alli = herida.preguntas.find((p) => p.id === 'sangrado');
    expect(aqui?.opciones).toEqual(alli?.opciones);
    expect(aqui?.ayuda).toBe(alli?.ayuda);
    expect(aqui?.alarma).toEqual(alli?.alarma);
  });

  it('a bite that gushes or soaks the gauze is rojo with 112', () => {
    const r = triaje({ ...MORDEDURA, sangrado: SANGRADO.mucho });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.consejos.join(' ')).toMatch(/10 minutos seguidos/);
  });

  it('still bleeding after 10 minutes of pressure is rojo; under 10 minutes amarillo with the pressing advice', () => {
    const diez = triaje({ ...MORDEDURA, sangrado: SANGRADO.poco, minutos_presion: 10 });
    expect(diez.urgencia).toBe('rojo');
    expect(diez.titulo).toBe('Mordedura que sigue sangrando tras 10 minutos apretando');
    expect(nivel({ ...MORDEDURA, sangrado: SANGRADO.poco, minutos_presion: 25 })).toBe('rojo');
    const nueve = triaje({ ...MORDEDURA, sangrado: SANGRADO.poco, minutos_presion: 9 });
    expect(nueve.urgencia).toBe('amarillo');
    expect(nueve.titulo).toBe('Mordedura que sigue sangrando: apriétala 10 minutos');
    expect(nueve.consejos.join(' ')).toMatch(/ve a urgencias ahora/);
    expect(nivel({ ...MORDEDURA, sangrado: SANGRADO.poco, minutos_presion: 0 })).toBe('amarillo');
  });

  it('a deep bite to the neck or a growing swelling of the face or neck is rojo, with or without broken skin', () => {
    const r = triaje({ ...MORDEDURA, mordedura_cuello: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Mordedura profunda en el cuello, o hinchazón que crece en la cara o el cuello');
    expect(r.consejos.join(' ')).toMatch(/no aprietes ni rodees el cuello/);
    expect(nivel({ animal: ANIMAL.mamifero, piel_rota: 'no', mordedura_cuello: 'si' })).toBe('rojo');
    expect(rojoSeguro(picadura, { edad_rango: '2-5 años', animal: ANIMAL.mamifero, mordedura_cuello: 'si' })?.urgencia).toBe('rojo');
  });

  it('the mild forms stay where they were: a bite that broke the skin and stopped bleeding is amarillo, one that did not break it verde', () => {
    const r = triaje(MORDEDURA);
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Mordedura que ha roto la piel');
    expect(triaje({ animal: ANIMAL.mamifero, piel_rota: 'no' }).titulo).toBe('Mordedura que no ha roto la piel');
  });

  it('the sources and notes name the new rules', () => {
    expect(picadura.fuentes.map((f) => f.url)).toEqual(
      expect.arrayContaining(['https://cks.nice.org.uk/topics/bites-human-animal/', 'https://www.rch.org.au/clinicalguide/guideline_index/Mammalian_bites/']),
    );
    expect(picadura.notas).toMatch(/Ronda 16, mordeduras graves/);
  });
});

describe('picadura: round 18, mammal bites (NICE NG184 Human and animal bites; NICE CKS Bites)', () => {
  const ARANAZO = {
    animal: ANIMAL.mamifero,
    mordedura_animal: MAMIFERO.perro,
    piel_rota: 'si',
    sangrado: SANGRADO.no,
    mordedura_como: HERIDA_MORDEDURA.superficial,
    mordedura_zona: 'no',
    mordedura_riesgo: 'no',
  } as const;

  it('a superficial scratch-bite from a household dog or a small pet, off the high-risk sites, vaccinated: verde with a safety net', () => {
    for (const mordedura_animal of [MAMIFERO.perro, MAMIFERO.pequeno]) {
      for (const edad_rango of ['1-2 años', '5-12 años', '12+ años']) {
        const r = triaje({ ...ARANAZO, mordedura_animal, edad_rango });
        expect(r.urgencia, `${mordedura_animal} ${edad_rango}`).toBe('verde');
        expect(r.titulo).toBe('Arañazo superficial de la mordedura de un perro de casa o un animal pequeño');
        expect(r.consejos.join(' ')).toMatch(/agua y jabón/);
        expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
      }
    }
  });

  it('the same scratch is amarillo on the hand, foot, face, genitals or a joint, or without vaccines or with low defences', () => {
    expect(nivel({ ...ARANAZO, mordedura_zona: 'si' })).toBe('amarillo');
    expect(nivel({ ...ARANAZO, mordedura_riesgo: 'si' })).toBe('amarillo');
    expect(nivel({ ...ARANAZO, infeccion: 'si' })).toBe('amarillo');
  });

  it('a dog bite that drew blood or is deep is amarillo (NG184)', () => {
    for (const mordedura_como of [HERIDA_MORDEDURA.sangra, HERIDA_MORDEDURA.profunda]) {
      const r = triaje({ ...ARANAZO, mordedura_como });
      expect(r.urgencia, mordedura_como).toBe('amarillo');
      expect(r.titulo).toBe('Mordedura que ha roto la piel');
    }
  });

  it('a cat, a person, a rat or mouse, a stray, wild or foreign animal, or another animal that broke the skin is amarillo even if superficial', () => {
    const titulos: Record<string, string> = {
      [MAMIFERO.gato]: 'Mordedura de gato que ha roto la piel',
      [MAMIFERO.persona]: 'Mordedura de una persona que ha roto la piel',
      [MAMIFERO.rata]: 'Mordedura de rata o ratón',
      [MAMIFERO.rabia]: 'Mordedura de un animal callejero, salvaje o de otro país: posible rabia',
      [MAMIFERO.otro]: 'Mordedura que ha roto la piel',
    };
    for (const [mordedura_animal, titulo] of Object.entries(titulos)) {
      const r = triaje({ ...ARANAZO, mordedura_animal });
      expect(r.urgencia, mordedura_animal).toBe('amarillo');
      expect(r.titulo).toBe(titulo);
    }
    // The site and risk questions are asked only where home care is possible.
    expect(ids({ ...ARANAZO, mordedura_animal: MAMIFERO.gato })).not.toContain('mordedura_zona');
    expect(ids(ARANAZO)).toEqual(expect.arrayContaining(['mordedura_animal', 'mordedura_como', 'mordedura_zona', 'mordedura_riesgo']));
  });

  it('a bat is amarillo even without a visible wound (rabies); a bite that did not break the skin from another animal stays verde', () => {
    const r = triaje({ animal: ANIMAL.mamifero, mordedura_animal: MAMIFERO.murcielago, piel_rota: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Contacto con un murciélago: posible rabia');
    expect(r.consejos.join(' ')).toMatch(/rabia/);
    for (const mordedura_animal of [MAMIFERO.perro, MAMIFERO.gato, MAMIFERO.persona, MAMIFERO.rabia]) {
      expect(nivel({ animal: ANIMAL.mamifero, mordedura_animal, piel_rota: 'no' }), mordedura_animal).toBe('verde');
    }
  });

  it('the severe forms keep their level: bleeding on, a deep neck bite or anaphylaxis is rojo', () => {
    expect(nivel({ ...ARANAZO, sangrado: SANGRADO.mucho })).toBe('rojo');
    expect(nivel({ ...ARANAZO, mordedura_cuello: 'si' })).toBe('rojo');
    expect(nivel({ ...ARANAZO, sangrado: SANGRADO.poco, minutos_presion: 10 })).toBe('rojo');
    expect(nivel({ ...ARANAZO, sangrado: SANGRADO.poco, minutos_presion: 3 })).toBe('amarillo');
    expect(nivel({ ...ARANAZO, boca_hinchada: 'si' })).toBe('rojo');
  });
});

describe('picadura: verde (local reaction, home care)', () => {
  it('a single wasp sting with local swelling is verde with cold, painkillers and hydrocortisone for the itch', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Reacción local a una picadura');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno', 'hidrocortisona_topica']);
    const crema = r.medicacion.find((m) => m.med === 'hidrocortisona_topica');
    expect(crema?.ejemplo).toMatch(/menores de 12 años/);
  });

  it('a mosquito bite and a spider bite are verde', () => {
    expect(nivel({ animal: ANIMAL.mosquito })).toBe('verde');
    expect(nivel({ animal: ANIMAL.arana })).toBe('verde');
  });

  it('a weever fish sting is verde with hot water first aid', () => {
    const r = triaje({ animal: ANIMAL.marino });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/agua bien caliente/);
  });

  it('a tick bite is verde with how to remove it', () => {
    expect(triaje({ animal: ANIMAL.garrapata }).consejos.join(' ')).toMatch(/pinzas finas/);
  });

  it('asks the animal-specific questions only for that animal', () => {
    expect(ids()).toEqual(expect.arrayContaining(['alergia_grave', 'cuantas']));
    expect(ids()).not.toContain('garrapata');
    expect(ids({ animal: ANIMAL.garrapata })).toContain('garrapata');
    expect(ids({ animal: ANIMAL.garrapata })).not.toContain('cuantas');
    expect(ids({ animal: ANIMAL.mamifero })).toContain('piel_rota');
    expect(ids({ animal: ANIMAL.medusa })).toContain('medusa_picadura');
  });

  it('a typical path has at most 15 questions (with the worry question of issue 9; round 14: the wrong-door screen)', () => {
    expect(ids().length).toBeLessThanOrEqual(15); // round 15: + otra_consulta
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
  const base = LOCAL[p.id];
  if (base === undefined || p.id === 'edad_rango' || p.id === 'animal') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(picadura.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('picadura: properties', () => {
  it('adding a red feature never lowers the level', () => {
    const conAlarma = picadura.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(picadura, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(picadura, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('any anaphylaxis sign is rojo whatever else was answered', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom('respira_mal', 'boca_hinchada'), (r, signo) => {
        expect(evaluarTriaje(picadura, { ...r, [signo]: 'si' }).urgencia).toBe('rojo');
      }),
      { numRuns: 1000 },
    );
  });

  it('never suggests ibuprofen under 6 months, nor any medicine in a rojo result', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES), (r, edad) => {
        const resultado = evaluarTriaje(picadura, { ...r, edad_rango: edad });
        const m = resultado.medicacion.map((x) => x.med);
        if (edad === '0-3 meses' || edad === '3-6 meses') expect(m).not.toContain('ibuprofeno');
        if (resultado.urgencia === 'rojo') expect(m).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
