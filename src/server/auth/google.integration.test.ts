import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';

describe('Google sign-in', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  it('is offered only when configured, and then starts the real Google authorisation', async () => {
    const sin = await startServer(TEST_DATABASES[0]!);
    servers.push(sin);
    expect(await (await fetch(`${sin.url}/api/config`)).json()).toMatchObject({ google: false });

    const con = await startServer(TEST_DATABASES[0]!, { GOOGLE_CLIENT_ID: 'id-de-prueba.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secreto' });
    servers.push(con);
    expect(await (await fetch(`${con.url}/api/config`)).json()).toMatchObject({ google: true });
    const inicio = await fetch(`${con.url}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: con.url },
      body: JSON.stringify({ provider: 'google', callbackURL: '/' }),
    });
    expect(inicio.status).toBe(200);
    const { url } = (await inicio.json()) as { url: string };
    const google = new URL(url);
    expect(google.hostname).toBe('accounts.google.com');
    expect(google.searchParams.get('client_id')).toBe('id-de-prueba.apps.googleusercontent.com');
    expect(google.searchParams.get('redirect_uri')).toBe(`${con.url}/api/auth/callback/google`);
  });
});
