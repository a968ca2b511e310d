/**
 * The whole way of an upload as the chat's route will run it, over real HTTP
 * multipart on loopback, into both adapters: recibirSubida (size while
 * streaming, name, type) → prepararParaGuardar (bytes, re-encoding) →
 * almacen.guardar → a signed link. Every attack is refused with its spec
 * message and leaves nothing in storage; a photo's EXIF and GPS never reach it.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MARCAS, docx, docxBomba, ejecutable, jpegConGps, pdfMinimo, pngConMetadatos } from '../../../test/helpers/archivos.ts';
import { arrancarS3Local, type S3Local } from '../../../test/helpers/s3-local.ts';
import { TAMANO_MAXIMO_BYTES } from '../../domain/archivos/validacion.ts';
import { registerErrorHandler, sendError } from '../http/errors.ts';
import { CADUCIDAD_VISTA_PREVIA_S, type Almacen } from './almacen.ts';
import { derivarClaveEnlaces } from './firma.ts';
import { prepararParaGuardar } from './inspeccionar.ts';
import { crearAlmacenLocal } from './local.ts';
import { OPCIONES_MULTIPART, recibirSubida } from './recibir-subida.ts';
import { archivosRoutes } from './routes.ts';
import { crearAlmacenS3 } from './s3.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface Destino {
  readonly almacen: Almacen;
  /** Keys of every stored object. */
  guardados(): Promise<string[]>;
  parar(): Promise<void>;
}

async function destinoLocal(): Promise<Destino> {
  const directorio = await mkdtemp(path.join(tmpdir(), 'subidas-'));
  const files = path.join(directorio, 'files');
  const almacen = crearAlmacenLocal({ directorio: files, claveEnlaces: derivarClaveEnlaces('secreto-subidas') });
  return {
    almacen,
    async guardados() {
      const carpetas = await readdir(files).catch(() => [] as string[]);
      return (await Promise.all(carpetas.map((c) => readdir(path.join(files, c))))).flat();
    },
    parar: () => rm(directorio, { recursive: true, force: true }),
  };
}

