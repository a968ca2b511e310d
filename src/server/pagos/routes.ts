/**
 * create-payment, process-payment-success and the demo checkout's three
 * calls (SPEC §7, DECISIONS read-1, read-6). Thin: parse, authorise, call.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { confirmarPagoSchema, crearPagoSchema, type SesionDemo } from '../../shared/consultas.ts';
import type { Guard } from '../auth/guard.ts';
import { crearPago, type DependenciasPago } from '../consultas/crear-pago.ts';
import { cumplirPago } from '../consultas/cumplir-pago.ts';
import { sendError } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { estadoVisible, type ProveedorDemo } from './demo.ts';
import type { ProveedorPagos } from './proveedor.ts';

export interface OpcionesRutasPago extends Omit<DependenciasPago, 'proveedor'> {
  /** Null when payments are not configured (production without Stripe keys and without the demo). */
  readonly proveedor: ProveedorPagos | null;
  readonly guard: Guard;
  /** Our origins: the family comes back to the one it paid from, where its cookie lives. */
  readonly origenes: readonly string[];
  readonly urlPublica: string;
  readonly demo: ProveedorDemo | null;
}

const FAMILIAS = ['user', 'admin'] as const;
const ID_SESION = /^[A-Za-z0-9_-]{1,255}$/;

export async function pagosRoutes(app: FastifyInstance, opciones: OpcionesRutasPago): Promise<void> {
  const { guard, demo, proveedor } = opciones;
  const sinPagos = (reply: FastifyReply) => sendError(reply, 503, 'payments_disabled', 'Esta clínica aún no ha configurado el pago con tarjeta.');

  app.post('/api/pagos/checkout', { bodyLimit: 32 * 1024 }, async (request, reply) => {
    const user = await guard(request, reply, FAMILIAS);
    if (!user) return reply;
    if (!proveedor) return sinPagos(reply);
    const entrada = parseBody(crearPagoSchema, request.body, reply);
    if (!entrada) return reply;
    const origen = opciones.origenes.includes(request.headers.origin ?? '') ? (request.headers.origin as string) : opciones.urlPublica;
    const resultado = await crearPago({ ...opciones, proveedor }, user, entrada, origen);
    if (!resultado.ok) {
      if (resultado.causa) request.log.error({ err: resultado.causa }, 'payment provider refused a checkout');
      return sendError(reply, resultado.status, resultado.code, resultado.message);
    }
    return reply.status(201).send(resultado.pago);
  });

  app.post('/api/pagos/confirmar', { bodyLimit: 1024 }, async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    if (!proveedor) return sinPagos(reply);
    const entrada = parseBody(confirmarPagoSchema, request.body, reply);
    if (!entrada) return reply;
    const confirmado = await cumplirPago({ db: opciones.db, proveedor }, entrada.sessionId, user.id);
    if (!confirmado) return sendError(reply, 404, 'not_found', 'Pago no encontrado.');
    return reply.send(confirmado);
  });

  if (!demo) return;

  app.get<{ Params: { sesion: string } }>('/api/pagos/demo/:sesion', async (request, reply) => {
    const user = await guard(request, reply, FAMILIAS);
    if (!user) return reply;
    const fila = ID_SESION.test(request.params.sesion) ? await demo.leerDeUsuario(request.params.sesion, user.id) : null;
    if (!fila) return sendError(reply, 404, 'not_found', 'Sesión de pago no encontrada.');
    const cuerpo: SesionDemo = {
      sessionId: fila.id,
      importeCentimos: fila.importeCentimos,
      moneda: fila.moneda,
      estado: estadoVisible(fila, opciones.reloj()),
      expiraAt: fila.expiraAt.toISOString(),
    };
    return reply.send(cuerpo);
  });

  app.post<{ Params: { sesion: string } }>('/api/pagos/demo/:sesion/pagar', async (request, reply) => {
    const user = await guard(request, reply, FAMILIAS);
    if (!user) return reply;
    const url = ID_SESION.test(request.params.sesion) ? await demo.pagar(request.params.sesion, user.id) : null;
    if (!url) return sendError(reply, 409, 'checkout_closed', 'Esta sesión de pago ya no está abierta.');
    // What Stripe's webhook does after a payment: fulfil at once, whether or not the family's browser comes back.
    await cumplirPago({ db: opciones.db, proveedor: demo }, request.params.sesion);
    return reply.send({ url });
  });

  app.post<{ Params: { sesion: string } }>('/api/pagos/demo/:sesion/cancelar', async (request, reply) => {
    const user = await guard(request, reply, FAMILIAS);
    if (!user) return reply;
    const url = ID_SESION.test(request.params.sesion) ? await demo.cancelar(request.params.sesion, user.id) : null;
    if (!url) return sendError(reply, 409, 'checkout_closed', 'Esta sesión de pago ya no está abierta.');
    return reply.send({ url });
  });
}
