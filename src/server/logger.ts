import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/**
 * Errors are logged by kind, code and stack frames only: a database error's
 * message carries the query's parameters (children's names, dates, tokens),
 * so the message itself never reaches a log.
 */
export function serializarError(error: unknown): { type: string; message: string; stack: string; [clave: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const causa = error.cause as { code?: unknown; name?: unknown } | undefined;
  const codigo = (error as { code?: unknown }).code ?? causa?.code;
  const marcos = (error.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  return {
    type: error.name,
    // Deliberately empty: see above.
    message: '',
    ...(codigo === undefined ? {} : { code: String(codigo) }),
    ...(typeof causa?.name === 'string' ? { causa: causa.name } : {}),
    ...((error as { statusCode?: unknown }).statusCode === undefined ? {} : { statusCode: (error as { statusCode?: unknown }).statusCode }),
    stack: marcos.join('\n'),
  };
}

/** Readable lines for a person at a terminal in development; JSON for machines and production. */
export function registrosLegibles(config: Pick<Config, 'NODE_ENV'>, esTerminal: boolean): boolean {
  return config.NODE_ENV === 'development' && esTerminal;
}

/**
 * Structured logs. Requests are logged by method, path and status only:
 * no bodies, no query strings, no cookies — health data never reaches a log.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  stream?: { write(line: string): void },
  esTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'body', 'req.body'], remove: true },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { id: request.id, method: request.method, path: request.url.split('?')[0] };
      },
      err: serializarError,
    },
    ...(stream ? { stream } : registrosLegibles(config, esTerminal) ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' } } } : {}),
  };
}
