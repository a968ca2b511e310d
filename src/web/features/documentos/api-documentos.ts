/**
 * The clinical documents' routes (issue 12): issuing one, the consultation's
 * list, and saving a PDF. Same shape of errors as the app's client (ApiError
 * with the server's code and Spanish message).
 */
import type { Mensaje } from '../../../shared/chat.ts';
import type { DocumentoEmitido, EmitirDocumento } from '../../../shared/documentos.ts';
import { descargarDesde } from '../chat/descarga.ts';
import { ApiError } from '../../api/client.ts';
import { CLAVES_CONSULTAS } from '../consultas/claves.ts';

/** Under the consultation's own key: a realtime change of the consultation refreshes its list too. */
export const claveDocumentos = (consultaId: string) => [...CLAVES_CONSULTAS.detalle(consultaId), 'documentos'] as const;

async function pedir(ruta: string, init: RequestInit): Promise<unknown> {
  const respuesta = await fetch(ruta, { credentials: 'same-origin', ...init });
  const cuerpo: unknown = respuesta.headers.get('content-type')?.includes('json') ? await respuesta.json() : null;
  if (!respuesta.ok) {
    const error = (cuerpo as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(respuesta.status, error?.code ?? 'http_error', error?.message ?? respuesta.statusText);
  }
  return cuerpo;
}

export interface DocumentoYMensaje {
  readonly documento: DocumentoEmitido;
  readonly mensaje: Mensaje;
}

export const apiDocumentos = {
  emitir: (consultaId: string, cuerpo: EmitirDocumento) =>
    pedir(`/api/consultas/${encodeURIComponent(consultaId)}/documentos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(cuerpo),
    }) as Promise<DocumentoYMensaje>,
  async lista(consultaId: string): Promise<DocumentoEmitido[]> {
    return ((await pedir(`/api/consultas/${encodeURIComponent(consultaId)}/documentos`, { method: 'GET' })) as { documentos: DocumentoEmitido[] }).documentos;
  },
};

/** A PDF behind its stable file address (a document's `pdf`, a closing report's), saved under its name. */
export async function descargarPdf(ruta: string, nombre: string): Promise<void> {
  await descargarDesde(`${ruta}${ruta.includes('?') ? '&' : '?'}descarga=1`, nombre);
}
