/**
 * What a verified provider event changes. The event is trusted for ids only:
 * fulfilment re-reads the session from the provider (tech-notes §3).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultasChat, pagos } from '../db/schema.ts';
import type { EventoPago, ProveedorPagos } from '../pagos/proveedor.ts';
import { anunciarCambio } from './avisos.ts';
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
      if (evento.completo) await reembolsoExterno(db, evento.referenciaPago, ahora);
      return;
    case 'otro':
      return;
  }
}

/**
 * A full refund made outside the app (Stripe's dashboard) of a payment we
 * still hold as paid: the payment is refunded and, if nobody has accepted the
 * consultation yet, it is cancelled in the same transaction — both updates
 * conditional, so a paediatrician accepting at that moment either wins (the
 * consultation goes on, refunded by the clinic's choice) or is told it could not.
 */
async function reembolsoExterno(db: Db, referenciaPago: string, ahora: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [pago] = await tx
      .update(pagos)
      .set({ estado: 'reembolsado', reembolsadoAt: ahora })
      .where(and(eq(pagos.referenciaPago, referenciaPago), eq(pagos.estado, 'pagado')))
      .returning({ id: pagos.id });
    if (!pago) return;
    const [cancelada] = await tx
      .update(consultasChat)
      .set({ status: 'cancelada', canceladaAt: ahora })
      .where(and(eq(consultasChat.pagoId, pago.id), eq(consultasChat.status, 'pendiente')))
      .returning({ id: consultasChat.id });
    if (cancelada) await anunciarCambio(tx, { id: cancelada.id, antes: 'pendiente' });
  });
}
