/**
 * What a paid consultation keeps of the triage that started it: every question
 * asked with its answer in readable Spanish, so the paediatrician reads the
 * story before accepting, and it stays readable when the catalogue changes.
 */
import type { Flujo, ResultadoTriaje, ValorRespuesta } from '../triage/types.ts';

export interface PreguntaRespondida {
  readonly pregunta: string;
  readonly respuesta: string;
}

export function respuestaLegible(tipo: Flujo['preguntas'][number]['tipo'], valor: ValorRespuesta): string {
  if (tipo === 'si_no') return valor === 'si' ? 'Sí' : 'No';
  if (typeof valor === 'number') return new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(valor);
  return valor;
}

export function preguntasRespondidas(flujo: Flujo, respuestas: Readonly<Record<string, ValorRespuesta>>, preguntadas: readonly string[]): PreguntaRespondida[] {
  const porId = new Map(flujo.preguntas.map((p) => [p.id, p]));
  return preguntadas.flatMap((id) => {
    const pregunta = porId.get(id);
    const valor = respuestas[id];
    return pregunta && valor !== undefined ? [{ pregunta: pregunta.texto, respuesta: respuestaLegible(pregunta.tipo, valor) }] : [];
  });
}

export interface ResumenTriaje {
  readonly flujo_tipo: string;
  readonly flujo_nombre: string;
  readonly urgencia: ResultadoTriaje['urgencia'];
  readonly titulo: string;
  readonly respuestas: readonly PreguntaRespondida[];
  readonly consejos: readonly string[];
  readonly edad_meses: number | null;
  readonly peso_kg: number | null;
}
