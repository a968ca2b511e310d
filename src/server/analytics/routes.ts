import type { FastifyInstance } from 'fastify';
import { sesionAnaliticaSchema } from '../../shared/analytics.ts';
import type { Db } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import { recordTriageSession } from './record-triage-session.ts';

export interface AnalyticsRoutesOptions {
  readonly db: Db;
  readonly perMinute: number;
}

export async function analyticsRoutes(app: FastifyInstance, { db, perMinute }: AnalyticsRoutesOptions): Promise<void> {
  app.post(
    '/api/analytics/triage-sessions',
    { bodyLimit: 2048, config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const parsed = sesionAnaliticaSchema.safeParse(request.body);
      if (!parsed.success) return sendError(reply, 400, 'invalid_body', 'Registro de sesión no válido.');
      await recordTriageSession(db, { sesion: parsed.data, userAgent: request.headers['user-agent'], now: new Date() });
      return reply.status(201).send({ ok: true });
    },
  );
}
