/**
 * Fixed-window counters in the database, shared by every app process: one
 * atomic upsert per use, so concurrent requests can never both take the last
 * unit of a budget. The clock is passed in, so tests move time instead of
 * sleeping.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { limites } from '../db/schema.ts';

export type Reloj = () => number;

export interface Cupo {
  readonly limite: number;
  readonly ventanaMs: number;
}

/** Counts one use under `clave`; false when the window's budget was already spent. */
export async function consumirCupo(db: Db, clave: string, { limite, ventanaMs }: Cupo, ahora: number): Promise<boolean> {
  const caducada = sql`${limites.inicioMs} <= ${ahora - ventanaMs}`;
  const [fila] = await db
    .insert(limites)
    .values({ clave, cuenta: 1, inicioMs: ahora })
    .onConflictDoUpdate({
      target: limites.clave,
      set: {
        cuenta: sql`case when ${caducada} then 1 else ${limites.cuenta} + 1 end`,
        inicioMs: sql`case when ${caducada} then ${ahora} else ${limites.inicioMs} end`,
      },
    })
    .returning({ cuenta: limites.cuenta });
  return (fila?.cuenta ?? 1) <= limite;
}

export async function liberarCupo(db: Db, clave: string): Promise<void> {
  await db.delete(limites).where(eq(limites.clave, clave));
}

/** Personal data (an e-mail address) never appears in a counter's key. */
export const huella = (texto: string): string => createHash('sha256').update(texto.trim().toLowerCase()).digest('hex').slice(0, 32);
