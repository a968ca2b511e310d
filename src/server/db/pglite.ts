import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pingDb, type Database, type Db } from './database.ts';
import { acquireDirLock } from './dir-lock.ts';
import { asegurarDirectorioPrivado } from './directorio-privado.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import * as schema from './schema.ts';

/**
 * PGlite's own start parameters plus a memory budget for a clinic's small
 * server: PostgreSQL's 128 MB of shared buffers sized for a dedicated database
 * machine become 16 MB, with smaller per-query work areas (the product's
 * queries are single-row writes and short indexed lists). Decision 0020.
 */
export const PARAMETROS_PEQUENOS: string[] = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=16MB', '-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'],
];

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
    asegurarDirectorioPrivado(dataDir);
    releaseLock = acquireDirLock(path.join(dataDir, 'pglite.lock'));
    client = new PGlite(path.join(dataDir, 'pg'), { startParams: PARAMETROS_PEQUENOS });
  }
  try {
    await client.waitReady;
    const db = drizzle({ client, schema }) as unknown as Db;
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      engine: 'pglite',
      escuchar: (canal, oyente) => client.listen(canal, (payload) => oyente.aviso(payload)),
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
