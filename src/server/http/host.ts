/**
 * A request whose Host header is not a host name or address with an optional
 * valid port (`a b`, `localhost:99999`) is refused before any handler builds
 * a URL from it.
 */
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function hostValido(host: string | undefined): boolean {
  if (!host) return false;
  const partes = HOST.exec(host);
  if (!partes) return false;
  const puerto = partes[1];
  return puerto === undefined || (Number(puerto) >= 1 && Number(puerto) <= 65535);
}

export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!hostValido(request.headers.host)) return sendError(reply, 400, 'invalid_host', 'Petición no válida.');
  });
}
