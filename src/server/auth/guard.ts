import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Rol } from '../../shared/me.ts';
import type { Db } from '../db/database.ts';
import { consumirCupo, type Reloj } from '../limits/ventana.ts';
import { sendError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import { currentUser, type CurrentUser } from './current-user.ts';

export type Guard = (request: FastifyRequest, reply: FastifyReply, roles?: readonly Rol[]) => Promise<CurrentUser | null>;

const LECTURAS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The first lines of every protected handler: the signed-in user (from the
 * session cookie, role from the database) or a 401/403 already sent. A
 * state-changing request also spends one unit of the account's per-minute
 * write budget (429 when it is spent), whatever the address or session.
 */
export function createGuard(auth: Auth, db: Db, escriturasPorMinuto: number, reloj: Reloj): Guard {
  const cupo = { limite: escriturasPorMinuto, ventanaMs: 60_000 };
  return async (request, reply, roles) => {
    const user = await currentUser(auth, db, request);
    if (!user) {
      sendError(reply, 401, 'unauthenticated', 'No has iniciado sesión.');
      return null;
    }
    if (roles && !roles.includes(user.role)) {
      sendError(reply, 403, 'forbidden', 'No tienes permiso para esta acción.');
      return null;
    }
    // An operator can require staff to turn on two-factor sign-in before using staff features.
    if (user.role !== 'user' && user.dosFactores.obligatorio && !user.dosFactores.activo) {
      sendError(reply, 403, 'two_factor_required', 'Activa la verificación en dos pasos para continuar.');
      return null;
    }
    if (!LECTURAS.has(request.method) && !(await consumirCupo(db, `escrituras:${user.id}`, cupo, reloj()))) {
      sendError(reply, 429, 'rate_limited', 'Demasiadas peticiones. Inténtalo de nuevo en un momento.');
      return null;
    }
    return user;
  };
}
