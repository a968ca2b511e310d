import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Rol } from '../../shared/me.ts';
import type { Db } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import { currentUser, type CurrentUser } from './current-user.ts';

export type Guard = (request: FastifyRequest, reply: FastifyReply, roles?: readonly Rol[]) => Promise<CurrentUser | null>;

/**
 * The first lines of every protected handler: the signed-in user (from the
 * session cookie, role from the database) or a 401/403 already sent.
 */
export function createGuard(auth: Auth, db: Db): Guard {
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
    return user;
  };
}
