/**
 * The chat's file routes (SPEC §4 file upload, §7 storage). Multipart is
 * parsed only here. Who may upload is decided before a byte of the file is
 * read; the file is then checked while it streams (10 MB), by its bytes, and
 * photos are re-encoded before anything is stored.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { esImagen, errorArchivo, tipoDeclarado } from '../../domain/archivos/validacion.ts';
import type { Actor } from '../../domain/consultas/estado.ts';
import type { Almacen } from '../archivos/almacen.ts';
import { prepararParaGuardar } from '../archivos/inspeccionar.ts';
import { OPCIONES_MULTIPART, recibirSubida } from '../archivos/recibir-subida.ts';
import type { Guard } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import type { Reloj } from '../limits/ventana.ts';
import { z } from 'zod';
import { consentirImagenes, enlaceDeMensaje, guardarAdjunto, NO_ENCONTRADA, puedeSubir, quitarAdjunto } from './adjuntos-service.ts';

type ConId = { Params: { id: string } };
const CAMPO_ARCHIVO = 'archivo';
const seqSchema = z.coerce.number().int().min(1).max(2_000_000_000);

const fallo = (reply: FastifyReply, f: { status: number; code: string; message: string }) => sendError(reply, f.status, f.code, f.message);
const archivoNoValido = (reply: FastifyReply) => {
  const e = errorArchivo('archivo_no_valido');
  return sendError(reply, e.estado, e.codigo, e.mensaje);
};

export async function adjuntosRoutes(app: FastifyInstance, { db, guard, reloj, almacen }: { db: Db; guard: Guard; reloj: Reloj; almacen: Almacen }): Promise<void> {
  await app.register(multipart, OPCIONES_MULTIPART);

  // A refused upload is answered before the rest of its body is read; Node then reads and discards what is left (the
  // keep-alive drain it does for every unread request body, bounded by the request timeout), so the sender gets the
  // answer. Closing the connection after a refusal instead reset it under a client still sending the file: a parent
  // whose session had expired got a network error, not the 401 (fetch failed with EPIPE on Node 24.22).
  app.post<ConId>('/api/consultas/:id/adjuntos', async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    if (!isUuid(request.params.id)) return fallo(reply, NO_ENCONTRADA);
    const actor: Actor = { id: user.id, rol: user.role };
    // Not a writer here: answered before the body is read, so nothing of the file is taken in.
    const antes = await puedeSubir(db, actor, request.params.id, false);
    if (!antes.ok) return fallo(reply, antes);
    if (!request.isMultipart()) return archivoNoValido(reply);
    const parte = await request.file().catch(() => undefined);
    if (!parte || parte.fieldname !== CAMPO_ARCHIVO) {
      parte?.file.resume();
      return archivoNoValido(reply);
    }
    // The image consent is known from the name and declared type before reading the bytes.
    const consentimiento = await puedeSubir(db, actor, request.params.id, esImagen(tipoDeclarado(parte.filename, parte.mimetype)));
    if (!consentimiento.ok) {
      parte.file.resume();
      return fallo(reply, consentimiento);
    }
    const recibida = await recibirSubida(parte);
    if (!recibida.ok) return sendError(reply, recibida.estado, recibida.codigo, recibida.mensaje);
    const preparada = await prepararParaGuardar(recibida);
    if (!preparada.ok) return sendError(reply, preparada.estado, preparada.codigo, preparada.mensaje);
    const guardado = await guardarAdjunto(db, almacen, actor, request.params.id, preparada);
    if (!guardado.ok) return fallo(reply, guardado);
    return reply.status(201).send({ adjunto: guardado.adjunto });
  });

  app.delete<{ Params: { id: string; adjuntoId: string } }>('/api/consultas/:id/adjuntos/:adjuntoId', async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    const { id, adjuntoId } = request.params;
    const quitado = isUuid(id) && isUuid(adjuntoId) && (await quitarAdjunto(db, almacen, { id: user.id, rol: user.role }, id, adjuntoId));
    return quitado ? reply.status(204).send() : sendError(reply, 404, 'not_found', 'Archivo no encontrado o ya enviado.');
  });

  app.post<ConId>('/api/consultas/:id/imagenes', { bodyLimit: 1024 }, async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    if (!isUuid(request.params.id)) return fallo(reply, NO_ENCONTRADA);
    if (!parseBody(z.object({}).strict(), request.body ?? {}, reply)) return reply;
    const resultado = await consentirImagenes(db, { id: user.id, rol: user.role }, request.params.id, new Date(reloj()));
    return resultado.ok ? reply.send({ imagenes_consentidas: true }) : fallo(reply, resultado);
  });

  app.get<{ Params: { id: string; seq: string }; Querystring: { descarga?: string } }>('/api/consultas/:id/mensajes/:seq/archivo', async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    const seq = seqSchema.safeParse(request.params.seq);
    const { descarga } = request.query;
    if (descarga !== undefined && descarga !== '1') return sendError(reply, 400, 'invalid_query', 'Parámetro «descarga» no válido.');
    const enlace =
      isUuid(request.params.id) && seq.success ? await enlaceDeMensaje(db, almacen, { id: user.id, rol: user.role }, request.params.id, seq.data, descarga === '1') : null;
    if (!enlace) return sendError(reply, 404, 'not_found', 'Archivo no encontrado.');
    // Each view is checked again; the link itself lives an hour and must not be cached past the participant check.
    return reply.header('cache-control', 'private, no-store').redirect(enlace, 302);
  });
}
