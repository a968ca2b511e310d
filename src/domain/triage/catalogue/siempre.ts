import { EDAD_OPCIONES, PREGUNTA_EDAD_ID } from '../edad.ts';

/** Quotes a list of option values for `IN [...]`. */
export function lista(valores: readonly string[]): string {
  return `[${valores.map((v) => `'${v}'`).join(', ')}]`;
}

/**
 * Always true once the age is answered (it is asked first and never hidden):
 * the condition of every flow's last, catch-all rule.
 */
export const SIEMPRE = `${PREGUNTA_EDAD_ID} IN ${lista(EDAD_OPCIONES)}`;

export const SIEMPRE_EN_CUALQUIER_CASO = 'En cualquier otro caso';

export function esCondicionSiempre(condicion: string): boolean {
  return condicion === SIEMPRE;
}
