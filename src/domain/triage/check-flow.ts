/**
 * Static checks of a flow: every condition parses, names a question of the
 * flow, compares numbers only with numeric questions and quoted values only
 * with one of the question's options. The catalogue tests run it on every
 * flow, so a shipped condition never fails at run time.
 */
import { comparisons, ConditionSyntaxError, parseCondition, type Condition } from '../conditions/index.ts';
import type { Flujo, Pregunta } from './types.ts';

export const VALORES_SI_NO = ['si', 'no'] as const;

function opcionesDe(pregunta: Pregunta): readonly string[] | null {
  if (pregunta.tipo === 'si_no') return VALORES_SI_NO;
  if (pregunta.tipo === 'opciones') return pregunta.opciones ?? [];
  return null;
}

export function checkCondition(source: string, flujo: Flujo, donde: string): string[] {
  let condition: Condition;
  try {
    condition = parseCondition(source);
  } catch (error) {
    if (error instanceof ConditionSyntaxError) return [`${donde}: ${error.message}`];
    throw error;
  }
  const errores: string[] = [];
  const preguntas = new Map(flujo.preguntas.map((p) => [p.id, p]));
  for (const comparacion of comparisons(condition)) {
    const pregunta = preguntas.get(comparacion.id);
    if (!pregunta) {
      errores.push(`${donde}: '${comparacion.id}' no es una pregunta del flujo ${flujo.id}`);
      continue;
    }
    const literales = comparacion.type === 'compare' ? [comparacion.value] : comparacion.values;
    const numerica = pregunta.tipo === 'numero';
    for (const literal of literales) {
      if (numerica && literal.kind !== 'number') errores.push(`${donde}: '${pregunta.id}' es numérica y se compara con un texto`);
      if (!numerica && literal.kind !== 'string') errores.push(`${donde}: '${pregunta.id}' no es numérica y se compara con un número`);
      const opciones = opcionesDe(pregunta);
      if (opciones && literal.kind === 'string' && !opciones.includes(literal.value)) {
        errores.push(`${donde}: '${literal.value}' no es una opción de '${pregunta.id}'`);
      }
    }
    if (comparacion.type === 'compare' && !numerica && !['=', '!='].includes(comparacion.op)) {
      errores.push(`${donde}: '${pregunta.id}' no es numérica y usa '${comparacion.op}'`);
    }
  }
  return errores;
}

export function checkFlow(flujo: Flujo): string[] {
  const errores: string[] = [];
  const ids = new Set<string>();
  for (const pregunta of flujo.preguntas) {
    if (ids.has(pregunta.id)) errores.push(`pregunta '${pregunta.id}' repetida`);
    ids.add(pregunta.id);
    if (pregunta.tipo === 'opciones' && !(pregunta.opciones && pregunta.opciones.length > 0)) {
      errores.push(`pregunta '${pregunta.id}' sin opciones`);
    }
    if (pregunta.tipo !== 'opciones' && pregunta.opciones) errores.push(`pregunta '${pregunta.id}' tiene opciones sin ser de tipo opciones`);
    if (pregunta.mostrar_si) errores.push(...checkCondition(pregunta.mostrar_si, flujo, `mostrar_si de '${pregunta.id}'`));
  }
  flujo.reglas.forEach((regla, i) => {
    errores.push(...checkCondition(regla.si, flujo, `regla ${i + 1} ('${regla.titulo}')`));
  });
  (flujo.avisos ?? []).forEach((aviso, i) => errores.push(...checkCondition(aviso.si, flujo, `aviso ${i + 1}`)));
  return errores;
}
