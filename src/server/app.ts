/**
 * Builds the Fastify application from its configuration and ports, so tests
 * start real instances on random ports.
 */
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics/routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { healthRoutes } from './health/routes.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { loggerOptions } from './logger.ts';

export interface AppDependencies {
  readonly database: Database;
}

export async function buildApp(config: Config, { database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.PUBLIC_URL);
  await app.register(rateLimit, { global: false });
  await app.register(healthRoutes, { ping: () => database.ping() });
  await app.register(analyticsRoutes, { db: database.db, perMinute: config.ANALYTICS_RATE_LIMIT_PER_MINUTE });
  await registerSpa(app, config.STATIC_DIR);
  return app;
}
