/**
 * What the family reads when an upload fails (SPEC §8 'Upload'): a refusal
 * of the file itself in the server's own Spanish sentence (the same as the
 * browser's check, validacion.ts), any other server error as 'Error de
 * carga: {msg}', and a lost connection as 'Error desconocido al subir el
 * archivo'.
 */
import type { CodigoErrorArchivo } from '../../../domain/archivos/validacion.ts';
import { ApiError } from '../../api/client.ts';
import { MSG } from '../../messages.ts';

const CODIGOS_ARCHIVO: ReadonlySet<string> = new Set<CodigoErrorArchivo>([
  'archivo_demasiado_grande',
  'tipo_no_permitido',
  'extension_peligrosa',
  'nombre_no_valido',
  'contenido_no_coincide',
  'archivo_peligroso',
  'archivo_no_valido',
]);

/** The server refused because this family has not consented to images in this consultation (DECISIONS read-10). */
export function faltaConsentimientoImagenes(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'imagenes_no_consentidas';
}

export function mensajeErrorSubida(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.chat.errorDesconocidoSubida;
  if (error.status >= 400 && error.status < 500 && CODIGOS_ARCHIVO.has(error.code) && error.message) return error.message;
  // 'http_error' is a reply without our JSON (a proxy's page): its status text explains nothing to a parent.
  if (error.code !== 'http_error' && error.message) return MSG.chat.errorCarga(error.message);
  return MSG.chat.errorDesconocidoSubida;
}
