/** Children's profiles (DECISIONS beyond-4). Every query is scoped to the owner. */
import { and, asc, eq } from 'drizzle-orm';
import type { Hijo, HijoEntrada } from '../../shared/hijos.ts';
import type { Db } from '../db/database.ts';
import { hijos } from '../db/schema.ts';

type Fila = typeof hijos.$inferSelect;

export function aHijo(fila: Fila): Hijo {
  return {
    id: fila.id,
    nombre: fila.nombre,
    fecha_nacimiento: fila.fechaNacimiento,
    sexo: fila.sexo ?? null,
    peso_kg: fila.pesoKg ?? null,
    peso_fecha: fila.pesoFecha ?? null,
  };
}

const columnas = (h: HijoEntrada) => ({
  nombre: h.nombre,
  fechaNacimiento: h.fecha_nacimiento,
  sexo: h.sexo ?? null,
  pesoKg: h.peso_kg ?? null,
  pesoFecha: h.peso_fecha ?? null,
});

export async function listarHijos(db: Db, userId: string): Promise<Hijo[]> {
  const filas = await db.select().from(hijos).where(eq(hijos.userId, userId)).orderBy(asc(hijos.fechaNacimiento));
  return filas.map(aHijo);
}

export async function crearHijo(db: Db, userId: string, entrada: HijoEntrada): Promise<Hijo> {
  const [fila] = await db.insert(hijos).values({ ...columnas(entrada), userId }).returning();
  return aHijo(fila as Fila);
}

/** Null when the child does not exist or belongs to someone else (the caller answers 404 either way). */
export async function actualizarHijo(db: Db, userId: string, id: string, entrada: HijoEntrada): Promise<Hijo | null> {
  const [fila] = await db
    .update(hijos)
    .set({ ...columnas(entrada), updatedAt: new Date() })
    .where(and(eq(hijos.id, id), eq(hijos.userId, userId)))
    .returning();
  return fila ? aHijo(fila) : null;
}

export async function borrarHijo(db: Db, userId: string, id: string): Promise<boolean> {
  const filas = await db.delete(hijos).where(and(eq(hijos.id, id), eq(hijos.userId, userId))).returning({ id: hijos.id });
  return filas.length > 0;
}

export async function esHijoDe(db: Db, userId: string, id: string): Promise<boolean> {
  const [fila] = await db.select({ id: hijos.id }).from(hijos).where(and(eq(hijos.id, id), eq(hijos.userId, userId)));
  return Boolean(fila);
}
