/**
 * Per-account throttling that cannot lock a parent out: failed sign-ins are
 * counted per (account, client address). A guesser is stopped at 8 attempts
 * in 15 minutes on that account from their address; the real user, from any
 * other address, keeps their own budget. A successful sign-in clears the count.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimit } from '../db/schema.ts';

export const INTENTOS_POR_CUENTA = 8;
export const VENTANA_CUENTA_MS = 15 * 60 * 1000;

/** The address is hashed: a throttling counter is no place for an e-mail address. */
export const claveCuenta = (email: string) => `cuenta:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
const clave = (email: string, ip: string) => `${claveCuenta(email)}:${ip}`;

/** Counts an attempt; false when the budget is spent. */
export async function registrarIntento(db: Db, email: string, ip: string, ahora = Date.now()): Promise<boolean> {
  const key = clave(email, ip);
  const [fila] = await db.select().from(rateLimit).where(eq(rateLimit.key, key));
  if (!fila || ahora - fila.lastRequest > VENTANA_CUENTA_MS) {
    await db
      .insert(rateLimit)
      .values({ id: key, key, count: 1, lastRequest: ahora })
      .onConflictDoUpdate({ target: rateLimit.key, set: { count: 1, lastRequest: ahora } });
    return true;
  }
  if (fila.count >= INTENTOS_POR_CUENTA) return false;
  await db.update(rateLimit).set({ count: fila.count + 1, lastRequest: ahora }).where(eq(rateLimit.key, key));
  return true;
}

export async function limpiarIntentos(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, clave(email, ip)));
}
