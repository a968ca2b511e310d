/**
 * Walks every path through a flow as a parent could answer it: every option,
 * and for number questions the boundaries named in its conditions. Used by
 * the catalogue tests (no dead end, early exit, monotonicity) and the review
 * document.
 */
import { comparisons, parseConditionCached } from '../conditions/index.ts';
import { VALORES_SI_NO } from './check-flow.ts';
import { PREGUNTA_PESO_ID } from './edad.ts';
import { preguntasVisibles, recorrer, rojoSeguroEnVigentes } from './engine.ts';
import type { Flujo, Pregunta, Respuestas, ValorRespuesta } from './types.ts';
import { validarRespuesta } from '../validation/respuesta.ts';

const PESO_HABITUAL = 15;

const umbralesPorFlujo = new WeakMap<Flujo, Map<string, readonly number[]>>();

/** Numeric literals compared with a question anywhere in the flow (computed once per flow and question: the walks ask millions of times). */
export function umbrales(flujo: Flujo, preguntaId: string): readonly number[] {
  let porPregunta = umbralesPorFlujo.get(flujo);
  if (!porPregunta) umbralesPorFlujo.set(flujo, (porPregunta = new Map()));
  let valores = porPregunta.get(preguntaId);
  if (!valores) porPregunta.set(preguntaId, (valores = leerUmbrales(flujo, preguntaId)));
  return valores;
}

function leerUmbrales(flujo: Flujo, preguntaId: string): number[] {
  const condiciones = [...flujo.reglas.map((r) => r.si), ...flujo.preguntas.flatMap((p) => (p.mostrar_si ? [p.mostrar_si] : []))];
  const valores = new Set<number>();
  for (const texto of condiciones) {
    for (const c of comparisons(parseConditionCached(texto))) {
      if (c.id !== preguntaId) continue;
      const literales = c.type === 'compare' ? [c.value] : c.values;
      for (const l of literales) if (l.kind === 'number') valores.add(l.value);
    }
  }
  return [...valores].sort((a, b) => a - b);
}

/** The answers worth trying for a question: all options, or each threshold and its neighbours. */
export function valoresCandidatos(flujo: Flujo, pregunta: Pregunta): ValorRespuesta[] {
  switch (pregunta.tipo) {
    case 'opciones':
      return [...(pregunta.opciones ?? [])];
    case 'si_no':
      return [...VALORES_SI_NO];
    case 'texto':
      return ['no lo sé'];
    case 'numero': {
      const bordes = umbrales(flujo, pregunta.id);
      if (bordes.length === 0) return [pregunta.id === PREGUNTA_PESO_ID ? PESO_HABITUAL : 1];
      const candidatos = new Set<number>();
      for (const b of bordes) for (const v of [b - 0.1, b, b + 0.1]) candidatos.add(Math.round(v * 10) / 10);
      candidatos.add(Math.max(...bordes) + 5);
      return [...candidatos].filter((v) => validarRespuesta(pregunta, String(v)).valida);
    }
  }
}

export interface Hoja {
  readonly respuestas: Respuestas;
  /** True when the walk stopped because rojo was already certain. */
  readonly anticipado: boolean;
}

/**
 * Calls `visitar` for every complete path (or early rojo stop). Returns the
 * number of leaves; throws past `limite` so a flow cannot grow unreviewable.
 * `candidatos` chooses the answers tried per question (every candidate by
 * default; the catalogue checks trim the same-day screen, see
 * `candidatosDelRecorrido` in catalogue/comprobaciones-flujo.ts).
 */
export function recorrerCaminos(
  flujo: Flujo,
  visitar: (hoja: Hoja) => void,
  limite = 2_000_000,
  candidatos: (flujo: Flujo, pregunta: Pregunta, respuestas: Respuestas) => ValorRespuesta[] = valoresCandidatos,
): number {
  let hojas = 0;
  // One pass over the flow per node gives both the shown questions and the answers the early-rojo
  // check reads; the walk is the catalogue tests' hot loop.
  const paso = (respuestas: Respuestas, visibles: readonly Pregunta[], indice: number): void => {
    const pregunta = visibles[indice];
    if (!pregunta) {
      hojas++;
      if (hojas > limite) throw new Error(`${flujo.id}: más de ${limite} caminos`);
      visitar({ respuestas, anticipado: false });
      return;
    }
    for (const valor of candidatos(flujo, pregunta, respuestas)) {
      const siguiente = { ...respuestas, [pregunta.id]: valor };
      const estado = recorrer(flujo, siguiente);
      if (rojoSeguroEnVigentes(flujo, estado.vigentes)) {
        hojas++;
        visitar({ respuestas: siguiente, anticipado: true });
        continue;
      }
      paso(siguiente, estado.visibles, indice + 1);
    }
  };
  paso({}, preguntasVisibles(flujo, {}), 0);
  return hojas;
}

/**
 * Completes partial answers with the first candidate of each remaining shown question. The shown
 * list is recomputed only when an answer is added: recomputing it for every index made this
 * quadratic, and it dominated the catalogue walks' monotonicity checks.
 */
export function completar(flujo: Flujo, respuestas: Respuestas, elegir: (candidatos: ValorRespuesta[]) => ValorRespuesta): Respuestas {
  let actuales: Record<string, ValorRespuesta> = { ...respuestas };
  let visibles = preguntasVisibles(flujo, actuales);
  for (let i = 0; i < visibles.length; i++) {
    const pregunta = visibles[i];
    if (!pregunta || actuales[pregunta.id] !== undefined) continue;
    actuales = { ...actuales, [pregunta.id]: elegir(valoresCandidatos(flujo, pregunta)) };
    visibles = preguntasVisibles(flujo, actuales);
  }
  return actuales;
}
