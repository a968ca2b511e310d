/**
 * How the chat names and measures files: sizes in Spanish format, a type a
 * parent understands, the accept list of the file picker, and the upload's
 * progress as a percentage. Pure, so the unit tests reach it.
 */
import { MEGABYTE, TIPOS_CHAT, TIPOS_PERMITIDOS } from '../../../domain/archivos/validacion.ts';
import { MSG } from '../../messages.ts';

const KILOBYTE = 1024;
const UNA_CIFRA = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
const ENTERO = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/**
 * '512 B', '850 KB', '1,2 MB', '10 MB': binary units as the 10 MB limit is
 * counted (validacion.ts), so a file at the limit reads '10 MB'.
 */
export function formatearTamano(bytes: number): string {
  const b = Math.max(0, Math.round(bytes));
  if (b < KILOBYTE) return `${b} B`;
  const kb = b / KILOBYTE;
  // 999.6 KB would round to '1000 KB': past that it reads better as MB.
  if (Math.round(kb) < 1000) return `${ENTERO.format(Math.max(1, Math.round(kb)))} KB`;
  return `${UNA_CIFRA.format(b / MEGABYTE)} MB`;
}

/** 'PDF', 'Documento Word', 'Texto', 'Imagen JPEG'…; 'Archivo' for anything else. */
export function etiquetaTipo(tipo: string | null): string {
  const base = (tipo ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const etiquetas: Readonly<Record<string, string>> = MSG.chat.tiposArchivo;
  return Object.hasOwn(etiquetas, base) ? (etiquetas[base] as string) : MSG.chat.tipoDesconocido;
}

/**
 * The file picker's accept list: the allowed types and their extensions (a
 * phone's gallery filters by type, a computer's dialog by extension; a .docx
 * on a machine without Word has no type at all).
 */
export const ACEPTA_ARCHIVOS = [...TIPOS_PERMITIDOS, ...TIPOS_PERMITIDOS.flatMap((t) => TIPOS_CHAT[t])].join(',');

/**
 * The share of the request body sent, 0–100, whole numbers. Never 100 before
 * the last byte: 100 means the browser has sent everything.
 */
export function porcentajeSubida(enviados: number, total: number): number {
  if (!(total > 0) || !(enviados > 0)) return 0;
  if (enviados >= total) return 100;
  return Math.min(99, Math.floor((enviados * 100) / total));
}
