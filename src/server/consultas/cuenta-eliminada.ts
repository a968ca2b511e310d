/**
 * A family deletes its account (DECISIONS beyond-5): paid consultations stay
 * for the legal period, detached (the foreign keys set the account to null);
 * those still waiting for a paediatrician are cancelled and refunded, because
 * nobody would be there to read the answer, and those already in a chat are
 * closed, so the paediatrician does not write to nobody (the service was
 * given: no refund).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultasChat, pagos } from '../db/schema.ts';
import type { ProveedorPagos } from '../pagos/proveedor.ts';
import { anunciarCambio } from './avisos.ts';
import { reembolsarPago } from './reembolsos.ts';

export interface AbiertasDeLaFamilia {
  readonly pendientes: readonly string[];
  readonly activas: readonly string[];
}

/** Taken before the account goes, while the consultations can still be found by it. */
export async function abiertasDeLaFamilia(db: Db, userId: string): Promise<AbiertasDeLaFamilia> {
  const filas = await db
    .select({ id: consultasChat.id, status: consultasChat.status })
    .from(consultasChat)
    .where(and(eq(consultasChat.userId, userId), inArray(consultasChat.status, ['pendiente', 'activa'])));
  return { pendientes: filas.filter((f) => f.status === 'pendiente').map((f) => f.id), activas: filas.filter((f) => f.status === 'activa').map((f) => f.id) };
}

/** After the account is gone: every open consultation of that family ends, each as its state allows. */
export async function cerrarAbiertasSinFamilia(db: Db, proveedor: ProveedorPagos | null, abiertas: AbiertasDeLaFamilia, ahora: Date): Promise<void> {
  // A consultation accepted between the two reads is pending in the list and active now: it is closed too.
  await cerrarActivasSinFamilia(db, [...abiertas.activas, ...abiertas.pendientes], ahora);
  await cancelarPendientesSinFamilia(db, proveedor, abiertas.pendientes, ahora);
}

/** Closed by nobody (cerrada_por null): the paediatrician's chat ends and says so. */
async function cerrarActivasSinFamilia(db: Db, ids: readonly string[], ahora: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    const filas = await tx
      .update(consultasChat)
      .set({ status: 'cerrada', cerradaAt: ahora, cerradaPor: null })
      .where(and(inArray(consultasChat.id, [...ids]), eq(consultasChat.status, 'activa')))
      .returning({ id: consultasChat.id });
    for (const fila of filas) await anunciarCambio(tx, { id: fila.id, antes: 'activa' });
  });
}

/** After the account is gone: cancel what is still pending (a paediatrician may have accepted meanwhile) and refund it. */
async function cancelarPendientesSinFamilia(db: Db, proveedor: ProveedorPagos | null, ids: readonly string[], ahora: Date): Promise<void> {
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
