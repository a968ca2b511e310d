/**
 * The Stripe adapter and webhook verification with the real SDK over real
 * HTTP, against the Stripe-compatible server in test/helpers/stripe-falso.ts.
 * No database: the adapter keeps no state of its own.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/helpers/port.ts';
import { crearStripeFalso, type StripeFalso } from '../../../test/helpers/stripe-falso.ts';
import { ErrorProveedorPagos, type NuevaSesionPago, type ProveedorPagos } from './proveedor.ts';
import { crearProveedorStripe } from './stripe.ts';
import { FirmaStripeNoValida, verificarEventoStripe } from './stripe-webhook.ts';

const INICIO = Date.UTC(2026, 2, 2, 9, 0, 0);
const MINUTO = 60_000;
const URL_EXITO = 'https://triaje.test/consulta/pago?session_id={CHECKOUT_SESSION_ID}';
const URL_CANCELADO = 'https://triaje.test/consulta/pago-cancelado';

describe('Stripe payments adapter', () => {
  let falso: StripeFalso;
  let proveedor: ProveedorPagos;
  // The fake's clock: sessions are created and lapse against it, never against the wall clock.
  let ahora = INICIO;

  beforeAll(async () => {
    falso = await crearStripeFalso({ reloj: () => ahora });
    proveedor = crearProveedorStripe({ secretKey: falso.claveSecreta, apiUrl: falso.url });
  });
  afterAll(async () => {
    await falso?.cerrar();
  });

  const nuevaSesion = (cambios: Partial<NuevaSesionPago> = {}): NuevaSesionPago => ({
    pagoId: randomUUID(),
    userId: 'usuario-familia-1',
    email: 'familia@example.com',
    importeCentimos: 1500,
    moneda: 'eur',
    urlExito: URL_EXITO,
    urlCancelado: URL_CANCELADO,
    expiraEn: new Date(ahora + 31 * MINUTO),
    ...cambios,
  });

  const sesionesDelPago = (pagoId: string) => falso.sesiones().filter((s) => s.metadata['pagoId'] === pagoId);

  const fallo = async (promesa: Promise<unknown>): Promise<ErrorProveedorPagos> => {
    const error: unknown = await promesa.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ErrorProveedorPagos);
    return error as ErrorProveedorPagos;
  };

  describe('crearSesion', () => {
    it('sends every Checkout field, with the pago id as idempotency key and the pinned API version', async () => {
      const nueva = nuevaSesion();
      const creada = await proveedor.crearSesion(nueva);

      expect(creada.sesionId).toMatch(/^cs_test_/);
      expect(creada.url).toBe(`${falso.url}/pay/${creada.sesionId}`);
      const peticion = falso.peticiones().findLast((p) => p.metodo === 'POST' && p.ruta === '/v1/checkout/sessions');
      expect(peticion?.claveIdempotencia).toBe(`checkout-${nueva.pagoId}`);
      expect(peticion?.version).toBe('2026-10-28.endive');
      // The form body exactly: nothing missing, nothing extra.
      expect(peticion?.cuerpo).toEqual({
        mode: 'payment',
        line_items: [{ price_data: { currency: 'eur', unit_amount: '1500', product_data: { name: 'Teleconsulta pediátrica' } }, quantity: '1' }],
        locale: 'es',
        client_reference_id: 'usuario-familia-1',
        customer_email: 'familia@example.com',
        metadata: { pagoId: nueva.pagoId },
        payment_intent_data: { metadata: { pagoId: nueva.pagoId } },
        success_url: URL_EXITO,
        cancel_url: URL_CANCELADO,
        expires_at: String(Math.floor(nueva.expiraEn.getTime() / 1000)),
      });
      expect(sesionesDelPago(nueva.pagoId)).toMatchObject([
        { id: creada.sesionId, status: 'open', payment_status: 'unpaid', amount_total: 1500, currency: 'eur', locale: 'es', success_url: URL_EXITO },
      ]);
    });

    it('returns the same session when the same pago is created twice', async () => {
      const nueva = nuevaSesion();
      const primera = await proveedor.crearSesion(nueva);
      const segunda = await proveedor.crearSesion(nueva);
      expect(segunda).toEqual(primera);
      expect(sesionesDelPago(nueva.pagoId)).toHaveLength(1);
    });

    it('fails, creating nothing, when a retry of the same pago changes its parameters (Stripe refuses the reused key)', async () => {
      const nueva = nuevaSesion();
      await proveedor.crearSesion(nueva);
      const error = await fallo(proveedor.crearSesion({ ...nueva, expiraEn: new Date(nueva.expiraEn.getTime() + MINUTO) }));
      expect(error.message).toContain('idempotency_error');
      expect(sesionesDelPago(nueva.pagoId)).toHaveLength(1);
    });

    it('fails, creating nothing, for a checkout that would expire in under 30 minutes', async () => {
      const nueva = nuevaSesion({ expiraEn: new Date(ahora + 29 * MINUTO) });
      const error = await fallo(proveedor.crearSesion(nueva));
      expect(error.message).toContain('400');
      expect(sesionesDelPago(nueva.pagoId)).toHaveLength(0);
    });
  });

  describe('leerSesion', () => {
    it('reads an open session with the pago id, amount and currency Stripe recorded', async () => {
      const nueva = nuevaSesion();
      const { sesionId } = await proveedor.crearSesion(nueva);
      expect(await proveedor.leerSesion(sesionId)).toEqual({
        sesionId,
        estado: 'abierta',
        pagoId: nueva.pagoId,
        importeCentimos: 1500,
        moneda: 'eur',
        referenciaPago: null,
      });
    });

    it('reads a paid session with its PaymentIntent as the payment reference', async () => {
      const { sesionId } = await proveedor.crearSesion(nuevaSesion());
      const pagada = falso.pagar(sesionId);
      expect(pagada.payment_intent).toMatch(/^pi_/);
      expect(await proveedor.leerSesion(sesionId)).toMatchObject({ estado: 'pagada', referenciaPago: pagada.payment_intent, importeCentimos: 1500 });
    });

    it('reads an expired session, whether expired by Stripe or by its time running out', async () => {
      const expirada = await proveedor.crearSesion(nuevaSesion());
      falso.expirar(expirada.sesionId);
      expect(await proveedor.leerSesion(expirada.sesionId)).toMatchObject({ estado: 'expirada', referenciaPago: null });

      const caducada = await proveedor.crearSesion(nuevaSesion());
      const antes = ahora;
      ahora += 31 * MINUTO;
      try {
        expect(await proveedor.leerSesion(caducada.sesionId)).toMatchObject({ estado: 'expirada' });
      } finally {
        ahora = antes;
      }
    });

    it('answers null for a session Stripe does not know', async () => {
      expect(await proveedor.leerSesion('cs_test_desconocida')).toBeNull();
      expect(await proveedor.leerSesion('')).toBeNull();
    });
  });

  describe('reembolsar', () => {
    const sesionPagada = async () => {
      const { sesionId } = await proveedor.crearSesion(nuevaSesion());
      const referenciaPago = falso.pagar(sesionId).payment_intent!;
      return { sesionId, referenciaPago };
    };
    const reembolsosDe = (referenciaPago: string) => falso.reembolsos().filter((r) => r.payment_intent === referenciaPago);

    it('refunds the whole payment once, and a retry with the same key returns the same refund', async () => {
      const { sesionId, referenciaPago } = await sesionPagada();
      const clave = `reembolso-${randomUUID()}`;
      const primero = await proveedor.reembolsar({ sesionId, referenciaPago, claveIdempotencia: clave });
      const repetido = await proveedor.reembolsar({ sesionId, referenciaPago, claveIdempotencia: clave });

      expect(primero.reembolsoId).toMatch(/^re_/);
      expect(repetido).toEqual(primero);
      expect(reembolsosDe(referenciaPago)).toMatchObject([{ id: primero.reembolsoId, amount: 1500, currency: 'eur', status: 'succeeded' }]);
      const peticion = falso.peticiones().findLast((p) => p.ruta === '/v1/refunds');
      expect(peticion).toMatchObject({ claveIdempotencia: clave, cuerpo: { payment_intent: referenciaPago } });
    });

    it('fails on a second refund under another key, refunding nothing more', async () => {
      const { sesionId, referenciaPago } = await sesionPagada();
      await proveedor.reembolsar({ sesionId, referenciaPago, claveIdempotencia: randomUUID() });
      const error = await fallo(proveedor.reembolsar({ sesionId, referenciaPago, claveIdempotencia: randomUUID() }));
      expect(error.message).toContain('charge_already_refunded');
      expect(reembolsosDe(referenciaPago)).toHaveLength(1);
    });

    it('finds the PaymentIntent through the session when the reference is not known yet', async () => {
      const { sesionId, referenciaPago } = await sesionPagada();
      const { reembolsoId } = await proveedor.reembolsar({ sesionId, referenciaPago: null, claveIdempotencia: randomUUID() });
      expect(reembolsosDe(referenciaPago)).toMatchObject([{ id: reembolsoId, amount: 1500 }]);
    });

    it('fails, refunding nothing, for an unpaid or unknown session', async () => {
      const refundsAntes = falso.reembolsos().length;
      const { sesionId } = await proveedor.crearSesion(nuevaSesion());
      await fallo(proveedor.reembolsar({ sesionId, referenciaPago: null, claveIdempotencia: randomUUID() }));
      await fallo(proveedor.reembolsar({ sesionId: 'cs_test_desconocida', referenciaPago: null, claveIdempotencia: randomUUID() }));
      await fallo(proveedor.reembolsar({ sesionId, referenciaPago: 'pi_desconocido', claveIdempotencia: randomUUID() }));
      expect(falso.reembolsos()).toHaveLength(refundsAntes);
    });
  });

  describe('provider failures', () => {
    it('turns a wrong secret key into ErrorProveedorPagos whose message does not carry the key', async () => {
      const claveMala = 'sk_test_clave_equivocada_123456789';
      const mal = crearProveedorStripe({ secretKey: claveMala, apiUrl: falso.url });
      const { sesionId } = await proveedor.crearSesion(nuevaSesion());
      const errores = [
        await fallo(mal.crearSesion(nuevaSesion())),
        await fallo(mal.leerSesion(sesionId)),
        await fallo(mal.reembolsar({ sesionId, referenciaPago: 'pi_x', claveIdempotencia: randomUUID() })),
      ];
      for (const error of errores) {
        expect(error.message).toContain('401');
        expect(error.message).not.toMatch(/sk_|6789/);
        expect(JSON.stringify(error.cause)).not.toMatch(/sk_|6789/);
      }
    });

    it('turns a Stripe 5xx into ErrorProveedorPagos, and works again afterwards', async () => {
      falso.averiarProximas(1);
      const error = await fallo(proveedor.crearSesion(nuevaSesion()));
      expect(error.message).toContain('500');
      expect(error.cause).toEqual({ name: 'StripeAPIError', code: 'api_error' });
      await expect(proveedor.crearSesion(nuevaSesion())).resolves.toMatchObject({ sesionId: expect.stringMatching(/^cs_test_/) });
    });

    it('turns an unreachable Stripe into ErrorProveedorPagos', async () => {
      const sinServidor = crearProveedorStripe({ secretKey: falso.claveSecreta, apiUrl: `http://127.0.0.1:${await freePort()}` });
      const error = await fallo(sinServidor.leerSesion('cs_test_cualquiera'));
      expect(error.message).toContain('StripeConnectionError');
    });

    it('refuses an API URL the SDK could not honour', () => {
      expect(() => crearProveedorStripe({ secretKey: 'sk_test_x', apiUrl: 'http://127.0.0.1:1234/stripe' })).toThrow(/ruta/);
      expect(() => crearProveedorStripe({ secretKey: 'sk_test_x', apiUrl: 'ftp://127.0.0.1' })).toThrow(/http/);
    });
  });

  describe('the fake', () => {
    const sdk = () => new Stripe(falso.claveSecreta, { host: '127.0.0.1', port: new URL(falso.url).port, protocol: 'http', maxNetworkRetries: 0 });

    it('refuses what Stripe refuses: unknown and missing parameters, in Stripe shape', async () => {
      const base = { mode: 'payment' as const, success_url: URL_EXITO, line_items: [{ price_data: { currency: 'eur', unit_amount: 1500, product_data: { name: 'x' } }, quantity: 1 }] };
      const desconocido = await sdk()
        .checkout.sessions.create({ ...base, allow_promotion_codes: true })
        .catch((e: unknown) => e);
      expect(desconocido).toMatchObject({ type: 'StripeInvalidRequestError', code: 'parameter_unknown', param: 'allow_promotion_codes' });
      const sinExito = await sdk()
        .checkout.sessions.create({ ...base, success_url: undefined })
        .catch((e: unknown) => e);
      expect(sinExito).toMatchObject({ code: 'parameter_missing', param: 'success_url' });
    });

    it('expires an open session through the API, and refuses to expire it again', async () => {
      const { sesionId } = await proveedor.crearSesion(nuevaSesion());
      await expect(sdk().checkout.sessions.expire(sesionId)).resolves.toMatchObject({ id: sesionId, status: 'expired', url: null });
      await expect(sdk().checkout.sessions.expire(sesionId)).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
      expect(await proveedor.leerSesion(sesionId)).toMatchObject({ estado: 'expirada' });
    });

    it('serves a hosted page that pays and returns to success_url with the session id', async () => {
      const { sesionId, url } = await proveedor.crearSesion(nuevaSesion());
      const pagina = await fetch(url);
      expect(pagina.status).toBe(200);
      expect(await pagina.text()).toContain('<button>Pagar</button>');
      const pago = await fetch(url, { method: 'POST', redirect: 'manual' });
      expect(pago.status).toBe(303);
      expect(pago.headers.get('location')).toBe(URL_EXITO.replace('{CHECKOUT_SESSION_ID}', sesionId));
      expect(await proveedor.leerSesion(sesionId)).toMatchObject({ estado: 'pagada' });
      expect((await fetch(url, { method: 'POST', redirect: 'manual' })).status).toBe(410);
    });
  });

  describe('verificarEventoStripe', () => {
    const SECRETO = 'whsec_prueba_de_integracion';
    const idEvento = (payload: string) => (JSON.parse(payload) as { id: string }).id;
    const verificar = (payload: string, firma: string | undefined, secreto = SECRETO) =>
      verificarEventoStripe({ rawBody: Buffer.from(payload, 'utf8'), firma, secreto });
    const rechazo = (hacer: () => unknown) => {
      let error: unknown = null;
      try {
        hacer();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(FirmaStripeNoValida);
    };

    it.each(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])('%s → sesion_pagada with the session id', async (tipo) => {
      const { sesionId } = await proveedor.crearSesion(nuevaSesion());
      const { payload, firma } = falso.eventoFirmado(tipo, falso.pagar(sesionId), SECRETO);
      expect(verificar(payload, firma)).toEqual({ id: idEvento(payload), tipo: 'sesion_pagada', sesionId });
    });

    it('checkout.session.expired → sesion_expirada with the session id', async () => {
      const { sesionId } = await proveedor.crearSesion(nuevaSesion());
      const { payload, firma } = falso.eventoFirmado('checkout.session.expired', falso.expirar(sesionId), SECRETO);
      expect(verificar(payload, firma)).toEqual({ id: idEvento(payload), tipo: 'sesion_expirada', sesionId });
    });

    it('charge.refunded, refund.created and refund.updated → reembolso with the PaymentIntent, as an id or expanded; only a fully refunded charge is complete', () => {
      const cargo = { id: 'ch_1', object: 'charge', payment_intent: 'pi_cargo', refunded: true, amount_refunded: 1500 };
      const reembolso = { id: 're_1', object: 'refund', payment_intent: 'pi_reembolso', status: 'succeeded', amount: 1500 };
      const casos: [string, object, string, boolean][] = [
        ['charge.refunded', cargo, 'pi_cargo', true],
        ['charge.refunded', { ...cargo, refunded: false, amount_refunded: 500 }, 'pi_cargo', false],
        ['refund.created', reembolso, 'pi_reembolso', false],
        ['refund.updated', reembolso, 'pi_reembolso', false],
        ['refund.updated', { ...reembolso, payment_intent: { id: 'pi_expandido', object: 'payment_intent' } }, 'pi_expandido', false],
      ];
      for (const [tipo, objeto, referenciaPago, completo] of casos) {
        const { payload, firma } = falso.eventoFirmado(tipo, objeto, SECRETO);
        expect(verificar(payload, firma)).toEqual({ id: idEvento(payload), tipo: 'reembolso', referenciaPago, completo });
      }
    });

    it('any other event, or a refund without a PaymentIntent → otro', () => {
      for (const [tipo, objeto] of [
        ['payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' }],
        ['checkout.session.async_payment_failed', { id: 'cs_test_1', object: 'checkout.session' }],
        ['refund.created', { id: 're_2', object: 'refund', payment_intent: null }],
      ] as const) {
        const { payload, firma } = falso.eventoFirmado(tipo, objeto, SECRETO);
        expect(verificar(payload, firma)).toEqual({ id: idEvento(payload), tipo: 'otro' });
      }
    });

    it('refuses a tampered body, another secret, a missing or empty header, and a garbled one', () => {
      const { payload, firma } = falso.eventoFirmado('checkout.session.completed', { id: 'cs_test_real', object: 'checkout.session' }, SECRETO);
      expect(verificar(payload, firma)).toMatchObject({ sesionId: 'cs_test_real' });
      rechazo(() => verificar(payload.replace('cs_test_real', 'cs_test_ajena'), firma));
      rechazo(() => verificar(payload, firma, 'whsec_otro_secreto'));
      rechazo(() => verificar(payload, undefined));
      rechazo(() => verificar(payload, ''));
      rechazo(() => verificar(payload, 't=abc,v1=nada'));
    });

    it('refuses a correctly signed event older than the 5-minute tolerance (a replay)', () => {
      const haceUnaHora = Math.floor(Date.now() / 1000) - 3600;
      const { payload, firma } = falso.eventoFirmado('checkout.session.completed', { id: 'cs_test_viejo', object: 'checkout.session' }, SECRETO, {
        marcaTiempo: haceUnaHora,
      });
      rechazo(() => verificar(payload, firma));
    });

    it('refuses a correctly signed body that is not an event', () => {
      const payload = 'esto no es JSON';
      rechazo(() => verificar(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRETO })));
      const sinId = JSON.stringify({ object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1' } } });
      rechazo(() => verificar(sinId, Stripe.webhooks.generateTestHeaderString({ payload: sinId, secret: SECRETO })));
    });
  });
});
