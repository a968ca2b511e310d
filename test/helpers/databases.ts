/**
 * The real databases tests run against: PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each test database is created fresh
 * and dropped afterwards — as a copy of the run's migrated template when the
 * integration project's global setup made one (test/global-setup.ts), so no
 * test pays initdb and every migration again.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { pingDb, type Database, type Db } from '../../src/server/db/database.ts';
import { openPglite } from '../../src/server/db/pglite.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import * as schema from '../../src/server/db/schema.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data directory (test/global-setup.ts). */
    plantillaPglite?: string;
    /** A migrated PostgreSQL database nobody connects to, to copy (test/global-setup.ts). */
    plantillaPostgres?: string | null;
  }
}

export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<{ database: Database; dispose: () => Promise<void> }>;
}

export function conBaseDeDatos(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** What the global setup provided; nothing outside the integration project (the helpers then migrate from scratch). */
function provisto<K extends 'plantillaPglite' | 'plantillaPostgres'>(clave: K) {
  try {
    return inject(clave) ?? undefined;
  } catch {
    return undefined;
  }
}

let volcadoPglite: Blob | undefined;

/**
 * openPglite('memory://') started from the template's data directory instead
 * of initdb: the same engine, schema and migrations, the same Database shape
 * (keep it in step with openPglite's in-memory branch).
 */
async function abrirPgliteDesdePlantilla(archivo: string): Promise<Database> {
  volcadoPglite ??= new Blob([readFileSync(archivo)]);
  const client = new PGlite({ loadDataDir: volcadoPglite });
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    escuchar: (canal, oyente) => client.listen(canal, (payload) => oyente.aviso(payload)),
    ping: () => pingDb(db),
    close: () => client.close(),
  };
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    const plantilla = provisto('plantillaPglite');
    const database = plantilla ? await abrirPgliteDesdePlantilla(plantilla) : await openPglite('memory://');
    return { database, dispose: () => database.close() };
  },
};

async function crearBaseDeDatos(adminUrl: string): Promise<string> {
  const name = `triaje_test_${randomBytes(6).toString('hex')}`;
  const plantilla = provisto('plantillaPostgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(plantilla ? `create database ${name} template ${plantilla}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  return name;
}

async function borrarBaseDeDatos(adminUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  try {
    await cleanup.query(`drop database if exists ${name} with (force)`);
  } finally {
    await cleanup.end();
  }
}

function postgres(adminUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const name = await crearBaseDeDatos(adminUrl);
      // openPostgres still runs the migrator: on a copy of the template it finds nothing to do.
      const database = await openPostgres(conBaseDeDatos(adminUrl, name));
      return {
        database,
        async dispose() {
          await database.close();
          await borrarBaseDeDatos(adminUrl, name);
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
  const name = await crearBaseDeDatos(adminUrl);
  return {
    database: {
      name: 'postgres',
      async open() {
        const database = await openPostgres(conBaseDeDatos(adminUrl, name));
        return { database, dispose: () => database.close() };
      },
    },
    borrar: () => borrarBaseDeDatos(adminUrl, name),
  };
}
