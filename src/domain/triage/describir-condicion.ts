/**
 * A rule condition in plain Spanish for the clinical review document:
 * "«¿Qué edad tiene?» es 0-3 meses y «temperatura…» es 38 o más".
 */
import type { Condition, Literal } from '../conditions/index.ts';
import { parseCondition } from '../conditions/index.ts';
import type { Flujo } from './types.ts';

function valor(literal: Literal, siNo: boolean): string {
  if (literal.kind === 'number') return String(literal.value).replace('.', ',');
  if (siNo) return literal.value === 'si' ? 'Sí' : 'No';
  return `«${literal.value}»`;
}

export function describirCondicion(texto: string, flujo: Flujo): string {
  const preguntas = new Map(flujo.preguntas.map((p) => [p.id, p]));
  const nombre = (id: string) => `«${preguntas.get(id)?.texto ?? id}»`;
  const esSiNo = (id: string) => preguntas.get(id)?.tipo === 'si_no';

  const describir = (c: Condition, padre: Condition['type'] | null): string => {
    switch (c.type) {
      case 'compare': {
        const v = valor(c.value, esSiNo(c.id));
        const verbo = { '=': `es ${v}`, '!=': `no es ${v}`, '<': `es menor que ${v}`, '<=': `es ${v} o menos`, '>': `es mayor que ${v}`, '>=': `es ${v} o más` }[c.op];
        return `${nombre(c.id)} ${verbo}`;
      }
      case 'in': {
        const lista = c.values.map((l) => valor(l, esSiNo(c.id))).join(', ');
        return `${nombre(c.id)} ${c.negated ? 'no es ninguna de' : 'es una de'}: ${lista}`;
      }
      case 'not':
        return `no se cumple que (${describir(c.operand, 'not')})`;
      case 'and':
      case 'or': {
        const texto = `${describir(c.left, c.type)} ${c.type === 'and' ? 'y' : 'o'} ${describir(c.right, c.type)}`;
        return padre !== null && padre !== c.type ? `(${texto})` : texto;
      }
    }
  };
  return describir(parseCondition(texto), null);
}
