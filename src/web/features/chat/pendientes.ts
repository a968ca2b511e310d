/**
 * Messages the page has not yet seen stored: shown at once, kept through a
 * lost connection (and a reload, in sessionStorage) and retried with the
 * same client id, so the server stores each one once.
 */
import { esTipoPermitido } from '../../../domain/archivos/validacion.ts';
import type { AdjuntoSubido, Mensaje } from '../../../shared/chat.ts';

export interface Pendiente {
  readonly clientId: string;
  readonly content: string;
  readonly creadoEn: string;
  /** 'enviando' while a request is out; 'pendiente' once it failed for want of a connection. */
  readonly estado: 'enviando' | 'pendiente';
  /** The file uploaded for this message, already on the server: only its id travels with the send. */
  readonly adjunto?: AdjuntoSubido;
}

/** A pending message whose client id already came back stored is not shown a second time. */
export function sinEntregados(pendientes: readonly Pendiente[], mensajes: readonly Mensaje[]): Pendiente[] {
  const guardados = new Set(mensajes.map((m) => m.client_id));
  return pendientes.filter((p) => !guardados.has(p.clientId));
}

/** A failure that a later retry can fix: no connection, or the server not answering properly. */
export function esFalloDeConexion(error: unknown, enLinea: boolean): boolean {
  if (!enLinea || error instanceof TypeError) return true;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 500;
}

const clave = (consultaId: string) => `chat-pendientes:${consultaId}`;

function esAdjunto(valor: unknown): valor is AdjuntoSubido {
  const a = valor as Partial<AdjuntoSubido> | null;
  return (
    typeof a?.id === 'string' &&
    typeof a.nombre === 'string' &&
    typeof a.tipo === 'string' &&
    esTipoPermitido(a.tipo) &&
    typeof a.tamano === 'number' &&
    typeof a.url === 'string'
  );
}

/** A stored entry is trusted only whole: a message whose attachment cannot be read is not sent without it. */
function esPendiente(valor: unknown): valor is Pendiente {
  const p = valor as Partial<Pendiente> | null;
  return (
    typeof p?.clientId === 'string' &&
    typeof p.content === 'string' &&
    typeof p.creadoEn === 'string' &&
    (p.adjunto === undefined || esAdjunto(p.adjunto))
  );
}

export function leerPendientes(almacen: Pick<Storage, 'getItem'>, consultaId: string): Pendiente[] {
  try {
    const valor: unknown = JSON.parse(almacen.getItem(clave(consultaId)) ?? '[]');
    // After a reload nothing is on its way any more: everything waits for the next attempt.
    return Array.isArray(valor) ? valor.filter(esPendiente).map((p) => ({ ...p, estado: 'pendiente' as const })) : [];
  } catch {
    return [];
  }
}

export function guardarPendientes(almacen: Pick<Storage, 'setItem' | 'removeItem'>, consultaId: string, pendientes: readonly Pendiente[]): void {
  try {
    if (pendientes.length === 0) almacen.removeItem(clave(consultaId));
    else almacen.setItem(clave(consultaId), JSON.stringify(pendientes));
  } catch {
    // A full or blocked storage only loses the reload bonus; the drafts stay in memory.
  }
}
