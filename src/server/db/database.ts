/**
 * One database port, two engines: embedded PGlite in DATA_DIR (default) or
 * PostgreSQL when DATABASE_URL is set. Callers see the same Drizzle API.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What a LISTEN subscriber hears: each NOTIFY's payload, and a resync call after a lost connection (notifications in the gap are gone). */
export interface Oyente {
  aviso(payload: string): void;
  reconectado(): void;
}

export interface Database {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel (tech-notes §4): PostgreSQL's NOTIFY, delivered on
   * commit, reaches every app process; PGlite's is in-process. Returns the
   * unsubscribe function.
   */
  escuchar(canal: string, oyente: Oyente): Promise<() => Promise<void>>;
  /** Database reachable (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
