import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Rol } from '../../shared/me.ts';
import type { Db } from '../db/database.ts';
import { profiles } from '../db/schema.ts';
import type { Auth } from './auth.ts';

export interface CurrentUser {
  readonly id: string;
  /** The session this request came with (a live socket is re-checked against it). */
  readonly sesionId: string;
  readonly email: string;
  readonly nombre: string;
  readonly emailVerified: boolean;
  /** Read from the database on every request, never from anything the client sends. */
  readonly role: Rol;
  readonly dosFactores: { readonly activo: boolean; readonly obligatorio: boolean };
}

export async function currentUser(auth: Auth, db: Db, request: FastifyRequest): Promise<CurrentUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const [profile] = await db
    .select({ role: profiles.role, nombre: profiles.nombre, requiere2fa: profiles.requiere2fa })
    .from(profiles)
    .where(eq(profiles.userId, session.user.id));
  return {
    id: session.user.id,
    sesionId: session.session.id,
    email: session.user.email,
    nombre: profile?.nombre ?? session.user.name,
    emailVerified: session.user.emailVerified,
    role: profile?.role ?? 'user',
    dosFactores: { activo: Boolean((session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled), obligatorio: profile?.requiere2fa ?? false },
  };
}
