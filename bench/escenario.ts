/**
 * What the consultation and chat benchmarks share: the same app either
 * embedded (PGlite, in the bench's process) or as two `npm start` processes on
 * one fresh PostgreSQL database, and requests that each come from an address
 * of their own (so per-address limits do not cut the measurement).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import type { Db } from '../src/server/db/database.ts';
import { openPglite } from '../src/server/db/pglite.ts';
import { openPostgres } from '../src/server/db/postgres.ts';
import { freePort } from '../test/helpers/port.ts';
import { direccionInspector } from './inspector.ts';
import { banderasDeArranque } from './server.ts';

/** Both processes sign cookies with the same secret, so a session opened on one works on the other. */
const ENV_BENCH = {
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  HOST: '127.0.0.1',
};

/** The app as the benchmark reaches it: its addresses, a database handle for set-up, and the server processes' ids and inspectors (none in-process). */
export interface Escenario {
  readonly urls: readonly string[];
  readonly db: Db;
  readonly pids: readonly number[];
  readonly inspectores: readonly string[];
}

let ip = 0;
export const nuevaIp = () => `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;

export function percentil(valores: readonly number[], p: number): number {
  const orden = [...valores].sort((a, b) => a - b);
  return Math.round(orden[Math.min(orden.length - 1, Math.floor((p / 100) * orden.length))]! * 10) / 10;
}

export function post(url: string, ruta: string, cuerpo: unknown, cookie = ''): Promise<Response> {
  return fetch(`${url}${ruta}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': nuevaIp(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(cuerpo),
  });
}

export async function enPglite<T>(medir: (escenario: Escenario) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'triaje-bench-'));
  const database = await openPglite(dir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const sinCorreo = { send: async () => undefined, deliverPending: async () => 0, close: () => undefined };
  const app = await buildApp(loadConfig({ ...ENV_BENCH, LOG_LEVEL: 'silent', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dir }), { database, mailer: sinCorreo });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    return await medir({ urls: [url], db: database.db, pids: [], inspectores: [] });
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function proceso(databaseUrl: string): Promise<{ url: string; hijo: ChildProcess; dir: string; inspector: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'triaje-bench-proc-'));
  // As `npm start` runs it, plus an inspector on loopback to read the heap after a collection.
  const hijo = spawn(process.execPath, [...banderasDeArranque(), '--inspect=127.0.0.1:0', 'src/server/main.ts'], {
    env: { ...process.env, ...ENV_BENCH, PORT: String(port), PUBLIC_URL: url, DATABASE_URL: databaseUrl, DATA_DIR: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const inspector = await direccionInspector(hijo.stderr!);
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${url}/api/ready`).then((r) => r.ok, () => false)) return { url, hijo, dir, inspector };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the app process did not start');
}

export async function enPostgresDosProcesos<T>(adminUrl: string, medir: (escenario: Escenario) => Promise<T>): Promise<T> {
  const nombre = `triaje_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  const url = new URL(adminUrl);
  url.pathname = `/${nombre}`;
  const database = await openPostgres(url.toString());
  const procesos = await Promise.all([proceso(url.toString()), proceso(url.toString())]);
  try {
    return await medir({ urls: procesos.map((p) => p.url), db: database.db, pids: procesos.map((p) => p.hijo.pid!), inspectores: procesos.map((p) => p.inspector) });
  } finally {
    for (const p of procesos) p.hijo.kill('SIGTERM');
    await Promise.all(procesos.map((p) => new Promise((r) => p.hijo.once('exit', r))));
    for (const p of procesos) rmSync(p.dir, { recursive: true, force: true });
    await database.close();
    await admin.query(`drop database if exists ${nombre} with (force)`);
    await admin.end();
  }
}
