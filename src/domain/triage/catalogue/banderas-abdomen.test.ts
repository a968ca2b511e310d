/**
 * The shared diabetes question of banderas-abdomen.ts in every flow that asks
 * it (round 18): a ketotic ("acetona") breath alone in an alert child is not
 * rojo by itself and the flow's other questions decide; deep, sighing breathing,
 * or the breath with diabetes, thirst, a lot of urine, weight loss, high glucose
 * or ketones, or drowsiness, stays rojo (ISPAD 2022; NICE NG18).
 */
import { describe, expect, it } from 'vitest';
import { PREGUNTA_EDAD_ID } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, reglaAplicable, rojoSeguro } from '../engine.ts';
import { valoresCandidatos } from '../explorar-flujo.ts';
import type { Flujo, Respuestas, ValorRespuesta } from '../types.ts';
import { CONSEJO_ACETONA, CONSEJO_DIAS_ENFERMEDAD, DIABETES, PREGUNTA_DIABETES } from './banderas-abdomen.ts';
import { CRIBADO_ID } from './cribado-otras-puertas.ts';
import { FLUJOS } from './index.ts';
import { NINGUNA_URGENCIA_DE_OTRA_PUERTA } from './urgencias-otras-puertas.ts';
import { NINGUNA_CONSULTA_DE_OTRA_PUERTA } from './consultas-otras-puertas.ts';

const ID = PREGUNTA_DIABETES.id;
const CON_LA_PREGUNTA = FLUJOS.filter((f) => f.preguntas.some((p) => p.id === ID));

/** Reassuring answers first: "no", the screens' "none", then the flow's own order. */
function benignosPrimero(candidatos: ValorRespuesta[]): ValorRespuesta[] {
  const primero = (v: ValorRespuesta) => (v === 'no' || v === NINGUNA_URGENCIA_DE_OTRA_PUERTA || v === NINGUNA_CONSULTA_DE_OTRA_PUERTA ? 0 : 1);
  return [...candidatos].sort((a, b) => primero(a) - primero(b));
}

/**
 * The calmest complete path for an age with the diabetes question answered
 * `diabetes` (depth-first, reassuring answers first, never through a certain
 * rojo before the diabetes question is reached).
 */
function caminoTranquilo(flujo: Flujo, edad: string, diabetes: string): Respuestas | null {
  let mejor: Respuestas | null = null;
  let nodos = 0;
  const paso = (respuestas: Respuestas, indice: number): boolean => {
    if (++nodos > 5_000) return true;
    const pregunta = preguntasVisibles(flujo, respuestas)[indice];
    if (!pregunta) {
      if (respuestas[ID] === undefined) return false;
      const nivel = NIVEL[reglaAplicable(flujo, respuestas)!.urgencia];
      if (!mejor || nivel < NIVEL[reglaAplicable(flujo, mejor)!.urgencia]) mejor = respuestas;
      return nivel === NIVEL.verde;
    }
    const candidatos = pregunta.id === ID ? [diabetes] : benignosPrimero(valoresCandidatos(flujo, pregunta));
    for (const valor of candidatos) {
      const siguiente = { ...respuestas, [pregunta.id]: valor };
      if (pregunta.id !== ID && rojoSeguro(flujo, siguiente)) continue;
      if (paso(siguiente, indice + 1)) return true;
    }
    return false;
  };
  paso({ [PREGUNTA_EDAD_ID]: edad }, 1);
  return mejor;
}

