import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { registrarConsentimientoSchema } from '../../shared/consentimientos.ts';
import { registrarIntento } from '../auth/account-throttle.ts';
import type { Almacen } from '../archivos/almacen.ts';
import type { Auth } from '../auth/auth.ts';
import type { Reloj } from '../limits/ventana.ts';
import type { Guard } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import { listarConsentimientos, registrarConsentimiento, retirarConsentimiento } from './consentimientos-service.ts';
import { abiertasDeLaFamilia, cerrarAbiertasSinFamilia } from '../consultas/cuenta-eliminada.ts';
import type { ProveedorPagos } from '../pagos/proveedor.ts';
import { limpiarRestosDeCuenta } from './eliminar-cuenta.ts';
import { exportarDatos } from './exportar-datos.ts';

const eliminarSchema = z.object({ password: z.string({ error: 'Este campo es obligatorio' }).min(1, 'Este campo es obligatorio').max(256) }).strict();

export async function derechosRoutes(
  app: FastifyInstance,
  { db, guard, auth, reloj, proveedor, almacen }: { db: Db; guard: Guard; auth: Auth; reloj: Reloj; proveedor: ProveedorPagos | null; almacen: Almacen },
): Promise<void> {
  app.get('/api/consentimientos', async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    return reply.header('cache-control', 'no-store').send({ consentimientos: await listarConsentimientos(db, user.id) });
  });

  app.post('/api/consentimientos', { bodyLimit: 1024 }, async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    const entrada = parseBody(registrarConsentimientoSchema, request.body, reply);
    if (!entrada) return reply;
    return reply.status(201).send({ consentimiento: await registrarConsentimiento(db, user.id, entrada) });
  });

  app.post<{ Params: { id: string } }>('/api/consentimientos/:id/retirar', async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    const retirado = isUuid(request.params.id) ? await retirarConsentimiento(db, user.id, request.params.id) : null;
    return retirado ? reply.send({ consentimiento: retirado }) : sendError(reply, 404, 'not_found', 'Consentimiento no encontrado o ya retirado.');
  });

  app.get('/api/mis-datos', async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    const datos = await exportarDatos(db, almacen, user.id, new Date(reloj()));
    const dia = new Date().toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="mis-datos-triaje-${dia}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(datos, null, 2));
  });

  app.post('/api/cuenta/eliminar', { bodyLimit: 1024 }, async (request, reply) => {
    const user = await guard(request, reply);
    if (!user) return reply;
    const entrada = parseBody(eliminarSchema, request.body, reply);
    if (!entrada) return reply;
    // The same password throttle as sign-in: a stolen session is no way to guess the password.
    if (!(await registrarIntento(db, user.email, request.ip, reloj()))) return sendError(reply, 429, 'too_many_attempts', 'Demasiados intentos. Espera unos minutos.');
    const abiertas = await abiertasDeLaFamilia(db, user.id);
    const respuesta = await auth.api.deleteUser({ body: { password: entrada.password }, headers: fromNodeHeaders(request.headers), asResponse: true });
    if (!respuesta.ok) {
      const codigo = ((await respuesta.json().catch(() => ({}))) as { code?: string }).code;
      if (codigo === 'INVALID_PASSWORD') return sendError(reply, 400, 'invalid_password', 'La contraseña no es correcta.');
      if (codigo === 'SESSION_EXPIRED') return sendError(reply, 403, 'session_expired', 'Vuelve a iniciar sesión para eliminar tu cuenta.');
      request.log.warn({ status: respuesta.status, codigo }, 'account deletion refused');
      return sendError(reply, 400, 'delete_failed', 'No se pudo eliminar la cuenta.');
    }
    await limpiarRestosDeCuenta(db, user.id, user.email);
    await cerrarAbiertasSinFamilia(db, proveedor, abiertas, new Date(reloj()));
    const cookies = respuesta.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.send({ eliminada: true });
  });
}
