import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { AVISO_PREOCUPADO, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, SIEMPRE } from './comunes.ts';
import { ASPECTO, BOCA, CAUSA, ELECTRICA, INFECCION, quemadura, QUIMICO, QUIMICO_PIEL, SOL, TAMANO, ZONA } from './quemadura.ts';
import { MEDUSA } from './banderas-medusa.ts';
import { esReglaConsulta, esReglaCribado } from './cribado-otras-puertas.ts';

comprobacionesDeFlujo(quemadura);

/** A toddler who touched a hot pan: a red patch smaller than the palm, no blisters, on the forearm. */
const PEQUENA: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '2-5 años',
  respira_mal: 'no',
  no_responde: 'no',
  color_grave: 'no',
  humo: 'no',
  origen: CAUSA.calor,
  boca_quemada: BOCA.no,
  aspecto: ASPECTO.roja,
  tamano: TAMANO.pequena,
  zona: ZONA.otra,
  infeccion: INFECCION.no,
  explicacion: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 14,
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...PEQUENA, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(quemadura, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => preguntasVisibles(quemadura, respuestas(cambios)).map((p) => p.id);

describe('quemadura: structure', () => {
  it('is in the "golpes_heridas" category, asks the age first and the weight last', () => {
    expect(quemadura.categoria).toBe('golpes_heridas');
    expect(quemadura.preguntas[0]?.id).toBe('edad_rango');
    expect(quemadura.preguntas.at(-1)?.id).toBe('peso_kg');
    expect(quemadura.sinonimos.length).toBeGreaterThanOrEqual(8);
  });

  it('ends with an always-true verde catch-all', () => {
    expect(quemadura.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(quemadura.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('every burn result gives the cooling first aid and what not to do (NHS: 20 minutes, no ice or butter)', () => {
    // Round 8: nettles, plants and jellyfish are not burns and get their own first aid.
    // Round 11: a mouth burn from food gets mouth first aid (cold drinks, an ice lolly), not 20 minutes under the tap.
    // Round 18: a brief household shock with no mark is not a burn either.
    const noQuemadura = /alergia_signos|medusa|planta|Una medusa|unas ortigas|boca_quemada = 'Solo por dentro|electrica_como = 'Fue un calambrazo/;
    for (const regla of quemadura.reglas) {
      const texto = regla.consejos.join(' ');
      const esQuemadura = !esReglaCribado(regla) && !esReglaConsulta(regla) && !noQuemadura.test(regla.si) && !/medusa|ortigas/i.test(regla.titulo);
      if (esQuemadura) expect(texto).toMatch(/20 minutos/);
      if (esQuemadura) expect(texto).toMatch(/No pongas hielo, mantequilla/);
      if (regla.urgencia === 'rojo') expect(regla.consejos).toContain(CONSEJO_ROJO_CAMINO);
      if (regla.urgencia === 'amarillo') expect(regla.consejos).toContain(CONSEJO_AMARILLO);
      if (regla.urgencia === 'verde') expect(regla.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    }
  });

  it('names its sources and explains its choices', () => {
    expect(quemadura.fuentes.length).toBeGreaterThanOrEqual(4);
    expect(quemadura.notas).toMatch(/1 %/);
    expect(quemadura.notas).toMatch(/^Puertas equivocadas:/m);
    expect(quemadura.revisado).toBe('2026-11-28');
  });
});

describe('quemadura: verde (Schmitt: 1st degree and small closed blisters → home care)', () => {
  it('a small red burn without blisters is verde with both painkillers', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Quemadura pequeña y superficial');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('a single small closed blister from 1 year is verde', () => {
    expect(nivel({ aspecto: ASPECTO.ampollaPequena })).toBe('verde');
    expect(nivel({ aspecto: ASPECTO.ampollaPequena, edad_rango: '1-2 años' })).toBe('verde');
  });

  it('a small red burn on the hand or face without blisters is verde', () => {
    expect(nivel({ zona: ZONA.especial })).toBe('verde');
  });

  it('an ordinary sunburn, even bigger than the palm, is verde', () => {
    expect(nivel({ origen: CAUSA.sol, tamano: TAMANO.grande })).toBe('verde');
  });
});

describe('quemadura: size relative to the child’s palm (≈ 1 % of the body)', () => {
  it('round 18, second pass: blisters from 1 to 5 palms are amarillo (burns service today), 5 palms or more rojo', () => {
    expect(nivel({ aspecto: ASPECTO.ampollas })).toBe('amarillo');
    for (const aspecto of [ASPECTO.ampollaPequena, ASPECTO.ampollas]) {
      const r = triaje({ aspecto, tamano: TAMANO.grande });
      expect(r.urgencia, aspecto).toBe('amarillo');
      expect(r.titulo).toBe('Quemadura con ampollas de 1 a 5 palmas de su mano');
      expect(nivel({ aspecto, tamano: TAMANO.bastante }), aspecto).toBe('rojo');
    }
    expect(nivel({ aspecto: ASPECTO.ampollas, tamano: TAMANO.muyGrande })).toBe('rojo');
    expect(nivel({ aspecto: ASPECTO.ampollaPequena, tamano: TAMANO.muyGrande, edad_rango: '12+ años', peso_kg: 50 })).toBe('rojo');
  });

  it('red only: smaller than the palm verde, bigger amarillo, over 10 palms rojo (scald)', () => {
    expect(nivel()).toBe('verde');
    expect(triaje({ tamano: TAMANO.grande }).titulo).toBe('Quemadura superficial más grande que la palma de su mano');
    const r = triaje({ tamano: TAMANO.muyGrande });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('sunburn (round 8, NHS "Sunburn"): blisters over a large area with fever or nausea in a child who drinks and passes urine is amarillo', () => {
    expect(nivel({ origen: CAUSA.sol, aspecto: ASPECTO.ampollas, tamano: TAMANO.grande, sol_signos: SOL.no })).toBe('amarillo');
    expect(nivel({ origen: CAUSA.sol, aspecto: ASPECTO.ampollas, tamano: TAMANO.muyGrande, sol_signos: SOL.no })).toBe('amarillo');
    const r = triaje({ origen: CAUSA.sol, aspecto: ASPECTO.ampollas, tamano: TAMANO.muyGrande, sol_signos: SOL.malestar, sol_deshidratacion: 'no' });
    expect(r.urgencia).toBe('amarillo');
  });

  it('sunburn with malaise and dehydration signs, or heatstroke signs, is rojo', () => {
    const r = triaje({ origen: CAUSA.sol, aspecto: ASPECTO.ampollas, tamano: TAMANO.muyGrande, sol_signos: SOL.malestar, sol_deshidratacion: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Quemadura de sol con malestar y signos de deshidratación');
    expect(nivel({ origen: CAUSA.sol, sol_signos: SOL.malestar, sol_deshidratacion: 'si' })).toBe('rojo');
    expect(nivel({ origen: CAUSA.sol, aspecto: ASPECTO.ampollas, tamano: TAMANO.muyGrande, sol_signos: SOL.golpeCalor })).toBe('rojo');
    expect(ids({ origen: CAUSA.sol, sol_signos: SOL.malestar })).toContain('sol_deshidratacion');
    expect(ids({ origen: CAUSA.sol, sol_signos: SOL.no })).not.toContain('sol_deshidratacion');
  });
});

describe('quemadura: round 18, extent, depth and site as burn-referral guidance grades them (BBA; NICE CKS; RCH Melbourne; ANZBA)', () => {
  it('small closed blisters (several, each no bigger than a chickpea) on a burn smaller than the palm, off the special areas, from 1 year: verde', () => {
    for (const edad_rango of ['1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      const r = triaje({ aspecto: ASPECTO.ampollaPequena, edad_rango });
      expect(r.urgencia, edad_rango).toBe('verde');
      expect(r.titulo).toBe('Quemadura pequeña y superficial');
    }
  });

  it('the same small blisters are amarillo under 1 year, on a special area, bigger than the palm or in a sunburn', () => {
    expect(nivel({ aspecto: ASPECTO.ampollaPequena, edad_rango: '6-12 meses', peso_kg: 8 })).toBe('amarillo');
    expect(nivel({ aspecto: ASPECTO.ampollaPequena, zona: ZONA.especial })).toBe('amarillo');
    expect(nivel({ aspecto: ASPECTO.ampollaPequena, tamano: TAMANO.grande })).toBe('amarillo');
    expect(nivel({ aspecto: ASPECTO.ampollaPequena, origen: CAUSA.sol, sol_signos: SOL.no })).toBe('amarillo');
  });

  it('big or broken blisters or raw skin smaller than the palm stay amarillo (a dressing today)', () => {
    const r = triaje({ aspecto: ASPECTO.ampollas });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Quemadura con ampollas grandes o rotas');
  });

  it('second pass (ANZBA/EMSB: partial thickness over 5 % in children; BBA): blisters of 5 palms or more are rojo at every age, 1 to 5 palms amarillo', () => {
    for (const edad_rango of EDAD_OPCIONES) {
      for (const origen of [CAUSA.calor, CAUSA.quimica, CAUSA.roce]) {
        const r = triaje({ aspecto: ASPECTO.ampollas, tamano: TAMANO.bastante, edad_rango, origen, quimica_alarma: 'no', peso_kg: 10 });
        expect(r.urgencia, `${edad_rango} ${origen}`).toBe('rojo');
        expect(nivel({ aspecto: ASPECTO.ampollaPequena, tamano: TAMANO.bastante, edad_rango, origen, quimica_alarma: 'no', peso_kg: 10 }), edad_rango).toBe('rojo');
        // Just below the boundary (1 to 5 palms) off the special areas: amarillo.
        expect(nivel({ aspecto: ASPECTO.ampollas, tamano: TAMANO.grande, edad_rango, origen, quimica_alarma: 'no', peso_kg: 10 }), `${edad_rango} ${origen}`).toBe('amarillo');
      }
    }
    expect(triaje({ aspecto: ASPECTO.ampollas, tamano: TAMANO.bastante, edad_rango: '5-12 años', peso_kg: 25 }).titulo).toBe('Quemadura con ampollas de 5 palmas de su mano o más');
    // A blistered sunburn follows the NHS "Sunburn" note (urgent GP or 111) unless unwell.
    expect(nivel({ origen: CAUSA.sol, aspecto: ASPECTO.ampollas, tamano: TAMANO.bastante, sol_signos: SOL.no })).toBe('amarillo');
    // Red only, 5 to 10 palms, in a baby: amarillo (the redness does not count in the burnt area).
    expect(nivel({ tamano: TAMANO.bastante, edad_rango: '6-12 meses', peso_kg: 8 })).toBe('amarillo');
    expect(triaje({ tamano: TAMANO.bastante }).titulo).toBe('Quemadura superficial más grande que la palma de su mano');
  });

  it('second pass (NHS Burns and scalds; BBA special areas): blisters on the face, neck, hands, feet, genitals or a joint are rojo from 1 palm, amarillo below', () => {
    expect(ZONA.especial).toMatch(/cara, el cuello, las manos, los pies, los genitales, el culete/);
    for (const edad_rango of ['6-12 meses', '2-5 años', '12+ años']) {
      for (const aspecto of [ASPECTO.ampollaPequena, ASPECTO.ampollas]) {
        for (const origen of [CAUSA.calor, CAUSA.quimica, CAUSA.roce]) {
          const base = { zona: ZONA.especial, aspecto, edad_rango, origen, quimica_alarma: 'no', peso_kg: 12 } as const;
          expect(nivel({ ...base, tamano: TAMANO.pequena }), `${edad_rango} ${aspecto} ${origen} pequeña`).toBe('amarillo');
          const r = triaje({ ...base, tamano: TAMANO.grande });
          expect(r.urgencia, `${edad_rango} ${aspecto} ${origen} 1 palma`).toBe('rojo');
          expect(r.titulo).toBe('Quemadura con ampollas en la cara, el cuello, las manos, los pies, los genitales o una articulación, de una palma o más');
        }
      }
    }
    // Deep on a special area: amarillo under the palm, rojo from it.
    expect(nivel({ zona: ZONA.especial, aspecto: ASPECTO.profunda, tamano: TAMANO.pequena })).toBe('amarillo');
    expect(nivel({ zona: ZONA.especial, aspecto: ASPECTO.profunda, tamano: TAMANO.grande })).toBe('rojo');
    // Red only (no blisters) on a special area: unchanged (verde under the palm, amarillo bigger).
    expect(nivel({ zona: ZONA.especial, tamano: TAMANO.pequena })).toBe('verde');
    expect(nivel({ zona: ZONA.especial, tamano: TAMANO.grande })).toBe('amarillo');
    // The same blisters elsewhere, 1 to 5 palms: amarillo.
    expect(nivel({ zona: ZONA.otra, aspecto: ASPECTO.ampollas, tamano: TAMANO.grande })).toBe('amarillo');
  });

  it('a burn going all round a limb, the neck or the trunk, or in the eye, stays rojo at any size', () => {
    expect(ZONA.grave).toMatch(/el cuello/);
    expect(nivel({ zona: ZONA.grave, aspecto: ASPECTO.roja, tamano: TAMANO.pequena })).toBe('rojo');
    expect(nivel({ zona: ZONA.grave, origen: CAUSA.quimica })).toBe('rojo');
  });

  it('the size question offers the four bands in palms', () => {
    const tamano = quemadura.preguntas.find((p) => p.id === 'tamano');
    expect(tamano?.opciones).toEqual([TAMANO.pequena, TAMANO.grande, TAMANO.bastante, TAMANO.muyGrande]);
  });
});

describe('quemadura: sunburn versus a large scald (issue 9 pattern 5; Schmitt "Sunburn": first degree is home care at any size)', () => {
  it('a red sunburn over the whole back (more than 10 palms) is verde with sunburn care; the same area scalded is rojo', () => {
    const r = triaje({ origen: CAUSA.sol, tamano: TAMANO.muyGrande });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Quemadura de sol sin ampollas ni malestar');
    expect(r.consejos.join(' ')).toMatch(/agua fresca/);
    expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    expect(nivel({ origen: CAUSA.calor, tamano: TAMANO.muyGrande })).toBe('rojo');
  });

  it('round 6 (NHS Sunburn): any blister or a very swollen sunburn is amarillo, even one small closed blister; a scald with it bigger than the palm stays rojo', () => {
    for (const tamano of [TAMANO.pequena, TAMANO.grande, TAMANO.muyGrande]) {
      const r = triaje({ origen: CAUSA.sol, aspecto: ASPECTO.ampollaPequena, tamano, sol_signos: SOL.no });
      expect(r.urgencia, tamano).toBe('amarillo');
      expect(r.titulo).toBe('Quemadura de sol con ampollas o muy hinchada');
    }
    expect(nivel({ origen: CAUSA.sol, sol_signos: SOL.hinchada })).toBe('amarillo');
    expect(nivel({ origen: CAUSA.calor, aspecto: ASPECTO.ampollaPequena, tamano: TAMANO.grande })).toBe('amarillo');
    expect(nivel({ origen: CAUSA.calor, aspecto: ASPECTO.ampollaPequena, tamano: TAMANO.muyGrande })).toBe('rojo');
  });

  it('a sunburn with chills, fever, headache, dizziness, nausea, eye pain or extreme pain is amarillo (NHS 111)', () => {
    const r = triaje({ origen: CAUSA.sol, sol_signos: SOL.malestar });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Quemadura de sol con fiebre, dolor de cabeza, vómitos o mucho dolor');
    expect(r.consejos).toContain(CONSEJO_AMARILLO);
  });

  it('round 6: heatstroke signs (confused, collapse, a fit, hot dry skin) are rojo with 112 and cooling first aid (NHS heatstroke)', () => {
    const r = triaje({ origen: CAUSA.sol, sol_signos: SOL.golpeCalor });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Quemadura de sol con signos de golpe de calor');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.consejos.join(' ')).toMatch(/sombra/);
  });

  it('round 6: an ordinary extensive red sunburn is never rojo by its extent alone; shock or heatstroke still is', () => {
    expect(nivel({ origen: CAUSA.sol, tamano: TAMANO.muyGrande, sol_signos: SOL.no })).toBe('verde');
    expect(nivel({ origen: CAUSA.sol, tamano: TAMANO.muyGrande, sol_signos: SOL.malestar })).toBe('amarillo');
    expect(nivel({ origen: CAUSA.sol, tamano: TAMANO.muyGrande, color_grave: 'si' })).toBe('rojo');
    expect(nivel({ origen: CAUSA.sol, aspecto: ASPECTO.profunda })).toBe('amarillo');
    expect(nivel({ origen: CAUSA.sol, aspecto: ASPECTO.profunda, tamano: TAMANO.grande })).toBe('rojo');
  });

  it('asks about malaise and heatstroke only for a sunburn', () => {
    const ids = (c: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(quemadura, respuestas(c)).map((p) => p.id);
    expect(ids({ origen: CAUSA.sol })).toContain('sol_signos');
    expect(ids({})).not.toContain('sol_signos');
  });

  it('a sunburn in a baby under 3 months is still amarillo', () => {
    expect(nivel({ origen: CAUSA.sol, edad_rango: '0-3 meses' })).toBe('amarillo');
  });
});

describe('quemadura: rojo (NHS A&E; BBA/ABA referral; Schmitt)', () => {
  it('round 18: a deep burn (white, leathery, charred or painless) smaller than the palm is amarillo; bigger than the palm rojo', () => {
    const pequena = triaje({ aspecto: ASPECTO.profunda });
    expect(pequena.urgencia).toBe('amarillo');
    expect(pequena.titulo).toBe('Quemadura profunda pequeña');
    expect(nivel({ aspecto: ASPECTO.profunda, zona: ZONA.especial })).toBe('amarillo');
    expect(nivel({ aspecto: ASPECTO.profunda, edad_rango: '6-12 meses', peso_kg: 8 })).toBe('amarillo');
    for (const tamano of [TAMANO.grande, TAMANO.bastante, TAMANO.muyGrande]) {
      for (const edad_rango of ['6-12 meses', '2-5 años', '12+ años']) {
        const r = triaje({ aspecto: ASPECTO.profunda, tamano, edad_rango });
        expect(r.urgencia, `${tamano} ${edad_rango}`).toBe('rojo');
      }
    }
    expect(triaje({ aspecto: ASPECTO.profunda, tamano: TAMANO.grande }).titulo).toBe('Quemadura profunda más grande que la palma de su mano');
  });

  it('round 18: a toddler who bit a cable (burnt corner of the mouth) is amarillo with the delayed labial-artery bleeding warning', () => {
    const r = triaje({ origen: CAUSA.electrica, electrica_alarma: 'no', electrica_como: ELECTRICA.boca });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Quemadura eléctrica en la boca por morder un cable');
    expect(r.consejos.join(' ')).toMatch(/arteria del labio/);
    expect(ids({ origen: CAUSA.electrica })).toEqual(expect.arrayContaining(['electrica_alarma', 'electrica_como']));
    expect(ids()).not.toContain('electrica_alarma');
    expect(ids()).not.toContain('electrica_como');
  });

  it('round 18: a visible electrical burn mark, a hold on the current, wet skin or tingling is amarillo; bigger than the palm rojo', () => {
    for (const electrica_como of [ELECTRICA.marca, ELECTRICA.molestias]) {
      const r = triaje({ origen: CAUSA.electrica, electrica_alarma: 'no', electrica_como });
      expect(r.urgencia, electrica_como).toBe('amarillo');
      expect(r.titulo).toBe('Lesión eléctrica con marca en la piel o molestias');
    }
    expect(nivel({ origen: CAUSA.electrica, electrica_alarma: 'no', electrica_como: ELECTRICA.marca, aspecto: ASPECTO.profunda })).toBe('amarillo');
    expect(nivel({ origen: CAUSA.electrica, electrica_alarma: 'no', electrica_como: ELECTRICA.marca, tamano: TAMANO.grande })).toBe('rojo');
  });

  it('round 18 (PCH, RHCG electrical injuries): a brief household shock, let go at once, no mark and no symptoms, is verde with a safety net', () => {
    const BREVE = { origen: CAUSA.electrica, electrica_alarma: 'no', electrica_como: ELECTRICA.breve } as const;
    for (const edad_rango of ['1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      const r = triaje({ ...BREVE, edad_rango });
      expect(r.urgencia, edad_rango).toBe('verde');
      expect(r.titulo).toBe('Calambrazo breve con la corriente de casa, sin marca ni síntomas');
      expect(r.consejos.join(' ')).toMatch(/pis oscuro/);
    }
    for (const id of ['aspecto', 'tamano', 'zona']) expect(ids(BREVE)).not.toContain(id);
    // Stale skin answers from a changed path never count.
    expect(nivel({ ...BREVE, aspecto: ASPECTO.profunda, tamano: TAMANO.grande })).toBe('verde');
    // The severe forms stay where they were.
    expect(nivel({ ...BREVE, electrica_alarma: 'si' })).toBe('rojo');
    expect(nivel({ ...BREVE, edad_rango: '0-3 meses' })).toBe('amarillo');
    expect(nivel({ ...BREVE, explicacion: 'si' })).toBe('amarillo');
    expect(nivel({ ...BREVE, muy_enfermo: 'si' })).toBe('amarillo');
  });

  it('round 18: high voltage, lightning, lost consciousness, palpitations, chest pain, breathing difficulty, confusion or dark urine is rojo', () => {
    const r = triaje({ origen: CAUSA.electrica, electrica_alarma: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Lesión eléctrica de alta tensión o con síntomas');
    expect(r.consejos.join(' ')).toMatch(/corta la corriente/);
    const pregunta = quemadura.preguntas.find((p) => p.id === 'electrica_alarma');
    for (const signo of ['alta tensión', 'rayo', 'conocimiento', 'irregular', 'pecho', 'respirar', 'confuso', 'pis oscuro']) {
      expect(pregunta?.texto).toContain(signo);
    }
    expect(
      rojoSeguro(quemadura, { edad_rango: '2-5 años', respira_mal: 'no', no_responde: 'no', color_grave: 'no', humo: 'no', origen: CAUSA.electrica, electrica_alarma: 'si' })?.urgencia,
    ).toBe('rojo');
  });

  it('round 18 (BBA; NICE CKS): a chemical skin burn after rinsing is amarillo up to 5 palms; 5 palms or more, in the eye or with systemic signs is rojo', () => {
    // Round 19: a strong product (a diluted household product that leaves only pinkness is verde: see the round 19 tests).
    const quimica = triaje({ origen: CAUSA.quimica, quimica_alarma: 'no', quimica_producto: QUIMICO.fuerte });
    expect(quimica.urgencia).toBe('amarillo');
    expect(quimica.titulo).toBe('Quemadura química en la piel');
    expect(quimica.consejos.join(' ')).toMatch(/Quítale la ropa manchada/);
    expect(quimica.consejos.join(' ')).toMatch(/91 562 04 20/);
    expect(quimica.consejos.join(' ')).toMatch(/cemento/);
    expect(nivel({ origen: CAUSA.quimica, tamano: TAMANO.grande, aspecto: ASPECTO.ampollas })).toBe('amarillo');
    expect(nivel({ origen: CAUSA.quimica, tamano: TAMANO.bastante })).toBe('rojo');
    expect(nivel({ origen: CAUSA.quimica, aspecto: ASPECTO.profunda, tamano: TAMANO.grande })).toBe('rojo');
    expect(nivel({ origen: CAUSA.quimica, aspecto: ASPECTO.profunda, zona: ZONA.especial })).toBe('amarillo');
    expect(nivel({ origen: CAUSA.quimica, zona: ZONA.grave })).toBe('rojo');
    expect(nivel({ origen: CAUSA.quimica, respira_mal: 'si' })).toBe('rojo');
  });

  it('second pass (TOXBASE hydrofluoric acid; NHS): hydrofluoric acid or pain growing out of proportion is rojo at any size; without it the grading stays', () => {
    const QUIMICA = { origen: CAUSA.quimica, quimica_producto: QUIMICO.fuerte, aspecto: ASPECTO.roja, tamano: TAMANO.pequena, zona: ZONA.otra } as const;
    expect(ids(QUIMICA)).toContain('quimica_alarma');
    for (const origen of [CAUSA.calor, CAUSA.sol, CAUSA.electrica, CAUSA.roce, CAUSA.planta, CAUSA.medusa]) expect(ids({ origen })).not.toContain('quimica_alarma');
    const pregunta = quemadura.preguntas.find((p) => p.id === 'quimica_alarma');
    expect(pregunta?.tipo).toBe('si_no');
    for (const palabra of ['fluorhídrico', 'llantas', 'cristal', 'cada vez más']) expect(pregunta?.texto).toContain(palabra);
    for (const palabra of ['ácido fluorhídrico', 'fluoruro', 'quitaóxidos', 'llantas', 'cristal', 'dolor']) expect(pregunta?.ayuda).toContain(palabra);
    for (const edad_rango of ['1-2 años', '5-12 años', '12+ años']) {
      const si = triaje({ ...QUIMICA, edad_rango, quimica_alarma: 'si' });
      expect(si.urgencia, edad_rango).toBe('rojo');
      expect(si.titulo).toBe('Quemadura química con ácido fluorhídrico o con un dolor que va a más');
      expect(si.consejos).toContain(CONSEJO_ROJO_CAMINO);
      expect(si.ver_tambien).toContain('intoxicacion');
      expect(nivel({ ...QUIMICA, edad_rango, quimica_alarma: 'no' }), edad_rango).toBe('amarillo');
    }
    expect(
      rojoSeguro(quemadura, { edad_rango: '5-12 años', respira_mal: 'no', no_responde: 'no', color_grave: 'no', humo: 'no', origen: CAUSA.quimica, quimica_alarma: 'si' })?.urgencia,
    ).toBe('rojo');
    // A stale answer from another path never counts.
    expect(nivel({ quimica_alarma: 'si' })).toBe('verde');
  });

  it('round 8: nettles or another plant without allergy signs are verde, even over both legs', () => {
    const r = triaje({ origen: CAUSA.planta, alergia_signos: 'no', tamano: TAMANO.muyGrande });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Ortigas u otra planta, sin signos de alergia');
    expect(nivel({ origen: CAUSA.planta, alergia_signos: 'si' })).toBe('rojo');
    expect(nivel({ origen: CAUSA.planta, aspecto: ASPECTO.ampollas })).toBe('amarillo');
    expect(ids({ origen: CAUSA.planta })).not.toContain('explicacion');
  });

  it('round 8: a jellyfish follows the stings logic (small on a limb verde; large, face or man o\' war amarillo; systemic rojo)', () => {
    const r = triaje({ origen: CAUSA.medusa, alergia_signos: 'no', medusa_picadura: MEDUSA.local });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('picadura');
    expect(nivel({ origen: CAUSA.medusa, medusa_picadura: MEDUSA.extensa })).toBe('amarillo');
    expect(nivel({ origen: CAUSA.medusa, medusa_picadura: MEDUSA.carabela })).toBe('amarillo');
    expect(nivel({ origen: CAUSA.medusa, medusa_picadura: MEDUSA.local, alergia_signos: 'si' })).toBe('rojo');
  });

  it('smoke inhalation, breathing difficulty or not responding is rojo', () => {
    expect(nivel({ humo: 'si' })).toBe('rojo');
    expect(nivel({ respira_mal: 'si' })).toBe('rojo');
    expect(nivel({ no_responde: 'si' })).toBe('rojo');
  });

  it('a burn of the eye or one going all round a limb is rojo', () => {
    expect(nivel({ zona: ZONA.grave })).toBe('rojo');
  });

  it('stops as soon as a red feature is certain', () => {
    expect(rojoSeguro(quemadura, { edad_rango: '2-5 años', respira_mal: 'no', no_responde: 'no', humo: 'si' })?.urgencia).toBe('rojo');
    expect(rojoSeguro(quemadura, { edad_rango: '2-5 años', respira_mal: 'no' })).toBeNull();
  });
});

describe('quemadura: amarillo', () => {
  it('blisters on the face, hands, feet, genitals or a joint are amarillo', () => {
    const r = triaje({ aspecto: ASPECTO.ampollaPequena, zona: ZONA.especial });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toMatch(/cara, las manos/);
  });

  it('a small blister under 1 year is amarillo; any burn under 3 months is amarillo without a dose', () => {
    expect(triaje({ aspecto: ASPECTO.ampollaPequena, edad_rango: '6-12 meses', peso_kg: 8 }).titulo).toBe('Quemadura con ampolla en un bebé');
    expect(nivel({ edad_rango: '6-12 meses', peso_kg: 8 })).toBe('verde');
    const bebe = triaje({ edad_rango: '0-3 meses' });
    expect(bebe.urgencia).toBe('amarillo');
    expect(bebe.medicacion).toEqual([]);
  });

  it('an infected-looking burn or fever after a burn is amarillo (BBA: discuss any febrile child with a burn)', () => {
    expect(triaje({ infeccion: INFECCION.local }).titulo).toBe('Quemadura que parece infectada o con fiebre');
  });

  it('fever with a sunburn-like rash, vomiting, diarrhoea or collapse after a burn is rojo: toxic shock (pattern 5: mild and severe apart)', () => {
    const r = triaje({ infeccion: INFECCION.shock });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/shock tóxico/);
  });

  it('a burn nobody saw happen, or whose shape does not fit the story, is amarillo (NICE CG89; BBA)', () => {
    const r = triaje({ explicacion: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Quemadura de la que no se sabe bien cómo ocurrió');
  });

  it("the child's appearance is a sign: looking very ill, unlike other illnesses, is amarillo (NICE NG143; STCC)", () => {
    expect(triaje({ muy_enfermo: 'si' }).titulo).toBe('Lo ves muy enfermo, distinto de otras veces');
  });

  it("the parent's worry alone keeps the level and offers a paediatrician now (issue 9, pattern 1)", () => {
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
  });

  it('pale, mottled or blue after a burn is rojo, 112 first (shock)', () => {
    const r = triaje({ color_grave: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('3-6 months gets paracetamol only', () => {
    expect(triaje({ edad_rango: '3-6 meses', peso_kg: 6 }).medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('a typical path has at most 17 questions (colour, the story of the burn, the worry and, round 11, the mouth were added; round 14: the wrong-door screen)', () => {
    expect(preguntasVisibles(quemadura, respuestas()).length).toBeLessThanOrEqual(17); // round 15: + otra_consulta
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
  const base = PEQUENA[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(quemadura.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('quemadura: properties', () => {
  it('adding a red feature never lowers the level', () => {
    const conAlarma = quemadura.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(quemadura, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(quemadura, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('round 18, second pass: a blistering or deep non-sun skin burn is always rojo from 5 palms or from 1 palm on a special area, and at least amarillo bigger than the palm', () => {
    fc.assert(
      fc.property(
        respuestasArb,
        fc.constantFrom(ASPECTO.ampollaPequena, ASPECTO.ampollas, ASPECTO.profunda),
        fc.constantFrom(TAMANO.grande, TAMANO.bastante, TAMANO.muyGrande),
        (r, aspecto, tamano) => {
          const origen = r['origen'] === CAUSA.sol || r['origen'] === CAUSA.planta || r['origen'] === CAUSA.medusa ? CAUSA.calor : r['origen'];
          // Round 11: a skin burn (a mouth burn from food has no skin size or look); round 18: nor a brief shock without a mark.
          const boca = r['boca_quemada'] === BOCA.comida ? BOCA.no : r['boca_quemada'];
          const electrica = r['electrica_como'] === ELECTRICA.breve ? ELECTRICA.marca : r['electrica_como'];
          const urgencia = evaluarTriaje(quemadura, {
            ...r,
            origen: origen ?? CAUSA.calor,
            boca_quemada: boca ?? BOCA.no,
            electrica_como: electrica ?? ELECTRICA.marca,
            aspecto,
            tamano,
          }).urgencia;
          if (tamano !== TAMANO.grande || r['zona'] === ZONA.especial || aspecto === ASPECTO.profunda) expect(urgencia).toBe('rojo');
          else expect(NIVEL[urgencia]).toBeGreaterThanOrEqual(NIVEL.amarillo);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never suggests ibuprofen under 6 months nor any dose under 3 months', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES.slice(0, 2)), (r, edad) => {
        const m = evaluarTriaje(quemadura, { ...r, edad_rango: edad }).medicacion.map((x) => x.med);
        expect(m).not.toContain('ibuprofeno');
        if (edad === '0-3 meses') expect(m).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('quemadura: inside the mouth (round 11; BBA referral guidance; hot-liquid airway burns; Schmitt-Thompson mouth injury care)', () => {
  const COMIDA = { origen: CAUSA.calor, boca_quemada: BOCA.comida, boca_signos: 'no' } as const;

  it('asks about the mouth only for a heat burn, and the airway signs only for a mouth burn from food', () => {
    expect(ids()).toContain('boca_quemada');
    expect(ids({ origen: CAUSA.sol })).not.toContain('boca_quemada');
    expect(ids()).not.toContain('boca_signos');
    expect(ids(COMIDA)).toContain('boca_signos');
  });

  it('a small scald of the palate or tongue from hot food, swallowing, breathing and speaking normally, is verde with mouth care and a safety net', () => {
    const r = triaje(COMIDA);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Quemadura pequeña dentro de la boca al comer algo caliente');
    expect(r.consejos.join(' ')).toMatch(/polo/);
    expect(r.consejos.join(' ')).toMatch(/voz ronca/);
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('a mouth burn from food is not asked as a skin burn on the face (no look, size or area questions)', () => {
    for (const id of ['aspecto', 'tamano', 'zona']) expect(ids(COMIDA)).not.toContain(id);
    for (const id of ['aspecto', 'tamano', 'zona']) expect(ids()).toContain(id);
    // Stale skin answers from a changed path never count.
    expect(nivel({ ...COMIDA, aspecto: ASPECTO.ampollas, zona: ZONA.especial })).toBe('verde');
  });

  it('the nearest rojo: a mouth burn from food with drooling, refusing to swallow, a hoarse voice, stridor or breathing difficulty', () => {
    const r = triaje({ ...COMIDA, boca_signos: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Quemadura en la boca con babeo, voz ronca, ruido al respirar o sin poder tragar');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(nivel({ ...COMIDA, respira_mal: 'si' })).toBe('rojo');
  });

  it('a swallowed boiling or just-boiled drink, or breathed steam, is rojo even without signs yet, and stops early', () => {
    const r = triaje({ origen: CAUSA.calor, boca_quemada: BOCA.liquido });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Ha bebido algo hirviendo o respirado vapor: posible quemadura de la garganta');
    expect(r.consejos.join(' ')).toMatch(/horas siguientes/);
    expect(r.consejos).toContain(CONSEJO_ROJO_CAMINO);
    expect(
      rojoSeguro(quemadura, { edad_rango: '2-5 años', respira_mal: 'no', no_responde: 'no', color_grave: 'no', humo: 'no', origen: CAUSA.calor, boca_quemada: BOCA.liquido })?.urgencia,
    ).toBe('rojo');
  });

  it('a mouth burn in a baby under 3 months, or with an unclear story, is still amarillo', () => {
    expect(nivel({ ...COMIDA, edad_rango: '0-3 meses' })).toBe('amarillo');
    expect(nivel({ ...COMIDA, explicacion: 'si' })).toBe('amarillo');
  });
});

describe('quemadura: round 19, a diluted household product on the skin (Missouri Poison Center "Bleach"; poison.org first aid)', () => {
  /** Diluted bleach from the mop bucket splashed on a forearm, clothes off and rinsed: only a little pink now. */
  const DILUIDO = {
    origen: CAUSA.quimica,
    quimica_alarma: 'no',
    quimica_producto: QUIMICO.diluido,
    quimica_piel: QUIMICO_PIEL.leve,
    aspecto: ASPECTO.roja,
    tamano: TAMANO.pequena,
    zona: ZONA.otra,
  } as const;

  it('asks which product only on the chemical path, and the skin after rinsing only for a diluted product', () => {
    expect(ids(DILUIDO)).toEqual(expect.arrayContaining(['quimica_producto', 'quimica_piel']));
    for (const origen of [CAUSA.calor, CAUSA.sol, CAUSA.electrica, CAUSA.roce, CAUSA.planta, CAUSA.medusa]) {
      expect(ids({ origen })).not.toContain('quimica_producto');
      expect(ids({ origen })).not.toContain('quimica_piel');
    }
    for (const quimica_producto of [QUIMICO.fuerte, QUIMICO.noSe]) expect(ids({ ...DILUIDO, quimica_producto })).not.toContain('quimica_piel');
  });

  it('a diluted product, rinsed, leaving only a little pinkness is verde with the poison information service first and a safety net', () => {
    for (const edad_rango of ['3-6 meses', '1-2 años', '5-12 años', '12+ años']) {
      for (const zona of [ZONA.otra, ZONA.especial]) {
        for (const tamano of [TAMANO.pequena, TAMANO.grande]) {
          const r = triaje({ ...DILUIDO, edad_rango, zona, tamano });
          expect(r.urgencia, `${edad_rango} ${zona} ${tamano}`).toBe('verde');
          expect(r.titulo).toBe('Salpicadura de un producto de casa diluido, ya lavada, que solo ha dejado la piel un poco rosada');
        }
      }
    }
    const r = triaje(DILUIDO);
    expect(r.acciones_sugeridas[0]).toMatch(/Servicio de Información Toxicológica: 91 562 04 20/);
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/91 562 04 20/);
    expect(texto).toMatch(/ampollas/);
    expect(texto).toMatch(/le duele cada vez más/);
    expect(texto).toMatch(/blanca, gris/);
    expect(texto).toMatch(/un ojo/);
  });

  it('a strong or unknown product, pain or changed skin after rinsing, or the eye or mouth keep amarillo', () => {
    for (const quimica_producto of [QUIMICO.fuerte, QUIMICO.noSe]) {
      const r = triaje({ ...DILUIDO, quimica_producto, quimica_piel: undefined as never });
      expect(r.urgencia, quimica_producto).toBe('amarillo');
      expect(r.titulo).toBe('Quemadura química en la piel');
    }
    expect(triaje({ ...DILUIDO, quimica_piel: QUIMICO_PIEL.duele }).titulo).toBe('Quemadura química en la piel');
    expect(nivel({ ...DILUIDO, quimica_piel: QUIMICO_PIEL.duele })).toBe('amarillo');
    const ojo = triaje({ ...DILUIDO, quimica_piel: QUIMICO_PIEL.ojoBoca });
    expect(ojo.urgencia).toBe('amarillo');
    expect(ojo.acciones_sugeridas[0]).toMatch(/Toxicológica/);
    expect(ojo.ver_tambien).toEqual(expect.arrayContaining(['ojo_rojo', 'intoxicacion']));
    // A diluted product that still left blisters or a real burn follows the burn rules.
    expect(nivel({ ...DILUIDO, aspecto: ASPECTO.ampollaPequena })).toBe('amarillo');
    expect(nivel({ ...DILUIDO, aspecto: ASPECTO.ampollas })).toBe('amarillo');
    expect(nivel({ ...DILUIDO, aspecto: ASPECTO.profunda })).toBe('amarillo');
    expect(nivel({ ...DILUIDO, aspecto: ASPECTO.profunda, tamano: TAMANO.grande })).toBe('rojo');
  });

  it('red features still escalate: eye, 5 palms or more, hydrofluoric acid, breathing, a baby under 3 months, an unclear story, looking very ill', () => {
    expect(nivel({ ...DILUIDO, zona: ZONA.grave })).toBe('rojo');
    expect(nivel({ ...DILUIDO, tamano: TAMANO.bastante })).toBe('rojo');
    expect(nivel({ ...DILUIDO, tamano: TAMANO.muyGrande })).toBe('rojo');
    expect(nivel({ ...DILUIDO, quimica_alarma: 'si' })).toBe('rojo');
    expect(nivel({ ...DILUIDO, respira_mal: 'si' })).toBe('rojo');
    expect(nivel({ ...DILUIDO, color_grave: 'si' })).toBe('rojo');
    expect(nivel({ ...DILUIDO, infeccion: INFECCION.shock })).toBe('rojo');
    expect(nivel({ ...DILUIDO, edad_rango: '0-3 meses' })).toBe('amarillo');
    expect(nivel({ ...DILUIDO, explicacion: 'si' })).toBe('amarillo');
    expect(nivel({ ...DILUIDO, infeccion: INFECCION.local })).toBe('amarillo');
    expect(nivel({ ...DILUIDO, muy_enfermo: 'si' })).toBe('amarillo');
    // Stale answers from the chemical path never count on another path.
    expect(triaje({ quimica_producto: QUIMICO.diluido, quimica_piel: QUIMICO_PIEL.leve }).titulo).toBe('Quemadura pequeña y superficial');
    expect(nivel({ origen: CAUSA.calor, tamano: TAMANO.grande, quimica_producto: QUIMICO.diluido, quimica_piel: QUIMICO_PIEL.leve })).toBe('amarillo');
  });

  it('the chemical notes explain round 19 with its sources', () => {
    expect(quemadura.notas).toMatch(/^Ronda 19, productos de casa diluidos en la piel/m);
    expect(quemadura.fuentes.map((f) => f.url)).toEqual(expect.arrayContaining(['https://missouripoisoncenter.org/household-bleach/']));
  });
});
