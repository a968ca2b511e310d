import type { FastifyInstance } from 'fastify';
import type { RespuestaYo } from '../../shared/me.ts';
import type { Db } from '../db/database.ts';
import type { Auth } from './auth.ts';
import { currentUser } from './current-user.ts';

export async function meRoutes(app: FastifyInstance, { auth, db }: { auth: Auth; db: Db }): Promise<void> {
  app.get('/api/me', async (request, reply) => {
    const user = await currentUser(auth, db, request);
    // A visitor is a normal state, not an error: the page asks on every load.
    const body: RespuestaYo = user
      ? { user: { id: user.id, email: user.email, nombre: user.nombre }, role: user.role, dosFactores: user.dosFactores }
      : { user: null, role: 'user' };
    return reply.header('cache-control', 'no-store').send(body);
  });
}
