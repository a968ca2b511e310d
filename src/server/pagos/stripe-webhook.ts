/**
 * Stripe's webhooks, verified against the endpoint's signing secret and reduced
 * to the port's EventoPago. The event is trusted for ids only: fulfilment
 * re-reads the session from Stripe (tech-notes §3, Documenso's habit).
 */
import Stripe from 'stripe';
import type { EventoPago } from './proveedor.ts';

/** Missing or wrong `Stripe-Signature`, a timestamp older than Stripe's 5-minute tolerance, or a body that is not an event. */
export class FirmaStripeNoValida extends Error {
  override readonly name = 'FirmaStripeNoValida';
}

export interface DatosWebhookStripe {
  /** The exact bytes received: re-serialised JSON no longer matches the signature. */
  readonly rawBody: Buffer;
  /** The `Stripe-Signature` header. */
  readonly firma: string | undefined;
  /** The endpoint's signing secret (`whsec_…`). */
  readonly secreto: string;
}

export function verificarEventoStripe({ rawBody, firma, secreto }: DatosWebhookStripe): EventoPago {
  let evento: Stripe.Event;
  try {
    evento = Stripe.webhooks.constructEvent(rawBody, firma ?? '', secreto);
  } catch (error) {
    // Not only StripeSignatureVerificationError: a correctly signed body that is not JSON, or a thin (v2) event, is refused too.
    const motivo = error instanceof Stripe.errors.StripeSignatureVerificationError ? 'la firma no es válida o ha caducado' : 'el cuerpo no es un evento';
    throw new FirmaStripeNoValida(`Webhook de Stripe rechazado: ${motivo}`);
  }
  if (typeof evento.id !== 'string' || !evento.id || typeof evento.type !== 'string') {
    throw new FirmaStripeNoValida('Webhook de Stripe rechazado: el evento no tiene id ni tipo');
  }
  return traducirEvento(evento);
}

function traducirEvento(evento: Stripe.Event): EventoPago {
  const { id } = evento;
  switch (evento.type) {
    // Completed may still be unpaid for delayed methods: the name says which session to re-read, not that money arrived.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const sesionId = idDe(evento.data.object);
      return sesionId ? { id, tipo: 'sesion_pagada', sesionId } : { id, tipo: 'otro' };
    }
    case 'checkout.session.expired': {
      const sesionId = idDe(evento.data.object);
      return sesionId ? { id, tipo: 'sesion_expirada', sesionId } : { id, tipo: 'otro' };
    }
    case 'charge.refunded': {
      const cargo = evento.data.object;
      const referenciaPago = idDe(cargo.payment_intent);
      // A refund of a charge made without a PaymentIntent cannot be one of ours. A refund does not un-happen, so the
      // signed event's `refunded` (the whole amount is back) is trusted as it stands.
      return referenciaPago ? { id, tipo: 'reembolso', referenciaPago, completo: cargo.refunded } : { id, tipo: 'otro' };
    }
    case 'refund.created':
    case 'refund.updated': {
      const referenciaPago = idDe(evento.data.object.payment_intent);
      // A refund object does not say whether it covers the whole charge: it only confirms one we asked for.
      return referenciaPago ? { id, tipo: 'reembolso', referenciaPago, completo: false } : { id, tipo: 'otro' };
    }
    default:
      return { id, tipo: 'otro' };
  }
}

/** A Stripe reference arrives as an id or, when expanded, as the object: either way its id, if it has one. */
function idDe(referencia: string | { id?: unknown } | null | undefined): string | null {
  if (typeof referencia === 'string') return referencia || null;
  return typeof referencia?.id === 'string' && referencia.id ? referencia.id : null;
}
