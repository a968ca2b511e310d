/**
 * Starts the real server once for the browser journeys: production build from
 * ./dist, embedded PGlite in memory, a random loopback port.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPglite } from '../src/server/db/pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync('dist/index.html')) throw new Error('No build in ./dist: run `npm run build` before the browser tests');
  const database = await openPglite('memory://');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', ANALYTICS_RATE_LIMIT_PER_MINUTE: '1000' });
  const app = await buildApp(config, { database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', url);
  return async () => {
    await app.close();
    await database.close();
  };
}
