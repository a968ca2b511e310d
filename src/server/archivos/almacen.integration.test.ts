/**
 * One suite, both adapters of the files port: the local directory behind our
 * signed-link route on a real server on loopback, and an S3-compatible server
 * on loopback (which checks SigV4 itself). Links are opened over HTTP as a
 * browser would; tampering with any part of a link, or using it after it
 * expired, gets nothing.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrancarS3Local, type S3Local } from '../../../test/helpers/s3-local.ts';
import { registerErrorHandler } from '../http/errors.ts';
import { CADUCIDAD_MENSAJE_S, CADUCIDAD_VISTA_PREVIA_S, FORMATO_CLAVE, type Almacen } from './almacen.ts';
import { derivarClaveEnlaces } from './firma.ts';
import { crearAlmacenLocal } from './local.ts';
import { archivosRoutes } from './routes.ts';
import { crearAlmacenS3 } from './s3.ts';

type Campo = 'clave' | 'caducidad' | 'nombre' | 'disposicion' | 'tipo';

interface Banco {
  readonly almacen: Almacen;
  /** The link as a browser would open it. */
  absoluto(enlace: string): string;
  /** Links signed now look as if signed `ms` earlier (the adapter's clock runs that far behind real time). */
  firmarHace(ms: number): void;
  /** The link with one signed part changed (to what an attacker would want), keeping its signature. */
  alterar(enlace: URL, campo: Campo, otraClave: string): URL;
  parar(): Promise<void>;
}

function relojDesplazable() {
  let desfase = 0;
  return Object.assign(() => Date.now() + desfase, { desplazar: (ms: number) => void (desfase = -ms) });
}

function cambiarClave(enlace: URL, otraClave: string): URL {
  const copia = new URL(enlace);
  copia.pathname = copia.pathname.replace(/[A-Za-z0-9_-]{32}$/, otraClave);
  return copia;
}

function conParametro(enlace: URL, nombre: string, cambiar: (valor: string) => string): URL {
  const copia = new URL(enlace);
  copia.searchParams.set(nombre, cambiar(copia.searchParams.get(nombre) ?? ''));
  return copia;
}

async function bancoLocal(): Promise<Banco> {
  const directorio = await mkdtemp(path.join(tmpdir(), 'archivos-local-'));
  const reloj = relojDesplazable();
  const almacen = crearAlmacenLocal({ directorio: path.join(directorio, 'files'), claveEnlaces: derivarClaveEnlaces(randomBytes(32).toString('hex')), reloj });
  const app: FastifyInstance = Fastify();
  registerErrorHandler(app);
  await app.register(archivosRoutes, { almacen });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    almacen,
    absoluto: (enlace) => new URL(enlace, base).toString(),
    firmarHace: (ms) => reloj.desplazar(ms),
    alterar(enlace, campo, otraClave) {
      switch (campo) {
        case 'clave':
          return cambiarClave(enlace, otraClave);
        case 'caducidad':
          return conParametro(enlace, 'caduca', (v) => String(Number(v) + 3600));
        case 'nombre':
          return conParametro(enlace, 'nombre', () => 'factura.html');
        case 'disposicion':
          return conParametro(enlace, 'disposicion', (v) => (v === 'inline' ? 'attachment' : 'inline'));
        case 'tipo':
          return conParametro(enlace, 'tipo', () => 'image/png');
      }
    },
    async parar() {
      // A link answer a test left unread keeps its connection busy, and close() would wait the keep-alive timeout (~70 s).
      app.server.closeAllConnections();
      await app.close();
      await rm(directorio, { recursive: true, force: true });
    },
  };
}

