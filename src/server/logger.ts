import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/**
 * Structured JSON logs. Requests are logged by method, path and status only:
 * no bodies, no query strings, no cookies — health data never reaches a log.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'body', 'req.body'], remove: true },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { id: request.id, method: request.method, path: request.url.split('?')[0] };
      },
    },
  };
}
