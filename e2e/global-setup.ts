/**
 * Starts the real server once for the browser journeys: production build from
 * ./dist, embedded PGlite in memory, a random loopback port.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/server/db/database.ts';
import { openPglite } from '../src/server/db/pglite.ts';
import { profiles, user } from '../src/server/db/schema.ts';
import { createMailer } from '../src/server/mail/mailer.ts';
import { withCopyOnDisk } from '../test/helpers/mail-to-disk.ts';
import { freePort } from '../test/helpers/port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A second server on its defaults (no PUBLIC_URL: localhost), opened by the test as 127.0.0.1, like a newcomer. */
    baseUrlPorDefecto: string;
    /** A verified paediatrician account, as an operator would create it. */
    pediatra: { email: string; password: string };
    /** A second one for the consultation journeys: the staff-panel journey turns two-factor sign-in on for the first. */
    pediatraConsultas: { email: string; password: string };
  }
}

async function crearPediatra(url: string, database: Database, email = 'pediatra.e2e@clinica.test'): Promise<{ email: string; password: string }> {
  const cuenta = { email, password: 'clave de pediatra para pruebas' };
  const respuesta = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ ...cuenta, name: 'Dra. Pruebas' }),
  });
  if (!respuesta.ok) throw new Error(`no se pudo crear la cuenta de pediatra (${respuesta.status})`);
  const [fila] = await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, cuenta.email)).returning({ id: user.id });
  if (!fila) throw new Error('sin cuenta de pediatra');
  // With the registration number the terms promise the family, as npm run admin -- set-colegiado records it (without
  // one a paediatrician cannot accept consultations; the specialty defaults to Pediatría).
  await database.db
    .update(profiles)
    .set({ role: 'pediatra', numeroColegiado: '282812345', colegioProvincia: 'Madrid', especialidad: 'Pediatría' })
    .where(eq(profiles.userId, fila.id));
  return cuenta;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync('dist/index.html')) throw new Error('No build in ./dist: run `npm run build` before the browser tests');
  const database = await openPglite('memory://');
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ANALYTICS_RATE_LIMIT_PER_MINUTE: '1000',
    // Each browser context comes from an address of its own (e2e/browser.ts), as families do: the per-address
    // sign-in limit (10 a minute) must not add up every journey of the suite.
    TRUST_PROXY: 'true',
    BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
  });
  const mailer = withCopyOnDisk(createMailer({ db: database.db, smtpUrl: undefined, from: config.MAIL_FROM, log: { info() {}, warn() {} } }));
  const app = await buildApp(config, { database, mailer });
  const url = await app.listen({ port, host: '127.0.0.1' });
  project.provide('baseUrl', url);
  project.provide('pediatra', await crearPediatra(url, database));
  project.provide('pediatraConsultas', await crearPediatra(url, database, 'pediatra.consultas.e2e@clinica.test'));

  const databasePorDefecto = await openPglite('memory://');
  const portPorDefecto = await freePort();
  const configPorDefecto = loadConfig({ NODE_ENV: 'test', PORT: String(portPorDefecto), LOG_LEVEL: 'warn', BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789' });
  const mailerPorDefecto = withCopyOnDisk(createMailer({ db: databasePorDefecto.db, smtpUrl: undefined, from: configPorDefecto.MAIL_FROM, log: { info() {}, warn() {} } }));
  const appPorDefecto = await buildApp(configPorDefecto, { database: databasePorDefecto, mailer: mailerPorDefecto });
  await appPorDefecto.listen({ port: portPorDefecto, host: '127.0.0.1' });
  project.provide('baseUrlPorDefecto', `http://127.0.0.1:${portPorDefecto}`);
  return async () => {
    await app.close();
    await database.close();
    await appPorDefecto.close();
    await databasePorDefecto.close();
  };
}
