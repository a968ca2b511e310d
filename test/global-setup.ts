/**
 * Integration tests open dozens of databases, and a fresh one pays initdb plus
 * every migration each time (several seconds for PGlite on a loaded 2-core
 * machine). This builds one migrated template per run; each test database
 * then starts as a copy of it (test/helpers/databases.ts): PGlite from a dump
 * of the template's data directory, PostgreSQL with CREATE DATABASE …
 * TEMPLATE. Every test still gets its own database. Decision 0028.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../src/server/db/migrations-folder.ts';
import { openPostgres } from '../src/server/db/postgres.ts';
import { conBaseDeDatos } from './helpers/databases.ts';

async function plantillaPglite(directorio: string): Promise<string> {
  const client = new PGlite();
  try {
    await client.waitReady;
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    // Uncompressed: loading a plain tar is what each test pays, unpacking it costs more than the disk it saves.
    const volcado = await client.dumpDataDir('none');
    const archivo = path.join(directorio, 'plantilla-pglite.tar');
    await writeFile(archivo, Buffer.from(await volcado.arrayBuffer()));
    return archivo;
  } finally {
    await client.close();
  }
}

async function sobreAdmin<T>(adminUrl: string, hacer: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await hacer(admin);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directorio = await mkdtemp(path.join(tmpdir(), 'triaje-plantillas-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const nombrePostgres = adminUrl ? `triaje_plantilla_${randomBytes(6).toString('hex')}` : null;
  const [archivoPglite] = await Promise.all([
    plantillaPglite(directorio),
    (async () => {
      if (!adminUrl || !nombrePostgres) return;
      await sobreAdmin(adminUrl, (admin) => admin.query(`create database ${nombrePostgres}`));
      // Migrated, then closed: CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
      const plantilla = await openPostgres(conBaseDeDatos(adminUrl, nombrePostgres));
      await plantilla.close();
    })(),
  ]);
  project.provide('plantillaPglite', archivoPglite);
  project.provide('plantillaPostgres', nombrePostgres);
  return async () => {
    await rm(directorio, { recursive: true, force: true });
    if (adminUrl && nombrePostgres) await sobreAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${nombrePostgres} with (force)`));
  };
}