async function bancoS3(): Promise<Banco> {
  const s3: S3Local = await arrancarS3Local();
  const reloj = relojDesplazable();
  const almacen = crearAlmacenS3({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', credenciales: s3.credenciales, forcePathStyle: true, reloj });
  const disposicion = 'response-content-disposition';
  return {
    almacen,
    absoluto: (enlace) => enlace,
    firmarHace: (ms) => reloj.desplazar(ms),
    alterar(enlace, campo, otraClave) {
      switch (campo) {
        case 'clave':
          return cambiarClave(enlace, otraClave);
        case 'caducidad':
          return conParametro(enlace, 'X-Amz-Expires', (v) => String(Number(v) + 3600));
        case 'nombre':
          return conParametro(enlace, disposicion, (v) => v.replace(/filename="[^"]*"/, 'filename="factura.html"'));
        case 'disposicion':
          return conParametro(enlace, disposicion, (v) => (v.startsWith('inline') ? v.replace('inline', 'attachment') : v.replace('attachment', 'inline')));
        case 'tipo':
          return conParametro(enlace, 'response-content-type', () => 'text/html');
      }
    },
    async parar() {
      await almacen.cerrar();
      await s3.parar();
    },
  };
}

/** The status, with the body read, so no connection stays busy (a server waits for busy ones when it closes). */
async function estado(respuesta: Promise<Response>): Promise<number> {
  const r = await respuesta;
  await r.arrayBuffer();
  return r.status;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b1b9a50000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe.each([
  ['local directory + signed route', bancoLocal],
  ['S3-compatible bucket on loopback', bancoS3],
] as const)('files port: %s', (_nombre, crearBanco) => {
  let banco: Banco;
  let clavePng: string;
  let clavePdf: string;
  beforeAll(async () => {
    banco = await crearBanco();
    clavePng = await banco.almacen.guardar(PNG, 'image/png');
    clavePdf = await banco.almacen.guardar(PDF, 'application/pdf');
  });
  afterAll(async () => {
    await banco?.parar();
  });

  const enlace = (clave: string, nombre: string, tipo: string, extra: { segundos?: number; disposicion?: 'inline' | 'attachment' } = {}) =>
    banco.almacen.enlaceFirmado(clave, { nombre, tipo, segundos: extra.segundos ?? CADUCIDAD_MENSAJE_S, ...(extra.disposicion ? { disposicion: extra.disposicion } : {}) });
  const abrir = async (url: string) => fetch(banco.absoluto(url));

  it('stores bytes under new random keys and reads them back', async () => {
    expect(clavePng).toMatch(FORMATO_CLAVE);
    const otra = await banco.almacen.guardar(PNG, 'image/png');
    expect(otra).not.toBe(clavePng);
    const leido = await banco.almacen.leer(clavePng);
    expect(leido?.tamano).toBe(PNG.length);
    const trozos: Buffer[] = [];
    for await (const trozo of leido!.cuerpo) trozos.push(trozo as Buffer);
    expect(Buffer.concat(trozos).equals(PNG)).toBe(true);
    expect(await banco.almacen.leer('A'.repeat(32))).toBeNull();
    expect(await banco.almacen.leer('../../auth-secret')).toBeNull();
  });

  it('deletes: the object is gone, a link to it finds nothing, deleting again is fine', async () => {
    const clave = await banco.almacen.guardar(PDF, 'application/pdf');
    const url = await enlace(clave, 'borrar.pdf', 'application/pdf');
    expect(await estado(abrir(url))).toBe(200);
    await banco.almacen.borrar(clave);
    expect(await banco.almacen.leer(clave)).toBeNull();
    expect(await estado(abrir(url))).toBe(404);
    await banco.almacen.borrar(clave);
  });

  it('an image link opens inline with its type and sanitised name, cached privately no longer than the link lives', async () => {
    const r = await abrir(await enlace(clavePng, 'Foto de Lucía.png', 'image/png', { segundos: CADUCIDAD_VISTA_PREVIA_S }));
    expect(r.status).toBe(200);
    expect(Buffer.from(await r.arrayBuffer()).equals(PNG)).toBe(true);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('content-disposition')).toBe('inline; filename="Foto_de_Lucia.png"');
    const cache = r.headers.get('cache-control') ?? '';
    expect(cache).toMatch(/^private, max-age=\d+$/);
    expect(Number(cache.split('=')[1])).toBeLessThanOrEqual(CADUCIDAD_VISTA_PREVIA_S);
  });

  it('anything but an image downloads as an attachment, and an image can be asked to', async () => {
    const pdf = await abrir(await enlace(clavePdf, 'Informe médico "final".pdf', 'application/pdf', { disposicion: 'inline' }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="Informe_medico__final_.pdf"');
    await pdf.arrayBuffer();
    const descarga = await abrir(await enlace(clavePng, 'foto.png', 'image/png', { disposicion: 'attachment' }));
    expect(descarga.headers.get('content-disposition')).toBe('attachment; filename="foto.png"');
    await descarga.arrayBuffer();
    // A type outside the chat's list is never given to the browser as such.
    const raro = await abrir(await enlace(clavePdf, 'pagina.html', 'text/html'));
    expect(raro.headers.get('content-type')).toBe('application/octet-stream');
    expect(raro.headers.get('content-disposition')).toBe('attachment; filename="pagina.html"');
    await raro.arrayBuffer();
  });

  it.each(['clave', 'caducidad', 'nombre', 'disposicion', 'tipo'] as const)('a link whose %s was changed is refused, and gives nothing away', async (campo) => {
    const original = new URL(banco.absoluto(await enlace(clavePdf, 'informe.pdf', 'application/pdf')));
    const alterado = banco.alterar(original, campo, clavePng);
    expect(alterado.toString()).not.toBe(original.toString());
    const r = await fetch(alterado);
    expect(r.status).toBe(403);
    const cuerpo = Buffer.from(await r.arrayBuffer());
    expect(cuerpo.includes(PDF)).toBe(false);
    expect(cuerpo.includes(PNG)).toBe(false);
    // The untouched link still works: the refusal came from the change.
    const intacto = await fetch(original);
    expect(intacto.status).toBe(200);
    await intacto.arrayBuffer();
  });

  it('a link signed longer ago than it lives is refused; one still within its life opens', async () => {
    const margen = 120_000;
    banco.firmarHace(CADUCIDAD_MENSAJE_S * 1000 + margen);
    const caducado = await enlace(clavePdf, 'informe.pdf', 'application/pdf');
    banco.firmarHace(CADUCIDAD_MENSAJE_S * 1000 - margen);
    const vigente = await enlace(clavePdf, 'informe.pdf', 'application/pdf');
    banco.firmarHace(0);
    const r = await abrir(caducado);
    expect(r.status).toBe(403);
    expect(Buffer.from(await r.arrayBuffer()).includes(PDF)).toBe(false);
    expect(await estado(abrir(vigente))).toBe(200);
  });

  it('signs only keys of its own form and lifetimes of at most 7 days', async () => {
    await expect(enlace('../../auth-secret', 'x.pdf', 'application/pdf')).rejects.toThrow(RangeError);
    await expect(enlace(clavePdf, 'x.pdf', 'application/pdf', { segundos: CADUCIDAD_VISTA_PREVIA_S + 1 })).rejects.toThrow(RangeError);
    await expect(enlace(clavePdf, 'x.pdf', 'application/pdf', { segundos: 0 })).rejects.toThrow(RangeError);
  });
});

describe('local adapter: the directory and the route', () => {
  let directorio: string;
  let app: FastifyInstance;
  let base: string;
  let ahora = Date.UTC(2026, 10, 23, 12, 0, 0, 500);
  let almacen: ReturnType<typeof crearAlmacenLocal>;
  beforeAll(async () => {
    directorio = await mkdtemp(path.join(tmpdir(), 'archivos-ruta-'));
    almacen = crearAlmacenLocal({ directorio: path.join(directorio, 'files'), claveEnlaces: derivarClaveEnlaces('secreto-de-prueba'), reloj: () => ahora });
    app = Fastify();
    registerErrorHandler(app);
    await app.register(archivosRoutes, { almacen });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    app?.server.closeAllConnections();
    await app?.close();
    await rm(directorio, { recursive: true, force: true });
  });

  it('creates DATA_DIR/files only when the first file is stored, private (0700 folders, 0600 files), named by the key alone', async () => {
    await expect(stat(path.join(directorio, 'files'))).rejects.toThrow();
    const clave = await almacen.guardar(PDF, 'application/pdf');
    expect((await stat(path.join(directorio, 'files'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(directorio, 'files', clave.slice(0, 2)))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(directorio, 'files', clave.slice(0, 2), clave))).mode & 0o777).toBe(0o600);
    expect(await readdir(path.join(directorio, 'files', clave.slice(0, 2)))).toEqual([clave]);
  });

  it('answers a valid link with nosniff, a sandboxing CSP and the length', async () => {
    const clave = await almacen.guardar(Buffer.from('Hola\n'), 'text/plain');
    const r = await fetch(new URL(await almacen.enlaceFirmado(clave, { nombre: 'notas.txt', tipo: 'text/plain', segundos: 60 }), base));
    expect(r.status).toBe(200);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toContain('sandbox');
    expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(r.headers.get('content-length')).toBe('5');
    expect(r.headers.get('cache-control')).toBe('private, max-age=60');
    expect(await r.text()).toBe('Hola\n');
  });

  it('expires exactly at its second, says so only for its own links, and its cache lifetime shrinks with it', async () => {
    const inicio = ahora;
    const clave = await almacen.guardar(PDF, 'application/pdf');
    const url = new URL(await almacen.enlaceFirmado(clave, { nombre: 'x.pdf', tipo: 'application/pdf', segundos: CADUCIDAD_MENSAJE_S }), base);
    const caduca = Number(url.searchParams.get('caduca'));
    expect(caduca).toBe(Math.floor(inicio / 1000) + CADUCIDAD_MENSAJE_S);
    ahora = caduca * 1000 - 1000;
    const ultimo = await fetch(url);
    expect(ultimo.status).toBe(200);
    expect(ultimo.headers.get('cache-control')).toBe('private, max-age=1');
    await ultimo.arrayBuffer();
    ahora = caduca * 1000;
    expect(await (await fetch(url)).json()).toEqual({ error: { code: 'enlace_caducado', message: 'El enlace del archivo ha caducado.' } });
    // An expired link with a wrong signature is just not valid.
    const falso = conParametro(url, 'firma', (v) => `${v.slice(0, -1)}${v.endsWith('A') ? 'B' : 'A'}`);
    expect(await (await fetch(falso)).json()).toEqual({ error: { code: 'enlace_no_valido', message: 'El enlace del archivo no es válido.' } });
    ahora = inicio;
  });

  it('never serves a file without a valid signature', async () => {
    const clave = await almacen.guardar(PDF, 'application/pdf');
    const buena = new URL(await almacen.enlaceFirmado(clave, { nombre: 'informe.pdf', tipo: 'application/pdf', segundos: 60 }), base);
    const firma = buena.searchParams.get('firma')!;
    const otra = new URL(await almacen.enlaceFirmado(await almacen.guardar(PNG, 'image/png'), { nombre: 'informe.pdf', tipo: 'application/pdf', segundos: 60 }), base);
    const sin = (parametro: string) => {
      const u = new URL(buena);
      u.searchParams.delete(parametro);
      return u;
    };
    const intentos: (URL | string)[] = [
      new URL(`/api/archivos/${clave}`, base),
      sin('firma'),
      sin('caduca'),
      sin('nombre'),
      sin('tipo'),
      sin('disposicion'),
      conParametro(buena, 'firma', () => otra.searchParams.get('firma')!),
      conParametro(buena, 'firma', () => firma.toUpperCase()),
      conParametro(buena, 'firma', () => `${firma}A`),
      conParametro(buena, 'firma', () => firma.slice(0, -1)),
      conParametro(buena, 'firma', () => ''),
      conParametro(buena, 'caduca', () => '99999999999'),
      conParametro(buena, 'caduca', () => '-1'),
      conParametro(buena, 'caduca', () => `${buena.searchParams.get('caduca')}.0`),
      conParametro(buena, 'disposicion', () => 'INLINE'),
      `${buena.toString()}&firma=${firma}`,
      `${base}/api/archivos/${clave.slice(0, 2)}%2F${clave}${buena.search}`,
      `${base}/api/archivos/..%2F..%2Fauth-secret${buena.search}`,
      `${base}/api/archivos/${clave}%00${buena.search}`,
      `${base}/files/${clave.slice(0, 2)}/${clave}`,
      `${base}/${clave.slice(0, 2)}/${clave}`,
    ];
    for (const intento of intentos) {
      const r = await fetch(intento);
      const cuerpo = Buffer.from(await r.arrayBuffer());
      expect(r.status, String(intento)).toBeGreaterThanOrEqual(400);
      expect(cuerpo.includes(PDF), String(intento)).toBe(false);
    }
    expect(await estado(fetch(buena))).toBe(200);
  });

  it('refuses a link signed with another secret (another installation, or the secret changed)', async () => {
    const ajeno = crearAlmacenLocal({ directorio: path.join(directorio, 'files'), claveEnlaces: derivarClaveEnlaces('otro-secreto'), reloj: () => ahora });
    const clave = await almacen.guardar(PDF, 'application/pdf');
    const r = await fetch(new URL(await ajeno.enlaceFirmado(clave, { nombre: 'informe.pdf', tipo: 'application/pdf', segundos: 60 }), base));
    expect(r.status).toBe(403);
    await r.arrayBuffer();
  });

  it('leaves no temporary files behind', async () => {
    await Promise.all(Array.from({ length: 20 }, () => almacen.guardar(PDF, 'application/pdf')));
    const carpetas = await readdir(path.join(directorio, 'files'));
    const nombres = (await Promise.all(carpetas.map((c) => readdir(path.join(directorio, 'files', c))))).flat();
    expect(nombres.length).toBeGreaterThanOrEqual(20);
    for (const nombre of nombres) expect(nombre).toMatch(FORMATO_CLAVE);
  });
});
