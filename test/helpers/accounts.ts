/** Real accounts for integration tests: sign up, follow the e-mailed link, sign in. */
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, profiles, user } from '../../src/server/db/schema.ts';
import type { Rol } from '../../src/shared/me.ts';
import type { RunningServer } from './server.ts';

export interface TestAccount {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly cookie: string;
  /** fetch against the server as this user, with the right Origin and cookie. */
  api(path: string, init?: { method?: string; body?: unknown }): Promise<Response>;
}

let seq = 0;

export async function createAccount(
  server: RunningServer,
  {
    role = 'user' as Rol,
    nombre = 'Prueba',
    consentimientoSalud = true,
    /** A paediatrician's número de colegiado: without one they cannot accept consultations (null: none recorded). */
    colegiado = '282812345' as string | null,
  } = {},
): Promise<TestAccount> {
  const email = `cuenta.${Date.now()}.${++seq}@example.com`;
  const password = `clave-de-prueba-${seq}-segura`;
  // Behind TRUST_PROXY each test account comes from its own address, so the per-address sign-up limit never mixes tests.
  const headers = { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': `10.${seq % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password, name: nombre }) });
  if (!signUp.ok) throw new Error(`sign-up ${signUp.status}`);
  const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  const link = /(https?:\/\/\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error('no verification link');
  await fetch(link, { redirect: 'manual' });
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error('no user');
  // As an operator's set-colegiado leaves a paediatrician: number, province and specialty.
  const identidad = role === 'pediatra' && colegiado !== null ? { numeroColegiado: colegiado, colegioProvincia: 'Madrid', especialidad: 'Pediatría' } : {};
  if (role !== 'user') await server.database.db.update(profiles).set({ role, ...identidad }).where(eq(profiles.userId, row.id));
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (!signIn.ok) throw new Error(`sign-in ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (consentimientoSalud) {
    await fetch(`${server.url}/api/consentimientos`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ tipo: 'registro', version: '2026-11-21', aceptado_at: new Date().toISOString() }),
    });
  }
  return {
    id: row.id,
    email,
    password,
    cookie,
    api(path, init = {}) {
      return fetch(`${server.url}${path}`, {
        method: init.method ?? 'GET',
        headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), origin: server.url, cookie },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    },
  };
}
