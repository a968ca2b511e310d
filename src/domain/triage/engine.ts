/**
 * Rule matching and question progression (SPEC §4, DECISIONS beyond-1).
 * Pure: the browser, the server and the CLI run the same code.
 */
import { evaluate, parseConditionCached, type Truth } from '../conditions/index.ts';
import { FORMULARIO } from './formulario.ts';
import { edadMinimaEnMeses, PREGUNTA_EDAD_ID } from './edad.ts';
import type { Flujo, MedicacionSugerida, Pregunta, Regla, Respuestas, ResultadoTriaje, Urgencia } from './types.ts';

export const NIVEL: Readonly<Record<Urgencia, number>> = { rojo: 3, amarillo: 2, verde: 1 };

export type AlFallarCondicion = (error: unknown, condicion: string) => void;

/** SPEC §4: a condition that fails to evaluate is logged and counts as false. */
const registrarFallo: AlFallarCondicion = (error, condicion) => {
  console.error('Condición de triaje no evaluable', { condicion, error: String(error) });
};

export function evaluarCondicion(
  condicion: string,
  respuestas: Respuestas,
  alFallar: AlFallarCondicion = registrarFallo,
): Truth {
  try {
    return evaluate(parseConditionCached(condicion), respuestas);
  } catch (error) {
    alFallar(error, condicion);
    return false;
  }
}

const ordenadas = new WeakMap<Flujo, readonly Regla[]>();

/** Rules from rojo down, keeping the written order within a level. */
export function reglasOrdenadas(flujo: Flujo): readonly Regla[] {
  let reglas = ordenadas.get(flujo);
  if (!reglas) {
    reglas = [...flujo.reglas].sort((a, b) => NIVEL[b.urgencia] - NIVEL[a.urgencia]);
    ordenadas.set(flujo, reglas);
  }
  return reglas;
}

export interface Recorrido {
  readonly visibles: Pregunta[];
  /** Answers of visible questions only: a hidden question's stale answer never counts. */
  readonly vigentes: Record<string, string | number>;
}

/** The questions shown for these answers, and the answers that count (one pass over the flow). */
export function recorrer(flujo: Flujo, respuestas: Respuestas): Recorrido {
  const visibles: Pregunta[] = [];
  const vigentes: Record<string, string | number> = {};
  for (const pregunta of flujo.preguntas) {
    if (pregunta.mostrar_si && evaluarCondicion(pregunta.mostrar_si, vigentes) === false) continue;
    visibles.push(pregunta);
    const valor = respuestas[pregunta.id];
    if (valor !== undefined) vigentes[pregunta.id] = valor;
  }
  return { visibles, vigentes };
}

export function preguntasVisibles(flujo: Flujo, respuestas: Respuestas): Pregunta[] {
  return recorrer(flujo, respuestas).visibles;
}

export function respuestasVigentes(flujo: Flujo, respuestas: Respuestas): Respuestas {
  return recorrer(flujo, respuestas).vigentes;
}

/**
 * SPEC §4: first true rule from rojo down; if none, the verde rule, else the
 * first rule, else none.
 */
export function reglaAplicable(flujo: Flujo, respuestas: Respuestas): Regla | null {
  const vigentes = respuestasVigentes(flujo, respuestas);
  const reglas = reglasOrdenadas(flujo);
  const cierta = reglas.find((regla) => evaluarCondicion(regla.si, vigentes) === true);
  return cierta ?? flujo.reglas.find((r) => r.urgencia === 'verde') ?? flujo.reglas[0] ?? null;
}

/** A rojo rule that is already true whatever the unanswered questions say. */
export function rojoSeguro(flujo: Flujo, respuestas: Respuestas): Regla | null {
  return rojoSeguroEnVigentes(flujo, respuestasVigentes(flujo, respuestas));
}

/** `rojoSeguro` for answers already reduced to the ones that count (see `recorrer`). */
export function rojoSeguroEnVigentes(flujo: Flujo, vigentes: Respuestas): Regla | null {
  return (
    reglasOrdenadas(flujo).find((regla) => regla.urgencia === 'rojo' && evaluarCondicion(regla.si, vigentes) === true) ??
    null
  );
}

export interface MedicacionFiltrada {
  readonly permitidas: readonly MedicacionSugerida[];
  readonly retiradas: readonly string[];
}

/**
 * Medicines only in amarillo/verde results and only from the minimum age
 * (no ibuprofen under 6 months, no cetirizine under 2 years).
 */
export function filtrarMedicacion(regla: Regla, respuestas: Respuestas): MedicacionFiltrada {
  if (regla.urgencia === 'rojo') return { permitidas: [], retiradas: [] };
  const edadMinima = edadMinimaEnMeses(respuestas[PREGUNTA_EDAD_ID]);
  const permitidas: MedicacionSugerida[] = [];
  const retiradas: string[] = [];
  for (const item of regla.medicacion ?? []) {
    const medicamento = FORMULARIO[item.med];
    if (edadMinima === null || edadMinima >= medicamento.edadMinimaMeses) permitidas.push(item);
    else retiradas.push(medicamento.motivoEdad);
  }
  return { permitidas, retiradas };
}

/** The flow's conditional advice that holds for these answers; a rojo result keeps only its own urgent advice. */
function avisosAplicables(flujo: Flujo, regla: Regla, respuestas: Respuestas): string[] {
  if (regla.urgencia === 'rojo') return [];
  return (flujo.avisos ?? []).filter((aviso) => evaluarCondicion(aviso.si, respuestas) === true).map((aviso) => aviso.consejo);
}

/** `respuestas` are the answers of visible questions only (respuestasVigentes). */
export function resultadoDeRegla(flujo: Flujo, regla: Regla, respuestas: Respuestas): ResultadoTriaje {
  const { permitidas, retiradas } = filtrarMedicacion(regla, respuestas);
  return {
    urgencia: regla.urgencia,
    titulo: regla.titulo,
    acciones_sugeridas: [...regla.acciones_sugeridas],
    consejos: [...regla.consejos, ...retiradas, ...avisosAplicables(flujo, regla, respuestas)],
    medicacion: permitidas,
    ver_tambien: [...(regla.ver_tambien ?? [])],
  };
}

export class SinResultadoError extends Error {
  override readonly name = 'SinResultadoError';
}

/** Full evaluation of a complete set of answers. */
export function evaluarTriaje(flujo: Flujo, respuestas: Respuestas): ResultadoTriaje {
  const regla = reglaAplicable(flujo, respuestas);
  if (!regla) throw new SinResultadoError(`El flujo ${flujo.id} no tiene reglas`);
  return resultadoDeRegla(flujo, regla, respuestasVigentes(flujo, respuestas));
}

export type Paso =
  | { readonly tipo: 'pregunta'; readonly indice: number }
  | { readonly tipo: 'resultado'; readonly resultado: ResultadoTriaje; readonly anticipado: boolean };

/**
 * What follows once the question at `indice` (among the visible ones) has
 * been answered: the next question, or the result — early when rojo is
 * already certain, otherwise after the last question.
 */
export function avanzar(flujo: Flujo, respuestas: Respuestas, indice: number): Paso {
  const rojo = rojoSeguro(flujo, respuestas);
  if (rojo) return { tipo: 'resultado', resultado: resultadoDeRegla(flujo, rojo, respuestasVigentes(flujo, respuestas)), anticipado: true };
  const visibles = preguntasVisibles(flujo, respuestas);
  if (indice + 1 < visibles.length) return { tipo: 'pregunta', indice: indice + 1 };
  return { tipo: 'resultado', resultado: evaluarTriaje(flujo, respuestas), anticipado: false };
}
