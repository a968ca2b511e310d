import type { FastifyInstance } from 'fastify';
import type { Yo } from '../../shared/me.ts';
import type { Db } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import { currentUser } from './current-user.ts';

export async function meRoutes(app: FastifyInstance, { auth, db }: { auth: Auth; db: Db }): Promise<void> {
  app.get('/api/me', async (request, reply) => {
    const user = await currentUser(auth, db, request);
    if (!user) return sendError(reply, 401, 'unauthenticated', 'No has iniciado sesión.');
    const body: Yo = { user: { id: user.id, email: user.email, nombre: user.nombre }, role: user.role };
    return reply.header('cache-control', 'no-store').send(body);
  });
}
