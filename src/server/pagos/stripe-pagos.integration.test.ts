/**
 * The paid journey in Stripe mode: our server and the real `stripe` SDK
 * against a Stripe-compatible server on loopback, with webhooks signed by the
 * SDK's own test-header helper.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultasChat, eventosPago, pagos, profiles } from '../db/schema.ts';
import { barrerReembolsos } from '../consultas/barrido.ts';
import { crearProveedorStripe } from './stripe.ts';
import { createAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { abrirCheckout } from '../../../test/helpers/consultas.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';
import { crearStripeFalso, type StripeFalso } from '../../../test/helpers/stripe-falso.ts';

const SECRETO = 'whsec_pruebas_0123456789';

for (const testDatabase of TEST_DATABASES) {
  describe(`payments through Stripe (${testDatabase.name})`, () => {
    let stripe: StripeFalso;
    let server: RunningServer;
    let familia: TestAccount;

    beforeAll(async () => {
      stripe = await crearStripeFalso();
      server = await startServer(testDatabase, {
        WRITE_RATE_LIMIT_PER_MINUTE: '100000',
        TRUST_PROXY: 'true',
        STRIPE_SECRET_KEY: stripe.claveSecreta,
        STRIPE_WEBHOOK_SECRET: SECRETO,
        STRIPE_API_URL: stripe.url,
      });
      familia = await createAccount(server);
    });
    afterAll(async () => {
      await server.stop();
      await stripe.cerrar();
    });

    const db = () => server.database.db;
    const webhook = (tipo: string, objeto: object, secreto = SECRETO) => {
      const { payload, firma } = stripe.eventoFirmado(tipo, objeto, secreto);
      return fetch(`${server.url}/api/pagos/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': firma }, body: payload });
    };
    const sesion = (id: string) => stripe.sesiones().find((s) => s.id === id)!;
    const consultasDe = async (sessionId: string) => {
      const [pago] = await db().select().from(pagos).where(eq(pagos.sesionId, sessionId));
      return pago ? db().select().from(consultasChat).where(eq(consultasChat.pagoId, pago.id)) : [];
    };
    const confirmar = (sessionId: string) => familia.api('/api/pagos/confirmar', { method: 'POST', body: { sessionId } });

    it('creates a Checkout Session as the issue asks: EUR 1500, Spanish, the user as reference, 30+ minutes, a key per attempt', async () => {
      const r = await familia.api('/api/pagos/checkout', { method: 'POST', body: { tipoConsulta: 'teleconsulta', imagenes: true } });
      expect(r.status).toBe(201);
      const { url, sessionId } = (await r.json()) as { url: string; sessionId: string };
      expect(url).toBe(sesion(sessionId).url);
      const peticion = stripe.peticiones().find((p) => p.metodo === 'POST' && p.ruta === '/v1/checkout/sessions')!;
      expect(peticion.cuerpo).toMatchObject({
        mode: 'payment',
        locale: 'es',
        client_reference_id: familia.id,
        success_url: `${server.url}/pago-exitoso?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${server.url}/pago-cancelado`,
        line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '1500' } }],
      });
      expect(peticion.claveIdempotencia).toMatch(/^checkout-[0-9a-f-]{36}$/);
      expect(Number(peticion.cuerpo.expires_at) - Date.now() / 1000).toBeGreaterThan(30 * 60);
    });

    it('an unpaid session creates nothing, even when a forged-looking but validly signed "completed" event arrives', async () => {
      const sessionId = await abrirCheckout(familia);
      expect(await (await confirmar(sessionId)).json()).toEqual({ success: false, consultaId: null });
      expect((await webhook('checkout.session.completed', sesion(sessionId))).status).toBe(200);
      expect(await consultasDe(sessionId)).toHaveLength(0);
    });

    it('the success page and the webhook racing for the same session, 50 sessions at once: exactly one consultation each', async () => {
      const sesiones = await Promise.all(Array.from({ length: 50 }, () => abrirCheckout(familia)));
      for (const s of sesiones) stripe.pagar(s);
      await Promise.all(sesiones.flatMap((s) => [confirmar(s), webhook('checkout.session.completed', sesion(s)), confirmar(s), webhook('checkout.session.async_payment_succeeded', sesion(s))]));
      for (const s of sesiones) expect(await consultasDe(s)).toHaveLength(1);
    });

    it('a replayed webhook changes nothing and is recorded once', async () => {
      const sessionId = await abrirCheckout(familia);
      stripe.pagar(sessionId);
      const { payload, firma } = stripe.eventoFirmado('checkout.session.completed', sesion(sessionId), SECRETO);
      const enviar = () => fetch(`${server.url}/api/pagos/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': firma }, body: payload });
      expect((await enviar()).status).toBe(200);
      const [consulta] = await consultasDe(sessionId);
      expect((await enviar()).status).toBe(200);
      expect(await consultasDe(sessionId)).toEqual([consulta]);
      const id = (JSON.parse(payload) as { id: string }).id;
      expect(await db().select().from(eventosPago).where(eq(eventosPago.id, id))).toHaveLength(1);
    });

    it('a bad signature → 400 and nothing changed', async () => {
      const sessionId = await abrirCheckout(familia);
      stripe.pagar(sessionId);
      const { payload, firma } = stripe.eventoFirmado('checkout.session.completed', sesion(sessionId), SECRETO);
      const manipulado = payload.replace('"paid"', '"paid" ');
      const casos: [string, Record<string, string>][] = [
        [manipulado, { 'stripe-signature': firma }],
        // Flip the first hex digit: always a different signature (replacing it by a fixed digit was a no-op 1 time in 16).
        [payload, { 'stripe-signature': firma.replace(/v1=(.)/, (_, d: string) => `v1=${d === '0' ? '1' : '0'}`) }],
        [payload, {}],
      ];
      for (const [cuerpo, cabeceras] of casos) {
        const r = await fetch(`${server.url}/api/pagos/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...cabeceras }, body: cuerpo });
        expect(r.status).toBe(400);
        expect(((await r.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
      }
      expect((await webhook('checkout.session.completed', sesion(sessionId), 'whsec_otro')).status).toBe(400);
      expect(await consultasDe(sessionId)).toHaveLength(0);
      expect(await db().select().from(eventosPago).where(eq(eventosPago.id, (JSON.parse(payload) as { id: string }).id))).toHaveLength(0);
    });

    it('an expired session is recorded as expired and creates nothing', async () => {
      const sessionId = await abrirCheckout(familia);
      stripe.expirar(sessionId);
      expect((await webhook('checkout.session.expired', sesion(sessionId))).status).toBe(200);
      const [pago] = await db().select().from(pagos).where(eq(pagos.sesionId, sessionId));
      expect(pago?.estado).toBe('expirado');
      expect(await consultasDe(sessionId)).toHaveLength(0);
    });

    it('cancelling before acceptance refunds through Stripe once; a second cancel refunds nothing', async () => {
      const sessionId = await abrirCheckout(familia);
      const intento = stripe.pagar(sessionId).payment_intent;
      const { consultaId } = (await (await confirmar(sessionId)).json()) as { consultaId: string };
      expect((await familia.api('/api/consultas/cancelar', { method: 'POST', body: { consultaId } })).status).toBe(200);
      expect((await familia.api('/api/consultas/cancelar', { method: 'POST', body: { consultaId } })).status).toBe(409);
      const reembolsos = stripe.reembolsos().filter((r) => r.payment_intent === intento);
      expect(reembolsos).toHaveLength(1);
      expect(reembolsos[0]!.amount).toBe(1500);
      const [pago] = await db().select().from(pagos).where(eq(pagos.sesionId, sessionId));
      expect(pago).toMatchObject({ estado: 'reembolsado', reembolsoId: reembolsos[0]!.id });
    });

    it('a refund Stripe could not make stays owed and the sweep makes it once', async () => {
      const sessionId = await abrirCheckout(familia);
      const intento = stripe.pagar(sessionId).payment_intent;
      const { consultaId } = (await (await confirmar(sessionId)).json()) as { consultaId: string };
      stripe.averiarProximas(1);
      const r = await familia.api('/api/consultas/cancelar', { method: 'POST', body: { consultaId } });
      expect(r.status).toBe(200);
      expect(((await r.json()) as { consulta: { status: string; pago: { estado: string } } }).consulta).toMatchObject({ status: 'cancelada', pago: { estado: 'reembolso_pendiente' } });
      const proveedor = crearProveedorStripe({ secretKey: stripe.claveSecreta, apiUrl: stripe.url });
      await Promise.all([barrerReembolsos(db(), proveedor, Date.now), barrerReembolsos(db(), proveedor, Date.now)]);
      expect(stripe.reembolsos().filter((x) => x.payment_intent === intento)).toHaveLength(1);
      const [pago] = await db().select().from(pagos).where(eq(pagos.sesionId, sessionId));
      expect(pago?.estado).toBe('reembolsado');
    });

    it('a full refund made from the Stripe dashboard cancels a pending consultation; raced against an acceptance, exactly one of them wins', async () => {
      const pediatra = await createAccount(server, { role: 'pediatra' });
      await db().update(profiles).set({ numeroColegiado: '282812345', colegioProvincia: 'Madrid' }).where(eq(profiles.userId, pediatra.id));
      const cargo = (intento: string, refunded: boolean) => ({ id: `ch_${intento}`, object: 'charge', payment_intent: intento, amount: 1500, amount_refunded: refunded ? 1500 : 500, refunded });
      const resultados = new Set<string>();
      const reembolsosPedidos = stripe.reembolsos().length;
      for (let ronda = 0; ronda < 12; ronda++) {
        const sessionId = await abrirCheckout(familia);
        const intento = stripe.pagar(sessionId).payment_intent ?? '';
        const { consultaId } = (await (await confirmar(sessionId)).json()) as { consultaId: string };
        // A partial refund is the clinic's business: the consultation stays pending.
        expect((await webhook('charge.refunded', cargo(intento, false))).status).toBe(200);
        expect((await db().select().from(consultasChat).where(eq(consultasChat.id, consultaId)))[0]?.status).toBe('pendiente');
        const [refund, aceptar] = await Promise.all([
          webhook('charge.refunded', cargo(intento, true)),
          pediatra.api('/api/consultas/aceptar', { method: 'POST', body: { consultaId } }),
        ]);
        expect(refund.status).toBe(200);
        const [consulta] = await db().select().from(consultasChat).where(eq(consultasChat.id, consultaId));
        const [pago] = await db().select().from(pagos).where(eq(pagos.sesionId, sessionId));
        expect(pago?.estado).toBe('reembolsado');
        if (aceptar.status === 200) expect(consulta?.status).toBe('activa');
        else expect([aceptar.status, consulta?.status, consulta?.pediatraId]).toEqual([409, 'cancelada', null]);
        resultados.add(consulta?.status ?? '');
      }
      // No refund was asked of Stripe by us: the dashboard made it.
      expect(stripe.reembolsos()).toHaveLength(reembolsosPedidos);
      expect([...resultados].every((r) => r === 'activa' || r === 'cancelada')).toBe(true);
    });
  });
}
