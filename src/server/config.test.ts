import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, modoPagos } from './config.ts';

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

  it('chooses payments: Stripe with both keys, the demo by default, never the demo in production unless asked', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(modoPagos(loadConfig({}))).toBe('demo');
    expect(modoPagos(loadConfig({ NODE_ENV: 'production' }))).toBe('desactivados');
    expect(modoPagos(loadConfig({ NODE_ENV: 'production', PAYMENTS_DEMO: 'true' }))).toBe('demo');
    expect(modoPagos(loadConfig({ PAYMENTS_DEMO: 'false' }))).toBe('desactivados');
    expect(modoPagos(loadConfig({ ...stripe, NODE_ENV: 'production' }))).toBe('stripe');
    expect(modoPagos(loadConfig({ ...stripe, PAYMENTS_DEMO: 'true' }))).toBe('stripe');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_SECRET_KEY y STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(ConfigError);
    expect(loadConfig({})).toMatchObject({ CONSULTATION_PRICE_CENTS: 1500, CONSULTATION_CURRENCY: 'eur', CONSULTATION_WAIT_ALERT_MINUTES: 15 });
    expect(loadConfig({ CONSULTATION_CURRENCY: 'USD' }).CONSULTATION_CURRENCY).toBe('usd');
    expect(() => loadConfig({ CONSULTATION_CURRENCY: 'euro' })).toThrow(ConfigError);
    expect(() => loadConfig({ CONSULTATION_PRICE_CENTS: '0' })).toThrow(ConfigError);
  });
});
