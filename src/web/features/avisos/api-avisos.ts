/**
 * /api/avisos from the page: the public key browsers subscribe with, this
 * browser's subscription, and the person's choices. Same shape of errors as
 * the app's client (ApiError with the server's code and Spanish message).
 */
import type { RespuestaPreferencias, SuscripcionNavegador } from '../../../domain/avisos/api.ts';
import type { Preferencias } from '../../../domain/avisos/decidir.ts';
import { ApiError } from '../../api/client.ts';

export const CLAVE_AVISOS = ['avisos', 'preferencias'] as const;

async function pedir(ruta: string, init: RequestInit = {}): Promise<unknown> {
  const respuesta = await fetch(ruta, {
    credentials: 'same-origin',
    ...init,
    headers: init.body === undefined ? init.headers : { 'content-type': 'application/json', ...init.headers },
  });
  const cuerpo: unknown = respuesta.headers.get('content-type')?.includes('json') ? await respuesta.json() : null;
  if (!respuesta.ok) {
    const error = (cuerpo as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(respuesta.status, error?.code ?? 'http_error', error?.message ?? respuesta.statusText);
  }
  return cuerpo;
}

export const apiAvisos = {
  clavePublica: async () => ((await pedir('/api/avisos/clave-publica')) as { clave: string }).clave,
  preferencias: () => pedir('/api/avisos/preferencias') as Promise<RespuestaPreferencias>,
  guardarPreferencias: async (p: Preferencias) =>
    ((await pedir('/api/avisos/preferencias', { method: 'PUT', body: JSON.stringify(p) })) as { preferencias: Preferencias }).preferencias,
  suscribir: (s: SuscripcionNavegador) => pedir('/api/avisos/suscripciones', { method: 'POST', body: JSON.stringify(s) }),
  /** keepalive: sign-out may navigate away right after. */
  darDeBaja: (endpoint: string) => pedir('/api/avisos/suscripciones', { method: 'DELETE', body: JSON.stringify({ endpoint }), keepalive: true }),
};
