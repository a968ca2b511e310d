/**
 * The one fulfilment function (tech-notes §3), called by the success page
 * (process-payment-success) and by the provider's webhook. It re-reads the
 * truth from the provider, does nothing for an unpaid session, and creates
 * exactly one consultation per paid session: the payment row moves to
 * 'pagado' by one conditional update, and only the caller that moved it
 * inserts the consultation (which is also unique per payment).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PagoConfirmado } from '../../shared/consultas.ts';
import type { Db } from '../db/database.ts';
import { consultasChat, pagos } from '../db/schema.ts';
import type { ProveedorPagos } from '../pagos/proveedor.ts';
import { anunciarCambio } from './avisos.ts';

export interface DependenciasCumplir {
  readonly db: Db;
  readonly proveedor: ProveedorPagos;
}

const NO_PAGADO: PagoConfirmado = { success: false, consultaId: null };

/**
 * Null when we have no payment with that session (or, with `userId`, not one
 * of that user's): the caller answers 404 and learns nothing more.
 */
export async function cumplirPago(deps: DependenciasCumplir, sesionId: string, userId?: string): Promise<PagoConfirmado | null> {
  const { db, proveedor } = deps;
  const condicion = userId ? and(eq(pagos.sesionId, sesionId), eq(pagos.userId, userId)) : eq(pagos.sesionId, sesionId);
  const [pago] = await db.select().from(pagos).where(condicion);
  if (!pago) return null;
  if (pago.estado !== 'abierto' && pago.estado !== 'expirado') return { success: true, consultaId: await consultaDelPago(db, pago.id) };

  const verdad = await proveedor.leerSesion(sesionId);
  // A session that is not ours (metadata) or not for our price is never fulfilled.
  if (!verdad || verdad.pagoId !== pago.id) return NO_PAGADO;
  if (verdad.estado === 'expirada') {
    await db.update(pagos).set({ estado: 'expirado' }).where(and(eq(pagos.id, pago.id), eq(pagos.estado, 'abierto')));
    return NO_PAGADO;
  }
  if (verdad.estado !== 'pagada') return NO_PAGADO;

  const consultaId = await db.transaction(async (tx) => {
    const [ganado] = await tx
      .update(pagos)
      .set({ estado: 'pagado', pagadoAt: new Date(), referenciaPago: verdad.referenciaPago })
      .where(and(eq(pagos.id, pago.id), inArray(pagos.estado, ['abierto', 'expirado'])))
      .returning();
    if (!ganado) return null;
    const [consulta] = await tx
      .insert(consultasChat)
      .values({
        userId: ganado.userId,
        pagoId: ganado.id,
        imagenesConsentidas: ganado.imagenesConsentidas,
        triaje: ganado.triaje,
        pacienteNombre: ganado.pacienteNombre,
      })
      .returning({ id: consultasChat.id });
    if (!consulta) throw new Error('insert consultas_chat sin fila');
    await anunciarCambio(tx, { id: consulta.id, antes: null });
    return consulta.id;
  });
  // The loser of a race reads what the winner wrote (committed before the loser's update returned).
  return { success: true, consultaId: consultaId ?? (await consultaDelPago(db, pago.id)) };
}

async function consultaDelPago(db: Db, pagoId: string): Promise<string | null> {
  const [fila] = await db.select({ id: consultasChat.id }).from(consultasChat).where(eq(consultasChat.pagoId, pagoId));
  return fila?.id ?? null;
}
