/**
 * The shared infection question for babies under 3 months (banderas-lactante.ts, round 18) in the flows that ask
 * it: feeding less or fewer wet nappies on its own, with no vomiting, not sleepier, no fever and no urine signs, in a
 * baby whose crying or feeding has changed, is amarillo today (NICE NG143 amber); vomiting feeds with poor feeding,
 * a sleepier or floppier baby, cloudy or strong-smelling urine (NICE NG224: immediate referral under 3 months) and
 * fever of 38 °C or more (NICE NG143 red) stay rojo.
 */
import { describe, expect, it } from 'vitest';
import { evaluarTriaje } from '../engine.ts';
import type { Flujo, Respuestas, ValorRespuesta } from '../types.ts';
import { caminoTranquilo } from './camino-tranquilo.ts';
import { PREGUNTA_SIGNOS_INFECCION_LACTANTE, reglaSignosInfeccionLactante, TOMAS } from './banderas-lactante.ts';
import { lactancia_alimentacion } from './lactancia_alimentacion.ts';
import { llanto_inconsolable, PATRON } from './llanto_inconsolable.ts';

const ID = PREGUNTA_SIGNOS_INFECCION_LACTANTE.id;

/** The calmest complete path of a 0-3 month baby with some answers fixed. */
function camino(flujo: Flujo, fijas: Readonly<Record<string, ValorRespuesta>>): Respuestas {
  const respuestas = caminoTranquilo(flujo, '0-3 meses', fijas);
  if (!respuestas) throw new Error(`${flujo.id}: sin camino`);
  return respuestas;
}

describe('signos_infeccion_lactante: the question (round 18)', () => {
  it('lists the red signs first, as three separate items, with the same id and yes/no answers', () => {
    expect(PREGUNTA_SIGNOS_INFECCION_LACTANTE.tipo).toBe('si_no');
    expect(PREGUNTA_SIGNOS_INFECCION_LACTANTE.alarma).toEqual(['si']);
    expect(PREGUNTA_SIGNOS_INFECCION_LACTANTE.texto).toMatch(/^¿Le pasa alguna de estas cosas: vomita las tomas y además come peor de lo normal; está más dormido o más flojo/);
    expect(PREGUNTA_SIGNOS_INFECCION_LACTANTE.texto).toMatch(/o su pipí huele muy fuerte o se ve turbio\?$/);
  });

  it('tells the parent that feeding a bit less or fewer wet nappies alone is a No, seen today, not an emergency', () => {
    expect(PREGUNTA_SIGNOS_INFECCION_LACTANTE.ayuda).toMatch(/Si solo come algo menos o moja menos pañales, sin vómitos, sin estar más dormido ni más flojo y con el pipí de siempre, responde No/);
    expect(PREGUNTA_SIGNOS_INFECCION_LACTANTE.ayuda).toMatch(/no una urgencia/);
  });

  it('the rojo result names the signs and sends to urgencias with the urine and fever flows', () => {
    const regla = reglaSignosInfeccionLactante();
    expect(regla.urgencia).toBe('rojo');
    expect(regla.titulo).toBe('Bebé de menos de 3 meses que vomita las tomas y come peor, está más dormido o más flojo, o tiene el pipí turbio');
    expect(regla.ver_tambien).toEqual(['orina', 'fiebre']);
  });
});

describe('llanto_inconsolable, 0-3 months: a changed pattern with feeding less is amarillo, the red signs rojo (round 18)', () => {
  const base = { patron: PATRON.nuevo, fiebre: 'no', [ID]: 'no' } as const;

  it('not well between bouts (feeding less, fewer wet nappies) without the red signs: amarillo', () => {
    const r = evaluarTriaje(llanto_inconsolable, camino(llanto_inconsolable, { ...base, bien_entre_llantos: 'no' }));
    expect(r.urgencia).toBe('amarillo');
  });

  it('the same baby with vomiting feeds, sleepier or floppier, or cloudy urine: rojo; with fever: rojo', () => {
    expect(evaluarTriaje(llanto_inconsolable, camino(llanto_inconsolable, { ...base, bien_entre_llantos: 'no', [ID]: 'si' })).urgencia).toBe('rojo');
    expect(evaluarTriaje(llanto_inconsolable, camino(llanto_inconsolable, { ...base, bien_entre_llantos: 'no', fiebre: 'si' })).urgencia).toBe('rojo');
  });
});

describe('lactancia_alimentacion, 0-3 months: feeding less or no wet nappies is amarillo, the red signs rojo (round 18)', () => {
  const base = { fiebre: 'no', [ID]: 'no', tomas: TOMAS.normal, panales_12h: 4 } as const;

  it('eating less than half, or no wet nappy in 12 hours, without the red signs: amarillo', () => {
    expect(evaluarTriaje(lactancia_alimentacion, camino(lactancia_alimentacion, { ...base, tomas: TOMAS.menosMitad })).urgencia).toBe('amarillo');
    expect(evaluarTriaje(lactancia_alimentacion, camino(lactancia_alimentacion, { ...base, panales_12h: 0 })).urgencia).toBe('amarillo');
  });

  it('the same baby with the red signs or fever: rojo', () => {
    expect(evaluarTriaje(lactancia_alimentacion, camino(lactancia_alimentacion, { ...base, tomas: TOMAS.menosMitad, [ID]: 'si' })).urgencia).toBe('rojo');
    expect(evaluarTriaje(lactancia_alimentacion, camino(lactancia_alimentacion, { ...base, panales_12h: 0, [ID]: 'si' })).urgencia).toBe('rojo');
    expect(evaluarTriaje(lactancia_alimentacion, camino(lactancia_alimentacion, { ...base, tomas: TOMAS.menosMitad, fiebre: 'si' })).urgencia).toBe('rojo');
  });
});
