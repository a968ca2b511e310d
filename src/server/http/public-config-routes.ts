import type { FastifyInstance } from 'fastify';
import type { ConfigPublica } from '../../shared/config-publica.ts';

/** What the SPA needs to know about this deployment (no secrets). */
export async function publicConfigRoutes(app: FastifyInstance, { google }: ConfigPublica): Promise<void> {
  app.get('/api/config', async () => ({ google }) satisfies ConfigPublica);
}
