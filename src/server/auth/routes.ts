/**
 * Mounts Better Auth on Fastify (tech-notes §1): the raw body is passed
 * through untouched, Set-Cookie headers are copied one by one, and the client
 * address comes from Fastify (trustProxy), never from a client header.
 */
import type { FastifyInstance } from 'fastify';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';

export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { rateLimit: false },
    async handler(request, reply) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === CLIENT_IP_HEADER) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      headers.set(CLIENT_IP_HEADER, request.ip);
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const body = request.method === 'GET' ? undefined : (request.body as Buffer | undefined);
      const init: RequestInit = { method: request.method, headers };
      if (body && body.length > 0) init.body = new Uint8Array(body);
      const response = await auth.handler(new Request(url, init));
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name.toLowerCase() !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
