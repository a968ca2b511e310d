/**
 * A family deletes its account (DECISIONS beyond-5): paid consultations stay
 * for the legal period, detached (the foreign keys set the account to null);
 * those still waiting for a paediatrician are cancelled and refunded, because
 * nobody would be there to read the answer.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultasChat, pagos } from '../db/schema.ts';
import type { ProveedorPagos } from '../pagos/proveedor.ts';
import { anunciarCambio } from './avisos.ts';
import { reembolsarPago } from './reembolsos.ts';

/** Taken before the account goes, while the consultations can still be found by it. */
export async function pendientesDeLaFamilia(db: Db, userId: string): Promise<string[]> {
  const filas = await db
    .select({ id: consultasChat.id })
    .from(consultasChat)
    .where(and(eq(consultasChat.userId, userId), eq(consultasChat.status, 'pendiente')));
  return filas.map((f) => f.id);
}

/** After the account is gone: cancel what is still pending (a paediatrician may have accepted meanwhile) and refund it. */
export async function cancelarPendientesSinFamilia(db: Db, proveedor: ProveedorPagos | null, ids: readonly string[], ahora: Date): Promise<void> {
  if (ids.length === 0) return;
  const canceladas = await db.transaction(async (tx) => {
    const filas = await tx
      .update(consultasChat)
      .set({ status: 'cancelada', canceladaAt: ahora })
      .where(and(inArray(consultasChat.id, [...ids]), eq(consultasChat.status, 'pendiente')))
      .returning({ id: consultasChat.id, pagoId: consultasChat.pagoId });
    if (filas.length > 0) {
      await tx
        .update(pagos)
        .set({ estado: 'reembolso_pendiente' })
        .where(and(inArray(pagos.id, filas.map((f) => f.pagoId)), eq(pagos.estado, 'pagado')));
    }
    for (const fila of filas) await anunciarCambio(tx, { id: fila.id, antes: 'pendiente' });
    return filas;
  });
  if (!proveedor) return;
  // A provider that fails here is retried by the sweep; the deletion itself has happened.
  for (const { pagoId } of canceladas) await reembolsarPago(db, proveedor, pagoId, ahora).catch(() => false);
}
