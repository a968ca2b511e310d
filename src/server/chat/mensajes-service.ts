/**
 * Sending and reading chat messages (SPEC §4 chat view, §7 data). A message
 * is stored before it is announced, numbered under the consultation's row
 * lock (tech-notes §4: a global sequence could become visible out of order
 * and a reader that advanced past a gap would skip a message), and stored
 * once per client-made id whatever the retries.
 */
import { and, asc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { puedeEscribir, puedeLeerMensajes } from '../../domain/chat/participacion.ts';
import type { Actor } from '../../domain/consultas/estado.ts';
import type { Mensaje } from '../../shared/chat.ts';
import type { Db } from '../db/database.ts';
import { consultasChat, mensajesChat } from '../db/schema.ts';
import { anunciarChat } from './avisos-chat.ts';

type Fila = typeof mensajesChat.$inferSelect;
export type Fallo = { readonly ok: false; readonly status: 403 | 404 | 409; readonly code: string; readonly message: string };

const NO_ENCONTRADA: Fallo = { ok: false, status: 404, code: 'not_found', message: 'Consulta no encontrada.' };
const DUPLICADO: Fallo = { ok: false, status: 409, code: 'duplicate_client_id', message: 'Ese identificador de mensaje ya está en uso.' };
const NO_ACTIVA: Fallo = { ok: false, status: 409, code: 'consultation_not_active', message: 'La consulta no está activa: no se pueden enviar mensajes.' };

export function aMensaje(f: Fila): Mensaje {
  return {
    id: f.id,
    consulta_id: f.consultaId,
    seq: f.seq,
    client_id: f.clientId,
    sender_id: f.senderId,
    content: f.content,
    message_type: f.messageType,
    image_url: f.imageUrl,
    file_url: f.fileUrl,
    file_name: f.fileName,
    file_type: f.fileType,
    file_size: f.fileSize,
    created_at: f.createdAt.toISOString(),
    is_read: f.isRead,
    read_at: f.readAt?.toISOString() ?? null,
  };
}

async function acceso(db: Db, consultaId: string) {
  const [c] = await db
    .select({ status: consultasChat.status, userId: consultasChat.userId, pediatraId: consultasChat.pediatraId })
    .from(consultasChat)
    .where(eq(consultasChat.id, consultaId));
  return c ?? null;
}

async function yaEnviado(db: Db, consultaId: string, clientId: string): Promise<Fila | null> {
  const [f] = await db.select().from(mensajesChat).where(and(eq(mensajesChat.consultaId, consultaId), eq(mensajesChat.clientId, clientId)));
  return f ?? null;
}

/** A retried send that was already stored returns the stored message (`nuevo: false`), never a second one. */
export async function enviarMensaje(
  db: Db,
  actor: Actor,
  consultaId: string,
  { clientId, texto }: { clientId: string; texto: string },
): Promise<{ ok: true; mensaje: Mensaje; nuevo: boolean } | Fallo> {
  const c = await acceso(db, consultaId);
  if (!c || !puedeLeerMensajes(actor, c)) return NO_ENCONTRADA;
  const previo = await yaEnviado(db, consultaId, clientId);
  if (previo) return previo.senderId === actor.id ? { ok: true, mensaje: aMensaje(previo), nuevo: false } : DUPLICADO;
  const decision = puedeEscribir(actor, c);
  if (!decision.ok) return decision.motivo === 'no_activa' ? NO_ACTIVA : { ok: false, status: 403, code: 'forbidden', message: 'No puedes escribir en esta consulta.' };

  const resultado = await db
    .transaction(async (tx) => {
      // The row lock orders concurrent sends, and the status is checked at the moment of writing: a close that
      // commits first leaves nothing to number.
      const [numerada] = await tx
        .update(consultasChat)
        .set({ ultimoSeq: sql`${consultasChat.ultimoSeq} + 1` })
        .where(and(eq(consultasChat.id, consultaId), eq(consultasChat.status, 'activa')))
        .returning({ seq: consultasChat.ultimoSeq });
      if (!numerada) return null;
      const [fila] = await tx
        .insert(mensajesChat)
        .values({ consultaId, seq: numerada.seq, clientId, senderId: actor.id, content: texto })
        .onConflictDoNothing({ target: [mensajesChat.consultaId, mensajesChat.clientId] })
        .returning();
      // The same send committed meanwhile: roll back, giving the number back, and answer with the stored one.
      if (!fila) return tx.rollback();
      await anunciarChat(tx, { tipo: 'mensaje', consultaId, seq: numerada.seq });
      return { fila, nuevo: true };
    })
    .catch(async (error: unknown) => {
      const repetido = await yaEnviado(db, consultaId, clientId);
      if (repetido) return { fila: repetido, nuevo: false };
      throw error;
    });
  if (!resultado) return NO_ACTIVA;
  if (resultado.fila.senderId !== actor.id) return DUPLICADO;
  return { ok: true, mensaje: aMensaje(resultado.fila), nuevo: resultado.nuevo };
}

/** Messages in creation order, after the last number the page has (0: all). */
export async function listarMensajes(db: Db, actor: Actor, consultaId: string, despues: number): Promise<Mensaje[] | null> {
  const c = await acceso(db, consultaId);
  if (!c || !puedeLeerMensajes(actor, c)) return null;
  const filas = await db
    .select()
    .from(mensajesChat)
    .where(and(eq(mensajesChat.consultaId, consultaId), gt(mensajesChat.seq, despues)))
    .orderBy(asc(mensajesChat.seq))
    .limit(1000);
  return filas.map(aMensaje);
}

/** SPEC §4: the other party's unread messages up to `hasta` become read, once; only participants mark. */
export async function marcarLeidos(db: Db, actor: Actor, consultaId: string, hasta: number, ahora: Date): Promise<{ ok: true; marcados: number } | Fallo> {
  const c = await acceso(db, consultaId);
  if (!c || !puedeLeerMensajes(actor, c)) return NO_ENCONTRADA;
  if (c.userId !== actor.id && !(actor.rol === 'pediatra' && c.pediatraId === actor.id)) {
    return { ok: false, status: 403, code: 'forbidden', message: 'Solo quien participa en la consulta marca mensajes como leídos.' };
  }
  const marcados = await db.transaction(async (tx) => {
    const filas = await tx
      .update(mensajesChat)
      .set({ isRead: true, readAt: ahora })
      .where(
        and(
          eq(mensajesChat.consultaId, consultaId),
          lte(mensajesChat.seq, hasta),
          eq(mensajesChat.isRead, false),
          or(isNull(mensajesChat.senderId), ne(mensajesChat.senderId, actor.id)),
        ),
      )
      .returning({ id: mensajesChat.id });
    if (filas.length > 0) await anunciarChat(tx, { tipo: 'leidos', consultaId });
    return filas.length;
  });
  return { ok: true, marcados };
}
