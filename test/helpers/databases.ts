/**
 * The real databases tests run against: PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each PostgreSQL test database is
 * created fresh and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/server/db/database.ts';
import { openPglite } from '../../src/server/db/pglite.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';

export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<{ database: Database; dispose: () => Promise<void> }>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    const database = await openPglite('memory://');
    return { database, dispose: () => database.close() };
  },
};

function postgres(adminUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const name = `triaje_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const database = await openPostgres(withDatabaseName(adminUrl, name));
      return {
        database,
        async dispose() {
          await database.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

export const TEST_DATABASES: readonly TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

/**
 * One fresh PostgreSQL database that several app processes open, each with
 * its own connections, as processes behind a load balancer do. `borrar`
 * drops it once they have all stopped.
 */
export async function postgresCompartida(adminUrl: string): Promise<{ database: TestDatabase; borrar(): Promise<void> }> {
  const name = `triaje_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    database: {
      name: 'postgres',
      async open() {
        const database = await openPostgres(withDatabaseName(adminUrl, name));
        return { database, dispose: () => database.close() };
      },
    },
    async borrar() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
