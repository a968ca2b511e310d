/**
 * DECISIONS beyond-5, GDPR art. 17: the account and everything hanging from
 * it (sessions, sign-in methods, profile, children, saved results, consents,
 * second factor) go by cascade when Better Auth deletes the user; what it
 * does not own — the e-mails we sent, throttling counters, pending tokens — is
 * removed here. Records the law obliges us to keep (paid consultations, when
 * they exist) are detached, not deleted.
 */
import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { claveCuenta } from '../auth/account-throttle.ts';
import { mailOutbox, rateLimit, verification } from '../db/schema.ts';

export async function limpiarRestosDeCuenta(db: Db, userId: string, email: string): Promise<void> {
  const correo = email.toLowerCase();
  await db.delete(mailOutbox).where(eq(mailOutbox.to, email));
  await db.delete(rateLimit).where(like(rateLimit.key, `${claveCuenta(correo)}:%`));
  await db.delete(verification).where(or(eq(verification.identifier, email), like(verification.value, `%${userId}%`), like(verification.identifier, `%${correo}%`)));
}
