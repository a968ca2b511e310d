/**
 * The notification settings of the signed-in person: this browser's push
 * subscription (added, or forgotten on sign-out) and the choice of push and
 * e-mail. Writes go through the guard (session, role check, write budget)
 * and the app-wide same-origin check like every other route.
 */
import { createECDH } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RespuestaPreferencias } from '../../domain/avisos/api.ts';
import { MENSAJES_SUSCRIPCION, validarBaja, validarPreferencias, validarSuscripcion, type Validado } from '../../domain/avisos/suscripcion.ts';
import type { Guard } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import type { Reloj } from '../limits/ventana.ts';
import { borrarSuscripcion, contarDispositivos, guardarPreferencias, guardarSuscripcion, leerPreferencias } from './repositorio.ts';

export interface OpcionesAvisosRoutes {
  readonly db: Db;
  readonly guard: Guard;
  readonly reloj: Reloj;
  readonly clavePublica: string;
  /** Outside production, endpoints on loopback are accepted (the tests' push service stand-in). */
  readonly permitirLoopback: boolean;
  /** UNREAD_EMAIL_MINUTES, so the page names the real delay. */
  readonly minutosEmail: number;
}

const CODIGOS: Record<string, string> = {
  [MENSAJES_SUSCRIPCION.endpoint]: 'invalid_endpoint',
  [MENSAJES_SUSCRIPCION.claves]: 'invalid_keys',
  [MENSAJES_SUSCRIPCION.preferencias]: 'invalid_preferences',
};

function rechazar(reply: FastifyReply, fallo: Extract<Validado<unknown>, { ok: false }>): FastifyReply {
  return sendError(reply, 400, CODIGOS[fallo.mensaje] ?? 'invalid_body', fallo.mensaje);
}

/** The format says 65 bytes starting 0x04; only the curve can say the point is on it. */
function esPuntoP256(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export async function avisosRoutes(app: FastifyInstance, { db, guard, reloj, clavePublica, permitirLoopback, minutosEmail }: OpcionesAvisosRoutes): Promise<void> {
  // A browser subscribes with this key; it is public by nature.
  app.get('/api/avisos/clave-publica', async (_request, reply) => reply.send({ clave: clavePublica }));

  app.get('/api/avisos/preferencias', async (request, reply) => {
    const yo = await guard(request, reply);
    if (!yo) return reply;
    const { push, email } = await leerPreferencias(db, yo.id);
    const respuesta: RespuestaPreferencias = { preferencias: { push, email }, dispositivos: await contarDispositivos(db, yo.id), minutos_email: minutosEmail };
    return reply.send(respuesta);
  });

  app.put('/api/avisos/preferencias', { bodyLimit: 1024 }, async (request, reply) => {
    const yo = await guard(request, reply);
    if (!yo) return reply;
    const entrada = validarPreferencias(request.body);
    if (!entrada.ok) return rechazar(reply, entrada);
    return reply.send({ preferencias: await guardarPreferencias(db, yo.id, entrada.valor, new Date(reloj())) });
  });

  app.post('/api/avisos/suscripciones', { bodyLimit: 4096 }, async (request, reply) => {
    const yo = await guard(request, reply);
    if (!yo) return reply;
    const entrada = validarSuscripcion(request.body, { permitirLoopback });
    if (!entrada.ok) return rechazar(reply, entrada);
    if (!esPuntoP256(entrada.valor.keys.p256dh)) return sendError(reply, 400, 'invalid_keys', MENSAJES_SUSCRIPCION.claves);
    await guardarSuscripcion(db, yo.id, entrada.valor, new Date(reloj()));
    return reply.status(201).send({ suscrita: true });
  });

  app.delete('/api/avisos/suscripciones', { bodyLimit: 4096 }, async (request, reply) => {
    const yo = await guard(request, reply);
    if (!yo) return reply;
    const entrada = validarBaja(request.body);
    if (!entrada.ok) return rechazar(reply, entrada);
    if (!(await borrarSuscripcion(db, yo.id, entrada.valor))) return sendError(reply, 404, 'not_found', 'Este dispositivo no tiene avisos activados.');
    return reply.status(204).send();
  });
}
