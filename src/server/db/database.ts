/**
 * One database port, two engines: embedded PGlite in DATA_DIR (default) or
 * PostgreSQL when DATABASE_URL is set. Callers see the same Drizzle API.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  /** Database reachable (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
