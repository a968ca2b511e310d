/**
 * Cross-site request protection for the whole API: a state-changing request
 * must come from our own origin (or a configured trusted one). Browsers send
 * `Origin` on every such fetch; anything else is refused before a handler runs.
 */
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerSameOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[], exemptPaths: readonly string[] = []): void {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || exemptPaths.includes(path)) return;
    const origin = request.headers.origin;
    if (origin && trusted.has(origin)) return;
    return sendError(reply, 403, 'forbidden_origin', 'Petición rechazada: origen no permitido.');
  });
}
