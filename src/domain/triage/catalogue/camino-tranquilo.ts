/**
 * "A child with nothing else wrong" in any flow, for the tests of shared questions and screens: the calmest
 * complete path for an age, with some answers fixed.
 */
import { PREGUNTA_EDAD_ID } from '../edad.ts';
import { NIVEL, preguntasVisibles, reglaAplicable, rojoSeguro } from '../engine.ts';
import { valoresCandidatos } from '../explorar-flujo.ts';
import type { Flujo, Respuestas, ValorRespuesta } from '../types.ts';
import { NINGUNA_CONSULTA_DE_OTRA_PUERTA } from './consultas-otras-puertas.ts';
import { NINGUNA_URGENCIA_DE_OTRA_PUERTA } from './urgencias-otras-puertas.ts';

/** Reassuring answers first: "no", the screens' "none", then the flow's own order. */
export function benignosPrimero(candidatos: readonly ValorRespuesta[]): ValorRespuesta[] {
  const primero = (v: ValorRespuesta) => (v === 'no' || v === NINGUNA_URGENCIA_DE_OTRA_PUERTA || v === NINGUNA_CONSULTA_DE_OTRA_PUERTA ? 0 : 1);
  return [...candidatos].sort((a, b) => primero(a) - primero(b));
}

/** Enough for every flow to reach a verde or its lowest level; bounds a flow whose calm answers all lead to rojo. */
const MAX_NODOS = 5_000;

/**
 * The lowest-level complete path for `edad` on which every `fijas` answer is given: depth-first with the reassuring
 * answers first, stopping at the first verde. A free answer never steps into a certain rojo (a fixed one may, and
 * the path then goes on from there). Null when no such path is found.
 */
export function caminoTranquilo(flujo: Flujo, edad: string, fijas: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas | null {
  let mejor: Respuestas | null = null;
  let nivelMejor = Infinity;
  let nodos = 0;
  const paso = (respuestas: Respuestas, indice: number): boolean => {
    if (++nodos > MAX_NODOS) return true;
    const pregunta = preguntasVisibles(flujo, respuestas)[indice];
    if (!pregunta) {
      if (Object.keys(fijas).some((id) => respuestas[id] === undefined)) return false;
      const regla = reglaAplicable(flujo, respuestas);
      if (!regla) return false;
      const nivel = NIVEL[regla.urgencia];
      if (nivel < nivelMejor) [mejor, nivelMejor] = [respuestas, nivel];
      return nivel === NIVEL.verde;
    }
    const fija = fijas[pregunta.id];
    const yaRojo = rojoSeguro(flujo, respuestas) !== null;
    for (const valor of fija !== undefined ? [fija] : benignosPrimero(valoresCandidatos(flujo, pregunta))) {
      const siguiente = { ...respuestas, [pregunta.id]: valor };
      if (fija === undefined && !yaRojo && rojoSeguro(flujo, siguiente)) continue;
      if (paso(siguiente, indice + 1)) return true;
    }
    return false;
  };
  paso({ [PREGUNTA_EDAD_ID]: edad }, 1);
  return mejor;
}
