/**
 * The one typed API client of the SPA: components never call fetch directly.
 */
import type { SesionAnalitica } from '../../shared/analytics.ts';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function request(path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body: unknown = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'http_error', error?.message ?? response.statusText);
  }
  return body;
}

export const api = {
  registrarSesionTriaje(sesion: SesionAnalitica): Promise<unknown> {
    // keepalive: the completed row must survive the parent closing the tab right after the result.
    return request('/api/analytics/triage-sessions', { method: 'POST', body: JSON.stringify(sesion), keepalive: true });
  },
};
