/**
 * The wait alert (espera.ts) e-mails every admin about a paid consultation
 * nobody accepts; with no admin account it would reach nobody and the family
 * would wait in silence. Told once at start, so the operator creates one.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { profiles } from '../db/schema.ts';

export const AVISO_SIN_ADMIN =
  'No hay ninguna cuenta de administrador: el aviso de consultas pagadas sin atender no llegará a nadie. Crea una con npm run admin -- create-user --email <email> --role admin';

/** Warns (and answers true) when no account has the admin role. */
export async function avisarSiFaltaAdmin(db: Db, log: { warn(mensaje: string): void }): Promise<boolean> {
  const [admin] = await db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.role, 'admin')).limit(1);
  if (admin) return false;
  log.warn(AVISO_SIN_ADMIN);
  return true;
}
