import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';
import { totp } from '../../../test/helpers/totp.ts';
import { profiles } from '../db/schema.ts';

describe('two-factor sign-in for staff', () => {
  let server: RunningServer;
  let pediatra: TestAccount;
  let familia: TestAccount;
  beforeAll(async () => {
    server = await startServer(TEST_DATABASES[0]!);
    pediatra = await createAccount(server, { role: 'pediatra' });
    familia = await createAccount(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const cookies = (r: Response) => r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

  it('is for staff only', async () => {
    const response = await familia.api('/api/auth/two-factor/enable', { method: 'POST', body: { password: familia.password } });
    expect(response.status).toBe(403);
  });

  it('turns on with the password and a first code, then asks for a code at every sign-in', async () => {
    const activar = await pediatra.api('/api/auth/two-factor/enable', { method: 'POST', body: { password: pediatra.password } });
    expect(activar.status).toBe(200);
    const { totpURI, backupCodes } = (await activar.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(backupCodes.length).toBeGreaterThan(0);
    const confirmar = await pediatra.api('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code: totp(totpURI) } });
    expect(confirmar.status).toBe(200);
    // Turning it on renews the session cookie.
    const renovada = cookies(confirmar) || pediatra.cookie;
    expect(await (await fetch(`${server.url}/api/me`, { headers: { cookie: renovada } })).json()).toMatchObject({ role: 'pediatra', dosFactores: { activo: true } });

    const paso1 = await post('/api/auth/sign-in/email', { email: pediatra.email, password: pediatra.password });
    expect(await paso1.json()).toMatchObject({ twoFactorRedirect: true });
    const temporal = cookies(paso1);
    // The password alone gives no session.
    expect(await (await fetch(`${server.url}/api/me`, { headers: { cookie: temporal } })).json()).toMatchObject({ user: null });
    expect((await post('/api/auth/two-factor/verify-totp', { code: '000000' }, temporal)).status).toBe(401);
    const paso2 = await post('/api/auth/two-factor/verify-totp', { code: totp(totpURI) }, temporal);
    expect(paso2.status).toBe(200);
    const sesion = cookies(paso2);
    expect(await (await fetch(`${server.url}/api/me`, { headers: { cookie: sesion } })).json()).toMatchObject({ role: 'pediatra' });
  });

  it('an operator can require it: staff features wait until it is on', async () => {
    const otra = await createAccount(server, { role: 'admin' });
    await server.database.db.update(profiles).set({ requiere2fa: true }).where(eq(profiles.userId, otra.id));
    const bloqueada = await otra.api('/api/hijos');
    expect(bloqueada.status).toBe(403);
    expect(await bloqueada.json()).toMatchObject({ error: { code: 'two_factor_required' } });
    expect(await (await otra.api('/api/me')).json()).toMatchObject({ role: 'admin', dosFactores: { activo: false, obligatorio: true } });
  });
});
