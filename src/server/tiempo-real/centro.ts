/**
 * The live channel's switchboard (tech-notes §4): every app process LISTENs
 * on the consultations channel and pushes each announced id to those of its
 * own sockets whose user may know about it — decided again for every event,
 * against the session as it is now and the consultation as it is now.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { puedeLeerMensajes } from '../../domain/chat/participacion.ts';
import { debeRecibirAviso, type Actor, type ConsultaAcceso } from '../../domain/consultas/estado.ts';
import { CANAL_CHAT, leerAvisoChat, type AvisoChat } from '../chat/avisos-chat.ts';
import type { EventoTiempoReal } from '../../shared/consultas.ts';
import type { Database, Db } from '../db/database.ts';
import { consultasChat, profiles, session } from '../db/schema.ts';
import { CANAL_CONSULTAS, leerAviso, type AvisoConsulta } from '../consultas/avisos.ts';

export interface Conexion {
  readonly socket: WebSocket;
  readonly sesionId: string;
  /**
   * Who signed in when the socket opened. It only narrows the candidates for
   * an event; each candidate is then re-checked against its session as it is now.
   */
  readonly actor: Actor;
}

/** Close code for a socket whose session ended (signed out, expired, account deleted). */
export const CIERRE_SIN_SESION = 4401;

export interface CentroTiempoReal {
  registrar(conexion: Conexion): void;
  quitar(conexion: Conexion): void;
  readonly conectados: number;
  cerrar(): Promise<void>;
}

function enviar(socket: WebSocket, evento: EventoTiempoReal): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(evento));
}

async function actoresVigentes(db: Db, sesionIds: readonly string[], ahora: Date): Promise<Map<string, Actor>> {
  const filas = await db
    .select({ sesionId: session.id, userId: session.userId, rol: profiles.role })
    .from(session)
    .leftJoin(profiles, eq(profiles.userId, session.userId))
    .where(and(inArray(session.id, [...sesionIds]), gt(session.expiresAt, ahora)));
  return new Map(filas.map((f) => [f.sesionId, { id: f.userId, rol: f.rol ?? 'user' }]));
}

export async function crearCentroTiempoReal(database: Database, registrarFallo: (err: unknown) => void): Promise<CentroTiempoReal> {
  const conexiones = new Set<Conexion>();

  /** Pushes `evento` to every socket whose live session's user `decide` admits, for the consultation as it is now. */
  const repartir = async (consultaId: string, decide: (actor: Actor, consulta: ConsultaAcceso) => boolean, evento: EventoTiempoReal): Promise<void> => {
    if (conexiones.size === 0) return;
    const [consulta] = await database.db
      .select({ status: consultasChat.status, userId: consultasChat.userId, pediatraId: consultasChat.pediatraId })
      .from(consultasChat)
      .where(eq(consultasChat.id, consultaId));
    if (!consulta) return;
    // Only sockets that could be told are re-checked: an event costs a query over a handful of sessions, not all.
    const destinatarios = [...conexiones].filter((c) => decide(c.actor, consulta));
    if (destinatarios.length === 0) return;
    const actores = await actoresVigentes(database.db, [...new Set(destinatarios.map((c) => c.sesionId))], new Date());
    for (const conexion of destinatarios) {
      const actor = actores.get(conexion.sesionId);
      if (!actor) {
        conexion.socket.close(CIERRE_SIN_SESION, 'sesion terminada');
        continue;
      }
      if (decide(actor, consulta)) enviar(conexion.socket, evento);
    }
  };
  const repartirConsulta = (aviso: AvisoConsulta) =>
    repartir(aviso.id, (actor, consulta) => debeRecibirAviso(actor, consulta, aviso.antes), { tipo: 'consulta', id: aviso.id });
  const repartirChat = (aviso: AvisoChat) => repartir(aviso.consultaId, puedeLeerMensajes, aviso);
  // Events sent while a listener was down are gone: every client refetches.
  const resincronizar = () => {
    for (const conexion of conexiones) enviar(conexion.socket, { tipo: 'conectado' });
  };

  const dejarConsultas = await database.escuchar(CANAL_CONSULTAS, {
    aviso(payload) {
      const aviso = leerAviso(payload);
      if (aviso) repartirConsulta(aviso).catch(registrarFallo);
    },
    reconectado: resincronizar,
  });
  const dejarChat = await database.escuchar(CANAL_CHAT, {
    aviso(payload) {
      const aviso = leerAvisoChat(payload);
      if (aviso) repartirChat(aviso).catch(registrarFallo);
    },
    reconectado: resincronizar,
  });

  return {
    registrar(conexion) {
      conexiones.add(conexion);
      enviar(conexion.socket, { tipo: 'conectado' });
    },
    quitar(conexion) {
      conexiones.delete(conexion);
    },
    get conectados() {
      return conexiones.size;
    },
    async cerrar() {
      for (const conexion of conexiones) conexion.socket.close(1001, 'servidor detenido');
      conexiones.clear();
      await Promise.all([dejarConsultas(), dejarChat()]);
    },
  };
}
