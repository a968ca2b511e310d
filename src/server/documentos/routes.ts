/** Clinical documents (issue 12) and their public verification. Thin: parse, authorise, call the service. */
import type { FastifyInstance } from 'fastify';
import { emitirDocumentoSchema } from '../../shared/documentos.ts';
import type { Guard } from '../auth/guard.ts';
import type { Almacen } from '../archivos/almacen.ts';
import type { Db } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import type { Reloj } from '../limits/ventana.ts';
import { emitirDocumento, listarDocumentos, type ContextoEmision } from './documentos-service.ts';
import { verificarCodigo } from './verificacion.ts';

export interface OpcionesRutasDocumentos {
  readonly db: Db;
  readonly guard: Guard;
  readonly almacen: Almacen;
  readonly reloj: Reloj;
  readonly contexto: ContextoEmision;
  readonly verificacionesPorMinuto: number;
}

type ConId = { Params: { id: string } };

export async function documentosRoutes(app: FastifyInstance, { db, guard, almacen, reloj, contexto, verificacionesPorMinuto }: OpcionesRutasDocumentos): Promise<void> {
  const noEncontrada = (reply: Parameters<typeof sendError>[0]) => sendError(reply, 404, 'not_found', 'Consulta no encontrada.');

  app.post<ConId>('/api/consultas/:id/documentos', { bodyLimit: 32 * 1024 }, async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    if (!isUuid(request.params.id)) return noEncontrada(reply);
    const entrada = parseBody(emitirDocumentoSchema, request.body, reply);
    if (!entrada) return reply;
    const resultado = await emitirDocumento(db, almacen, contexto, { id: user.id, rol: user.role }, request.params.id, entrada, new Date(reloj()));
    if (!resultado.ok) return sendError(reply, resultado.status, resultado.code, resultado.message);
    return reply.status(resultado.nuevo ? 201 : 200).send({ documento: resultado.documento, mensaje: resultado.mensaje });
  });

  app.get<ConId>('/api/consultas/:id/documentos', async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    const documentos = isUuid(request.params.id) ? await listarDocumentos(db, { id: user.id, rol: user.role }, request.params.id) : null;
    return documentos ? reply.send({ documentos }) : noEncontrada(reply);
  });

  // Public: a school or a pharmacy checks a paper copy. Rate-limited per address, so codes cannot be tried in bulk
  // (they are unguessable anyway: 80 random bits).
  app.get<{ Params: { codigo: string } }>(
    '/api/verificar/:codigo',
    { config: { rateLimit: { max: verificacionesPorMinuto, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const resultado = await verificarCodigo(db, request.params.codigo);
      reply.header('cache-control', 'no-store');
      if (!resultado.ok) return sendError(reply, resultado.status, resultado.code, resultado.message);
      return reply.send(resultado.documento);
    },
  );
}
