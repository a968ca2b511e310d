import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { crearAlmacen } from './crear-almacen.ts';
import type { AlmacenLocal } from './local.ts';

const SECRETO = 'un-secreto-de-prueba-de-mas-de-32-caracteres';

describe('crearAlmacen picks the adapter from the configuration', () => {
  const directorios: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crear-almacen-'));
    directorios.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of directorios.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is the local directory by default, and touches nothing on disk until a file is stored', () => {
    const dir = dataDir();
    const almacen = crearAlmacen(loadConfig({ DATA_DIR: dir, BETTER_AUTH_SECRET: SECRETO }));
    expect(almacen.modo).toBe('local');
    expect(existsSync(path.join(dir, 'files'))).toBe(false);
    expect(existsSync(path.join(dir, 'auth-secret'))).toBe(false);
  });

  it('signs links every process sharing the secret accepts, and no other', async () => {
    const dir = dataDir();
    const a = crearAlmacen(loadConfig({ DATA_DIR: dir, BETTER_AUTH_SECRET: SECRETO })) as AlmacenLocal;
    const b = crearAlmacen(loadConfig({ DATA_DIR: dir, BETTER_AUTH_SECRET: SECRETO })) as AlmacenLocal;
    const otro = crearAlmacen(loadConfig({ DATA_DIR: dir, BETTER_AUTH_SECRET: `${SECRETO}-otro` })) as AlmacenLocal;
    const url = new URL(await a.enlaceFirmado('A'.repeat(32), { nombre: 'x.pdf', tipo: 'application/pdf', segundos: 60 }), 'http://localhost');
    const consulta = Object.fromEntries(url.searchParams);
    expect(b.comprobarEnlace('A'.repeat(32), consulta).estado).toBe('valido');
    expect(otro.comprobarEnlace('A'.repeat(32), consulta).estado).toBe('no_valido');
  });

  it('without BETTER_AUTH_SECRET uses the secret generated into DATA_DIR, like the sessions', async () => {
    const dir = dataDir();
    const almacen = crearAlmacen(loadConfig({ DATA_DIR: dir })) as AlmacenLocal;
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
    const otraVez = crearAlmacen(loadConfig({ DATA_DIR: dir })) as AlmacenLocal;
    const url = new URL(await almacen.enlaceFirmado('B'.repeat(32), { nombre: 'x.pdf', tipo: 'application/pdf', segundos: 60 }), 'http://localhost');
    expect(otraVez.comprobarEnlace('B'.repeat(32), Object.fromEntries(url.searchParams)).estado).toBe('valido');
  });

  it('is the S3 bucket when S3_BUCKET is set', () => {
    const config = loadConfig({ S3_BUCKET: 'consultation-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'clave', S3_SECRET_ACCESS_KEY: 'secreto', S3_FORCE_PATH_STYLE: 'true' });
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(crearAlmacen(config).modo).toBe('s3');
    expect(crearAlmacen(loadConfig({ S3_BUCKET: 'consultation-files', S3_REGION: 'eu-south-2' })).modo).toBe('s3');
  });

  it('refuses half an S3 configuration instead of quietly keeping files on one machine', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'clave' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'secreto' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/falta S3_BUCKET/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'clave', S3_SECRET_ACCESS_KEY: 'secreto' })).toThrow(/falta S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'no es una url' })).toThrow(ConfigError);
  });
});
