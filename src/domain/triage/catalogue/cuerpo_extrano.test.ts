import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { AVISO_PREOCUPADO, SIEMPRE } from './comunes.ts';
import { cuerpo_extrano, OBJETO, QUE } from './cuerpo_extrano.ts';

comprobacionesDeFlujo(cuerpo_extrano);

/** A toddler who swallowed a coin and is well: no breathing problem, drooling or pain. */
const MONEDA: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '1-2 años',
  que_paso: QUE.tragado,
  respira_mal: 'no',
  atragantamiento_grave: 'no',
  atragantamiento_pitos: 'no',
  atragantamiento_tos_suelta: 'no',
  objeto_visto: 'si',
  atragantamiento_punzante: 'no',
  espina_babeo: 'no',
  espina_grave: 'no',
  objeto_tragado2: OBJETO.moneda,
  sintomas_tragado: 'no',
  pila_nariz_oido: 'no',
  // Round 18: an object in the nose not yet out (or not sure) is the amarillo answer.
  nariz_fuera: 'no',
  // Round 19: an object in the ear not yet out (or not sure, or with symptoms) is the amarillo answer.
  oido_fuera: 'no',
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...MONEDA, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(cuerpo_extrano, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) =>
  preguntasVisibles(cuerpo_extrano, respuestas(cambios)).map((p) => p.id);

describe('cuerpo_extrano: structure', () => {
  it('belongs to no home category and asks the age first', () => {
    expect(cuerpo_extrano.categoria).toBeNull();
    expect(cuerpo_extrano.preguntas[0]?.id).toBe('edad_rango');
    expect(cuerpo_extrano.sinonimos.length).toBeGreaterThanOrEqual(8);
  });

  it('never suggests medication and never asks the weight', () => {
    for (const regla of cuerpo_extrano.reglas) expect(regla.medicacion ?? []).toEqual([]);
    expect(cuerpo_extrano.preguntas.map((p) => p.id)).not.toContain('peso_kg');
  });

  it('has four verde rules (choking that is over with the object seen out; a small smooth object or, round 11, a soft harmless thing from 1 year without cough or symptoms; round 18, a nose object already out whole); every other case is seen', () => {
    const verdes = cuerpo_extrano.reglas.filter((r) => r.urgencia === 'verde');
    expect(verdes).toHaveLength(5);
    expect(verdes[0]?.si).toContain("objeto_visto = 'si'");
    expect(verdes[1]?.si).toContain(OBJETO.pequeno);
    expect(verdes[2]?.si).toContain(OBJETO.blando);
    expect(verdes[3]?.si).toBe(`que_paso = '${QUE.nariz}' AND nariz_fuera = 'si'`);
    expect(verdes[4]?.si).toBe(`que_paso = '${QUE.oido}' AND oido_fuera = 'si'`);
    expect(cuerpo_extrano.reglas.some((r) => r.si === SIEMPRE)).toBe(false);
  });

  it('dates the review and documents the earned verde and the wrong doors', () => {
    expect(cuerpo_extrano.revisado).toBe('2026-11-28');
    expect(cuerpo_extrano.notas).toMatch(/^Verde ganado/m);
    expect(cuerpo_extrano.notas).toMatch(/^Puertas equivocadas:/m);
  });


  it('names its sources and explains its choices', () => {
    expect(cuerpo_extrano.fuentes.length).toBeGreaterThanOrEqual(4);
    expect(cuerpo_extrano.notas).toMatch(/miel/);
  });
});

