import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { freePort } from '../../../test/helpers/port.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema.ts';

describe('session cookie behind https (production)', () => {
  let server: RunningServer;
  let origin: string;
  beforeAll(async () => {
    // A TLS proxy in front: the app is told its public address is https.
    const port = await freePort();
    origin = `https://triaje.test:${port}`;
    server = await startServer(TEST_DATABASES[0]!, { PUBLIC_URL: origin });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is __Host- prefixed, Secure, HttpOnly, Path=/ and without Domain, and it works', async () => {
    const email = `https.${Date.now()}@example.com`;
    const password = 'frase segura para https';
    const headers = { 'content-type': 'application/json', origin };
    await fetch(`${server.url}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password, name: '' }) });
    const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    const link = new URL(/(https?:\/\/\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' });

    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
    expect(signIn.status).toBe(200);
    const sesion = signIn.headers.getSetCookie().find((c) => c.startsWith('__Host-triaje.session_token='));
    expect(sesion).toBeDefined();
    expect(sesion).toMatch(/; Secure/i);
    expect(sesion).toMatch(/; HttpOnly/i);
    expect(sesion).toMatch(/; Path=\//i);
    expect(sesion).not.toMatch(/; Domain=/i);
    expect(sesion).toMatch(/; SameSite=Lax/i);
    const me = await fetch(`${server.url}/api/me`, { headers: { cookie: (sesion ?? '').split(';')[0] ?? '' } });
    expect(await me.json()).toMatchObject({ user: { email } });
  });
});
