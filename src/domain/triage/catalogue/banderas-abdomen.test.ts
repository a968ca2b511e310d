/**
 * The shared diabetes question of banderas-abdomen.ts in every flow that asks
 * it (round 18): a ketotic ("acetona") breath alone in an alert child is not
 * rojo by itself and the flow's other questions decide; deep, sighing breathing,
 * or the breath with diabetes, thirst, a lot of urine, weight loss, high glucose
 * or ketones, or drowsiness, stays rojo (ISPAD 2022; NICE NG18).
 */
import { describe, expect, it } from 'vitest';
import { evaluarTriaje, preguntasVisibles } from '../engine.ts';
import { caminoTranquilo } from './camino-tranquilo.ts';
import { CONSEJO_ACETONA, CONSEJO_DIAS_ENFERMEDAD, DIABETES, PREGUNTA_DIABETES } from './banderas-abdomen.ts';
import { CRIBADO_ID } from './cribado-otras-puertas.ts';
import { FLUJOS } from './index.ts';

const ID = PREGUNTA_DIABETES.id;
const CON_LA_PREGUNTA = FLUJOS.filter((f) => f.preguntas.some((p) => p.id === ID));

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
    const tranquilo = caminoTranquilo(flujo, edad, { [ID]: DIABETES.no });
    expect(tranquilo, `${flujo.id} ${edad}`).not.toBeNull();
    expect(preguntasVisibles(flujo, tranquilo!).map((p) => p.id)).toContain(ID);
    expect(evaluarTriaje(flujo, tranquilo!).urgencia).not.toBe('rojo');
  });

  it.each(edades)('at %s, deep sighing breathing or the breath with diabetes signs stays rojo with 112 first', (edad) => {
    const tranquilo = caminoTranquilo(flujo, edad, { [ID]: DIABETES.no })!;
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
    const tranquilo = caminoTranquilo(flujo, '5-12 años', { [ID]: DIABETES.no })!;
    const r = evaluarTriaje(flujo, tranquilo);
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toContain(CONSEJO_ACETONA);
  });
});
