/**
 * Files of a consultation's chat (SPEC §4 file upload, §7 storage): an upload
 * becomes a draft's attachment, owned by its uploader; a message of the same
 * sender takes it once; links to it are signed only after a participant check.
 * The storage key never leaves the server.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { esImagen, type TipoArchivo } from '../../domain/archivos/validacion.ts';
import { faltaConsentimientoImagenes, puedeEscribir, puedeLeerMensajes } from '../../domain/chat/participacion.ts';
import type { Actor } from '../../domain/consultas/estado.ts';
import type { AdjuntoSubido } from '../../shared/chat.ts';
import { VERSION_TEXTOS } from '../../shared/consentimientos.ts';
import { CADUCIDAD_MENSAJE_S, CADUCIDAD_VISTA_PREVIA_S, type Almacen } from '../archivos/almacen.ts';
import type { ArchivoPreparado } from '../archivos/inspeccionar.ts';
import type { Db } from '../db/database.ts';
import { adjuntosChat, consultasChat, mensajesChat } from '../db/schema.ts';
import { registrarConsentimiento } from '../derechos/consentimientos-service.ts';

export type FalloAdjunto = { readonly ok: false; readonly status: 403 | 404 | 409 | 502; readonly code: string; readonly message: string };

export const NO_ENCONTRADA: FalloAdjunto = { ok: false, status: 404, code: 'not_found', message: 'Consulta no encontrada.' };
const NO_ACTIVA: FalloAdjunto = { ok: false, status: 409, code: 'consultation_not_active', message: 'La consulta no está activa: no se pueden enviar archivos.' };
const SIN_PERMISO: FalloAdjunto = { ok: false, status: 403, code: 'forbidden', message: 'No puedes enviar archivos en esta consulta.' };
export const SIN_CONSENTIMIENTO: FalloAdjunto = {
  ok: false,
  status: 403,
  code: 'imagenes_no_consentidas',
  message: 'Para enviar fotos, acepta antes el uso de imágenes en esta consulta.',
};

async function acceso(db: Db, consultaId: string) {
  const [c] = await db
    .select({ status: consultasChat.status, userId: consultasChat.userId, pediatraId: consultasChat.pediatraId, imagenesConsentidas: consultasChat.imagenesConsentidas })
    .from(consultasChat)
    .where(eq(consultasChat.id, consultaId));
  return c ?? null;
}

/**
 * Whether this actor may upload to this consultation now, decided before a
 * byte of the file is read. `esImagenDeclarada` is what the name and the
 * declared type say; the stored type is checked again after inspection.
 */
export async function puedeSubir(db: Db, actor: Actor, consultaId: string, esImagenDeclarada: boolean): Promise<{ ok: true } | FalloAdjunto> {
  const c = await acceso(db, consultaId);
  if (!c || !puedeLeerMensajes(actor, c)) return NO_ENCONTRADA;
  const decision = puedeEscribir(actor, c);
  if (!decision.ok) return decision.motivo === 'no_activa' ? NO_ACTIVA : SIN_PERMISO;
  if (faltaConsentimientoImagenes(actor, c, esImagenDeclarada)) return SIN_CONSENTIMIENTO;
  return { ok: true };
}

