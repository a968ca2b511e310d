import type { FastifyInstance } from 'fastify';
import { hijoEntradaSchema } from '../../shared/hijos.ts';
import type { Guard } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import { actualizarHijo, borrarHijo, crearHijo, listarHijos } from './hijos-service.ts';

const FAMILIAS = ['user', 'admin'] as const;
const noEncontrado = 'Perfil infantil no encontrado.';

export async function hijosRoutes(app: FastifyInstance, { db, guard }: { db: Db; guard: Guard }): Promise<void> {
  app.get('/api/hijos', async (request, reply) => {
    const user = await guard(request, reply, FAMILIAS);
    if (!user) return reply;
    return reply.header('cache-control', 'no-store').send({ hijos: await listarHijos(db, user.id) });
  });

  app.post('/api/hijos', { bodyLimit: 4096 }, async (request, reply) => {
    const user = await guard(request, reply, FAMILIAS);
    if (!user) return reply;
    const entrada = parseBody(hijoEntradaSchema, request.body, reply);
    if (!entrada) return reply;
    return reply.status(201).send({ hijo: await crearHijo(db, user.id, entrada) });
  });

  app.put<{ Params: { id: string } }>('/api/hijos/:id', { bodyLimit: 4096 }, async (request, reply) => {
    const user = await guard(request, reply, FAMILIAS);
    if (!user) return reply;
    if (!isUuid(request.params.id)) return sendError(reply, 404, 'not_found', noEncontrado);
    const entrada = parseBody(hijoEntradaSchema, request.body, reply);
    if (!entrada) return reply;
    const hijo = await actualizarHijo(db, user.id, request.params.id, entrada);
    return hijo ? reply.send({ hijo }) : sendError(reply, 404, 'not_found', noEncontrado);
  });

  app.delete<{ Params: { id: string } }>('/api/hijos/:id', async (request, reply) => {
    const user = await guard(request, reply, FAMILIAS);
    if (!user) return reply;
    if (!isUuid(request.params.id) || !(await borrarHijo(db, user.id, request.params.id))) {
      return sendError(reply, 404, 'not_found', noEncontrado);
    }
    return reply.status(204).send();
  });
}
