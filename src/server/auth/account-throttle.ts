/**
 * Password throttling that cannot lock a parent out: failed checks are
 * counted per (account, client address). A guesser is stopped at 8 attempts
 * in 15 minutes on that account from their address; the real user, from any
 * other address, keeps their own budget. A correct password clears the count.
 * Every place a password is checked uses it (sign-in, account deletion,
 * turning on two-factor).
 */
import type { Db } from '../db/database.ts';
import { consumirCupo, huella, liberarCupo, type Cupo } from '../limits/ventana.ts';

export const CUPO_CONTRASENA: Cupo = { limite: 8, ventanaMs: 15 * 60 * 1000 };

/** Every counter of one account starts with this prefix (so account deletion can remove them all). */
export const claveCuenta = (email: string) => `contrasena:${huella(email)}`;
const clave = (email: string, ip: string) => `${claveCuenta(email)}:${ip}`;

/** Counts an attempt; false when the budget is spent. */
export function registrarIntento(db: Db, email: string, ip: string, ahora: number): Promise<boolean> {
  return consumirCupo(db, clave(email, ip), CUPO_CONTRASENA, ahora);
}

export function limpiarIntentos(db: Db, email: string, ip: string): Promise<void> {
  return liberarCupo(db, clave(email, ip));
}
