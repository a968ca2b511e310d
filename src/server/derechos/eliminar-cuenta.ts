/**
 * DECISIONS beyond-5, GDPR art. 17: the account and everything hanging from
 * it (sessions, sign-in methods, profile, children, saved results, consents,
 * second factor, verification links) go by cascade when the user row is
 * deleted; what does not hang from it — the e-mails we sent, throttling
 * counters, pending tokens — is removed here. The per-recipient e-mail cap
 * (a hash, expiring within the hour) stays, so re-creating an account cannot
 * reset it. Records the law obliges us to
 * keep (paid consultations, when they exist) are detached, not deleted.
 */
import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { claveCuenta } from '../auth/account-throttle.ts';
import { limites, mailOutbox, verification } from '../db/schema.ts';

export async function limpiarRestosDeCuenta(db: Db, userId: string, email: string): Promise<void> {
  const correo = email.toLowerCase();
  await db.delete(mailOutbox).where(eq(mailOutbox.to, email));
  await db.delete(limites).where(or(like(limites.clave, `${claveCuenta(correo)}:%`), eq(limites.clave, `escrituras:${userId}`)));
  await db.delete(verification).where(or(eq(verification.identifier, email), like(verification.value, `%${userId}%`), like(verification.identifier, `%${correo}%`)));
}
