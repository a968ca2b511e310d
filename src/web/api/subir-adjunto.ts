/**
 * POST /api/consultas/:id/adjuntos with XMLHttpRequest, because fetch tells
 * nothing about the bytes sent and DECISIONS read-8 promises the real upload
 * progress. Answers like the API client: the attachment, or an ApiError with
 * the server's code and Spanish message; a network failure is a TypeError,
 * as fetch's is, and a cancelled upload an AbortError.
 */
import type { AdjuntoSubido } from '../../shared/chat.ts';
import { ApiError } from './client.ts';

export interface OpcionesSubida {
  /** Bytes of the request body sent so far, and its total. */
  readonly onProgreso: (enviados: number, total: number) => void;
  readonly signal?: AbortSignal;
}

function leerJson(texto: string): unknown {
  try {
    return JSON.parse(texto);
  } catch {
    return null;
  }
}

export function subirAdjunto(consultaId: string, archivo: File, { onProgreso, signal }: OpcionesSubida): Promise<AdjuntoSubido> {
  return new Promise((resolver, rechazar) => {
    if (signal?.aborted) {
      rechazar(new DOMException('Subida cancelada', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/consultas/${encodeURIComponent(consultaId)}/adjuntos`);
    xhr.responseType = 'text';
    // Listened to before send(): a listener added later misses the upload's events in some browsers.
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable) onProgreso(e.loaded, e.total);
    });
    xhr.upload.addEventListener('load', () => onProgreso(1, 1));
    const alCancelar = () => xhr.abort();
    signal?.addEventListener('abort', alCancelar, { once: true });
    const terminar = () => signal?.removeEventListener('abort', alCancelar);

    xhr.addEventListener('load', () => {
      terminar();
      const cuerpo = leerJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const adjunto = (cuerpo as { adjunto?: AdjuntoSubido } | null)?.adjunto;
        if (adjunto) resolver(adjunto);
        else rechazar(new ApiError(xhr.status, 'http_error', xhr.statusText));
        return;
      }
      const error = (cuerpo as { error?: { code?: string; message?: string } } | null)?.error;
      rechazar(new ApiError(xhr.status, error?.code ?? 'http_error', error?.message ?? xhr.statusText));
    });
    xhr.addEventListener('error', () => {
      terminar();
      rechazar(new TypeError('No se pudo conectar para subir el archivo'));
    });
    xhr.addEventListener('timeout', () => {
      terminar();
      rechazar(new TypeError('La subida tardó demasiado'));
    });
    xhr.addEventListener('abort', () => {
      terminar();
      rechazar(new DOMException('Subida cancelada', 'AbortError'));
    });

    const datos = new FormData();
    datos.append('archivo', archivo, archivo.name);
    xhr.send(datos);
  });
}
