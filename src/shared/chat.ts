/** Request/response shapes of the chat (SPEC §3 mensajes_chat, §5 sending a message). */
import { z } from 'zod';
import type { DocumentoEnMensaje } from './documentos.ts';
import type { TipoArchivo } from '../domain/archivos/validacion.ts';
import { contenidoPermitido } from './validacion.ts';

export const MAX_MENSAJE = 5000;

/**
 * POST /api/consultas/:id/mensajes. `clientId` is made by the sender's page
 * for this message: a send retried after a broken connection carries the same
 * one and is stored once. `adjuntoId` is a file this sender uploaded to this
 * consultation (POST …/adjuntos) and has not sent yet. Error codes the page
 * maps to the spec's toasts: message_too_long, invalid_message_content,
 * empty_message, invalid_attachment ('Error en la información del archivo'),
 * consultation_not_active.
 */
export const enviarMensajeSchema = z
  .object({
    clientId: z.uuid(),
    // The 5000-character rule applies to the trimmed text (validarContenidoMensaje); this only bounds the body.
    content: z.string().max(4 * MAX_MENSAJE, 'El mensaje es demasiado largo'),
    adjuntoId: z.uuid().optional(),
  })
  .strict();
export type EnviarMensaje = z.infer<typeof enviarMensajeSchema>;

/** The spec's send rule: text non-empty after trimming, or an attachment (then the text may be empty). */
export function validarContenidoMensaje(content: string, conAdjunto = false): { ok: true; texto: string } | { ok: false; code: string; message: string } {
  const texto = content.trim();
  if (texto.length === 0 && !conAdjunto) return { ok: false, code: 'empty_message', message: 'Escribe un mensaje.' };
  if (texto.length > MAX_MENSAJE) return { ok: false, code: 'message_too_long', message: 'El mensaje es demasiado largo' };
  if (!contenidoPermitido(texto)) return { ok: false, code: 'invalid_message_content', message: 'El mensaje contiene contenido no válido' };
  return { ok: true, texto };
}

/** GET /api/consultas/:id/mensajes?despues=<seq>: everything after the last number the page has. */
export const despuesSchema = z.coerce.number().int().min(0).max(2_000_000_000);

/** POST /api/consultas/:id/mensajes/leidos: the other party's messages up to `hasta` are read. */
export const marcarLeidosSchema = z.object({ hasta: z.number().int().min(1).max(2_000_000_000) }).strict();

/**
 * POST /api/consultas/:id/adjuntos (multipart, one part named `archivo`): the
 * file is checked (name, declared type, real type from its bytes, 10 MB while
 * streaming), photos are re-encoded without metadata, and it is stored. The
 * answer is the draft's attachment; it joins a message when sent with its id,
 * and DELETE …/adjuntos/:adjuntoId removes it before that. Refusals answer
 * the spec's Spanish message in error.message, with the codes of
 * CodigoErrorArchivo (413 archivo_demasiado_grande, 415 tipo_no_permitido,
 * extension_peligrosa, archivo_peligroso, contenido_no_coincide, 400
 * nombre_no_valido, archivo_no_valido), 403 imagenes_no_consentidas (a family
 * that did not consent to images: POST …/imagenes first), 409
 * consultation_not_active, 502 storage_error.
 */
export interface AdjuntoSubido {
  readonly id: string;
  /** The name as the family gave it (shown); downloads use the sanitised one. */
  readonly nombre: string;
  /** The verified type: a GIF is stored as PNG. */
  readonly tipo: TipoArchivo;
  readonly tamano: number;
  /** The preview: a signed link valid for 7 days (SPEC §7). */
  readonly url: string;
}

/** POST /api/consultas/:id/imagenes: the family consents to share images in this consultation (DECISIONS read-10). */
export interface ImagenesConsentidas {
  readonly imagenes_consentidas: true;
}

/** The stable address of a stored message's file: it answers 302 to a fresh signed link after a participant check. */
export function rutaArchivo(consultaId: string, seq: number, descarga = false): string {
  return `/api/consultas/${encodeURIComponent(consultaId)}/mensajes/${seq}/archivo${descarga ? '?descarga=1' : ''}`;
}

export interface Mensaje {
  readonly id: string;
  readonly consulta_id: string;
  readonly seq: number;
  readonly client_id: string;
  readonly sender_id: string | null;
  readonly content: string;
  /** 'documento': a clinical document issued in the chat; its PDF is the message's file (file_url, rutaArchivo). */
  readonly message_type: 'text' | 'image' | 'file' | 'documento';
  /** For an image message, a signed link valid for 1 hour (SPEC §7); null otherwise. The page shows rutaArchivo instead, which never goes stale. */
  readonly image_url: string | null;
  /** For a file message, a signed link valid for 1 hour; null otherwise. */
  readonly file_url: string | null;
  readonly file_name: string | null;
  readonly file_type: string | null;
  readonly file_size: number | null;
  readonly created_at: string;
  readonly is_read: boolean;
  readonly read_at: string | null;
  /** When the other participant's device first received it (the 'delivered' mark); null until then. */
  readonly entregado_at: string | null;
  /** For a 'documento' message, which document it carries; null otherwise. */
  readonly documento: DocumentoEnMensaje | null;
}
