/**
 * Push devices and notification choices, per person. A device is its
 * endpoint: subscribing again from the same browser (or another account on
 * it) updates that one row, so a shared browser notifies only whoever
 * subscribed it last.
 */
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { MAXIMO_DISPOSITIVOS, PREFERENCIAS_POR_DEFECTO, type Preferencias } from '../../domain/avisos/decidir.ts';
import type { SuscripcionPush } from '../../domain/avisos/suscripcion.ts';
import type { Db } from '../db/database.ts';
import { preferenciasAvisos, suscripcionesPush } from '../db/schema.ts';

export async function guardarSuscripcion(db: Db, userId: string, s: SuscripcionPush, ahora: Date): Promise<void> {
  await db
    .insert(suscripcionesPush)
    .values({ userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, createdAt: ahora })
    .onConflictDoUpdate({ target: suscripcionesPush.endpoint, set: { userId, p256dh: s.keys.p256dh, auth: s.keys.auth, createdAt: ahora } });
  // Each device is an address our server posts to: a person keeps a bounded number, the newest.
  const recientes = db
    .select({ id: suscripcionesPush.id })
    .from(suscripcionesPush)
    .where(eq(suscripcionesPush.userId, userId))
    .orderBy(desc(suscripcionesPush.createdAt), desc(suscripcionesPush.id))
    .limit(MAXIMO_DISPOSITIVOS);
  await db.delete(suscripcionesPush).where(and(eq(suscripcionesPush.userId, userId), notInArray(suscripcionesPush.id, recientes)));
}

/** Only one's own device; false when the caller has none with that endpoint. */
export async function borrarSuscripcion(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const borradas = await db
    .delete(suscripcionesPush)
    .where(and(eq(suscripcionesPush.userId, userId), eq(suscripcionesPush.endpoint, endpoint)))
    .returning({ id: suscripcionesPush.id });
  return borradas.length > 0;
}

/** The push service said it is gone (404/410). */
export async function olvidarDispositivo(db: Db, id: string): Promise<void> {
  await db.delete(suscripcionesPush).where(eq(suscripcionesPush.id, id));
}

export async function dispositivosDe(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: suscripcionesPush.id, userId: suscripcionesPush.userId, endpoint: suscripcionesPush.endpoint, p256dh: suscripcionesPush.p256dh, auth: suscripcionesPush.auth, createdAt: suscripcionesPush.createdAt })
    .from(suscripcionesPush)
    .where(inArray(suscripcionesPush.userId, [...userIds]))
    .orderBy(suscripcionesPush.createdAt);
}

export async function contarDispositivos(db: Db, userId: string): Promise<number> {
  const [fila] = await db.select({ n: sql<number>`count(*)::int` }).from(suscripcionesPush).where(eq(suscripcionesPush.userId, userId));
  return fila?.n ?? 0;
}

export async function leerPreferencias(db: Db, userId: string): Promise<Preferencias & { readonly guardadas: boolean }> {
  const [fila] = await db.select({ push: preferenciasAvisos.push, email: preferenciasAvisos.email }).from(preferenciasAvisos).where(eq(preferenciasAvisos.userId, userId));
  return fila ? { ...fila, guardadas: true } : { ...PREFERENCIAS_POR_DEFECTO, guardadas: false };
}

export async function guardarPreferencias(db: Db, userId: string, p: Preferencias, ahora: Date): Promise<Preferencias> {
  await db
    .insert(preferenciasAvisos)
    .values({ userId, push: p.push, email: p.email, updatedAt: ahora })
    .onConflictDoUpdate({ target: preferenciasAvisos.userId, set: { push: p.push, email: p.email, updatedAt: ahora } });
  return { push: p.push, email: p.email };
}

/** Stored choices of these people; whoever has none is on the defaults. */
export async function preferenciasDe(db: Db, userIds: readonly string[]): Promise<Map<string, Preferencias>> {
  if (userIds.length === 0) return new Map();
  const filas = await db
    .select({ userId: preferenciasAvisos.userId, push: preferenciasAvisos.push, email: preferenciasAvisos.email })
    .from(preferenciasAvisos)
    .where(inArray(preferenciasAvisos.userId, [...userIds]));
  return new Map(filas.map((f) => [f.userId, { push: f.push, email: f.email }]));
}
