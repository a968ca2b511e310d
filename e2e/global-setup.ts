/**
 * Starts the real server once for the browser journeys: production build from
 * ./dist, embedded PGlite in memory, a random loopback port.
 */
import { existsSync, readFileSync } from 'node:fs';
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
import { arrancarS3Local, type ReglaCors } from '../test/helpers/s3-local.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A second server on its defaults (no PUBLIC_URL: localhost), opened by the test as 127.0.0.1, like a newcomer. */
    baseUrlPorDefecto: string;
    /** A verified paediatrician account, as an operator would create it. */
    pediatra: { email: string; password: string };
    /** A second one for the consultation journeys: the staff-panel journey turns two-factor sign-in on for the first. */
    pediatraConsultas: { email: string; password: string };
    /**
     * A third server whose chat files live in an S3 bucket (s3rver on loopback) with exactly the README's CORS rule
     * for that server's PUBLIC_URL, and a paediatrician of its own (with colegiado). The bucket's endpoint and name
     * let a journey change the bucket's configuration as an operator would.
     */
    s3: { baseUrl: string; pediatra: { email: string; password: string }; endpoint: string; bucket: string };
  }
}

/** The example origin the README's rule is written for; each operator puts their PUBLIC_URL there. */
const ORIGEN_DEL_EJEMPLO = 'https://triaje.example.es';

/**
 * The CORS rule the README tells operators to add to their bucket, read from the README itself so that the journey
 * proves what operators are told; `paraOrigen` puts a server's PUBLIC_URL where the example origin is. Read before any
 * server starts: a README that no longer has the rule fails the setup without leaving servers behind.
 */
function reglaCorsDelReadme(): { paraOrigen(publicUrl: string): ReglaCors[] } {
  const readme = readFileSync('README.md', 'utf8');
  const bloque = /needs a CORS\s+rule[\s\S]*?```json\n([\s\S]*?)\n```/.exec(readme)?.[1];
  if (!bloque) throw new Error('README.md: no se encontró la regla CORS del bucket (bloque json tras «needs a CORS rule»)');
  const reglas = JSON.parse(bloque) as ReglaCors[];
  if (!reglas.every((r) => r.AllowedOrigins.includes(ORIGEN_DEL_EJEMPLO))) throw new Error(`README.md: la regla CORS ya no usa ${ORIGEN_DEL_EJEMPLO}`);
  return {
    paraOrigen: (publicUrl) => reglas.map((r) => ({ ...r, AllowedOrigins: r.AllowedOrigins.map((o) => (o === ORIGEN_DEL_EJEMPLO ? publicUrl : o)) })),
  };
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
  const reglaCors = reglaCorsDelReadme();
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

  const portS3 = await freePort();
  const publicUrlS3 = `http://127.0.0.1:${portS3}`;
  const bucket = await arrancarS3Local('archivos-e2e', { cors: reglaCors.paraOrigen(publicUrlS3) });
  const databaseS3 = await openPglite('memory://');
  const configS3 = loadConfig({
    NODE_ENV: 'test',
    PORT: String(portS3),
    PUBLIC_URL: publicUrlS3,
    LOG_LEVEL: 'warn',
    // As the main server: each browser context signs in from an address of its own (e2e/browser.ts).
    TRUST_PROXY: 'true',
    BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    S3_BUCKET: bucket.bucket,
    S3_ENDPOINT: bucket.endpoint,
    S3_ACCESS_KEY_ID: bucket.credenciales.accessKeyId,
    S3_SECRET_ACCESS_KEY: bucket.credenciales.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  const mailerS3 = withCopyOnDisk(createMailer({ db: databaseS3.db, smtpUrl: undefined, from: configS3.MAIL_FROM, log: { info() {}, warn() {} } }));
  const appS3 = await buildApp(configS3, { database: databaseS3, mailer: mailerS3 });
  await appS3.listen({ port: portS3, host: '127.0.0.1' });
  project.provide('s3', {
    baseUrl: publicUrlS3,
    pediatra: await crearPediatra(publicUrlS3, databaseS3, 'pediatra.s3.e2e@clinica.test'),
    endpoint: bucket.endpoint,
    bucket: bucket.bucket,
  });
  return async () => {
    await app.close();
    await database.close();
    await appPorDefecto.close();
    await databasePorDefecto.close();
    await appS3.close();
    await databaseS3.close();
    await bucket.parar();
  };
}
