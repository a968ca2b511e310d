/**
 * The payments port (ARCHITECTURE "four ports"): what the rest of the server
 * may ask of a card payment provider. Two adapters: Stripe Checkout
 * (`stripe.ts`) and the embedded demo checkout (`demo.ts`). The truth about a
 * session is always re-read from the provider, never taken from a redirect or
 * from a webhook's body (tech-notes §3).
 */

export interface NuevaSesionPago {
  /** Our payment row's id: the provider keeps it as metadata and as the idempotency key of this attempt. */
  readonly pagoId: string;
  readonly userId: string;
  readonly email: string;
  readonly importeCentimos: number;
  readonly moneda: string;
  /** Absolute URLs; the success URL carries `{CHECKOUT_SESSION_ID}` where the provider puts the session id. */
  readonly urlExito: string;
  readonly urlCancelado: string;
  /** When the checkout stops accepting payment (Stripe's minimum is 30 minutes). */
  readonly expiraEn: Date;
}

export interface SesionCreada {
  readonly sesionId: string;
  /** Where the family pays. */
  readonly url: string;
}

export type EstadoSesion = 'abierta' | 'pagada' | 'expirada';

export interface VerdadSesion {
  readonly sesionId: string;
  readonly estado: EstadoSesion;
  /** Our payment id as the provider recorded it (metadata), to check it against our row. */
  readonly pagoId: string | null;
  readonly importeCentimos: number | null;
  readonly moneda: string | null;
  /** The provider's reference for the money (Stripe's PaymentIntent), needed to refund. */
  readonly referenciaPago: string | null;
}

export interface Reembolso {
  readonly reembolsoId: string;
}

export interface ProveedorPagos {
  readonly nombre: 'stripe' | 'demo';
  crearSesion(nueva: NuevaSesionPago): Promise<SesionCreada>;
  /** Null when the provider does not know the session. */
  leerSesion(sesionId: string): Promise<VerdadSesion | null>;
  /**
   * Full refund of a paid session. The key makes a retried refund a no-op at
   * the provider: the same key never refunds twice.
   */
  reembolsar(datos: { readonly sesionId: string; readonly referenciaPago: string | null; readonly claveIdempotencia: string }): Promise<Reembolso>;
}

/** A provider's webhook, already verified, reduced to what fulfilment needs. */
export type EventoPago =
  | { readonly id: string; readonly tipo: 'sesion_pagada'; readonly sesionId: string }
  | { readonly id: string; readonly tipo: 'sesion_expirada'; readonly sesionId: string }
  /** `completo`: the whole charge went back (Stripe's charge.refunded with refunded: true), whoever made it. */
  | { readonly id: string; readonly tipo: 'reembolso'; readonly referenciaPago: string; readonly completo: boolean }
  | { readonly id: string; readonly tipo: 'otro' };

export class ErrorProveedorPagos extends Error {
  override readonly name = 'ErrorProveedorPagos';
}