async function destinoS3(): Promise<Destino> {
  const s3: S3Local = await arrancarS3Local();
  const almacen = crearAlmacenS3({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', credenciales: s3.credenciales, forcePathStyle: true });
  return {
    almacen,
    // Read from the server's disk rather than through its listing API, whose SigV4 check disagrees with the SDK's.
    async guardados() {
      const nombres = await readdir(path.join(s3.directorio, s3.bucket)).catch(() => [] as string[]);
      return nombres.filter((n) => n.endsWith('._S3rver_object')).map((n) => n.replace('._S3rver_object', ''));
    },
    async parar() {
      await almacen.cerrar();
      await s3.parar();
    },
  };
}

/** The upload route as the chat will have it (without its participant check, which is not this layer's). */
async function servidor(almacen: Almacen): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(multipart, OPCIONES_MULTIPART);
  await app.register(archivosRoutes, { almacen });
  app.post('/subir', async (request, reply) => {
    const parte = await request.file();
    if (!parte) return sendError(reply, 400, 'archivo_no_valido', 'Error en la información del archivo');
    const recibida = await recibirSubida(parte);
    if (!recibida.ok) return sendError(reply, recibida.estado, recibida.codigo, recibida.mensaje);
    const preparada = await prepararParaGuardar(recibida);
    if (!preparada.ok) return sendError(reply, preparada.estado, preparada.codigo, preparada.mensaje);
    const clave = await almacen.guardar(preparada.bytes, preparada.tipo);
    const url = await almacen.enlaceFirmado(clave, { nombre: preparada.nombre, tipo: preparada.tipo, segundos: CADUCIDAD_VISTA_PREVIA_S });
    return { url, nombre: preparada.nombre, tipo: preparada.tipo, tamano: preparada.tamano };
  });
  // The same route under a careless plugin limit (50 MB): recibirSubida's own count still stops at 10 MB.
  app.post('/subir-sin-limite', async (request, reply) => {
    const parte = await request.file({ limits: { fileSize: 50 * 1024 * 1024 } });
    if (!parte) return sendError(reply, 400, 'archivo_no_valido', 'Error en la información del archivo');
    const recibida = await recibirSubida(parte);
    if (!recibida.ok) return sendError(reply, recibida.estado, recibida.codigo, recibida.mensaje);
    return { tamano: recibida.tamano };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base };
}

describe.each([
  ['local directory', destinoLocal],
  ['S3-compatible bucket', destinoS3],
] as const)('uploads into the %s', (_nombre, crearDestino) => {
  let destino: Destino;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    destino = await crearDestino();
    ({ app, base } = await servidor(destino.almacen));
  });
  afterAll(async () => {
    // As in almacen.integration.test.ts: an answer left unread would hold close() for the keep-alive timeout.
    app?.server.closeAllConnections();
    await app?.close();
    await destino?.parar();
  });

  async function subir(bytes: Buffer, nombre: string, tipo: string, ruta = '/subir') {
    const formulario = new FormData();
    formulario.append('archivo', new Blob([new Uint8Array(bytes)], { type: tipo }), nombre);
    const r = await fetch(`${base}${ruta}`, { method: 'POST', body: formulario });
    return { estado: r.status, cuerpo: (await r.json()) as { url?: string; nombre?: string; tipo?: string; tamano?: number; error?: { code: string; message: string } } };
  }
  const abrir = (url: string) => fetch(new URL(url, base));

  describe('what is refused leaves nothing behind', () => {
    let antes: string[];
    beforeEach(async () => {
      antes = await destino.guardados();
    });

    const ataques: [string, () => Buffer | Promise<Buffer>, string, string, number, string][] = [
      ['an executable renamed .png', ejecutable, 'foto.png', 'image/png', 415, 'Tipo de archivo no soportado'],
      ['HTML declared as an image', () => Buffer.from('<!doctype html><script>fetch("/api/me")</script>'), 'foto.jpg', 'image/jpeg', 415, 'Tipo de archivo no soportado'],
      ['a docx that is a zip bomb', docxBomba, 'informe.docx', DOCX, 415, 'Tipo de archivo no permitido por seguridad'],
      ['a name that climbs directories', pdfMinimo, '../../informe.pdf', 'application/pdf', 400, 'Nombre de archivo no válido'],
      ['a Windows path as name', pdfMinimo, 'C:\\Users\\ana\\informe.pdf', 'application/pdf', 400, 'Nombre de archivo no válido'],
      ['a MIME type that disagrees with the bytes', () => pngConMetadatos(), 'foto.jpg', 'image/jpeg', 415, 'Tipo de archivo no soportado'],
      ['an .exe', ejecutable, 'juego.exe', 'application/x-msdownload', 415, 'Tipo de archivo no permitido por seguridad'],
      ['a type outside the list', () => Buffer.from('<svg/>'), 'dibujo.svg', 'image/svg+xml', 415, 'Tipo de archivo no permitido. Tipos permitidos: JPG, PNG, GIF, PDF, TXT, DOC, DOCX'],
      ['10 MB + 1 byte', () => Buffer.alloc(TAMANO_MAXIMO_BYTES + 1, 0x61), 'notas.txt', 'text/plain', 413, 'El archivo es demasiado grande. Tamaño máximo: 10MB'],
      ['an empty file', () => Buffer.alloc(0), 'notas.txt', 'text/plain', 400, 'Error en la información del archivo'],
    ];
    it.each(ataques)('%s', async (_caso, hacer, nombre, tipo, estado, mensaje) => {
      const { estado: recibido, cuerpo } = await subir(await hacer(), nombre, tipo);
      expect(recibido).toBe(estado);
      expect(cuerpo.error?.message).toBe(mensaje);
      expect(await destino.guardados()).toEqual(antes);
    });

    it('10 MB + 1 byte under a route whose plugin limit is larger: still refused by our own count', async () => {
      const { estado, cuerpo } = await subir(Buffer.alloc(TAMANO_MAXIMO_BYTES + 1, 0x61), 'notas.txt', 'text/plain', '/subir-sin-limite');
      expect(estado).toBe(413);
      expect(cuerpo.error?.code).toBe('archivo_demasiado_grande');
      expect(await destino.guardados()).toEqual(antes);
    });
  });

  it('exactly 10 MB is accepted and stored as sent', async () => {
    const texto = Buffer.alloc(TAMANO_MAXIMO_BYTES, 0x61);
    const { estado, cuerpo } = await subir(texto, 'notas.txt', 'text/plain');
    expect(estado).toBe(200);
    expect(cuerpo).toMatchObject({ nombre: 'notas.txt', tipo: 'text/plain', tamano: TAMANO_MAXIMO_BYTES });
    const r = await abrir(cuerpo.url!);
    expect(Buffer.from(await r.arrayBuffer()).equals(texto)).toBe(true);
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="notas.txt"');
  });

  it('a photo is stored without its EXIF, GPS, XMP or comment, and the link shows that stored image', async () => {
    const antes = await destino.guardados();
    const { estado, cuerpo } = await subir(await jpegConGps(), 'IMG_0001.jpg', 'image/jpeg');
    expect(estado).toBe(200);
    expect(cuerpo).toMatchObject({ nombre: 'IMG_0001.jpg', tipo: 'image/jpeg' });
    const nuevas = (await destino.guardados()).filter((c) => !antes.includes(c));
    expect(nuevas).toHaveLength(1);
    const guardado = await destino.almacen.leer(nuevas[0]!);
    const trozos: Buffer[] = [];
    for await (const trozo of guardado!.cuerpo) trozos.push(trozo as Buffer);
    const bytes = Buffer.concat(trozos);
    for (const marca of Object.values(MARCAS)) expect(bytes.includes(marca), marca).toBe(false);
    expect(bytes.includes('Exif\0\0')).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    const r = await abrir(cuerpo.url!);
    expect(r.headers.get('content-type')).toBe('image/jpeg');
    expect(r.headers.get('content-disposition')).toBe('inline; filename="IMG_0001.jpg"');
    expect(Buffer.from(await r.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('a Word document arrives as sent, and downloads as an attachment', async () => {
    const documento = docx();
    const { estado, cuerpo } = await subir(documento, 'Informe de alta.docx', '');
    expect(estado).toBe(200);
    expect(cuerpo.tipo).toBe(DOCX);
    const r = await abrir(cuerpo.url!);
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="Informe_de_alta.docx"');
    expect(Buffer.from(await r.arrayBuffer()).equals(documento)).toBe(true);
  });

  it('a request without a file part is refused', async () => {
    const formulario = new FormData();
    formulario.append('texto', 'hola');
    const r = await fetch(`${base}/subir`, { method: 'POST', body: formulario });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: { code: 'archivo_no_valido', message: 'Error en la información del archivo' } });
  });
});
