/** Request/response shapes of the chat (SPEC §3 mensajes_chat, §5 sending a message). */
import { z } from 'zod';
import { contenidoPermitido } from './validacion.ts';

export const MAX_MENSAJE = 5000;

/**
 * POST /api/consultas/:id/mensajes. `clientId` is made by the sender's page
 * for this message: a send retried after a broken connection carries the same
 * one and is stored once. Error codes the page maps to the spec's toasts:
 * message_too_long, invalid_message_content, empty_message, consultation_not_active.
 */
export const enviarMensajeSchema = z
  .object({
    clientId: z.uuid(),
    // The 5000-character rule applies to the trimmed text (validarContenidoMensaje); this only bounds the body.
    content: z.string().max(4 * MAX_MENSAJE, 'El mensaje es demasiado largo'),
  })
  .strict();
export type EnviarMensaje = z.infer<typeof enviarMensajeSchema>;

/** The spec's send rule: text non-empty after trimming (attachments arrive with the files work). */
export function validarContenidoMensaje(content: string): { ok: true; texto: string } | { ok: false; code: string; message: string } {
  const texto = content.trim();
  if (texto.length === 0) return { ok: false, code: 'empty_message', message: 'Escribe un mensaje.' };
  if (texto.length > MAX_MENSAJE) return { ok: false, code: 'message_too_long', message: 'El mensaje es demasiado largo' };
  if (!contenidoPermitido(texto)) return { ok: false, code: 'invalid_message_content', message: 'El mensaje contiene contenido no válido' };
  return { ok: true, texto };
}

/** GET /api/consultas/:id/mensajes?despues=<seq>: everything after the last number the page has. */
export const despuesSchema = z.coerce.number().int().min(0).max(2_000_000_000);

/** POST /api/consultas/:id/mensajes/leidos: the other party's messages up to `hasta` are read. */
export const marcarLeidosSchema = z.object({ hasta: z.number().int().min(1).max(2_000_000_000) }).strict();

export interface Mensaje {
  readonly id: string;
  readonly consulta_id: string;
  readonly seq: number;
  readonly client_id: string;
  readonly sender_id: string | null;
  readonly content: string;
  readonly message_type: 'text' | 'image' | 'file';
  readonly image_url: string | null;
  readonly file_url: string | null;
  readonly file_name: string | null;
  readonly file_type: string | null;
  readonly file_size: number | null;
  readonly created_at: string;
  readonly is_read: boolean;
  readonly read_at: string | null;
}
