import { describe, expect, it } from 'vitest';
import { loggerOptions, registrosLegibles, serializarError } from './logger.ts';

describe('logs', () => {
  it('print readable lines only for a person at a terminal in development', () => {
    expect(registrosLegibles({ NODE_ENV: 'development' }, true)).toBe(true);
    expect(registrosLegibles({ NODE_ENV: 'development' }, false)).toBe(false);
    expect(registrosLegibles({ NODE_ENV: 'production' }, true)).toBe(false);
    expect(loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'development' }, undefined, true)).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, undefined, true)).not.toHaveProperty('transport');
  });

  it('keep an error by kind, code and frames, never its message (a query error carries its parameters)', () => {
    const causa = Object.assign(new Error('relation "hijos" does not exist'), { code: '42P01' });
    const error = new Error('Failed query: insert into "hijos" ("nombre") values ($1)\nparams: Lucía Pérez,2023-03-14', { cause: causa });
    error.name = 'DrizzleQueryError';
    const registrado = JSON.stringify(serializarError(error));
    expect(registrado).toContain('42P01');
    expect(registrado).toContain('DrizzleQueryError');
    expect(registrado).not.toContain('Lucía');
    expect(registrado).not.toContain('2023-03-14');
    expect(registrado).not.toContain('params');
  });
});
