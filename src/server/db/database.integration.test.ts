import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDirLock, DataDirLockedError } from './dir-lock.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { analyticsTriajeSessions } from './schema.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'triaje-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('embedded PGlite data directory', () => {
  it('keeps data across a restart', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    await first.db.insert(analyticsTriajeSessions).values({ sessionId: '1-persist', flujoTipo: 'fiebre', status: 'started' });
    await first.close();
    const second = await openPglite(dir);
    const rows = await second.db.select().from(analyticsTriajeSessions);
    expect(rows.map((r) => r.sessionId)).toContain('1-persist');
    await second.close();
  });

  it('refuses a second process on the same directory, and takes over a stale lock', async () => {
    const dir = tempDir();
    const lock = path.join(dir, 'pglite.lock');
    // A live process that is not us holds the lock.
    writeFileSync(lock, String(process.ppid));
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    // A dead process left it behind.
    writeFileSync(lock, '2147483646');
    const database = await openPglite(dir);
    await database.ping();
    await database.close();
  });

  it('releases the lock on close', () => {
    const lock = path.join(tempDir(), 'x.lock');
    const release = acquireDirLock(lock);
    release();
    acquireDirLock(lock)();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  it('migrates safely when several instances start at once', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `triaje_concurrent_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const instances = await Promise.all([1, 2, 3, 4].map(() => openPostgres(url.toString())));
      for (const instance of instances) await instance.ping();
      const result = await instances[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
      await Promise.all(instances.map((i) => i.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
