/**
 * create-payment (SPEC §7): a payment row first, then the provider's checkout
 * session (tech-notes §3), so every session the provider knows has a row of
 * ours, and fulfilment can check the two against each other.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { crearPagoSchema, PagoCreado } from '../../shared/consultas.ts';
import type { Db } from '../db/database.ts';
import { pagos } from '../db/schema.ts';
import type { Reloj } from '../limits/ventana.ts';
import type { ProveedorPagos } from '../pagos/proveedor.ts';
import { prepararTriajeDePago } from './triaje-de-pago.ts';

/** Stripe refuses an expiry under 30 minutes from its own clock; a minute more absorbs the trip. */
export const VIGENCIA_CHECKOUT_MS = 31 * 60_000;

export interface DependenciasPago {
  readonly db: Db;
  readonly proveedor: ProveedorPagos;
  readonly importeCentimos: number;
  readonly moneda: string;
  readonly reloj: Reloj;
}

export type ResultadoCrearPago = { ok: true; pago: PagoCreado } | { ok: false; status: 400 | 502; code: string; message: string; causa?: unknown };

export async function crearPago(
  deps: DependenciasPago,
  usuario: { readonly id: string; readonly email: string },
  entrada: z.output<typeof crearPagoSchema>,
  /** The origin the family is on (already checked as one of ours): they come back to the same one, with their cookie. */
  origen: string,
): Promise<ResultadoCrearPago> {
  const ahora = new Date(deps.reloj());
  const triaje = await prepararTriajeDePago(deps.db, usuario.id, entrada.triaje, ahora);
  if (!triaje.ok) return { ok: false, status: 400, code: 'invalid_body', message: triaje.motivo };
  const [pago] = await deps.db
    .insert(pagos)
    .values({
      userId: usuario.id,
      proveedor: deps.proveedor.nombre,
      importeCentimos: deps.importeCentimos,
      moneda: deps.moneda,
      imagenesConsentidas: entrada.imagenes,
      triaje: triaje.resumen,
      hijoId: triaje.hijoId,
      pacienteNombre: triaje.pacienteNombre,
    })
    .returning({ id: pagos.id });
  if (!pago) throw new Error('insert pagos sin fila');
  try {
    const sesion = await deps.proveedor.crearSesion({
      pagoId: pago.id,
      userId: usuario.id,
      email: usuario.email,
      importeCentimos: deps.importeCentimos,
      moneda: deps.moneda,
      urlExito: `${origen}/pago-exitoso?session_id={CHECKOUT_SESSION_ID}`,
      urlCancelado: `${origen}/pago-cancelado`,
      expiraEn: new Date(ahora.getTime() + VIGENCIA_CHECKOUT_MS),
    });
    await deps.db.update(pagos).set({ sesionId: sesion.sesionId }).where(eq(pagos.id, pago.id));
    return { ok: true, pago: { url: sesion.url, sessionId: sesion.sesionId } };
  } catch (error) {
    // Nothing was charged: a row without a session would only be noise.
    await deps.db.delete(pagos).where(eq(pagos.id, pago.id));
    return { ok: false, status: 502, code: 'payment_provider_error', message: 'No se pudo procesar el pago. Inténtalo de nuevo.', causa: error };
  }
}
