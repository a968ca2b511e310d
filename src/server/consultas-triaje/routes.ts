import type { FastifyInstance } from 'fastify';
import { guardarTriajeSchema } from '../../shared/consultas-triaje.ts';
import type { Guard } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import { tieneConsentimientoVigente } from '../derechos/consentimientos-service.ts';
import { guardarTriaje, listarTriajes, obtenerTriaje } from './consultas-triaje-service.ts';

/** SPEC §6: families see their own records; a pediatra sees no triage records. */
const FAMILIAS = ['user', 'admin'] as const;

export async function consultasTriajeRoutes(app: FastifyInstance, { db, guard }: { db: Db; guard: Guard }): Promise<void> {
  app.post('/api/consultas-triaje', { bodyLimit: 32 * 1024 }, async (request, reply) => {
    const user = await guard(request, reply, FAMILIAS);
    if (!user) return reply;
    const entrada = parseBody(guardarTriajeSchema, request.body, reply);
    if (!entrada) return reply;
    if (!(await tieneConsentimientoVigente(db, user.id, 'registro'))) {
      return sendError(reply, 403, 'consent_required', 'Necesitamos tu consentimiento explícito para guardar datos de salud.');
    }
    const resultado = await guardarTriaje(db, user.id, entrada);
    if (!resultado.ok) return sendError(reply, 400, 'invalid_body', resultado.motivo);
    return reply.status(201).send({ consulta: resultado.consulta });
  });

  app.get<{ Querystring: { hijo_id?: string } }>('/api/consultas-triaje', async (request, reply) => {
    const user = await guard(request, reply, FAMILIAS);
    if (!user) return reply;
    const hijoId = request.query.hijo_id;
    if (hijoId !== undefined && !isUuid(hijoId)) return sendError(reply, 400, 'invalid_query', 'Filtro no válido.');
    return reply.header('cache-control', 'no-store').send({ consultas: await listarTriajes(db, user.id, hijoId) });
  });

  app.get<{ Params: { id: string } }>('/api/consultas-triaje/:id', async (request, reply) => {
    const user = await guard(request, reply, FAMILIAS);
    if (!user) return reply;
    const consulta = isUuid(request.params.id) ? await obtenerTriaje(db, user.id, request.params.id) : null;
    if (!consulta) return sendError(reply, 404, 'not_found', 'Consulta no encontrada.');
    return reply.header('cache-control', 'no-store').send({ consulta });
  });
}
