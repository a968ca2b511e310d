/** Starts the real app on a random loopback port against a real database. */
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppDependencies } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import type { TestDatabase } from './databases.ts';
import { freePort } from './port.ts';

export interface RunningServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly database: Database;
  stop(): Promise<void>;
}

/** A clock tests move by hand (limits, expiries) instead of sleeping. */
export function relojManual(inicio = Date.now()): { (): number; avanzar(ms: number): void } {
  let ahora = inicio;
  return Object.assign(() => ahora, { avanzar: (ms: number) => void (ahora += ms) });
}

export async function startServer(
  testDatabase: TestDatabase,
  env: Record<string, string> = {},
  dependencias: Omit<AppDependencies, 'database'> = {},
): Promise<RunningServer> {
  const { database, dispose } = await testDatabase.open();
  const port = await freePort();
  // Uploaded files (and anything else a server keeps on disk) stay out of the working tree and die with the server.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'triaje-servidor-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ...env,
  });
  const app = await buildApp(config, { database, ...dependencias });
  const address = await app.listen({ port, host: '127.0.0.1' });
  return {
    url: address,
    app,
    database,
    async stop() {
      // Every request of the test has been answered by now; a connection the server still counts as busy (a file
      // answer the test did not read to its end) would hold app.close() until the server's header timeout (~70 s).
      app.server.closeAllConnections();
      await app.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
