/**
 * GET /api/realtime, the one WebSocket of the app (ARCHITECTURE): signed in
 * by the session cookie sent with the upgrade, and only from our own pages —
 * a browser sends cookies on a cross-site WebSocket too, so the Origin is
 * checked before the upgrade (cross-site WebSocket hijacking).
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../auth/guard.ts';
import { sendError } from '../http/errors.ts';
import type { CentroTiempoReal, Conexion } from './centro.ts';

/** The server only speaks on this socket; a client has nothing to say beyond a few bytes. */
const CARGA_MAXIMA = 1024;
/** Proxies drop idle connections after a minute or so; a ping keeps ours open and finds dead ones. */
const LATIDO_MS = 25_000;

export async function tiempoRealRoutes(app: FastifyInstance, { guard, centro, origenes }: { guard: Guard; centro: CentroTiempoReal; origenes: readonly string[] }): Promise<void> {
  await app.register(websocket, { options: { maxPayload: CARGA_MAXIMA } });
  const permitidos = new Set(origenes);
  const vivos = new WeakSet<object>();

  const latido = setInterval(() => {
    for (const cliente of app.websocketServer.clients) {
      if (!vivos.has(cliente)) {
        cliente.terminate();
        continue;
      }
      vivos.delete(cliente);
      cliente.ping();
    }
  }, LATIDO_MS);
  latido.unref();
  app.addHook('onClose', async () => {
    clearInterval(latido);
    await centro.cerrar();
  });

  app.get(
    '/api/realtime',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (!permitidos.has(request.headers.origin ?? '')) return sendError(reply, 403, 'forbidden_origin', 'Petición rechazada: origen no permitido.');
        const user = await guard(request, reply);
        if (!user) return reply;
        request.sesionTiempoReal = { sesionId: user.sesionId, actor: { id: user.id, rol: user.role } };
      },
    },
    (socket, request) => {
      const sesion = request.sesionTiempoReal;
      if (!sesion) return socket.close(1008, 'sin sesion');
      const conexion: Conexion = { socket, ...sesion };
      vivos.add(socket);
      socket.on('pong', () => vivos.add(socket));
      // Clients never need to send anything; whatever arrives is ignored.
      socket.on('message', () => undefined);
      socket.on('close', () => centro.quitar(conexion));
      centro.registrar(conexion);
    },
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    sesionTiempoReal?: Pick<Conexion, 'sesionId' | 'actor'>;
  }
}
