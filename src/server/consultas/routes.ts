/**
 * The consultation's routes (SPEC §7 selects, accept-consultation, close;
 * DECISIONS read-11 cancel). Thin: parse, authorise, call the service.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AccionConsulta, Actor } from '../../domain/consultas/estado.ts';
import { accionConsultaSchema } from '../../shared/consultas.ts';
import type { Guard } from '../auth/guard.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import type { Reloj } from '../limits/ventana.ts';
import type { ProveedorPagos } from '../pagos/proveedor.ts';
import { aplicarAccion } from './cambiar-estado.ts';
import { detalleConsulta, listarActivas, listarConsultas } from './consultas-service.ts';
import { reembolsarPago } from './reembolsos.ts';

export interface OpcionesRutasConsultas {
  readonly db: Db;
  readonly guard: Guard;
  readonly proveedor: ProveedorPagos | null;
  readonly reloj: Reloj;
}

const actorDe = (user: CurrentUser): Actor => ({ id: user.id, rol: user.role });

export async function consultasRoutes(app: FastifyInstance, { db, guard, proveedor, reloj }: OpcionesRutasConsultas): Promise<void> {
  app.get('/api/consultas', async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    return reply.send({ consultas: await listarConsultas(db, actorDe(user)) });
  });

  app.get('/api/consultas/activas', async (request, reply) => {
    const user = await guard(request, reply, ['pediatra', 'admin']);
    if (!user) return reply;
    return reply.send({ consultas: await listarActivas(db, actorDe(user)) });
  });

  app.get<{ Params: { id: string } }>('/api/consultas/:id', async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    const consulta = isUuid(request.params.id) ? await detalleConsulta(db, actorDe(user), request.params.id) : null;
    if (!consulta) return sendError(reply, 404, 'not_found', 'Consulta no encontrada.');
    return reply.send({ consulta });
  });

  const ruta = (accion: AccionConsulta) =>
    app.post(`/api/consultas/${accion}`, { bodyLimit: 1024 }, async (request, reply) => {
      const user = await guard(request, reply);
      if (!user) return reply;
      const entrada = parseBody(accionConsultaSchema, request.body, reply);
      if (!entrada) return reply;
      const actor = actorDe(user);
      const resultado = await aplicarAccion(db, actor, accion, entrada.consultaId, new Date(reloj()));
      if (!resultado.ok) return sendError(reply, resultado.status, resultado.code, resultado.message);
      if (accion === 'cancelar' && proveedor) await reembolsarSinFallar(db, proveedor, resultado.pagoId, reloj, request.log);
      return reply.send({ consulta: await detalleConsulta(db, actor, entrada.consultaId) });
    });
  ruta('aceptar');
  ruta('cerrar');
  ruta('cancelar');
}

/** The cancellation stands even when the provider is down: the refund stays owed and the sweep retries it. */
async function reembolsarSinFallar(db: Db, proveedor: ProveedorPagos, pagoId: string, reloj: Reloj, log: FastifyBaseLogger): Promise<void> {
  try {
    await reembolsarPago(db, proveedor, pagoId, new Date(reloj()));
  } catch (err) {
    log.warn({ err }, 'refund failed; the sweep will retry it');
  }
}
