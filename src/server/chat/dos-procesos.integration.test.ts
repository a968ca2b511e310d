/**
 * Two app processes behind one address, as a load balancer would run them:
 * one PostgreSQL and one S3-compatible bucket (on loopback) shared. The
 * family is on one process and the paediatrician on the other; photos and
 * documents cross between them, and each page's CSP lets it load them.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/helpers/accounts.ts';
import { jpegConGps, pdfMinimo } from '../../../test/helpers/archivos.ts';
import { abrirSocket, consultaPagada } from '../../../test/helpers/consultas.ts';
import { postgresCompartida } from '../../../test/helpers/databases.ts';
import { arrancarS3Local, type S3Local } from '../../../test/helpers/s3-local.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';
import type { AdjuntoSubido, Mensaje } from '../../shared/chat.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

// Two processes need a database both reach: PostgreSQL (PGlite is one process's own).
describe.skipIf(!postgresUrl)('chat files across two app processes sharing PostgreSQL and a bucket', () => {
  let s3: S3Local;
  let a: RunningServer;
  let b: RunningServer;
  let compartida: Awaited<ReturnType<typeof postgresCompartida>>;

  beforeAll(async () => {
    compartida = await postgresCompartida(postgresUrl!);
    s3 = await arrancarS3Local();
    const env = {
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      TRUST_PROXY: 'true',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.credenciales.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credenciales.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    };
    // Migrations run once, then the second process starts on the migrated database.
    a = await startServer(compartida.database, env);
    b = await startServer(compartida.database, env);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.parar();
    await compartida?.borrar();
  });

  it('a photo sent through one process is seen, clean, from the other; a document the other way', async () => {
    const familia = await createAccount(a);
    const pediatra = await createAccount(b, { role: 'pediatra' });
    const consultaId = await consultaPagada(familia);
    expect((await pediatra.api('/api/consultas/aceptar', { method: 'POST', body: { consultaId } })).status).toBe(200);
    const enB = await abrirSocket(b.url, { cookie: pediatra.cookie, origin: b.url });
    const enA = await abrirSocket(a.url, { cookie: familia.cookie, origin: a.url });
    await Promise.all([enA, enB].map((s) => s.esperar((e) => e.tipo === 'conectado')));

    const subir = async (server: RunningServer, cookie: string, bytes: Buffer, nombreArchivo: string, tipo: string) => {
      const form = new FormData();
      form.append('archivo', new Blob([Uint8Array.from(bytes)], { type: tipo }), nombreArchivo);
      const r = await fetch(`${server.url}/api/consultas/${consultaId}/adjuntos`, { method: 'POST', headers: { origin: server.url, cookie }, body: form });
      expect(r.status).toBe(201);
      return ((await r.json()) as { adjunto: AdjuntoSubido }).adjunto;
    };

    const foto = await subir(a, familia.cookie, await jpegConGps(), 'brazo.jpg', 'image/jpeg');
    expect(new URL(foto.url).origin).toBe(s3.endpoint);
    expect((await familia.api(`/api/consultas/${consultaId}/mensajes`, { method: 'POST', body: { clientId: randomUUID(), content: 'Así está', adjuntoId: foto.id } })).status).toBe(201);
    await enB.esperar((e) => e.tipo === 'mensaje' && e.consultaId === consultaId && e.seq === 1);
    const { mensajes } = (await (await pediatra.api(`/api/consultas/${consultaId}/mensajes`)).json()) as { mensajes: Mensaje[] };
    const recibida = await fetch(mensajes[0]!.image_url!);
    expect(recibida.status).toBe(200);
    const meta = await sharp(Buffer.from(await recibida.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();

    const pauta = await subir(b, pediatra.cookie, pdfMinimo(), 'pauta antitérmica.pdf', 'application/pdf');
    expect((await pediatra.api(`/api/consultas/${consultaId}/mensajes`, { method: 'POST', body: { clientId: randomUUID(), content: '', adjuntoId: pauta.id } })).status).toBe(201);
    await enA.esperar((e) => e.tipo === 'mensaje' && e.consultaId === consultaId && e.seq === 2);
    // The family, on the other process, opens it through the stable address: a fresh presigned link to the bucket.
    const redir = await fetch(`${a.url}/api/consultas/${consultaId}/mensajes/2/archivo?descarga=1`, { redirect: 'manual', headers: { cookie: familia.cookie } });
    expect(redir.status).toBe(302);
    const enlace = redir.headers.get('location')!;
    expect(new URL(enlace).origin).toBe(s3.endpoint);
    const pdf = await fetch(enlace);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="pauta_antitermica.pdf"');
    enA.cerrar();
    enB.cerrar();
  });

  it("each process's page may load photos from the bucket and nothing else", async () => {
    for (const server of [a, b]) {
      const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
      expect(csp).toContain(`connect-src 'self' ${s3.endpoint}`);
      expect(csp).toContain("script-src 'self'");
    }
  });
});
