import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on documented defaults with no environment', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      APP_NAME: 'Triaje Pediátrico',
      TRUST_PROXY: false,
    });
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
  });

  it('reads values and derives the public URL from the port', () => {
    const config = loadConfig({ PORT: '8080', TRUST_PROXY: 'true', DATABASE_URL: 'postgres://u@h/db', APP_NAME: 'Clínica' });
    expect(config).toMatchObject({ PORT: 8080, TRUST_PROXY: true, DATABASE_URL: 'postgres://u@h/db', PUBLIC_URL: 'http://localhost:8080', APP_NAME: 'Clínica' });
  });

  it.each([{ PORT: 'abc' }, { PORT: '70000' }, { DATABASE_URL: 'mysql://x' }, { PUBLIC_URL: 'not a url' }, { LOG_LEVEL: 'loud' }, { TRUST_PROXY: 'maybe' }])(
    'stops with a clear message for %j',
    (env) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    },
  );
});
