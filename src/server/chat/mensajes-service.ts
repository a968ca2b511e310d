/**
 * Sending and reading chat messages (SPEC §4 chat view, §7 data). A message
 * is stored before it is announced, numbered under the consultation's row
 * lock (tech-notes §4: a global sequence could become visible out of order
 * and a reader that advanced past a gap would skip a message), and stored
 * once per client-made id whatever the retries.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { esImagen } from '../../domain/archivos/validacion.ts';
import { esParticipante, puedeEscribir, puedeLeerMensajes } from '../../domain/chat/participacion.ts';
import type { Actor } from '../../domain/consultas/estado.ts';
import type { Mensaje } from '../../shared/chat.ts';
import { CADUCIDAD_MENSAJE_S, type Almacen } from '../archivos/almacen.ts';
import type { Db } from '../db/database.ts';
import { adjuntosChat, consultasChat, documentosClinicos, mensajesChat } from '../db/schema.ts';
import { ETIQUETAS_DOCUMENTO, type TipoDocumento } from '../../shared/documentos.ts';
import { anunciarChat } from './avisos-chat.ts';

type Fila = typeof mensajesChat.$inferSelect;
/** A message row with, for a 'documento' message, the document it carries. */
type FilaConDocumento = Fila & { readonly documento?: { id: string; tipo: TipoDocumento; codigo: string; esCierre: boolean } | null };
/** Messages per fetch; a page that gets a full one asks again after its last number. */
const LIMITE_PAGINA = 1000;
export type Fallo = { readonly ok: false; readonly status: 403 | 404 | 409; readonly code: string; readonly message: string };

const NO_ENCONTRADA: Fallo = { ok: false, status: 404, code: 'not_found', message: 'Consulta no encontrada.' };
const DUPLICADO: Fallo = { ok: false, status: 409, code: 'duplicate_client_id', message: 'Ese identificador de mensaje ya está en uso.' };
const NO_ACTIVA: Fallo = { ok: false, status: 409, code: 'consultation_not_active', message: 'La consulta no está activa: no se pueden enviar mensajes.' };
/** SPEC §8: 'File uploads must include' → 'Error en la información del archivo'. */
const ADJUNTO_NO_VALIDO = { ok: false, status: 400, code: 'invalid_attachment', message: 'Error en la información del archivo' } as const;
export type FalloEnvio = Fallo | typeof ADJUNTO_NO_VALIDO;

/** Thrown inside the send's transaction to roll it back, number included, when the attachment cannot be taken. */
class AdjuntoNoDisponible extends Error {}

/**
 * The message as the API shows it. The stored image_url/file_url hold a
 * storage key (SPEC §7: a stored path that is not an http URL is resolved to
 * a signed URL), signed here for 1 hour each time it is read.
 */
export async function aMensaje(f: FilaConDocumento, almacen: Almacen, segundosEnlace = CADUCIDAD_MENSAJE_S): Promise<Mensaje> {
  const clave = f.imageUrl ?? f.fileUrl;
  const enlace =
    clave && f.fileName && f.fileType
      ? await almacen.enlaceFirmado(clave, { nombre: f.fileName, tipo: f.fileType, segundos: segundosEnlace, disposicion: f.imageUrl ? 'inline' : 'attachment' })
      : null;
  return {
    id: f.id,
    consulta_id: f.consultaId,
    seq: f.seq,
    client_id: f.clientId,
    sender_id: f.senderId,
    content: f.content,
    message_type: f.messageType,
    image_url: f.imageUrl ? enlace : null,
    file_url: f.fileUrl ? enlace : null,
    file_name: f.fileName,
    file_type: f.fileType,
    file_size: f.fileSize,
    created_at: f.createdAt.toISOString(),
    is_read: f.isRead,
    read_at: f.readAt?.toISOString() ?? null,
    entregado_at: f.entregadoAt?.toISOString() ?? null,
    documento: f.documento ? { id: f.documento.id, tipo: f.documento.tipo, etiqueta: ETIQUETAS_DOCUMENTO[f.documento.tipo], codigo: f.documento.codigo, es_cierre: f.documento.esCierre } : null,
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
  almacen: Almacen,
  actor: Actor,
  consultaId: string,
  { clientId, texto, adjuntoId }: { clientId: string; texto: string; adjuntoId?: string | undefined },
): Promise<{ ok: true; mensaje: Mensaje; nuevo: boolean } | FalloEnvio> {
  const c = await acceso(db, consultaId);
  if (!c || !puedeLeerMensajes(actor, c)) return NO_ENCONTRADA;
  const previo = await yaEnviado(db, consultaId, clientId);
  if (previo) return previo.senderId === actor.id ? { ok: true, mensaje: await aMensaje(previo, almacen), nuevo: false } : DUPLICADO;
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
      const id = randomUUID();
      const archivo = adjuntoId ? await tomarAdjunto(tx, actor, consultaId, adjuntoId) : null;
      const [fila] = await tx
        .insert(mensajesChat)
        .values({ id, consultaId, seq: numerada.seq, clientId, senderId: actor.id, content: texto, ...camposArchivo(archivo) })
        .onConflictDoNothing({ target: [mensajesChat.consultaId, mensajesChat.clientId] })
        .returning();
      // The same send committed meanwhile: roll back, giving the number back, and answer with the stored one.
      if (!fila) return tx.rollback();
      if (archivo) await tx.update(adjuntosChat).set({ mensajeId: id }).where(eq(adjuntosChat.id, archivo.id));
      await anunciarChat(tx, { tipo: 'mensaje', consultaId, seq: numerada.seq });
      return { fila, nuevo: true };
    })
    .catch(async (error: unknown) => {
      const repetido = await yaEnviado(db, consultaId, clientId);
      if (repetido) return { fila: repetido, nuevo: false };
      if (error instanceof AdjuntoNoDisponible) return ADJUNTO_NO_VALIDO;
      throw error;
    });
  if (!resultado) return NO_ACTIVA;
  if ('code' in resultado) return resultado;
  if (resultado.fila.senderId !== actor.id) return DUPLICADO;
  return { ok: true, mensaje: await aMensaje(resultado.fila, almacen), nuevo: resultado.nuevo };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Adjunto = typeof adjuntosChat.$inferSelect;

