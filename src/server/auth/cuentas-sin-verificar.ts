/**
 * Accounts whose e-mail was never confirmed (issue 8, pre-account takeover):
 * a new sign-up for the same address replaces them (and every link e-mailed
 * before), and they expire after UNVERIFIED_ACCOUNT_TTL_DAYS.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { user, verificacionesEmail } from '../db/schema.ts';
import { limpiarRestosDeCuenta } from '../derechos/eliminar-cuenta.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function eliminarCuentaSinVerificar(db: Db, email: string): Promise<void> {
  const [cuenta] = await db
    .delete(user)
    .where(and(eq(sql`lower(${user.email})`, email.trim().toLowerCase()), eq(user.emailVerified, false)))
    .returning({ id: user.id, email: user.email });
  if (cuenta) await limpiarRestosDeCuenta(db, cuenta.id, cuenta.email);
}

export async function recordarEnlace(db: Db, userId: string, token: string): Promise<void> {
  await db.insert(verificacionesEmail).values({ userId, tokenHash: hash(token) }).onConflictDoNothing();
}

/** The verification token's account, read without checking the signature (Better Auth checks it next). */
function usuarioDelToken(token: string): string | null {
  try {
    const carga = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { userId?: unknown };
    return typeof carga.userId === 'string' ? carga.userId : null;
  } catch {
    return null;
  }
}

/**
 * True only for a link e-mailed to the account as it stands now. Better Auth
 * finds the account by the address in the token, so without this a link of a
 * replaced account would confirm the new one.
 */
export async function esEnlaceVigente(db: Db, token: string): Promise<boolean> {
  const userId = usuarioDelToken(token);
  if (!userId) return false;
  const [fila] = await db.select({ userId: verificacionesEmail.userId }).from(verificacionesEmail).where(eq(verificacionesEmail.tokenHash, hash(token)));
  return fila?.userId === userId;
}

/** Removes accounts never confirmed within the allowed time, with what hangs from them. Returns how many. */
export async function purgarCuentasSinVerificar(db: Db, ahora: number, vidaMs: number): Promise<number> {
  const caducadas = await db
    .delete(user)
    .where(and(eq(user.emailVerified, false), lt(user.createdAt, new Date(ahora - vidaMs))))
    .returning({ id: user.id, email: user.email });
  for (const cuenta of caducadas) await limpiarRestosDeCuenta(db, cuenta.id, cuenta.email);
  return caducadas.length;
}
