/**
 * The files port inside the real app: the signed-link route is mounted with
 * the app's own security headers around it, a link made by another process
 * sharing DATA_DIR and the secret opens, nothing of DATA_DIR is reachable any
 * other way, and with S3 configured the route is not there at all.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';
import { loadConfig } from '../config.ts';
import { CADUCIDAD_MENSAJE_S, type Almacen } from './almacen.ts';
import { crearAlmacen } from './crear-almacen.ts';

const SECRETO = 'test-secret-test-secret-test-secret-0123456789';
const PDF = Buffer.from('%PDF-1.4\n% informe de Lucía\n%%EOF\n');

describe('the app serves local files only through signed links', () => {
  let dataDir: string;
  let server: RunningServer;
  let otroProceso: Almacen;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'app-archivos-'));
    server = await startServer(TEST_DATABASES[0]!, { DATA_DIR: dataDir, BETTER_AUTH_SECRET: SECRETO });
    otroProceso = crearAlmacen(loadConfig({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: SECRETO }));
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('opens a link signed by another process on the same data, with the route headers over the app-wide ones', async () => {
    const clave = await otroProceso.guardar(PDF, 'application/pdf');
    const r = await fetch(new URL(await otroProceso.enlaceFirmado(clave, { nombre: 'Informe de Lucía.pdf', tipo: 'application/pdf', segundos: CADUCIDAD_MENSAJE_S }), server.url));
    expect(r.status).toBe(200);
    expect(Buffer.from(await r.arrayBuffer()).equals(PDF)).toBe(true);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="Informe_de_Lucia.pdf"');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    expect(r.headers.get('cache-control')).toBe(`private, max-age=${CADUCIDAD_MENSAJE_S}`);
  });

  it('refuses a tampered link with the API error shape, and serves nothing of DATA_DIR by any other path', async () => {
    const clave = await otroProceso.guardar(PDF, 'application/pdf');
    const enlace = new URL(await otroProceso.enlaceFirmado(clave, { nombre: 'informe.pdf', tipo: 'application/pdf', segundos: 60 }), server.url);
    enlace.searchParams.set('disposicion', 'inline');
    const r = await fetch(enlace);
    expect(r.status).toBe(403);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(await r.json()).toEqual({ error: { code: 'enlace_no_valido', message: 'El enlace del archivo no es válido.' } });
    for (const ruta of [`/files/${clave.slice(0, 2)}/${clave}`, `/data/files/${clave.slice(0, 2)}/${clave}`, `/${clave.slice(0, 2)}/${clave}`, `/api/archivos/${clave}`, '/auth-secret', '/api/archivos/..%2F..%2Fauth-secret']) {
      const respuesta = await fetch(`${server.url}${ruta}`);
      const cuerpo = Buffer.from(await respuesta.arrayBuffer());
      expect(cuerpo.includes(PDF), ruta).toBe(false);
      expect(cuerpo.includes(SECRETO), ruta).toBe(false);
    }
  });
});

describe('with S3 configured the bucket serves the links', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(TEST_DATABASES[0]!, { S3_BUCKET: 'consultation-files', S3_ENDPOINT: 'http://127.0.0.1:9', S3_ACCESS_KEY_ID: 'x', S3_SECRET_ACCESS_KEY: 'y' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('mounts no local file route', async () => {
    expect(server.app.rutasMontadas.some((r) => r.url.startsWith('/api/archivos'))).toBe(false);
    const r = await fetch(`${server.url}/api/archivos/${'A'.repeat(32)}?caduca=1&disposicion=inline&nombre=a&tipo=a&firma=a`);
    expect(r.status).toBe(404);
    await r.arrayBuffer();
  });
});
