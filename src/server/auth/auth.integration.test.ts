import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';
import { mailOutbox, profiles, user } from '../db/schema.ts';

describe.each(TEST_DATABASES)('accounts on $name', (testDatabase) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(testDatabase);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, ...headers },
      body: JSON.stringify(body),
      redirect: 'manual',
    });

  const lastMailTo = async (to: string) => {
    const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    return mail;
  };
  const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)?.[1] ?? '';
  const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

  it('signs up, mails a verification link in Spanish, refuses sign-in until verified, then signs in', async () => {
    const email = `madre.${Date.now()}@example.com`;
    const password = 'contraseña-larga-segura';
    const signUp = await post('/api/auth/sign-up/email', { email, password, name: 'Lucía', role: 'admin' });
    expect(signUp.status).toBe(200);

    const mail = await lastMailTo(email);
    expect(mail?.subject).toContain('Confirma tu email');
    expect(mail?.html).toContain('Confirmar email');
    const link = linkIn(mail?.text ?? '');
    expect(link).toContain('/api/auth/verify-email?token=');

    // Mass assignment: a role in the body is ignored; the profile exists with role user.
    const [created] = await server.database.db.select().from(user).where(eq(user.email, email));
    const [profile] = await server.database.db.select().from(profiles).where(eq(profiles.userId, created!.id));
    expect(profile).toMatchObject({ role: 'user', nombre: 'Lucía' });

    const early = await post('/api/auth/sign-in/email', { email, password });
    expect(early.status).toBe(403);

    const verified = await fetch(link, { redirect: 'manual' });
    expect([200, 302]).toContain(verified.status);

    const signIn = await post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    expect(signIn.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);

    const me = await fetch(`${server.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email, nombre: 'Lucía' }, role: 'user' });

    const signOut = await post('/api/auth/sign-out', {}, { cookie });
    expect(signOut.status).toBe(200);
    expect(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).toEqual({ user: null, role: 'user' });
  });

  it('answers unknown e-mails and wrong passwords alike', async () => {
    const unknown = await post('/api/auth/sign-in/email', { email: 'nadie@example.com', password: 'lo-que-sea-123' });
    expect(unknown.status).toBe(401);
    const unknownBody = await unknown.json();
    const email = `padre.${Date.now()}@example.com`;
    await post('/api/auth/sign-up/email', { email, password: 'otra-contraseña-1', name: '' });
    const wrong = await post('/api/auth/sign-in/email', { email, password: 'no-es-esta-123' });
    expect([401, 403]).toContain(wrong.status);
    if (wrong.status === 401) expect(await wrong.json()).toEqual(unknownBody);
  });

  it('answers a password-reset request alike for known and unknown e-mails, and the link changes the password', async () => {
    const email = `reset.${Date.now()}@example.com`;
    await post('/api/auth/sign-up/email', { email, password: 'contraseña-inicial-larga', name: '' });
    const known = await post('/api/auth/request-password-reset', { email, redirectTo: '/auth?mode=reset' });
    const unknown = await post('/api/auth/request-password-reset', { email: `nadie.${Date.now()}@example.com`, redirectTo: '/auth?mode=reset' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());

    const mail = await lastMailTo(email);
    expect(mail?.subject).toContain('Cambia tu contraseña');
    const reset = await fetch(linkIn(mail?.text ?? ''), { redirect: 'manual' });
    const token = new URL(reset.headers.get('location') ?? '', server.url).searchParams.get('token');
    expect(token).toBeTruthy();
    expect((await post('/api/auth/reset-password', { token, newPassword: 'contraseña-nueva-larga' })).status).toBe(200);
    expect((await post('/api/auth/reset-password', { token, newPassword: 'otra-contraseña-larga' })).status).toBe(400);
  });

  it('refuses common passwords and accepts long and Unicode ones', async () => {
    const common = await post('/api/auth/sign-up/email', { email: `comun.${Date.now()}@example.com`, password: 'contraseña123', name: '' });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ code: 'PASSWORD_COMPROMISED' });
    for (const password of ['abcdefghij'.repeat(7), 'Ñandú y cigüeña bajo la lluvia', '猫が好きです-とても好き']) {
      const response = await post('/api/auth/sign-up/email', { email: `larga.${Date.now()}.${password.length}@example.com`, password, name: '' });
      expect(response.status).toBe(200);
    }
  });

  it('refuses short passwords and requests from another origin', async () => {
    const short = await post('/api/auth/sign-up/email', { email: `corta.${Date.now()}@example.com`, password: '1234567', name: '' });
    expect(short.status).toBe(400);
    const foreign = await post('/api/auth/sign-up/email', { email: `ajeno.${Date.now()}@example.com`, password: 'contraseña-buena-1', name: '' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });

  it('says nobody is signed in without a session, with role user', async () => {
    const response = await fetch(`${server.url}/api/me`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null, role: 'user' });
  });
});
