/**
 * The tab's one WebSocket to /api/realtime. The socket is only a hint: the
 * server pushes ids, the page refetches what it may see. Lost connections are
 * retried with exponential backoff (1 s, 2 s, 4 s… at most 30 s); every
 * (re)connection is announced by the server with `conectado`, on which the
 * page refetches whatever it may have missed while offline.
 */
import type { EventoTiempoReal } from '../../shared/consultas.ts';

export const RETRASO_INICIAL_MS = 1_000;
export const RETRASO_MAXIMO_MS = 30_000;

/** Wait before reconnection attempt `intento` (0-based). */
export function retrasoReconexion(intento: number, inicialMs = RETRASO_INICIAL_MS, maximoMs = RETRASO_MAXIMO_MS): number {
  return Math.min(maximoMs, inicialMs * 2 ** Math.min(intento, 30));
}

/** Accepts only the messages the contract names; anything else is ignored, never thrown on. */
export function leerEvento(datos: unknown): EventoTiempoReal | null {
  if (typeof datos !== 'string') return null;
  let valor: unknown;
  try {
    valor = JSON.parse(datos);
  } catch {
    return null;
  }
  if (typeof valor !== 'object' || valor === null) return null;
  const { tipo, id, consultaId, seq } = valor as { tipo?: unknown; id?: unknown; consultaId?: unknown; seq?: unknown };
  if (tipo === 'conectado') return { tipo: 'conectado' };
  if (tipo === 'consulta' && typeof id === 'string' && id.length > 0) return { tipo: 'consulta', id };
  if (typeof consultaId !== 'string' || consultaId.length === 0) return null;
  if (tipo === 'mensaje' && typeof seq === 'number' && Number.isInteger(seq) && seq > 0) return { tipo: 'mensaje', consultaId, seq };
  if (tipo === 'leidos') return { tipo: 'leidos', consultaId };
  return null;
}

export function urlTiempoReal(ubicacion: Pick<Location, 'protocol' | 'host'>): string {
  return `${ubicacion.protocol === 'https:' ? 'wss' : 'ws'}://${ubicacion.host}/api/realtime`;
}

export interface OpcionesTiempoReal {
  readonly url: string;
  readonly onEvento: (evento: EventoTiempoReal) => void;
  readonly retrasoInicialMs?: number;
  readonly retrasoMaximoMs?: number;
}

export interface ConexionTiempoReal {
  /** Closes for good: no reconnection after this (sign-out, unmount). */
  cerrar(): void;
}

export function conectarTiempoReal({ url, onEvento, retrasoInicialMs, retrasoMaximoMs }: OpcionesTiempoReal): ConexionTiempoReal {
  let socket: WebSocket | null = null;
  let intento = 0;
  let temporizador: ReturnType<typeof setTimeout> | null = null;
  let cerrada = false;

  const programarReconexion = () => {
    if (cerrada || temporizador !== null) return;
    temporizador = setTimeout(() => {
      temporizador = null;
      abrir();
    }, retrasoReconexion(intento++, retrasoInicialMs, retrasoMaximoMs));
  };

  function abrir() {
    if (cerrada) return;
    const actual = new WebSocket(url);
    socket = actual;
    actual.onmessage = (mensaje) => {
      const evento = leerEvento(mensaje.data);
      if (!evento) return;
      // A server that speaks to us is reachable again: the next loss starts the backoff afresh.
      if (evento.tipo === 'conectado') intento = 0;
      onEvento(evento);
    };
    // 'error' is always followed by 'close'; reconnecting once, from 'close', is enough.
    actual.onclose = () => {
      if (socket === actual) socket = null;
      programarReconexion();
    };
  }

  abrir();
  return {
    cerrar() {
      cerrada = true;
      if (temporizador !== null) clearTimeout(temporizador);
      temporizador = null;
      const actual = socket;
      socket = null;
      if (actual) {
        actual.onclose = null;
        actual.onmessage = null;
        // Closing while still connecting makes Chromium print a console error; wait for the open instead.
        if (actual.readyState === WebSocket.CONNECTING) actual.onopen = () => actual.close(1000);
        else actual.close(1000);
      }
    },
  };
}
