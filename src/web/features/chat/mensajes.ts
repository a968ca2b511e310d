/**
 * The chat's list of messages as the page holds it: numbered by the server
 * (seq), each shown once whatever order or how many times it arrives.
 */
import type { Mensaje } from '../../../shared/chat.ts';

/**
 * Adds what arrived to what the page holds, in seq order, one per seq. A
 * message that arrives again replaces the held copy: it carries the newer
 * read marks.
 */
export function fusionarMensajes(actuales: readonly Mensaje[], llegados: readonly Mensaje[]): Mensaje[] {
  if (llegados.length === 0) return actuales as Mensaje[];
  const porSeq = new Map<number, Mensaje>();
  for (const m of actuales) porSeq.set(m.seq, m);
  for (const m of llegados) porSeq.set(m.seq, m);
  return [...porSeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The number to ask after on a (re)connection: the highest seq held, 0 when none. */
export function ultimoSeq(mensajes: readonly Mensaje[]): number {
  return mensajes.reduce((max, m) => Math.max(max, m.seq), 0);
}

/** The highest seq of the other party's messages still unread, or null when there is nothing to mark. */
export function hastaSinLeer(mensajes: readonly Mensaje[], yoId: string): number | null {
  let hasta: number | null = null;
  for (const m of mensajes) if (m.sender_id !== yoId && !m.is_read) hasta = Math.max(hasta ?? 0, m.seq);
  return hasta;
}

const HORA = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DIA = new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** HH:mm in the reader's time zone (SPEC §2). */
export function horaMensaje(iso: string): string {
  const partes = Object.fromEntries(HORA.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${partes.hour}:${partes.minute}`;
}

/** The calendar day of a moment in the reader's time zone, as a key. */
function claveDia(fecha: Date): string {
  return `${fecha.getFullYear()}-${fecha.getMonth()}-${fecha.getDate()}`;
}

/** 'Hoy', 'Ayer' or 'lunes, 3 de marzo de 2026' for the day separator. */
export function etiquetaDia(iso: string, hoy: Date): string {
  const fecha = new Date(iso);
  const ayer = new Date(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - 1);
  if (claveDia(fecha) === claveDia(hoy)) return 'Hoy';
  if (claveDia(fecha) === claveDia(ayer)) return 'Ayer';
  return DIA.format(fecha);
}

export type FilaChat<T extends { readonly created_at: string }> = { readonly tipo: 'dia'; readonly clave: string; readonly etiqueta: string } | { readonly tipo: 'mensaje'; readonly mensaje: T };

/** The messages with a day separator before the first message of each day. */
export function conSeparadores<T extends { readonly created_at: string }>(mensajes: readonly T[], hoy: Date): FilaChat<T>[] {
  const filas: FilaChat<T>[] = [];
  let diaAnterior: string | null = null;
  for (const mensaje of mensajes) {
    const dia = claveDia(new Date(mensaje.created_at));
    if (dia !== diaAnterior) filas.push({ tipo: 'dia', clave: dia, etiqueta: etiquetaDia(mensaje.created_at, hoy) });
    diaAnterior = dia;
    filas.push({ tipo: 'mensaje', mensaje });
  }
  return filas;
}
