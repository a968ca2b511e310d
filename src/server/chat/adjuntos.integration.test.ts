/**
 * Files in the chat on the real server and database, through the real
 * multipart route into the local storage adapter: who may upload, every
 * attack refused with nothing stored, photos stored without their metadata,
 * attachments taken by one message once, links that are checked, tampered
 * and expired, the image consent, delivered marks and unread counts, the
 * sweep of unsent files and the data export.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, docxBomba, ejecutable, jpegConGps, MARCAS, pdfMinimo } from '../../../test/helpers/archivos.ts';
import type { TestAccount } from '../../../test/helpers/accounts.ts';
import { abrirSocket, consultaActiva, consultaPagada, type SocketDePrueba } from '../../../test/helpers/consultas.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { crearParticipantes, type Participantes } from '../../../test/helpers/participantes.ts';
import { relojManual, startServer, type RunningServer } from '../../../test/helpers/server.ts';
import { TAMANO_MAXIMO_BYTES } from '../../domain/archivos/validacion.ts';
import type { AdjuntoSubido, Mensaje } from '../../shared/chat.ts';
import type { ConsultaResumen } from '../../shared/consultas.ts';
import { crearAlmacen } from '../archivos/crear-almacen.ts';
import { loadConfig } from '../config.ts';
import { adjuntosChat } from '../db/schema.ts';
import { barrerAdjuntosSinEnviar } from './limpieza-adjuntos.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SECRETO = 'secreto-adjuntos-secreto-adjuntos-0123456789';

type Quien = 'visitante' | 'familia' | 'otraFamilia' | 'asignado' | 'otroPediatra' | 'admin';

for (const testDatabase of TEST_DATABASES) {
  describe(`chat files (${testDatabase.name})`, () => {
    let server: RunningServer;
    let dataDir: string;
    const reloj = relojManual();
    let c: Participantes;
    const sockets: SocketDePrueba[] = [];

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'adjuntos-'));
      server = await startServer(testDatabase, { WRITE_RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY: 'true', DATA_DIR: dataDir, BETTER_AUTH_SECRET: SECRETO }, { reloj });
      c = await crearParticipantes(server);
    });
    afterAll(async () => {
      for (const s of sockets) s.cerrar();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    });

    const db = () => server.database.db;
    const guardados = async (): Promise<string[]> => {
      const files = path.join(dataDir, 'files');
      const carpetas = await readdir(files).catch(() => [] as string[]);
      return (await Promise.all(carpetas.map((d) => readdir(path.join(files, d))))).flat();
    };
    const subir = (quien: TestAccount | null, consultaId: string, bytes: Uint8Array, nombre: string, tipo: string, campo = 'archivo') => {
      const form = new FormData();
      form.append(campo, new Blob([Uint8Array.from(bytes)], { type: tipo }), nombre);
      return fetch(`${server.url}/api/consultas/${consultaId}/adjuntos`, { method: 'POST', headers: { origin: server.url, ...(quien ? { cookie: quien.cookie } : {}) }, body: form });
    };
    const subido = async (quien: TestAccount, consultaId: string, bytes: Uint8Array, nombre: string, tipo: string): Promise<AdjuntoSubido> => {
      const r = await subir(quien, consultaId, bytes, nombre, tipo);
      expect(r.status, await r.clone().text()).toBe(201);
      return ((await r.json()) as { adjunto: AdjuntoSubido }).adjunto;
    };
    const enviar = (quien: TestAccount, consultaId: string, body: { content?: string; adjuntoId?: string; clientId?: string }) =>
      quien.api(`/api/consultas/${consultaId}/mensajes`, { method: 'POST', body: { clientId: body.clientId ?? randomUUID(), content: body.content ?? '', ...(body.adjuntoId ? { adjuntoId: body.adjuntoId } : {}) } });
    const mensajes = async (quien: TestAccount, consultaId: string): Promise<Mensaje[]> =>
      ((await (await quien.api(`/api/consultas/${consultaId}/mensajes`)).json()) as { mensajes: Mensaje[] }).mensajes;
    const absoluto = (enlace: string) => new URL(enlace, server.url).toString();
    /** The answer read to its end: an unread file answer keeps its connection busy, and the server's close waits for it. */
    const leida = async (respuesta: Promise<Response>): Promise<Response> => {
      const r = await respuesta;
      await r.arrayBuffer();
      return r;
    };
    const error = async (r: Response) => ((await r.json()) as { error: { code: string; message: string } }).error;

    it('a photo goes up without its GPS, joins a message with no text, and both sides open it through a checked link', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const adjunto = await subido(c.familia, consultaId, await jpegConGps(), 'fiebre en la piel.jpg', 'image/jpeg');
      expect(adjunto).toMatchObject({ nombre: 'fiebre en la piel.jpg', tipo: 'image/jpeg' });
      const vistaPrevia = await fetch(absoluto(adjunto.url));
      expect(vistaPrevia.status).toBe(200);
      const bytes = Buffer.from(await vistaPrevia.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      for (const marca of Object.values(MARCAS)) expect(bytes.includes(Buffer.from(marca))).toBe(false);
      expect([meta.width, meta.height]).toEqual([20, 40]);

      const r = await enviar(c.familia, consultaId, { adjuntoId: adjunto.id });
      expect(r.status).toBe(201);
      const { mensaje } = (await r.json()) as { mensaje: Mensaje };
      expect(mensaje).toMatchObject({ message_type: 'image', content: '', file_name: 'fiebre en la piel.jpg', file_type: 'image/jpeg', file_size: adjunto.tamano, file_url: null });

      const [visto] = await mensajes(c.asignado, consultaId);
      expect(visto?.image_url).toMatch(/^\/api\/archivos\//);
      expect((await leida(fetch(absoluto(visto!.image_url!)))).headers.get('content-type')).toBe('image/jpeg');
      // The stable address: 302 to a fresh link, for participants and the admin who reads.
      for (const quien of [c.familia, c.asignado, c.admin]) {
        const redir = await leida(quien.api(`/api/consultas/${consultaId}/mensajes/1/archivo`));
        expect(redir.status).toBe(200);
        expect(redir.headers.get('content-disposition')).toBe('inline; filename="fiebre_en_la_piel.jpg"');
      }
      const descarga = await leida(c.asignado.api(`/api/consultas/${consultaId}/mensajes/1/archivo?descarga=1`));
      expect(descarga.headers.get('content-disposition')).toBe('attachment; filename="fiebre_en_la_piel.jpg"');
      expect(descarga.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('who may upload and open files: the matrix, with nothing stored for a refusal', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const antes = await guardados();
      const llamar = (quien: Quien) => subir(quien === 'visitante' ? null : c[quien], consultaId, pdfMinimo(), 'analitica.pdf', 'application/pdf');
      const esperado: Record<Quien, number> = { visitante: 401, familia: 201, otraFamilia: 404, asignado: 201, otroPediatra: 404, admin: 403 };
      for (const quien of Object.keys(esperado) as Quien[]) expect((await llamar(quien)).status, quien).toBe(esperado[quien]);
      expect((await guardados()).length).toBe(antes.length + 2);
      // A parent whose session expired mid-upload: the refusal reaches them even with most of a large photo unsent.
      const caducada = await subir(null, consultaId, Buffer.alloc(8 * 1024 * 1024, 0x41), 'brazo.jpg', 'image/jpeg');
      expect(caducada.status).toBe(401);
      expect((await error(caducada)).code).toBeTruthy();
      expect((await guardados()).length).toBe(antes.length + 2);

      const pdf = await subido(c.asignado, consultaId, pdfMinimo(), 'pauta.pdf', 'application/pdf');
      expect((await enviar(c.asignado, consultaId, { content: 'La pauta', adjuntoId: pdf.id })).status).toBe(201);
      const [enviado] = (await mensajes(c.familia, consultaId)).filter((m) => m.message_type === 'file');
      const abrir = (quien: Quien) =>
        quien === 'visitante'
          ? fetch(`${server.url}/api/consultas/${consultaId}/mensajes/${enviado!.seq}/archivo`, { redirect: 'manual' })
          : fetch(`${server.url}/api/consultas/${consultaId}/mensajes/${enviado!.seq}/archivo`, { redirect: 'manual', headers: { cookie: c[quien].cookie } });
      const abrirEsperado: Record<Quien, number> = { visitante: 401, familia: 302, otraFamilia: 404, asignado: 302, otroPediatra: 404, admin: 302 };
      for (const quien of Object.keys(abrirEsperado) as Quien[]) expect((await abrir(quien)).status, quien).toBe(abrirEsperado[quien]);
      const pdfAbierto = await leida(fetch(absoluto((await abrir('familia')).headers.get('location')!)));
      // A PDF never renders on our origin.
      expect(pdfAbierto.headers.get('content-disposition')).toBe('attachment; filename="pauta.pdf"');
      for (const ruta of ['mensajes/0/archivo', 'mensajes/abc/archivo', 'mensajes/99/archivo', `mensajes/${enviado!.seq - 1}/archivo`]) {
        expect((await c.familia.api(`/api/consultas/${consultaId}/${ruta}`)).status, ruta).toBe(404);
      }
      expect((await c.familia.api(`/api/consultas/${consultaId}/mensajes/${enviado!.seq}/archivo?descarga=si`)).status).toBe(400);
    });

    it('a pending, closed or cancelled consultation takes no file, and the body is not read', async () => {
      const pendiente = await consultaPagada(c.familia);
      const cerrada = await consultaActiva(c.familia, c.asignado);
      expect((await c.asignado.api('/api/consultas/cerrar', { method: 'POST', body: { consultaId: cerrada } })).status).toBe(200);
      const antes = await guardados();
      for (const id of [pendiente, cerrada]) {
        const r = await subir(c.familia, id, pdfMinimo(), 'a.pdf', 'application/pdf');
        expect(r.status).toBe(409);
        expect((await error(r)).code).toBe('consultation_not_active');
      }
      expect(await guardados()).toEqual(antes);
    });

    it('refuses every upload attack with the spec message, storing nothing', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const antes = await guardados();
      const filasAntes = (await db().select().from(adjuntosChat).where(eq(adjuntosChat.consultaId, consultaId))).length;
      const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
      const casos: [Uint8Array, string, string, number, string, string][] = [
        [ejecutable(), 'foto.png', 'image/png', 415, 'contenido_no_coincide', 'Tipo de archivo no soportado'],
        [html, 'foto.jpg', 'image/jpeg', 415, 'contenido_no_coincide', 'Tipo de archivo no soportado'],
        [docxBomba(), 'informe.docx', DOCX, 415, 'archivo_peligroso', 'Tipo de archivo no permitido por seguridad'],
        [pdfMinimo(), '../../etc/informe.pdf', 'application/pdf', 400, 'nombre_no_valido', 'Nombre de archivo no válido'],
        [pdfMinimo(), 'a\\b.pdf', 'application/pdf', 400, 'nombre_no_valido', 'Nombre de archivo no válido'],
        [ejecutable(), 'setup.exe', 'application/octet-stream', 415, 'extension_peligrosa', 'Tipo de archivo no permitido por seguridad'],
        [pdfMinimo(), 'foto.png', 'image/png', 415, 'contenido_no_coincide', 'Tipo de archivo no soportado'],
        [pdfMinimo(), 'informe.pdf', 'image/png', 415, 'contenido_no_coincide', 'Tipo de archivo no soportado'],
        [Buffer.alloc(TAMANO_MAXIMO_BYTES + 1, 0x41), 'notas.txt', 'text/plain', 413, 'archivo_demasiado_grande', 'El archivo es demasiado grande. Tamaño máximo: 10MB'],
        [Buffer.alloc(0), 'vacio.txt', 'text/plain', 400, 'archivo_no_valido', 'Error en la información del archivo'],
        [pdfMinimo(), 'video.mp4', 'video/mp4', 415, 'tipo_no_permitido', 'Tipo de archivo no permitido. Tipos permitidos: JPG, PNG, GIF, PDF, TXT, DOC, DOCX'],
      ];
      for (const [bytes, nombre, tipo, estado, codigo, mensaje] of casos) {
        const r = await subir(c.familia, consultaId, bytes, nombre, tipo);
        expect(r.status, nombre).toBe(estado);
        expect(await error(r), nombre).toEqual({ code: codigo, message: mensaje });
      }
      // Not multipart, or the file under another field name.
      expect((await c.familia.api(`/api/consultas/${consultaId}/adjuntos`, { method: 'POST', body: { archivo: 'x' } })).status).toBe(400);
      expect((await subir(c.familia, consultaId, pdfMinimo(), 'a.pdf', 'application/pdf', 'otro')).status).toBe(400);
      expect(await guardados()).toEqual(antes);
      expect(await db().select().from(adjuntosChat).where(eq(adjuntosChat.consultaId, consultaId))).toHaveLength(filasAntes);
      // A real Word document still goes through.
      await subido(c.familia, consultaId, docx(), 'informe colegio.docx', DOCX);
    });

    it('an attachment joins one message of its uploader, once, even when sends race for it', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const otra = await consultaActiva(c.familia, c.asignado);
      const delPediatra = await subido(c.asignado, consultaId, pdfMinimo(), 'p.pdf', 'application/pdf');
      const deOtra = await subido(c.familia, otra, pdfMinimo(), 'o.pdf', 'application/pdf');
      for (const adjuntoId of [delPediatra.id, deOtra.id, randomUUID()]) {
        const r = await enviar(c.familia, consultaId, { content: 'mira', adjuntoId });
        expect(r.status).toBe(400);
        expect(await error(r)).toEqual({ code: 'invalid_attachment', message: 'Error en la información del archivo' });
      }
      const propio = await subido(c.familia, consultaId, pdfMinimo(), 'analitica.pdf', 'application/pdf');
      const clientId = randomUUID();
      const primero = await enviar(c.familia, consultaId, { adjuntoId: propio.id, clientId });
      expect(primero.status).toBe(201);
      // A retry of the same send answers the stored message.
      const retry = await enviar(c.familia, consultaId, { adjuntoId: propio.id, clientId });
      expect(retry.status).toBe(200);
      expect(((await retry.json()) as { mensaje: Mensaje }).mensaje.seq).toBe(((await primero.json()) as { mensaje: Mensaje }).mensaje.seq);
      expect((await enviar(c.familia, consultaId, { adjuntoId: propio.id })).status).toBe(400);
      expect((await c.familia.api(`/api/consultas/${consultaId}/adjuntos/${propio.id}`, { method: 'DELETE' })).status).toBe(404);

      for (let vuelta = 0; vuelta < 10; vuelta++) {
        const disputado = await subido(c.familia, consultaId, pdfMinimo(), `d${vuelta}.pdf`, 'application/pdf');
        const respuestas = await Promise.all(Array.from({ length: 8 }, () => enviar(c.familia, consultaId, { adjuntoId: disputado.id })));
        expect(respuestas.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
      }
      const todos = await mensajes(c.familia, consultaId);
      expect(todos.map((m) => m.seq)).toEqual(todos.map((_, i) => i + 1));
      expect(todos.filter((m) => m.message_type === 'file')).toHaveLength(11);
    });

    it('a draft attachment is removed by its uploader only, with its file', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const adjunto = await subido(c.familia, consultaId, pdfMinimo(), 'quitar.pdf', 'application/pdf');
      const ruta = `/api/consultas/${consultaId}/adjuntos/${adjunto.id}`;
      expect((await fetch(`${server.url}${ruta}`, { method: 'DELETE', headers: { origin: server.url } })).status).toBe(401);
      for (const quien of [c.asignado, c.otraFamilia, c.otroPediatra, c.admin]) expect((await quien.api(ruta, { method: 'DELETE' })).status).toBe(404);
      expect((await leida(fetch(absoluto(adjunto.url)))).status).toBe(200);
      expect((await c.familia.api(ruta, { method: 'DELETE' })).status).toBe(204);
      expect((await leida(fetch(absoluto(adjunto.url)))).status).toBe(404);
      expect((await c.familia.api(ruta, { method: 'DELETE' })).status).toBe(404);
      expect((await c.familia.api(`/api/consultas/${consultaId}/adjuntos/no-uuid`, { method: 'DELETE' })).status).toBe(404);
    });

    it('a family that paid without image consent is asked before a photo; documents and the paediatrician need none', async () => {
      const pagada = await consultaPagada(c.familia, { tipoConsulta: 'teleconsulta', imagenes: false });
      expect((await c.asignado.api('/api/consultas/aceptar', { method: 'POST', body: { consultaId: pagada } })).status).toBe(200);
      const antes = await guardados();
      const r = await subir(c.familia, pagada, await jpegConGps(), 'foto.jpg', 'image/jpeg');
      expect(r.status).toBe(403);
      expect((await error(r)).code).toBe('imagenes_no_consentidas');
      expect(await guardados()).toEqual(antes);
      await subido(c.familia, pagada, pdfMinimo(), 'informe.pdf', 'application/pdf');
      await subido(c.asignado, pagada, await jpegConGps(), 'esquema.jpg', 'image/jpeg');

      const visitante = await fetch(`${server.url}/api/consultas/${pagada}/imagenes`, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json' }, body: '{}' });
      expect(visitante.status).toBe(401);
      for (const quien of [c.otraFamilia, c.otroPediatra]) expect((await quien.api(`/api/consultas/${pagada}/imagenes`, { method: 'POST', body: {} })).status).toBe(404);
      // The paediatrician and the admin who reads may see it, but the consent is the family's.
      for (const quien of [c.asignado, c.admin]) expect((await quien.api(`/api/consultas/${pagada}/imagenes`, { method: 'POST', body: {} })).status).toBe(403);
      expect((await c.familia.api('/api/consultas/no-uuid/imagenes', { method: 'POST', body: {} })).status).toBe(404);
      expect((await c.familia.api(`/api/consultas/${pagada}/imagenes`, { method: 'POST', body: { extra: 1 } })).status).toBe(400);
      const consentir = await c.familia.api(`/api/consultas/${pagada}/imagenes`, { method: 'POST', body: {} });
      expect(await consentir.json()).toEqual({ imagenes_consentidas: true });
      const detalle = (await (await c.familia.api(`/api/consultas/${pagada}`)).json()) as { consulta: { imagenes_consentidas: boolean } };
      expect(detalle.consulta.imagenes_consentidas).toBe(true);
      const consentimientos = (await (await c.familia.api('/api/consentimientos')).json()) as { consentimientos: { tipo: string; retirado_at: string | null }[] };
      expect(consentimientos.consentimientos.some((x) => x.tipo === 'imagenes' && x.retirado_at === null)).toBe(true);
      await subido(c.familia, pagada, await jpegConGps(), 'foto.jpg', 'image/jpeg');
    });

    it('links: tampered or expired are refused; a fresh one comes from the stable address after the check', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const adjunto = await subido(c.familia, consultaId, pdfMinimo(), 'caduca.pdf', 'application/pdf');
      expect((await enviar(c.familia, consultaId, { adjuntoId: adjunto.id })).status).toBe(201);
      const [m] = await mensajes(c.asignado, consultaId);
      const enlace = new URL(absoluto(m!.file_url!));
      const manipulado = new URL(enlace);
      manipulado.searchParams.set('disposicion', 'inline');
      expect((await leida(fetch(manipulado))).status).toBe(403);
      const otroNombre = new URL(enlace);
      otroNombre.searchParams.set('nombre', 'otro.pdf');
      expect((await leida(fetch(otroNombre))).status).toBe(403);

      reloj.avanzar(61 * 60_000);
      try {
        const caducado = await fetch(enlace);
        expect(caducado.status).toBe(403);
        expect((await error(caducado)).code).toBe('enlace_caducado');
        const fresco = await fetch(`${server.url}/api/consultas/${consultaId}/mensajes/${m!.seq}/archivo`, { redirect: 'manual', headers: { cookie: c.asignado.cookie } });
        expect((await leida(fetch(absoluto(fresco.headers.get('location')!)))).status).toBe(200);
      } finally {
        reloj.avanzar(-61 * 60_000);
      }
    });

    it('delivered marks when the other side fetches, read marks when it reads, and unread counts in the lists', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const sFamilia = await abrirSocket(server.url, { cookie: c.familia.cookie, origin: server.url });
      sockets.push(sFamilia);
      await sFamilia.esperar((e) => e.tipo === 'conectado');
      for (const texto of ['uno', 'dos']) expect((await enviar(c.familia, consultaId, { content: texto })).status).toBe(201);
      const lista = async (quien: TestAccount) =>
        ((await (await quien.api('/api/consultas')).json()) as { consultas: ConsultaResumen[] }).consultas.find((x) => x.id === consultaId);
      expect((await lista(c.asignado))?.no_leidos).toBe(2);
      expect((await lista(c.familia))?.no_leidos).toBe(0);

      // The family's own fetch and the admin's reading deliver nothing.
      await mensajes(c.familia, consultaId);
      await mensajes(c.admin, consultaId);
      expect((await mensajes(c.familia, consultaId)).map((m) => m.entregado_at)).toEqual([null, null]);
      await mensajes(c.asignado, consultaId);
      await sFamilia.esperar((e) => e.tipo === 'leidos' && e.consultaId === consultaId);
      const entregados = await mensajes(c.familia, consultaId);
      expect(entregados.every((m) => m.entregado_at !== null && !m.is_read)).toBe(true);

      expect((await c.asignado.api(`/api/consultas/${consultaId}/mensajes/leidos`, { method: 'POST', body: { hasta: 2 } })).status).toBe(200);
      expect((await mensajes(c.familia, consultaId)).every((m) => m.is_read && m.read_at !== null)).toBe(true);
      expect((await lista(c.asignado))?.no_leidos).toBe(0);
    });

    it('unsent files are swept: after their preview expires, when the chat closes; sent ones stay', async () => {
      const abierta = await consultaActiva(c.familia, c.asignado);
      const cerrada = await consultaActiva(c.familia, c.asignado);
      const viejo = await subido(c.familia, abierta, pdfMinimo(), 'viejo.pdf', 'application/pdf');
      const reciente = await subido(c.familia, abierta, pdfMinimo(), 'reciente.pdf', 'application/pdf');
      const enviado = await subido(c.familia, cerrada, pdfMinimo(), 'enviado.pdf', 'application/pdf');
      const sinEnviar = await subido(c.familia, cerrada, pdfMinimo(), 'borrador.pdf', 'application/pdf');
      expect((await enviar(c.familia, cerrada, { adjuntoId: enviado.id })).status).toBe(201);
      expect((await c.asignado.api('/api/consultas/cerrar', { method: 'POST', body: { consultaId: cerrada } })).status).toBe(200);
      await db()
        .update(adjuntosChat)
        .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600_000) })
        .where(eq(adjuntosChat.id, viejo.id));

      const almacen = crearAlmacen(loadConfig({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: SECRETO }));
      expect(await barrerAdjuntosSinEnviar(db(), almacen, new Date())).toBeGreaterThanOrEqual(2);
      const quedan = new Set((await db().select({ id: adjuntosChat.id }).from(adjuntosChat)).map((f) => f.id));
      expect([viejo.id, sinEnviar.id].filter((id) => quedan.has(id))).toEqual([]);
      expect([reciente.id, enviado.id].every((id) => quedan.has(id))).toBe(true);
      expect((await leida(fetch(absoluto(sinEnviar.url)))).status).toBe(404);
      expect((await leida(c.familia.api(`/api/consultas/${cerrada}/mensajes/1/archivo`))).status).toBe(200);
    });

    it('the data export lists every message and file of the family, with links, and nobody else\'s drafts', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const foto = await subido(c.familia, consultaId, await jpegConGps(), 'sarpullido.jpg', 'image/jpeg');
      expect((await enviar(c.familia, consultaId, { content: 'así está hoy', adjuntoId: foto.id })).status).toBe(201);
      const receta = await subido(c.asignado, consultaId, pdfMinimo(), 'pauta.pdf', 'application/pdf');
      expect((await enviar(c.asignado, consultaId, { adjuntoId: receta.id })).status).toBe(201);
      const borradorMedico = await subido(c.asignado, consultaId, pdfMinimo(), 'borrador-medico.pdf', 'application/pdf');
      const datos = (await (await c.familia.api('/api/mis-datos')).json()) as {
        teleconsultas: { mensajes: Mensaje[]; archivos: { id: string; nombre: string; mensaje_seq: number | null; subido_por_mi: boolean; enlace: string }[] };
      };
      const propios = datos.teleconsultas.mensajes.filter((m) => m.consulta_id === consultaId);
      expect(propios.map((m) => [m.seq, m.message_type, m.content])).toEqual([
        [1, 'image', 'así está hoy'],
        [2, 'file', ''],
      ]);
      const archivos = datos.teleconsultas.archivos.filter((a) => [foto.id, receta.id, borradorMedico.id].includes(a.id));
      expect(archivos.map((a) => [a.nombre, a.mensaje_seq, a.subido_por_mi])).toEqual([
        ['sarpullido.jpg', 1, true],
        ['pauta.pdf', 2, false],
      ]);
      expect((await leida(fetch(absoluto(archivos[0]!.enlace)))).status).toBe(200);
    });
  });
}
