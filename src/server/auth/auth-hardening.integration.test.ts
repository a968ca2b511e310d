/**
 * Issue 8, the auth findings of the outside review: each test failed before
 * the fix. Runs on PGlite and on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { relojManual, startServer, type RunningServer } from '../../../test/helpers/server.ts';
import { mailOutbox, user } from '../db/schema.ts';

const REDIRECCIONES_AJENAS = [
  '//evil.com',
  '/.//evil.com',
  '/..//evil.com',
  '%2F.%2F%2Fevil.com',
  '/%2F/evil.com',
  '/%2e%2e//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/%5Cevil.com',
  '/\t/evil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  'https://evil.com',
  'http://127.0.0.1@evil.com',
  '//127.0.0.1@evil.com',
  'https://127.0.0.1.evil.com/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,hola',
  'evil.com',
  ' /x',
];

const RUTAS_DE_LA_LIBRERIA_NO_USADAS: readonly [string, string][] = [
  ['POST', '/delete-user'],
  ['GET', '/delete-user/callback'],
  ['POST', '/verify-password'],
  ['POST', '/update-user'],
  ['POST', '/change-password'],
  ['POST', '/change-email'],
  ['GET', '/get-session'],
  ['GET', '/list-sessions'],
  ['POST', '/revoke-session'],
  ['POST', '/revoke-sessions'],
  ['POST', '/revoke-other-sessions'],
  ['POST', '/update-session'],
  ['POST', '/send-verification-email'],
  ['GET', '/list-accounts'],
  ['POST', '/link-social'],
  ['POST', '/unlink-account'],
  ['POST', '/get-access-token'],
  ['POST', '/refresh-token'],
  ['GET', '/account-info'],
  ['GET', '/ok'],
  ['GET', '/error'],
  ['POST', '/two-factor/disable'],
  ['POST', '/two-factor/get-totp-uri'],
  ['POST', '/two-factor/send-otp'],
  ['POST', '/two-factor/verify-otp'],
  ['POST', '/two-factor/generate-backup-codes'],
  ['POST', '/sign-in/social'],
  ['GET', '/callback/google'],
];

describe.each(TEST_DATABASES)('auth hardening on $name', (testDatabase) => {
  let server: RunningServer;
  const reloj = relojManual();
  beforeAll(async () => {
    server = await startServer(testDatabase, { TRUST_PROXY: 'true' }, { reloj });
  });
  afterAll(async () => {
    await server?.stop();
  });

  let n = 0;
  const post = (ruta: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/auth${ruta}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': `172.16.${Math.floor(++n / 250)}.${n % 250}`, ...headers },
      body: JSON.stringify(body),
    });

  const correosA = (email: string) => server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const enlaceDe = (texto: string) => /(https?:\/\/\S+)/.exec(texto)?.[1] ?? '';

  it.each(REDIRECCIONES_AJENAS)('refuses the foreign redirect %j in every auth link and form', async (destino) => {
    const verificacion = await fetch(`${server.url}/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(destino)}`, { redirect: 'manual' });
    expect(verificacion.status).toBe(400);
    expect(verificacion.headers.get('location')).toBeNull();
    expect(await verificacion.json()).toEqual({ error: { code: 'invalid_redirect', message: 'La dirección de retorno no es válida.' } });
    for (const [ruta, campo] of [
      ['/sign-up/email', 'callbackURL'],
      ['/request-password-reset', 'redirectTo'],
      ['/sign-in/email', 'callbackURL'],
    ] as const) {
      const r = await post(ruta, { email: 'alguien@example.com', password: 'una-clave-larga-9', name: '', [campo]: destino });
      expect(r.status, `${ruta} ${campo}`).toBe(400);
    }
    // The raw verification query string, not only the decoded one.
    const cruda = await fetch(`${server.url}/api/auth/verify-email?token=x&callbackURL=${destino.replaceAll(' ', '%20')}`, { redirect: 'manual' });
    expect(cruda.headers.get('location') ?? '').not.toMatch(/evil|javascript|data:/i);
  });

  it('keeps redirects that are paths of our own', async () => {
    const r = await fetch(`${server.url}/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent('/auth?mode=register')}`, { redirect: 'manual' });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toMatch(/^\/auth\?/);
  });

  let cuentaDeRutas: TestAccount;
  it.each(RUTAS_DE_LA_LIBRERIA_NO_USADAS)('does not expose %s /api/auth%s', async (metodo, ruta) => {
    cuentaDeRutas ??= await createAccount(server);
    const cuenta = cuentaDeRutas;
    const r = await fetch(`${server.url}/api/auth${ruta}`, {
      method: metodo,
      headers: { origin: server.url, cookie: cuenta.cookie, ...(metodo === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: metodo === 'POST' ? JSON.stringify({ password: cuenta.password, provider: 'google', callbackURL: '/' }) : undefined,
    });
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ error: { code: 'not_found', message: 'Recurso no encontrado.' } });
    // The account is untouched (delete-user with an empty body used to delete it).
    const [fila] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.id, cuenta.id));
    expect(fila?.id).toBe(cuenta.id);
  });

  it('keeps 8 wrong passwords per 15 minutes per account and address, across the library window, without locking out another address', async () => {
    const cuenta = await createAccount(server);
    const entrar = (ip: string, password: string) => post('/sign-in/email', { email: cuenta.email, password }, { 'x-forwarded-for': ip });
    // Ten requests from the guessing address in all: the library's own per-address limit (10 a minute, real time) stays out of the way.
    for (let i = 0; i < 8; i++) expect((await entrar('203.0.113.50', `mal-${i}-clave-larga`)).status).toBe(401);
    // The library's counters reset after about a minute; ours hold the whole 15 minutes, even for the right password.
    reloj.avanzar(15 * 60_000 - 1000);
    expect((await entrar('203.0.113.50', cuenta.password)).status).toBe(429);
    // The real parent from elsewhere is never locked out.
    expect((await entrar('198.51.100.7', cuenta.password)).status).toBe(200);
    reloj.avanzar(2000);
    expect((await entrar('203.0.113.50', cuenta.password)).status).toBe(200);
  });

  it('throttles the password of account deletion the same way', async () => {
    const cuenta = await createAccount(server);
    const borrar = (password: string) =>
      fetch(`${server.url}/api/cuenta/eliminar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, cookie: cuenta.cookie },
        body: JSON.stringify({ password }),
      });
    const estados: number[] = [];
    for (let i = 0; i < 10; i++) estados.push((await borrar(`mal-${i}-clave-larga`)).status);
    expect(estados.slice(0, 8).every((s) => s === 400)).toBe(true);
    expect(estados.slice(8)).toEqual([429, 429]);
    expect((await borrar(cuenta.password)).status).toBe(429);
    const [sigue] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.id, cuenta.id));
    expect(sigue).toBeDefined();
  });

  it('a second sign-up for an unverified address leaves only the newest password and link (pre-account takeover)', async () => {
    const email = `victima.${Date.now()}@example.com`;
    expect((await post('/sign-up/email', { email, password: 'clave-del-atacante-1', name: '' })).status).toBe(200);
    const [delAtacante] = await correosA(email);
    expect((await post('/sign-up/email', { email, password: 'clave-de-la-victima-2', name: 'Ana' })).status).toBe(200);
    const correos = await correosA(email);
    expect(correos).toHaveLength(1);
    const deLaVictima = correos[0]!;
    expect(enlaceDe(deLaVictima.text)).not.toBe(enlaceDe(delAtacante!.text));

    // The attacker's link no longer verifies anything.
    const viejo = await fetch(enlaceDe(delAtacante!.text), { redirect: 'manual' });
    expect(viejo.headers.get('location')).toContain('error=');
    const [sinVerificar] = await server.database.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(sinVerificar?.v).toBe(false);

    // The newest link verifies, but does not sign in the browser that opened it (login forgery).
    const nuevo = await fetch(enlaceDe(deLaVictima.text), { redirect: 'manual', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(nuevo.status).toBe(302);
    expect(nuevo.headers.get('location')).not.toContain('error=');
    expect(nuevo.headers.getSetCookie().some((c) => c.includes('session_token=') && !c.includes('Max-Age=0'))).toBe(false);
    // Opening the same link again is harmless.
    expect((await fetch(enlaceDe(deLaVictima.text), { redirect: 'manual' })).status).toBe(302);

    expect((await post('/sign-in/email', { email, password: 'clave-del-atacante-1' }, { 'x-forwarded-for': '192.0.2.31' })).status).toBe(401);
    expect((await post('/sign-in/email', { email, password: 'clave-de-la-victima-2' }, { 'x-forwarded-for': '192.0.2.31' })).status).toBe(200);
  });

  it('deletes accounts left unverified longer than the configured time, and only those', async () => {
    const viejo = `sin.verificar.${Date.now()}@example.com`;
    await post('/sign-up/email', { email: viejo, password: 'una-clave-larga-77', name: '' });
    const verificada = await createAccount(server);
    const { purgarCuentasSinVerificar } = await import('./cuentas-sin-verificar.ts');
    const dia = 24 * 60 * 60 * 1000;
    expect(await purgarCuentasSinVerificar(server.database.db, Date.now() + 6 * dia, 7 * dia)).toBe(0);
    expect(await purgarCuentasSinVerificar(server.database.db, Date.now() + 8 * dia, 7 * dia)).toBeGreaterThanOrEqual(1);
    expect(await server.database.db.select().from(user).where(eq(user.email, viejo))).toEqual([]);
    expect(await correosA(viejo)).toEqual([]);
    expect(await server.database.db.select({ id: user.id }).from(user).where(eq(user.id, verificada.id))).toHaveLength(1);
  });

  it('caps account e-mails per recipient, answering exactly the same', async () => {
    const email = `flood.${Date.now()}@example.com`;
    await post('/sign-up/email', { email, password: 'una-clave-larga-88', name: '' });
    const respuestas: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await post('/sign-in/email', { email, password: 'una-clave-larga-88' }, { 'x-forwarded-for': `192.0.2.${60 + i}` });
      respuestas.push(`${r.status} ${JSON.stringify(await r.json())}`);
    }
    expect(new Set(respuestas).size).toBe(1);
    expect((await correosA(email)).length).toBeLessThanOrEqual(3);
    reloj.avanzar(61 * 60_000);
    await post('/sign-in/email', { email, password: 'una-clave-larga-88' }, { 'x-forwarded-for': '192.0.2.99' });
    expect((await correosA(email)).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['<script>alert(1)</script>', 'markup'],
    [{ nombre: 'x' }, 'an object'],
    [['a'], 'an array'],
    [null, 'null'],
    [7, 'a number'],
    ['a'.repeat(60_000), '60,000 characters'],
    ['Ana\u0000', 'a NUL character'],
  ])('refuses a sign-up name that is %s (%s) with a 4xx JSON error and no account', async (name, _como) => {
    const email = `nombre.${Date.now()}.${Math.random()}@example.com`;
    const r = await post('/sign-up/email', { email, password: 'una-clave-larga-99', name });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(await server.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('refuses the e-mail address as the password', async () => {
    const email = `Igual.${Date.now()}@Example.com`;
    const r = await post('/sign-up/email', { email, password: email.toLowerCase(), name: '' });
    expect(r.status).toBe(400);
    expect((await r.json()) as { code: string }).toMatchObject({ code: 'PASSWORD_COMPROMISED' });
  });

  it('answers that carry session tokens are never cached', async () => {
    const cuenta = await createAccount(server);
    const r = await post('/sign-in/email', { email: cuenta.email, password: cuenta.password }, { 'x-forwarded-for': '192.0.2.200' });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.getSetCookie().length).toBeGreaterThan(0);
  });

  it('a reset token with a NUL character is a 400, not a 500', async () => {
    const r = await post('/reset-password', { token: 'abc\u0000def', newPassword: 'una-clave-larga-00' });
    expect(r.status).toBe(400);
    const verif = await server.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, 'nadie')));
    expect(verif).toEqual([]);
  });
});
