import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pingDb, type Database, type Db } from './database.ts';
import { acquireDirLock } from './dir-lock.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import * as schema from './schema.ts';

/**
 * Opens PGlite in `<dataDir>/pg` (or in memory for 'memory://'), holding an
 * exclusive lock file: two processes on one PGlite directory corrupt it.
 */
export async function openPglite(dataDir: string | 'memory://'): Promise<Database> {
  let releaseLock = (): void => {};
  let client: PGlite;
  if (dataDir === 'memory://') {
    client = new PGlite();
  } else {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDirLock(path.join(dataDir, 'pglite.lock'));
    client = new PGlite(path.join(dataDir, 'pg'));
  }
  try {
    await client.waitReady;
    const db = drizzle({ client, schema }) as unknown as Db;
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      engine: 'pglite',
      ping: () => pingDb(db),
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
}
