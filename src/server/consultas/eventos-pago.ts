/**
 * What a verified provider event changes. The event is trusted for ids only:
 * fulfilment re-reads the session from the provider (tech-notes §3).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { pagos } from '../db/schema.ts';
import type { EventoPago, ProveedorPagos } from '../pagos/proveedor.ts';
import { cumplirPago } from './cumplir-pago.ts';

export async function procesarEventoPago(db: Db, proveedor: ProveedorPagos, evento: EventoPago, ahora: Date): Promise<void> {
  switch (evento.tipo) {
    case 'sesion_pagada':
    case 'sesion_expirada':
      // The same function as the success page: it reads the truth and marks paid or expired.
      await cumplirPago({ db, proveedor }, evento.sesionId);
      return;
    case 'reembolso':
      // Our own refund, confirmed by the provider (the answer to our call may have been lost).
      await db
        .update(pagos)
        .set({ estado: 'reembolsado', reembolsadoAt: ahora })
        .where(and(eq(pagos.referenciaPago, evento.referenciaPago), eq(pagos.estado, 'reembolso_pendiente')));
      return;
    case 'otro':
      return;
  }
}