describe('cuerpo_extrano: choking (ERC 2021; SEUP 112)', () => {
  it('choking now is rojo with "Llama al 112" and first aid by age', () => {
    const bebe = triaje({ edad_rango: '6-12 meses', que_paso: QUE.ahogandose });
    expect(bebe.urgencia).toBe('rojo');
    expect(bebe.titulo).toBe('Atragantamiento en un bebé');
    expect(bebe.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(bebe.consejos.join(' ')).toMatch(/5 golpes en la espalda/);
    expect(bebe.consejos.join(' ')).toMatch(/compresiones en el pecho/);
    expect(bebe.consejos.join(' ')).not.toMatch(/Heimlich/);

    const nino = triaje({ edad_rango: '2-5 años', que_paso: QUE.ahogandose });
    expect(nino.titulo).toBe('Atragantamiento');
    expect(nino.consejos.join(' ')).toMatch(/Heimlich/);
    expect(nino.consejos.join(' ')).toMatch(/No le metas los dedos en la boca/);
  });

  it('the 1-year boundary of the first aid: 6-12 months gets chest thrusts, 1-2 years abdominal thrusts', () => {
    expect(triaje({ edad_rango: '6-12 meses', que_paso: QUE.ahogandose }).consejos.join(' ')).not.toMatch(/Heimlich/);
    expect(triaje({ edad_rango: '1-2 años', que_paso: QUE.ahogandose }).consejos.join(' ')).toMatch(/Heimlich/);
  });

  it('after choking, drooling, not swallowing, vomiting, a hoarse voice or stridor is rojo, and so is breathing difficulty', () => {
    // SEUP: choking followed by breathing difficulty, vomiting or constant drooling → 112.
    expect(nivel({ que_paso: QUE.atragantado, atragantamiento_grave: 'si' })).toBe('rojo');
    expect(nivel({ que_paso: QUE.atragantado, respira_mal: 'si' })).toBe('rojo');
  });

  it('round 8: choking that is over, object seen coming out, no cough or wheeze now, is verde with a safety net', () => {
    // Resuscitation Council UK / ERC 2021: an effective cough clears most choking; a fragment may show days later.
    const bien = triaje({ que_paso: QUE.atragantado });
    expect(bien.urgencia).toBe('verde');
    expect(bien.titulo).toBe('Se atragantó, expulsó el objeto y ahora respira con normalidad');
    expect(bien.consejos.join(' ')).toMatch(/días siguientes/);
    expect(bien.consejos.join(' ')).toMatch(/compresiones/);
  });

  it('round 9: an occasional dry cough with normal breathing and no wheeze, or an object not seen coming out, is amarillo', () => {
    const tos = triaje({ que_paso: QUE.atragantado, atragantamiento_tos_suelta: 'si' });
    expect(tos.urgencia).toBe('amarillo');
    expect(tos.titulo).toBe('Se atragantó: tose de vez en cuando o no viste salir el objeto');
    expect(nivel({ que_paso: QUE.atragantado, objeto_visto: 'no' })).toBe('amarillo');
  });

  it('round 9: a new wheeze, fast breathing for the age or a cough that does not stop with noisy breathing after choking is rojo (suspected inhaled object)', () => {
    const r = triaje({ que_paso: QUE.atragantado, atragantamiento_pitos: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Pitos, respiración rápida o tos que no para después de atragantarse');
    expect(nivel({ que_paso: QUE.atragantado, atragantamiento_pitos: 'si', objeto_visto: 'si' })).toBe('rojo');
    const pregunta = cuerpo_extrano.preguntas.find((p) => p.id === 'atragantamiento_pitos');
    expect(pregunta?.ayuda).toMatch(/más de 50 en un bebé de menos de 1 año, o más de 40 desde 1 año/);
    expect(cuerpo_extrano.preguntas.map((p) => p.id)).not.toContain('atragantamiento_tos');
    // The mild question is asked only when the severe one is answered No.
    expect(ids({ que_paso: QUE.atragantado, atragantamiento_pitos: 'si' })).not.toContain('atragantamiento_tos_suelta');
  });

  it('round 8: a fish bone stuck, swallowing saliva and breathing normally, is amarillo; drooling, chest pain, blood or fever is rojo', () => {
    const r = triaje({ objeto_tragado2: OBJETO.espina });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Espina o hueso clavado en la garganta, traga y respira bien');
    expect(r.consejos.join(' ')).toMatch(/No le des pan/);
    expect(nivel({ objeto_tragado2: OBJETO.espina, espina_babeo: 'si' })).toBe('rojo');
    expect(nivel({ objeto_tragado2: OBJETO.espina, espina_grave: 'si' })).toBe('rojo');
    expect(nivel({ objeto_tragado2: OBJETO.espina, respira_mal: 'si' })).toBe('rojo');
    expect(ids({ objeto_tragado2: OBJETO.espina })).toEqual(['edad_rango', 'que_paso', 'respira_mal', 'otra_urgencia', 'objeto_tragado2', 'espina_babeo', 'espina_grave', 'otra_consulta']); // round 15: + otra_consulta
    expect(OBJETO.punzante).not.toMatch(/espina/);
  });

  it('round 15: after choking, a sharp object not seen coming out (airway or food pipe unknown) is rojo; a blunt one stays amarillo', () => {
    // NASPGHAN 2015 (sharp objects: X-ray now, emergent removal from the oesophagus); ERC 2021 / RCUK 2021 (choking with doubt → hospital).
    const r = triaje({ que_paso: QUE.atragantado, objeto_visto: 'no', atragantamiento_punzante: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Algo que pincha o corta que no ha salido después de atragantarse');
    expect(r.consejos.join(' ')).toMatch(/radiografía/);
    expect(r.consejos.join(' ')).toMatch(/No le des de comer ni de beber/);
    expect(nivel({ que_paso: QUE.atragantado, objeto_visto: 'no', atragantamiento_punzante: 'no' })).toBe('amarillo');
    expect(nivel({ que_paso: QUE.atragantado, objeto_visto: 'no', atragantamiento_tos_suelta: 'si', atragantamiento_punzante: 'si' })).toBe('rojo');
    // Asked only when the object was not seen coming out whole.
    expect(ids({ que_paso: QUE.atragantado, objeto_visto: 'no' })).toContain('atragantamiento_punzante');
    expect(ids({ que_paso: QUE.atragantado, objeto_visto: 'si' })).not.toContain('atragantamiento_punzante');
    expect(nivel({ que_paso: QUE.atragantado, objeto_visto: 'si' })).toBe('verde');
    const pregunta = cuerpo_extrano.preguntas.find((p) => p.id === 'atragantamiento_punzante');
    expect(pregunta?.texto).toMatch(/hiyab/);
    expect(pregunta?.texto).toMatch(/imperdible abierto/);
  });

  it('stops at once when the child is choking now', () => {
    expect(rojoSeguro(cuerpo_extrano, { edad_rango: '2-5 años', que_paso: QUE.ahogandose })?.urgencia).toBe('rojo');
    expect(rojoSeguro(cuerpo_extrano, { edad_rango: '2-5 años', que_paso: QUE.tragado })).toBeNull();
  });
});

describe('cuerpo_extrano: swallowed objects', () => {
  it('a button battery is rojo; honey is advised from 1 year and never under 1 year', () => {
    // Montreal Children's / NCPC: honey 10 ml every 10 min up to 6 doses if > 1 year and < 12 h.
    const nino = triaje({ objeto_tragado2: OBJETO.pila });
    expect(nino.urgencia).toBe('rojo');
    expect(nino.consejos.join(' ')).toMatch(/10 ml \(2 cucharaditas\) de miel cada 10 minutos, hasta 6 veces/);
    expect(nino.consejos.join(' ')).toMatch(/menos de 12 horas/);
    expect(nino.consejos.join(' ')).toMatch(/sin retrasar la salida/);
    for (const edad of ['0-3 meses', '3-6 meses', '6-12 meses']) {
      const bebe = triaje({ edad_rango: edad, objeto_tragado2: OBJETO.pila });
      expect(bebe.urgencia).toBe('rojo');
      expect(bebe.consejos.join(' ')).toMatch(/no le des miel/);
      expect(bebe.consejos.join(' ')).not.toMatch(/cada 10 minutos/);
    }
  });

  it('magnets are rojo', () => {
    expect(nivel({ objeto_tragado2: OBJETO.iman })).toBe('rojo');
  });

  it('round 15: a sharp object swallowed is rojo, with or without symptoms (NASPGHAN 2015: X-ray now, emergent removal from the oesophagus; HT red)', () => {
    // The well child who certainly swallowed it, no symptom at all: the parent cannot know it is past the oesophagus.
    const r = triaje({ objeto_tragado2: OBJETO.punzante });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Se ha tragado algo que pincha o corta');
    expect(r.acciones_sugeridas[0]).toBe('Acude a urgencias ahora');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/radiografía/);
    expect(texto).toMatch(/No le des de comer ni de beber/);
    expect(texto).toMatch(/se le fue hacia los pulmones/);
    expect(texto).toMatch(/llama al 112/);
    // Any symptom since, or breathing difficulty, is rojo too.
    expect(nivel({ objeto_tragado2: OBJETO.punzante, sintomas_tragado: 'si' })).toBe('rojo');
    expect(nivel({ objeto_tragado2: OBJETO.punzante, respira_mal: 'si' })).toBe('rojo');
    expect(triaje({ objeto_tragado2: OBJETO.punzante, sintomas_tragado: 'si' }).titulo).toBe('Se ha tragado algo que pincha o corta');
    // The early exit stops as soon as the object is named, so an emergency never waits for more questions.
    expect(
      rojoSeguro(cuerpo_extrano, { edad_rango: '12+ años', que_paso: QUE.tragado, respira_mal: 'no', otra_urgencia: 'no', objeto_tragado2: OBJETO.punzante })?.titulo,
    ).toBe('Se ha tragado algo que pincha o corta');
  });

  it('round 15: the other side of the sharp object: a small smooth object stays verde, a coin amarillo, a fish bone amarillo', () => {
    expect(nivel({ objeto_tragado2: OBJETO.pequeno, tos_al_tragar: 'no' })).toBe('verde');
    expect(nivel({ objeto_tragado2: OBJETO.moneda })).toBe('amarillo');
    expect(nivel({ objeto_tragado2: OBJETO.espina })).toBe('amarillo');
  });

  it('round 15: the object help names open safety pins, pushpins and the headscarf pins held in the mouth as sharp, and the answers keep their id', () => {
    const pregunta = cuerpo_extrano.preguntas.find((p) => p.id === 'objeto_tragado2');
    expect(pregunta?.opciones).toContain(OBJETO.punzante);
    expect(pregunta?.ayuda).toMatch(/imperdible abierto/);
    expect(pregunta?.ayuda).toMatch(/hiyab/);
    expect(OBJETO.punzante).toMatch(/alfiler, aguja, clavo, cristal, palillo/);
  });

  it('drooling, not swallowing, vomiting or pain after swallowing anything is rojo', () => {
    expect(nivel({ sintomas_tragado: 'si' })).toBe('rojo');
    expect(nivel({ objeto_tragado2: OBJETO.moneda, sintomas_tragado: 'si' })).toBe('rojo');
  });

  it('a coin without symptoms is amarillo (X-ray today), never verde', () => {
    // NASPGHAN 2015: asymptomatic coin → radiograph; oesophageal coins are removed.
    const r = triaje();
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Se ha tragado una moneda');
    expect(r.consejos.join(' ')).toMatch(/radiografía/);
  });

  it('a large object, gel beads or an unknown object is amarillo', () => {
    expect(nivel({ objeto_tragado2: OBJETO.grande })).toBe('amarillo');
    expect(nivel({ objeto_tragado2: OBJETO.noSe })).toBe('amarillo');
  });

  it('breathing difficulty is rojo whatever happened', () => {
    expect(nivel({ respira_mal: 'si' })).toBe('rojo');
    expect(nivel({ que_paso: QUE.nariz, respira_mal: 'si' })).toBe('rojo');
  });
});

describe('cuerpo_extrano: verde earned for a small smooth object (issue 9, pattern 4; Alder Hey, Leeds, NASPGHAN)', () => {
  const PEQUENO = { objeto_tragado2: OBJETO.pequeno, tos_al_tragar: 'no' } as const;

  it('a bead or a small plastic toy piece, from 1 year, no cough on swallowing and no symptom, is verde with a safety net', () => {
    const r = triaje(PEQUENO);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Se ha tragado un objeto pequeño y liso y está bien');
    expect(r.consejos.join(' ')).toMatch(/Vuelve a consultar enseguida/);
    expect(r.consejos.join(' ')).toMatch(/pila de botón o un imán, ve a urgencias ahora/);
    expect(nivel({ ...PEQUENO, edad_rango: '5-12 años' })).toBe('verde');
  });

  it('the same object in a baby under 1 year, or with a cough or choking when swallowed, is amarillo', () => {
    expect(nivel({ ...PEQUENO, edad_rango: '6-12 meses' })).toBe('amarillo');
    expect(triaje({ ...PEQUENO, tos_al_tragar: 'si' }).titulo).toBe('Se ha tragado un objeto pequeño y liso: un bebé, o tosió al tragarlo');
  });

  it('any symptom after swallowing it is rojo', () => {
    expect(nivel({ ...PEQUENO, sintomas_tragado: 'si' })).toBe('rojo');
    expect(nivel({ ...PEQUENO, respira_mal: 'si' })).toBe('rojo');
  });

  it('the option excludes metal, points and anything bigger than a 1-cent coin', () => {
    expect(OBJETO.pequeno).toMatch(/no es de metal, más pequeño que una moneda de 1 céntimo/);
  });

  it("asks the parent's worry only on the verde path; it keeps the level and offers a paediatrician now", () => {
    const r = triaje({ ...PEQUENO, preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
    expect(ids()).not.toContain('preocupado');
    expect(ids(PEQUENO)).toEqual(['edad_rango', 'que_paso', 'respira_mal', 'otra_urgencia', 'objeto_tragado2', 'tos_al_tragar', 'sintomas_tragado', 'otra_consulta', 'preocupado']);
  });
});

describe('cuerpo_extrano: nose, ear and elsewhere', () => {
  it('an object in the nose or ear is amarillo; a battery or magnet there is rojo', () => {
    expect(triaje({ que_paso: QUE.nariz }).titulo).toBe('Objeto en la nariz');
    expect(triaje({ que_paso: QUE.oido }).titulo).toBe('Objeto en el oído');
    expect(nivel({ que_paso: QUE.nariz, pila_nariz_oido: 'si' })).toBe('rojo');
    expect(nivel({ que_paso: QUE.oido, pila_nariz_oido: 'si' })).toBe('rojo');
  });

  it('round 18: a nose object already out whole, the only one, both nostrils clear, no bleeding or discharge is verde with a safety net; not sure, a battery or breathing trouble keep their level (RCH Melbourne; NHS Lothian)', () => {
    const fuera = { que_paso: QUE.nariz, nariz_fuera: 'si' } as const;
    const r = triaje(fuera);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('El objeto de la nariz ya ha salido entero');
    expect(r.consejos.join(' ')).toMatch(/huele mal por ese lado/);
    expect(r.consejos.join(' ')).toMatch(/Vuelve a consultar/);
    expect(r.ver_tambien).not.toContain('cuerpo_extrano');
    for (const edad of EDAD_OPCIONES) expect(nivel({ ...fuera, edad_rango: edad })).toBe('verde');
    expect(nivel({ que_paso: QUE.nariz, nariz_fuera: 'no' })).toBe('amarillo');
    expect(triaje({ que_paso: QUE.nariz, nariz_fuera: 'no' }).consejos.join(' ')).toMatch(/«beso»/);
    expect(nivel({ ...fuera, pila_nariz_oido: 'si' })).toBe('rojo');
    expect(nivel({ ...fuera, respira_mal: 'si' })).toBe('rojo');
    expect(ids(fuera)).toContain('preocupado');
    expect(triaje({ ...fuera, preocupado: 'si' }).consejos).toContain(AVISO_PREOCUPADO.consejo);
    expect(cuerpo_extrano.preguntas.find((p) => p.id === 'nariz_fuera')?.texto).toMatch(/solo había uno/);
  });

  it('round 19: an insect or object already out of the ear whole, no pain, hearing as before, no discharge, bleeding or dizziness is verde with a safety net; not sure or any symptom stays amarillo; a battery stays rojo (Texas Children’s; Schmitt-Thompson)', () => {
    const fuera = { que_paso: QUE.oido, oido_fuera: 'si' } as const;
    const r = triaje(fuera);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('El insecto o el objeto del oído ya ha salido entero');
    expect(r.consejos.join(' ')).toMatch(/Vuelve a consultar/);
    expect(r.consejos.join(' ')).toMatch(/se marea/);
    for (const edad of EDAD_OPCIONES) expect(nivel({ ...fuera, edad_rango: edad })).toBe('verde');
    expect(nivel({ que_paso: QUE.oido, oido_fuera: 'no' })).toBe('amarillo');
    expect(triaje({ que_paso: QUE.oido, oido_fuera: 'no' }).titulo).toBe('Objeto en el oído');
    expect(nivel({ ...fuera, pila_nariz_oido: 'si' })).toBe('rojo');
    expect(nivel({ ...fuera, respira_mal: 'si' })).toBe('rojo');
    expect(ids(fuera)).toContain('preocupado');
    expect(cuerpo_extrano.preguntas.find((p) => p.id === 'oido_fuera')?.texto).toMatch(/no está mareado/);
    expect(cuerpo_extrano.notas).toMatch(/Ronda 19, un insecto o un objeto que ya ha salido del oído/);
  });

  it('an object elsewhere is amarillo and points to ojo_rojo', () => {
    const r = triaje({ que_paso: QUE.otro });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('ojo_rojo');
  });

  it('asks only the questions that fit what happened', () => {
    expect(ids()).toEqual(['edad_rango', 'que_paso', 'respira_mal', 'otra_urgencia', 'objeto_tragado2', 'sintomas_tragado', 'otra_consulta']); // round 15: + otra_consulta
    expect(ids({ que_paso: QUE.nariz })).toEqual(['edad_rango', 'que_paso', 'respira_mal', 'otra_urgencia', 'pila_nariz_oido', 'nariz_fuera', 'otra_consulta']);
    expect(ids({ que_paso: QUE.nariz, pila_nariz_oido: 'si' })).not.toContain('nariz_fuera');
    expect(ids({ que_paso: QUE.oido })).not.toContain('nariz_fuera');
    expect(ids({ que_paso: QUE.oido })).toEqual(['edad_rango', 'que_paso', 'respira_mal', 'otra_urgencia', 'pila_nariz_oido', 'oido_fuera', 'otra_consulta']);
    expect(ids({ que_paso: QUE.oido, pila_nariz_oido: 'si' })).not.toContain('oido_fuera');
    expect(ids({ que_paso: QUE.nariz })).not.toContain('oido_fuera');
    expect(ids({ que_paso: QUE.atragantado })).toEqual(['edad_rango', 'que_paso', 'respira_mal', 'otra_urgencia', 'atragantamiento_grave', 'atragantamiento_pitos', 'atragantamiento_tos_suelta', 'objeto_visto', 'otra_consulta', 'preocupado']);
  });
});

// ---------------------------------------------------------------------------
// Properties over generated answer sets
// ---------------------------------------------------------------------------

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no' ? fc.constantFrom('si', 'no') : fc.constantFrom(...(p.opciones ?? []));
  const base = MONEDA[p.id];
  if (base === undefined || p.id === 'edad_rango' || p.id === 'que_paso') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(cuerpo_extrano.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('cuerpo_extrano: properties', () => {
  it('is verde only for a small smooth object or a soft harmless thing swallowed from 1 year without cough or symptoms, and never suggests a medicine', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        const resultado = evaluarTriaje(cuerpo_extrano, r);
        if (resultado.urgencia === 'verde' && r['que_paso'] === QUE.atragantado) {
          expect(r['atragantamiento_grave']).toBe('no');
          expect(r['atragantamiento_pitos']).toBe('no');
          expect(r['atragantamiento_tos_suelta']).toBe('no');
          expect(r['objeto_visto']).toBe('si');
          expect(r['respira_mal']).toBe('no');
        } else if (resultado.urgencia === 'verde' && r['que_paso'] === QUE.nariz) {
          // Round 18: out whole, the only one, both nostrils clear, not a battery or a magnet.
          expect(r['pila_nariz_oido']).toBe('no');
          expect(r['nariz_fuera']).toBe('si');
          expect(r['respira_mal']).toBe('no');
        } else if (resultado.urgencia === 'verde' && r['que_paso'] === QUE.oido) {
          // Round 19: out whole, no pain, hearing as before, no discharge, bleeding or dizziness, not a battery or a magnet.
          expect(r['pila_nariz_oido']).toBe('no');
          expect(r['oido_fuera']).toBe('si');
          expect(r['respira_mal']).toBe('no');
        } else if (resultado.urgencia === 'verde') {
          expect(r['que_paso']).toBe(QUE.tragado);
          expect([OBJETO.pequeno, OBJETO.blando]).toContain(r['objeto_tragado2']);
          expect(r['tos_al_tragar']).toBe('no');
          expect(r['sintomas_tragado']).toBe('no');
          expect(r['respira_mal']).toBe('no');
          expect(EDAD_OPCIONES.slice(0, 3)).not.toContain(r['edad_rango']);
        }
        expect(resultado.medicacion).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it('adding a red feature never lowers the level', () => {
    const conAlarma = cuerpo_extrano.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(cuerpo_extrano, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(cuerpo_extrano, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('honey is never advised under 1 year', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES.slice(0, 3)), (r, edad) => {
        expect(evaluarTriaje(cuerpo_extrano, { ...r, edad_rango: edad }).consejos.join(' ')).not.toMatch(/dale 10 ml/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('cuerpo_extrano: soft, harmless things swallowed (round 11; Schmitt-Thompson Swallowed foreign object; Healthier Together)', () => {
  const BLANDO = { objeto_tragado2: OBJETO.blando, tos_al_tragar: 'no' } as const;

  it('replaces the object question with a new id whose answers add the soft, harmless things', () => {
    const ids0 = cuerpo_extrano.preguntas.map((p) => p.id);
    expect(ids0).toContain('objeto_tragado2');
    expect(ids0).not.toContain('objeto_tragado');
    expect(OBJETO.blando).toMatch(/papel de aluminio/);
    expect(OBJETO.blando).toMatch(/plastilina/);
    expect(OBJETO.blando).toMatch(/chicle/);
    expect(OBJETO.blando).toMatch(/cereza/);
  });

  it('a piece of foil, paper, crayon, play dough, gum or a fruit seed, from 1 year, no choking and no symptom, is verde with a safety net', () => {
    const r = triaje(BLANDO);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Se ha tragado algo blando o que no hace daño y está bien');
    expect(r.consejos.join(' ')).toMatch(/Vuelve a consultar enseguida/);
    expect(r.medicacion).toEqual([]);
    expect(ids(BLANDO)).toEqual(['edad_rango', 'que_paso', 'respira_mal', 'otra_urgencia', 'objeto_tragado2', 'tos_al_tragar', 'sintomas_tragado', 'otra_consulta', 'preocupado']);
  });

  it('the nearest non-verde: drooling, pain on swallowing, vomiting or breathing trouble is rojo; coughing or choking when swallowed, or a baby, is amarillo', () => {
    expect(nivel({ ...BLANDO, sintomas_tragado: 'si' })).toBe('rojo');
    expect(nivel({ ...BLANDO, respira_mal: 'si' })).toBe('rojo');
    const tos = triaje({ ...BLANDO, tos_al_tragar: 'si' });
    expect(tos.urgencia).toBe('amarillo');
    expect(tos.titulo).toBe('Se ha tragado algo blando o una pepita: un bebé, o tosió al tragarlo');
    expect(nivel({ ...BLANDO, edad_rango: '6-12 meses' })).toBe('amarillo');
  });

  it('button batteries, magnets, sharp, large objects, coins and gel beads keep their levels', () => {
    expect(nivel({ objeto_tragado2: OBJETO.pila })).toBe('rojo');
    expect(nivel({ objeto_tragado2: OBJETO.iman })).toBe('rojo');
    expect(nivel({ objeto_tragado2: OBJETO.punzante })).toBe('rojo');
    expect(nivel({ objeto_tragado2: OBJETO.grande })).toBe('amarillo');
    expect(nivel({ objeto_tragado2: OBJETO.moneda })).toBe('amarillo');
    expect(OBJETO.grande).toMatch(/bolitas de gel/);
  });
});
