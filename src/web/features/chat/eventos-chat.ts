/**
 * Hands the tab's realtime events to the open chat. The socket belongs to
 * the signed-in session (useTiempoReal); the chat only listens while mounted.
 */
import type { EventoTiempoReal } from '../../../shared/consultas.ts';

type Oyente = (evento: EventoTiempoReal) => void;
const oyentes = new Set<Oyente>();

export function emitirEventoChat(evento: EventoTiempoReal): void {
  for (const oyente of oyentes) oyente(evento);
}

/** Returns the unsubscribe function. */
export function escucharEventosChat(oyente: Oyente): () => void {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}
