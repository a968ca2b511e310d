/**
 * Starts the real server once for the browser journeys: production build from
 * ./dist, embedded PGlite in memory, a random loopback port.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPglite } from '../src/server/db/pglite.ts';
import { createMailer } from '../src/server/mail/mailer.ts';
import { withCopyOnDisk } from '../test/helpers/mail-to-disk.ts';
import { freePort } from '../test/helpers/port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
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
    BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
  });
  const mailer = withCopyOnDisk(createMailer({ db: database.db, smtpUrl: undefined, from: config.MAIL_FROM, log: { info() {}, warn() {} } }));
  const app = await buildApp(config, { database, mailer });
  const url = await app.listen({ port, host: '127.0.0.1' });
  project.provide('baseUrl', url);
  return async () => {
    await app.close();
    await database.close();
  };
}
