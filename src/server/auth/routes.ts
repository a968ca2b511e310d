/**
 * Mounts Better Auth on Fastify (tech-notes §1): the raw body is passed
 * through after our checks, Set-Cookie headers are copied one by one, and the
 * client address comes from Fastify (trustProxy), never from a client header.
 *
 * Only the endpoints the product uses are reachable over HTTP (RUTAS_EXPUESTAS);
 * every other path of the library answers 404. Redirect targets must be paths
 * on our own origin, and a verification link works only for the account as it stands.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { esRedireccionInterna } from '../../domain/auth/redireccion.ts';
import type { Db } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import { leerJson } from '../http/cuerpo-json.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { esEnlaceVigente } from './cuentas-sin-verificar.ts';

const PREFIJO = '/api/auth';

/** Every auth endpoint the product uses, by method. Google's only when it is configured. */
export function rutasExpuestas(conGoogle: boolean): ReadonlyMap<string, readonly RegExp[]> {
  const post = ['/sign-up/email', '/sign-in/email', '/sign-out', '/request-password-reset', '/reset-password', '/two-factor/enable', '/two-factor/verify-totp', '/two-factor/verify-backup-code'];
  const get = ['/verify-email', '/reset-password/[A-Za-z0-9_-]+'];
  if (conGoogle) {
    post.push('/sign-in/social');
    get.push('/callback/google');
  }
  const exacta = (ruta: string) => new RegExp(`^${ruta}$`);
  return new Map([
    ['POST', post.map(exacta)],
    ['GET', get.map(exacta)],
  ]);
}

const PARAMETROS_DE_REDIRECCION = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'];

function redireccionAjena(valores: Readonly<Record<string, unknown>>): boolean {
  return PARAMETROS_DE_REDIRECCION.some((nombre) => valores[nombre] !== undefined && !esRedireccionInterna(valores[nombre]));
}

function cabeceras(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

export async function authRoutes(app: FastifyInstance, { auth, db, publicUrl, conGoogle }: { auth: Auth; db: Db; publicUrl: string; conGoogle: boolean }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  const expuestas = rutasExpuestas(conGoogle);

  app.route({
    method: ['GET', 'POST'],
    url: `${PREFIJO}/*`,
    config: { rateLimit: false },
    async handler(request, reply) {
      // The library builds links and redirects from this URL: from our public address, never from the Host header.
      const url = new URL(request.url, publicUrl);
      const ruta = url.pathname.slice(PREFIJO.length);
      if (!(expuestas.get(request.method) ?? []).some((r) => r.test(ruta))) return sendError(reply, 404, 'not_found', 'Recurso no encontrado.');
      if (redireccionAjena(Object.fromEntries(url.searchParams))) return sendError(reply, 400, 'invalid_redirect', 'La dirección de retorno no es válida.');

      const init: RequestInit = { method: request.method, headers: cabeceras(request) };
      const body = request.method === 'GET' ? undefined : (request.body as Buffer | undefined);
      if (body && body.length > 0) {
        const lectura = leerJson(body);
        if (!lectura.ok) return sendError(reply, 400, lectura.code, lectura.message);
        if (lectura.valor && typeof lectura.valor === 'object' && redireccionAjena(lectura.valor as Record<string, unknown>)) {
          return sendError(reply, 400, 'invalid_redirect', 'La dirección de retorno no es válida.');
        }
        init.body = new Uint8Array(body);
      }
      if (ruta === '/verify-email' && !(await esEnlaceVigente(db, url.searchParams.get('token') ?? ''))) {
        return reply.redirect('/auth?error=INVALID_TOKEN', 302);
      }

      const response = await auth.handler(new Request(url, init));
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name.toLowerCase() !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
