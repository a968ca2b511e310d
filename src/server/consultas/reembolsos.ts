/**
 * Refunds owed by a cancellation. The cancelling transaction marks the
 * payment 'reembolso_pendiente'; this asks the provider (with one idempotency
 * key per payment, so a retry never refunds twice) and records the answer.
 * A provider that fails is retried by the periodic sweep.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { pagos } from '../db/schema.ts';
import type { ProveedorPagos } from '../pagos/proveedor.ts';

export async function reembolsarPago(db: Db, proveedor: ProveedorPagos, pagoId: string, ahora: Date): Promise<boolean> {
  const [pago] = await db.select().from(pagos).where(and(eq(pagos.id, pagoId), eq(pagos.estado, 'reembolso_pendiente')));
  if (!pago?.sesionId) return false;
  const { reembolsoId } = await proveedor.reembolsar({ sesionId: pago.sesionId, referenciaPago: pago.referenciaPago, claveIdempotencia: `refund-${pago.id}` });
  await db
    .update(pagos)
    .set({ estado: 'reembolsado', reembolsoId, reembolsadoAt: ahora })
    .where(and(eq(pagos.id, pagoId), eq(pagos.estado, 'reembolso_pendiente')));
  return true;
}

/** Every refund still owed (a provider that was down when the family cancelled). */
export async function reembolsosPendientes(db: Db): Promise<string[]> {
  const filas = await db.select({ id: pagos.id }).from(pagos).where(eq(pagos.estado, 'reembolso_pendiente'));
  return filas.map((f) => f.id);
}
