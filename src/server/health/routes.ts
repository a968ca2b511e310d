import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors.ts';

export async function healthRoutes(app: FastifyInstance, { ping }: { ping: () => Promise<void> }): Promise<void> {
  /** Liveness: the process answers. */
  app.get('/api/health', async () => ({ status: 'ok' }));

  /** Readiness: the database answers too. */
  app.get('/api/ready', async (request, reply) => {
    try {
      await ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return sendError(reply, 503, 'not_ready', 'La base de datos no está disponible.');
    }
  });
}
