import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';

describe('sign-in throttling', () => {
  let server: RunningServer;
  let victima: TestAccount;
  beforeAll(async () => {
    // Behind a proxy the client address comes from X-Forwarded-For, as in production.
    server = await startServer(TEST_DATABASES[0]!, { TRUST_PROXY: 'true' });
    victima = await createAccount(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const signIn = (ip: string, password: string) =>
    fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': ip },
      body: JSON.stringify({ email: victima.email, password }),
    });

  it('slows an attacker guessing from one address without locking the real user out', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn('203.0.113.9', `intento-${i}-equivocado`)).status);
    // 8 tries on this account from this address, then refused (the per-address limit of 10 would come next).
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429, 429, 429]);
    // Even the right password is refused from the guessing address for now…
    expect((await signIn('203.0.113.9', victima.password)).status).toBe(429);
    // A forged client-IP header does not get the attacker a fresh budget.
    const forged = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': '203.0.113.9', 'x-client-ip': '198.51.100.1' },
      body: JSON.stringify({ email: victima.email, password: 'otra-vez-mal-123' }),
    });
    expect(forged.status).toBe(429);

    // …but the real parent, from their own address, signs in.
    const real = await signIn('198.51.100.23', victima.password);
    expect(real.status).toBe(200);
  });

  it('limits each address across accounts too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify({ email: `otra.${i}@example.com`, password: 'no-existe-123' }),
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
