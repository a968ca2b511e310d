/**
 * The mark an own message carries (issue 11 point 3): a message on its way
 * shows 'Enviando…' or 'Pendiente de enviar'; a stored one 'Enviado', then
 * 'Entregado' once the other participant's device fetched it, then 'Leído'.
 */
import type { Mensaje } from '../../../shared/chat.ts';

export type MarcaPendiente = 'enviando' | 'pendiente';
export type MarcaGuardado = 'enviado' | 'entregado' | 'leido';
export type Marca = MarcaPendiente | MarcaGuardado;

/** Only the sender's own messages carry a mark (null for the other party's). Read implies delivered, whatever arrived first. */
export function marcaDe(mensaje: Pick<Mensaje, 'sender_id' | 'is_read' | 'entregado_at'>, yoId: string): MarcaGuardado | null {
  if (mensaje.sender_id !== yoId) return null;
  if (mensaje.is_read) return 'leido';
  return mensaje.entregado_at ? 'entregado' : 'enviado';
}