describe('signos_diabetes: the answers (round 18)', () => {
  it('keeps four answers; the first (a new text) takes the ketotic breath alone in an alert child, outside the alarm answers', () => {
    expect(PREGUNTA_DIABETES.opciones).toEqual([DIABETES.no, DIABETES.conocidaCetonas, DIABETES.sintomas, DIABETES.cetoacidosis]);
    expect(PREGUNTA_DIABETES.alarma).not.toContain(DIABETES.no);
    expect(PREGUNTA_DIABETES.alarma).toContain(DIABETES.cetoacidosis);
    expect(DIABETES.no).toMatch(/^No \(o solo le huele el aliento a acetona, sin diabetes ni mucha sed ni mucho pis, y está despierto y como siempre;/);
    expect(DIABETES.no).toMatch(/cetonas están por debajo de 1,5\)$/);
    expect(PREGUNTA_DIABETES.texto).toMatch(/aliento a acetona/);
  });

  it('the rojo answer names deep, sighing breathing on its own and the breath only with diabetes, its symptoms, high readings or drowsiness', () => {
    expect(DIABETES.cetoacidosis).toMatch(/^Respira muy hondo y deprisa, como si suspirara;/);
    expect(DIABETES.cetoacidosis).toMatch(/aliento a fruta o a acetona y además tiene diabetes, mucha sed o mucho pis, ha adelgazado/);
    expect(DIABETES.cetoacidosis).toMatch(/azúcar o las cetonas altos/);
    expect(DIABETES.cetoacidosis).toMatch(/adormilado o confuso/);
  });

  it('the help and the sick-day advice tell what to give for a ketotic breath without diabetes, and when to go', () => {
    expect(PREGUNTA_DIABETES.ayuda).toMatch(/si no hay nada más, elige la primera opción/);
    expect(PREGUNTA_DIABETES.ayuda).toMatch(/líquidos con azúcar/);
    expect(CONSEJO_DIAS_ENFERMEDAD).toContain(CONSEJO_ACETONA);
    expect(CONSEJO_DIAS_ENFERMEDAD).toMatch(/plan de días de enfermedad/);
    expect(CONSEJO_ACETONA).toMatch(/a sorbos/);
    expect(CONSEJO_ACETONA).toMatch(/Ve a urgencias si está adormilado o confuso/);
  });
});

describe.each(CON_LA_PREGUNTA.map((f) => [f.id, f] as const))('signos_diabetes in %s (round 18)', (_id, flujo) => {
  const edades = ['2-5 años', '5-12 años', '12+ años'];

  it('is asked by the flows that share it', () => {
    expect(CON_LA_PREGUNTA.map((f) => f.id)).toEqual(expect.arrayContaining(['vomitos', 'dolor_abdominal', 'orina', 'mareo', 'lactancia_alimentacion']));
  });

  it.each(edades)('at %s, the first answer (a ketotic breath alone) leaves the level to the flow\'s other questions, never rojo by itself', (edad) => {
    const tranquilo = caminoTranquilo(flujo, edad, DIABETES.no);
    expect(tranquilo, `${flujo.id} ${edad}`).not.toBeNull();
    expect(preguntasVisibles(flujo, tranquilo!).map((p) => p.id)).toContain(ID);
    expect(evaluarTriaje(flujo, tranquilo!).urgencia).not.toBe('rojo');
  });

  it.each(edades)('at %s, deep sighing breathing or the breath with diabetes signs stays rojo with 112 first', (edad) => {
    const tranquilo = caminoTranquilo(flujo, edad, DIABETES.no)!;
    const r = evaluarTriaje(flujo, { ...tranquilo, [ID]: DIABETES.cetoacidosis });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.titulo).toMatch(/cetoacidosis/);
  });

  it('the emergency screen still comes before the diabetes question', () => {
    const ids = flujo.preguntas.map((p) => p.id);
    expect(ids.indexOf(CRIBADO_ID)).toBeLessThan(ids.indexOf(ID));
  });
});

describe('signos_diabetes: the verde result of vomitos and dolor_abdominal carries the advice on a ketotic breath', () => {
  it.each(['vomitos', 'dolor_abdominal'])('%s', (id) => {
    const flujo = FLUJOS.find((f) => f.id === id)!;
    const tranquilo = caminoTranquilo(flujo, '5-12 años', DIABETES.no)!;
    const r = evaluarTriaje(flujo, tranquilo);
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toContain(CONSEJO_ACETONA);
  });
});
