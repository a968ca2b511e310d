/** Starts the real app on a random loopback port against a real database. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import type { TestDatabase } from './databases.ts';

export interface RunningServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly database: Database;
  stop(): Promise<void>;
}

export async function startServer(testDatabase: TestDatabase, env: Record<string, string> = {}): Promise<RunningServer> {
  const { database, dispose } = await testDatabase.open();
  const config: Config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, { database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    database,
    async stop() {
      await app.close();
      await dispose();
    },
  };
}
