import { and, desc, eq, isNull } from 'drizzle-orm';
import { VERSION_TEXTOS, type Consentimiento, type RegistrarConsentimiento } from '../../shared/consentimientos.ts';
import type { Db } from '../db/database.ts';
import { consentimientos } from '../db/schema.ts';

type Fila = typeof consentimientos.$inferSelect;

const aConsentimiento = (f: Fila): Consentimiento => ({
  id: f.id,
  tipo: f.tipo,
  version: f.version,
  aceptado_at: f.aceptadoAt.toISOString(),
  retirado_at: f.retiradoAt?.toISOString() ?? null,
});

/** Records a consent once per type and text version while it stands (the browser may send it again). */
export async function registrarConsentimiento(db: Db, userId: string, c: RegistrarConsentimiento, ahora = new Date()): Promise<Consentimiento> {
  const [vigente] = await db
    .select()
    .from(consentimientos)
    .where(and(eq(consentimientos.userId, userId), eq(consentimientos.tipo, c.tipo), eq(consentimientos.version, c.version), isNull(consentimientos.retiradoAt)));
  if (vigente) return aConsentimiento(vigente);
  const [fila] = await db.insert(consentimientos).values({ userId, tipo: c.tipo, version: c.version, aceptadoAt: ahora }).returning();
  return aConsentimiento(fila as Fila);
}

export async function listarConsentimientos(db: Db, userId: string): Promise<Consentimiento[]> {
  const filas = await db.select().from(consentimientos).where(eq(consentimientos.userId, userId)).orderBy(desc(consentimientos.aceptadoAt));
  return filas.map(aConsentimiento);
}

export async function retirarConsentimiento(db: Db, userId: string, id: string, ahora = new Date()): Promise<Consentimiento | null> {
  const [fila] = await db
    .update(consentimientos)
    .set({ retiradoAt: ahora })
    .where(and(eq(consentimientos.id, id), eq(consentimientos.userId, userId), isNull(consentimientos.retiradoAt)))
    .returning();
  return fila ? aConsentimiento(fila) : null;
}

/** GDPR art. 9(2)(a): health data are stored only while the explicit consent to the text in force stands. */
export async function tieneConsentimientoVigente(db: Db, userId: string, tipo: Consentimiento['tipo']): Promise<boolean> {
  const [fila] = await db
    .select({ id: consentimientos.id })
    .from(consentimientos)
    .where(and(eq(consentimientos.userId, userId), eq(consentimientos.tipo, tipo), eq(consentimientos.version, VERSION_TEXTOS[tipo]), isNull(consentimientos.retiradoAt)))
    .limit(1);
  return Boolean(fila);
}