/** Stores an inspected file and records it as the uploader's draft attachment, while the consultation is still 'activa'. */
export async function guardarAdjunto(db: Db, almacen: Almacen, actor: Actor, consultaId: string, archivo: ArchivoPreparado): Promise<{ ok: true; adjunto: AdjuntoSubido } | FalloAdjunto> {
  const permiso = await puedeSubir(db, actor, consultaId, archivo.esImagen);
  if (!permiso.ok) return permiso;
  let clave: string;
  try {
    clave = await almacen.guardar(archivo.bytes, archivo.tipo);
  } catch (error) {
    return { ok: false, status: 502, code: 'storage_error', message: `Error de carga: ${error instanceof Error ? error.message : 'el almacén no respondió'}` };
  }
  // Recorded only if the consultation is still open to this writer: a close that committed during the upload wins,
  // and one that comes later waits for this row (FOR SHARE) and then sweeps it with the other unsent files.
  const fila = await db
    .transaction(async (tx) => {
    const [abierta] = await tx
      .select({ id: consultasChat.id })
      .from(consultasChat)
      .where(and(eq(consultasChat.id, consultaId), eq(consultasChat.status, 'activa')))
      .for('share');
    if (!abierta) return null;
    const [insertada] = await tx
      .insert(adjuntosChat)
      .values({ consultaId, subidoPor: actor.id, clave, nombre: archivo.nombre, tipo: archivo.tipo, tamano: archivo.tamano })
      .returning();
    return insertada ?? null;
    })
    .catch(async (error: unknown) => {
      await almacen.borrar(clave);
      throw error;
    });
  if (!fila) {
    await almacen.borrar(clave);
    return NO_ACTIVA;
  }
  const url = await almacen.enlaceFirmado(clave, { nombre: archivo.nombre, tipo: archivo.tipo, segundos: CADUCIDAD_VISTA_PREVIA_S });
  return { ok: true, adjunto: { id: fila.id, nombre: fila.nombre, tipo: fila.tipo as TipoArchivo, tamano: fila.tamano, url } };
}

/** A draft's attachment removed before sending: only by its uploader, only while unsent. */
export async function quitarAdjunto(db: Db, almacen: Almacen, actor: Actor, consultaId: string, adjuntoId: string): Promise<boolean> {
  const [quitado] = await db
    .delete(adjuntosChat)
    .where(and(eq(adjuntosChat.id, adjuntoId), eq(adjuntosChat.consultaId, consultaId), eq(adjuntosChat.subidoPor, actor.id), isNull(adjuntosChat.mensajeId)))
    .returning({ clave: adjuntosChat.clave });
  if (!quitado) return false;
  await almacen.borrar(quitado.clave);
  return true;
}

/** DECISIONS read-10: the family consents to images inside the consultation; recorded as a versioned consent too. */
export async function consentirImagenes(db: Db, actor: Actor, consultaId: string, ahora: Date): Promise<{ ok: true } | FalloAdjunto> {
  const c = await acceso(db, consultaId);
  if (!c || !puedeLeerMensajes(actor, c)) return NO_ENCONTRADA;
  if (c.userId !== actor.id) return { ok: false, status: 403, code: 'forbidden', message: 'Solo la familia da este consentimiento.' };
  await registrarConsentimiento(db, actor.id, { tipo: 'imagenes', version: VERSION_TEXTOS.imagenes }, ahora);
  await db.update(consultasChat).set({ imagenesConsentidas: true }).where(and(eq(consultasChat.id, consultaId), eq(consultasChat.userId, actor.id)));
  return { ok: true };
}

/**
 * A fresh signed link to the file of message `seq` (SPEC §7: 1 hour), after
 * the same check as reading the messages. Null when there is nothing this
 * actor may open.
 */
export async function enlaceDeMensaje(db: Db, almacen: Almacen, actor: Actor, consultaId: string, seq: number, descarga: boolean): Promise<string | null> {
  const c = await acceso(db, consultaId);
  if (!c || !puedeLeerMensajes(actor, c)) return null;
  // The message's own stored key (SPEC §7): an uploaded file's, or a clinical document's PDF.
  const [fila] = await db
    .select({ imagen: mensajesChat.imageUrl, archivo: mensajesChat.fileUrl, nombre: mensajesChat.fileName, tipo: mensajesChat.fileType })
    .from(mensajesChat)
    .where(and(eq(mensajesChat.consultaId, consultaId), eq(mensajesChat.seq, seq)));
  const clave = fila?.imagen ?? fila?.archivo;
  if (!fila || !clave || !fila.nombre || !fila.tipo) return null;
  return almacen.enlaceFirmado(clave, { nombre: fila.nombre, tipo: fila.tipo, segundos: CADUCIDAD_MENSAJE_S, disposicion: descarga || !esImagen(fila.tipo) ? 'attachment' : 'inline' });
}
