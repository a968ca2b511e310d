/**
 * Cross-site request protection for the whole API: a state-changing request
 * must come from our own origin (or a configured trusted one). Browsers send
 * `Origin` on every such fetch; anything else is refused before a handler runs.
 *
 * The decision is taken on the route Fastify chose and on the decoded path,
 * never on the raw spelling of the URL (`/%61pi/hijos` routes to /api/hijos),
 * and absolute-form request targets (`POST http://host/api/…`) are refused.
 */
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function rutaDecodificada(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const esApi = (path: string | undefined) => path !== undefined && (path === '/api' || path.startsWith('/api/'));

export function registerSameOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[], exemptRoutes: readonly string[] = []): void {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request, reply) => {
    if (!request.raw.url?.startsWith('/')) return sendError(reply, 400, 'bad_request_target', 'Petición no válida.');
    if (SAFE_METHODS.has(request.method)) return;
    const ruta = request.routeOptions.url;
    if (!esApi(ruta) && !esApi(rutaDecodificada(request.url))) return;
    if (ruta !== undefined && exemptRoutes.includes(ruta)) return;
    const origin = request.headers.origin;
    if (origin && trusted.has(origin)) return;
    return sendError(reply, 403, 'forbidden_origin', 'Petición rechazada: origen no permitido.');
  });
}
