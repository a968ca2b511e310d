/**
 * The Stripe Checkout adapter of the payments port (tech-notes §3). Every
 * answer comes from Stripe's API, never from a redirect or a webhook's body.
 */
import Stripe from 'stripe';
import { ErrorProveedorPagos, type EstadoSesion, type ProveedorPagos, type VerdadSesion } from './proveedor.ts';

/**
 * Pinned rather than left to the SDK's default so that upgrading `stripe`
 * fails the type check here, and the mapping below is re-read against the
 * new version's objects before it ships.
 */
const VERSION_API = '2026-10-28.endive';

/** Stripe usually answers in well under a second; a request handler should not hang for the SDK's default 80 s. */
const ESPERA_MAXIMA_MS = 20_000;

export interface OpcionesStripe {
  readonly secretKey: string;
  /** Another Stripe-compatible server (tests: a loopback fake), e.g. `http://127.0.0.1:41234`. */
  readonly apiUrl?: string;
}

export function crearProveedorStripe(opciones: OpcionesStripe): ProveedorPagos {
  const stripe = new Stripe(opciones.secretKey, {
    apiVersion: VERSION_API,
    timeout: ESPERA_MAXIMA_MS,
    // POSTs carry idempotency keys, so the SDK's retries are safe against Stripe; against a test server they only hide failures.
    maxNetworkRetries: opciones.apiUrl ? 0 : 2,
    ...(opciones.apiUrl ? destinoDe(opciones.apiUrl) : {}),
  });

  async function recuperar(sesionId: string): Promise<Stripe.Checkout.Session | null> {
    // An empty id would address the sessions list, not a session.
    if (!sesionId) return null;
    try {
      return await stripe.checkout.sessions.retrieve(sesionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404 && error.code === 'resource_missing') return null;
      throw traducir(error, 'leer la sesión de pago');
    }
  }

  return {
    nombre: 'stripe',

    async crearSesion(nueva) {
      let sesion: Stripe.Checkout.Session;
      try {
        sesion = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                price_data: {
                  currency: nueva.moneda,
                  unit_amount: nueva.importeCentimos,
                  product_data: { name: 'Teleconsulta pediátrica' },
                },
                quantity: 1,
              },
            ],
            locale: 'es',
            client_reference_id: nueva.userId,
            customer_email: nueva.email,
            metadata: { pagoId: nueva.pagoId },
            // Also on the PaymentIntent, so a refund or a dispute seen in the Dashboard leads back to our row.
            payment_intent_data: { metadata: { pagoId: nueva.pagoId } },
            success_url: nueva.urlExito,
            cancel_url: nueva.urlCancelado,
            expires_at: Math.floor(nueva.expiraEn.getTime() / 1000),
          },
          // A retried attempt gets the same session back instead of a second checkout
          // (Stripe refuses the key if the parameters differ, e.g. another expiraEn).
          { idempotencyKey: `checkout-${nueva.pagoId}` },
        );
      } catch (error) {
        throw traducir(error, 'crear la sesión de pago');
      }
      if (!sesion.url) throw new ErrorProveedorPagos('Stripe creó la sesión de pago sin URL para pagar');
      return { sesionId: sesion.id, url: sesion.url };
    },

    async leerSesion(sesionId) {
      const sesion = await recuperar(sesionId);
      return sesion ? verdadDe(sesion) : null;
    },

    async reembolsar({ sesionId, referenciaPago, claveIdempotencia }) {
      let referencia = referenciaPago;
      if (!referencia) {
        const sesion = await recuperar(sesionId);
        if (!sesion) throw new ErrorProveedorPagos('Stripe no conoce la sesión de pago que se quiere reembolsar');
        referencia = verdadDe(sesion).referenciaPago;
        if (!referencia) throw new ErrorProveedorPagos('La sesión de pago no tiene ningún cobro que reembolsar');
      }
      try {
        const reembolso = await stripe.refunds.create({ payment_intent: referencia }, { idempotencyKey: claveIdempotencia });
        return { reembolsoId: reembolso.id };
      } catch (error) {
        throw traducir(error, 'reembolsar el pago');
      }
    },
  };
}

/**
 * Only `paid` counts as paid. `no_payment_required` means no money moved (a
 * 100 % discount or a zero total); our sessions charge a fixed price and
 * allow no discounts, so such a session must not open a paid consultation,
 * and there would be nothing to refund. It stays 'abierta', as does a
 * completed session whose delayed payment has not arrived yet.
 */
function estadoDe(sesion: Stripe.Checkout.Session): EstadoSesion {
  if (sesion.payment_status === 'paid') return 'pagada';
  if (sesion.status === 'expired') return 'expirada';
  return 'abierta';
}

function verdadDe(sesion: Stripe.Checkout.Session): VerdadSesion {
  const intento = sesion.payment_intent;
  return {
    sesionId: sesion.id,
    estado: estadoDe(sesion),
    pagoId: sesion.metadata?.['pagoId'] ?? null,
    importeCentimos: sesion.amount_total,
    moneda: sesion.currency,
    referenciaPago: typeof intento === 'string' ? intento : (intento?.id ?? null),
  };
}

function destinoDe(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`STRIPE_API_URL debe ser http o https, no ${url.protocol}`);
  // The SDK builds paths from /v1 itself: a base path would be silently dropped.
  if (url.pathname !== '/') throw new Error('STRIPE_API_URL no puede llevar ruta, solo esquema, host y puerto');
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/**
 * Stripe's messages may quote the key ("Invalid API Key provided: sk_test_****"):
 * ours names only the action, Stripe's status, type and code. The cause
 * carries those too, as plain fields, for the logger (which drops messages).
 */
function traducir(error: unknown, accion: string): unknown {
  if (error instanceof ErrorProveedorPagos) return error;
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const detalle = [error.statusCode, error.rawType ?? error.type, error.code].filter((parte) => parte !== undefined && parte !== '').join(' ');
  return new ErrorProveedorPagos(`Stripe no pudo ${accion} (${detalle})`, {
    cause: { name: error.type, code: error.code ?? error.rawType ?? error.type },
  });
}
