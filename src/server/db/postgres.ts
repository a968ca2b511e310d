import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pingDb, type Database, type Db } from './database.ts';
import { escucharPostgres } from './postgres-listen.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import * as schema from './schema.ts';

/** Any constant shared by every instance; serialises concurrent start-ups. */
const MIGRATION_LOCK_KEY = 727_311_2026;

/**
 * Drizzle's migrator takes no lock: several instances booting at once crash
 * (tech-notes §2). One dedicated connection holds an advisory lock around it.
 */
async function migrateWithLock(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}

export async function openPostgres(connectionString: string): Promise<Database> {
  await migrateWithLock(connectionString);
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it and the next query reports any lasting problem.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL: conexión inactiva perdida (${error.message})`);
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    escuchar: (canal, oyente) => escucharPostgres(connectionString, canal, oyente),
    ping: () => pingDb(db),
    close: () => pool.end(),
  };
}
