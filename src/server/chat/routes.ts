/** The chat's routes (SPEC §7 data calls on mensajes_chat). Thin: parse, authorise, call the service. */
import type { FastifyInstance } from 'fastify';
import { despuesSchema, enviarMensajeSchema, marcarLeidosSchema, validarContenidoMensaje } from '../../shared/chat.ts';
import type { Actor } from '../../domain/consultas/estado.ts';
import type { Guard } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import type { Reloj } from '../limits/ventana.ts';
import type { Almacen } from '../archivos/almacen.ts';
import { adjuntosRoutes } from './adjuntos-routes.ts';
import { programarLimpiezaAdjuntos } from './limpieza-adjuntos.ts';
import { enviarMensaje, listarMensajes, marcarLeidos } from './mensajes-service.ts';

type ConId = { Params: { id: string } };

export async function chatRoutes(app: FastifyInstance, { db, guard, reloj, almacen }: { db: Db; guard: Guard; reloj: Reloj; almacen: Almacen }): Promise<void> {
  await app.register(adjuntosRoutes, { db, guard, reloj, almacen });
  programarLimpiezaAdjuntos(app, db, almacen, reloj);
  const noEncontrada = (reply: Parameters<typeof sendError>[0]) => sendError(reply, 404, 'not_found', 'Consulta no encontrada.');

  app.get<ConId & { Querystring: { despues?: string } }>('/api/consultas/:id/mensajes', async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    if (!isUuid(request.params.id)) return noEncontrada(reply);
    const despues = despuesSchema.safeParse(request.query.despues ?? 0);
    if (!despues.success) return sendError(reply, 400, 'invalid_query', 'Parámetro «despues» no válido.');
    const actor: Actor = { id: user.id, rol: user.role };
    const mensajes = await listarMensajes(db, almacen, actor, request.params.id, despues.data, new Date(reloj()));
    return mensajes ? reply.send({ mensajes }) : noEncontrada(reply);
  });

  app.post<ConId>('/api/consultas/:id/mensajes', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    if (!isUuid(request.params.id)) return noEncontrada(reply);
    const entrada = parseBody(enviarMensajeSchema, request.body, reply);
    if (!entrada) return reply;
    const contenido = validarContenidoMensaje(entrada.content, entrada.adjuntoId !== undefined);
    if (!contenido.ok) return sendError(reply, 400, contenido.code, contenido.message);
    const resultado = await enviarMensaje(db, almacen, { id: user.id, rol: user.role }, request.params.id, {
      clientId: entrada.clientId,
      texto: contenido.texto,
      adjuntoId: entrada.adjuntoId,
    });
    if (!resultado.ok) return sendError(reply, resultado.status, resultado.code, resultado.message);
    return reply.status(resultado.nuevo ? 201 : 200).send({ mensaje: resultado.mensaje });
  });

  app.post<ConId>('/api/consultas/:id/mensajes/leidos', { bodyLimit: 1024 }, async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    if (!isUuid(request.params.id)) return noEncontrada(reply);
    const entrada = parseBody(marcarLeidosSchema, request.body, reply);
    if (!entrada) return reply;
    const resultado = await marcarLeidos(db, { id: user.id, rol: user.role }, request.params.id, entrada.hasta, new Date(reloj()));
    if (!resultado.ok) return sendError(reply, resultado.status, resultado.code, resultado.message);
    return reply.send({ marcados: resultado.marcados });
  });
}
