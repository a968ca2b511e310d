/**
 * /verificar (DECISIONS read-12): what the public check of a verification
 * code answers, read from GET /api/verificar/:codigo. Never any health
 * content: the server does not send it.
 */
import type { DocumentoVerificado } from '../../../shared/documentos.ts';
import { TEXTOS_VERIFICAR } from './textos.ts';

export type ResultadoVerificacion =
  | { readonly estado: 'valido'; readonly documento: DocumentoVerificado }
  | { readonly estado: 'no_encontrado'; readonly codigo: string }
  /** Not one of our codes, or any other refusal: the server's own words. */
  | { readonly estado: 'error'; readonly mensaje: string };

/** The answer of the route as the page shows it. */
export function leerRespuesta(status: number, cuerpo: unknown, codigo: string): ResultadoVerificacion {
  const t = TEXTOS_VERIFICAR;
  if (status === 200 && esVerificado(cuerpo)) return { estado: 'valido', documento: cuerpo };
  if (status === 404) return { estado: 'no_encontrado', codigo };
  if (status === 429) return { estado: 'error', mensaje: t.demasiados };
  const mensaje = (cuerpo as { error?: { message?: unknown } } | null)?.error?.message;
  if (status === 400 && typeof mensaje === 'string' && mensaje.length > 0) return { estado: 'error', mensaje };
  return { estado: 'error', mensaje: t.errorServidor };
}

function esVerificado(cuerpo: unknown): cuerpo is DocumentoVerificado {
  const d = cuerpo as Partial<DocumentoVerificado> | null;
  return d !== null && typeof d === 'object' && d.valido === true && typeof d.codigo === 'string' && typeof d.emitido_at === 'string' && typeof d.emisor === 'object';
}

export async function verificarCodigo(codigo: string): Promise<ResultadoVerificacion> {
  let respuesta: Response;
  try {
    respuesta = await fetch(`/api/verificar/${encodeURIComponent(codigo)}`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    return { estado: 'error', mensaje: TEXTOS_VERIFICAR.sinConexion };
  }
  const cuerpo: unknown = respuesta.headers.get('content-type')?.includes('json') ? await respuesta.json().catch(() => null) : null;
  return leerRespuesta(respuesta.status, cuerpo, codigo);
}

const PARTES = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '14 de marzo de 2026, 18:05': on a paper copy checked months later, the year matters. */
export function fechaEmision(iso: string): string {
  const p = Object.fromEntries(PARTES.formatToParts(new Date(iso)).map((parte) => [parte.type, parte.value]));
  return `${p.day} de ${p.month} de ${p.year}, ${p.hour}:${p.minute}`;
}

/** The registration as printed: 'Nº de colegiado 282812345 (Madrid)'. */
export function colegiado(emisor: DocumentoVerificado['emisor']): string {
  return emisor.colegio_provincia ? `${emisor.numero_colegiado} (${emisor.colegio_provincia})` : emisor.numero_colegiado;
}
