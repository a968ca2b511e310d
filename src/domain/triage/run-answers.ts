/**
 * Runs a whole answer set through the questionnaire as the screen would:
 * every shown question answered and valid, stopping early on a certain rojo.
 * Used by the CLI, the benchmarks and the catalogue tests.
 */
import { avanzar, preguntasVisibles } from './engine.ts';
import type { Flujo, Respuestas, ResultadoTriaje, ValorRespuesta } from './types.ts';
import { validarRespuesta } from '../validation/respuesta.ts';

export type Recorrido =
  | { readonly ok: true; readonly resultado: ResultadoTriaje; readonly anticipado: boolean; readonly preguntadas: readonly string[] }
  | { readonly ok: false; readonly error: string };

export function recorrerRespuestas(flujo: Flujo, entrada: Readonly<Record<string, unknown>>): Recorrido {
  const conocidas = new Set(flujo.preguntas.map((p) => p.id));
  const desconocida = Object.keys(entrada).find((id) => !conocidas.has(id));
  if (desconocida) return { ok: false, error: `'${desconocida}' no es una pregunta del flujo ${flujo.id}` };

  const respuestas: Record<string, ValorRespuesta> = {};
  const preguntadas: string[] = [];
  for (let indice = 0; ; indice++) {
    const pregunta = preguntasVisibles(flujo, respuestas)[indice];
    if (!pregunta) return { ok: false, error: `El flujo ${flujo.id} no dio resultado` };
    const bruto = entrada[pregunta.id];
    if (bruto === undefined || bruto === null) {
      return { ok: false, error: `Falta la respuesta a '${pregunta.id}' (${pregunta.texto})` };
    }
    const validacion = validarRespuesta(pregunta, String(bruto));
    if (!validacion.valida) {
      const opciones = pregunta.tipo === 'si_no' ? ['si', 'no'] : pregunta.opciones;
      const detalle = validacion.mensaje ?? `valores posibles: ${(opciones ?? []).join(', ')}`;
      return { ok: false, error: `Respuesta no válida a '${pregunta.id}': ${detalle}` };
    }
    respuestas[pregunta.id] = validacion.valor;
    preguntadas.push(pregunta.id);
    const paso = avanzar(flujo, respuestas as Respuestas, indice);
    if (paso.tipo === 'resultado') return { ok: true, resultado: paso.resultado, anticipado: paso.anticipado, preguntadas };
  }
}
