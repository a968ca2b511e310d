import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.DATA_DIR);
}