/** The sender's own unsent upload to this consultation, locked until the message takes it; otherwise the send rolls back. */
async function tomarAdjunto(tx: Tx, actor: Actor, consultaId: string, adjuntoId: string): Promise<Adjunto> {
  const [adjunto] = await tx
    .select()
    .from(adjuntosChat)
    .where(and(eq(adjuntosChat.id, adjuntoId), eq(adjuntosChat.consultaId, consultaId), eq(adjuntosChat.subidoPor, actor.id), isNull(adjuntosChat.mensajeId)))
    .for('update');
  if (!adjunto) throw new AdjuntoNoDisponible();
  return adjunto;
}

/** SPEC §7: message_type, and image_url or file_url (the storage key), file_name, file_type, file_size. */
function camposArchivo(a: Adjunto | null) {
  if (!a) return {};
  const imagen = esImagen(a.tipo);
  return {
    messageType: imagen ? ('image' as const) : ('file' as const),
    imageUrl: imagen ? a.clave : null,
    fileUrl: imagen ? null : a.clave,
    fileName: a.nombre,
    fileType: a.tipo,
    fileSize: a.tamano,
  };
}

/**
 * Messages in creation order, after the last number the page has (0: all).
 * A participant's fetch is what 'delivered' means: the other party's
 * messages it returns are marked delivered, once, and the sender is told.
 */
export async function listarMensajes(db: Db, almacen: Almacen, actor: Actor, consultaId: string, despues: number, ahora: Date): Promise<Mensaje[] | null> {
  const c = await acceso(db, consultaId);
  if (!c || !puedeLeerMensajes(actor, c)) return null;
  if (esParticipante(actor, c)) await marcarEntregados(db, actor, consultaId, despues, ahora);
  return leerMensajes(db, almacen, consultaId, despues);
}

/** One page of a consultation's messages, without access checks or marks (callers check; the data export reads them all). */
export async function leerMensajes(db: Db, almacen: Almacen, consultaId: string, despues: number, segundosEnlace = CADUCIDAD_MENSAJE_S): Promise<Mensaje[]> {
  const filas = await db
    .select({ ...getTableColumns(mensajesChat), documento: { id: documentosClinicos.id, tipo: documentosClinicos.tipo, codigo: documentosClinicos.codigo, esCierre: documentosClinicos.esCierre } })
    .from(mensajesChat)
    .leftJoin(documentosClinicos, eq(documentosClinicos.mensajeId, mensajesChat.id))
    .where(and(eq(mensajesChat.consultaId, consultaId), gt(mensajesChat.seq, despues)))
    .orderBy(asc(mensajesChat.seq))
    .limit(LIMITE_PAGINA);
  return Promise.all(filas.map((f) => aMensaje(f, almacen, segundosEnlace)));
}

async function marcarEntregados(db: Db, actor: Actor, consultaId: string, despues: number, ahora: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const filas = await tx
      .update(mensajesChat)
      .set({ entregadoAt: ahora })
      .where(
        and(
          eq(mensajesChat.consultaId, consultaId),
          gt(mensajesChat.seq, despues),
          // Numbers are contiguous: exactly the page the fetch returns.
          lte(mensajesChat.seq, despues + LIMITE_PAGINA),
          isNull(mensajesChat.entregadoAt),
          or(isNull(mensajesChat.senderId), ne(mensajesChat.senderId, actor.id)),
        ),
      )
      .returning({ id: mensajesChat.id });
    if (filas.length > 0) await anunciarChat(tx, { tipo: 'leidos', consultaId });
  });
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
      .set({ isRead: true, readAt: ahora, entregadoAt: sql`coalesce(${mensajesChat.entregadoAt}, ${ahora.toISOString()}::timestamptz)` })
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
