/**
 * The paid consultation's life on the real server and database, in the demo
 * checkout's mode: payment and fulfilment, cancellation with refund,
 * acceptance and closing, and the races between them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultasChat, pagos, profiles, sesionesDemo } from '../db/schema.ts';
import { cumplirPago } from './cumplir-pago.ts';
import { avisarEsperasLargas } from './espera.ts';
import { createMailer } from '../mail/mailer.ts';
import { mailOutbox } from '../db/schema.ts';
import { crearProveedorDemo } from '../pagos/demo.ts';
import { createAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { abrirCheckout, consultaPagada, pagarDemo, triajeFiebre } from '../../../test/helpers/consultas.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { relojManual, startServer, type RunningServer } from '../../../test/helpers/server.ts';

for (const testDatabase of TEST_DATABASES) {
  describe(`paid consultations (${testDatabase.name})`, () => {
    let server: RunningServer;
    const reloj = relojManual();
    let familia: TestAccount;
    let otraFamilia: TestAccount;
    let pediatra: TestAccount;
    let otroPediatra: TestAccount;

    beforeAll(async () => {
      server = await startServer(testDatabase, { WRITE_RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY: 'true' }, { reloj });
      [familia, otraFamilia, pediatra, otroPediatra] = await Promise.all([
        createAccount(server),
        createAccount(server),
        createAccount(server, { role: 'pediatra' }),
        createAccount(server, { role: 'pediatra' }),
      ]);
    });
    afterAll(() => server.stop());

    const db = () => server.database.db;
    const consultasDelPago = async (sessionId: string) => {
      const [pago] = await db().select().from(pagos).where(eq(pagos.sesionId, sessionId));
      return pago ? db().select().from(consultasChat).where(eq(consultasChat.pagoId, pago.id)) : [];
    };

    it('a paid demo checkout becomes one pending consultation carrying its triage, re-run on the server', async () => {
      const sessionId = await abrirCheckout(familia, { tipoConsulta: 'teleconsulta', imagenes: false, triaje: triajeFiebre() });
      const antes = await familia.api('/api/pagos/confirmar', { method: 'POST', body: { sessionId } });
      expect(await antes.json()).toEqual({ success: false, consultaId: null });
      expect(await consultasDelPago(sessionId)).toHaveLength(0);

      await pagarDemo(familia, sessionId);
      const r = await familia.api('/api/pagos/confirmar', { method: 'POST', body: { sessionId } });
      const { success, consultaId } = (await r.json()) as { success: boolean; consultaId: string };
      expect(success).toBe(true);
      const detalle = (await (await pediatra.api(`/api/consultas/${consultaId}`)).json()) as { consulta: Record<string, unknown> & { respuestas: { pregunta: string; respuesta: string }[] } };
      expect(detalle.consulta).toMatchObject({ status: 'pendiente', imagenes_consentidas: false, triaje: { flujo_tipo: 'fiebre', flujo_nombre: 'Fiebre' }, paciente: { peso_kg: 12.5, edad_meses: 18 } });
      expect(detalle.consulta.respuestas.length).toBeGreaterThan(3);
      expect(detalle.consulta.respuestas.some((p) => p.respuesta === 'Sí' || p.respuesta === 'No')).toBe(true);
      expect(detalle.consulta.pago).toEqual({ importe_centimos: 1500, moneda: 'eur', estado: 'pagado' });
    });

    it('the success page and the webhook racing for the same session, 50 sessions at once, leave exactly one consultation each', async () => {
      const proveedor = crearProveedorDemo(db(), reloj);
      const sesiones = await Promise.all(Array.from({ length: 50 }, () => abrirCheckout(familia)));
      await Promise.all(sesiones.map((s) => pagarDemo(familia, s)));
      // pagarDemo already fulfilled once (the demo's webhook); reopen the race by undoing it for half of them.
      const resultados = await Promise.all(
        sesiones.flatMap((sessionId) => [
          familia.api('/api/pagos/confirmar', { method: 'POST', body: { sessionId } }).then(async (r) => ((await r.json()) as { consultaId: string }).consultaId),
          cumplirPago({ db: db(), proveedor }, sessionId).then((c) => c?.consultaId),
          familia.api('/api/pagos/confirmar', { method: 'POST', body: { sessionId } }).then(async (r) => ((await r.json()) as { consultaId: string }).consultaId),
        ]),
      );
      for (const [i, sessionId] of sesiones.entries()) {
        const filas = await consultasDelPago(sessionId);
        expect(filas).toHaveLength(1);
        expect(resultados.slice(i * 3, i * 3 + 3)).toEqual([filas[0]!.id, filas[0]!.id, filas[0]!.id]);
      }
    });

    it('fulfilment racing itself from scratch: 50 concurrent calls on freshly paid sessions create one consultation per session', async () => {
      const proveedor = crearProveedorDemo(db(), reloj);
      const sesiones = await Promise.all(Array.from({ length: 50 }, () => abrirCheckout(familia)));
      // Pay at the provider only (no fulfilment yet), as Stripe does before its webhook arrives.
      for (const s of sesiones) await db().update(sesionesDemo).set({ estado: 'pagada', referenciaPago: `pi_${s}` }).where(eq(sesionesDemo.id, s));
      await Promise.all(
        sesiones.flatMap((sessionId) => [
          cumplirPago({ db: db(), proveedor }, sessionId),
          familia.api('/api/pagos/confirmar', { method: 'POST', body: { sessionId } }),
          cumplirPago({ db: db(), proveedor }, sessionId),
        ]),
      );
      for (const s of sesiones) expect(await consultasDelPago(s)).toHaveLength(1);
    });

    it('an expired checkout cannot be paid and creates nothing', async () => {
      const sessionId = await abrirCheckout(familia);
      reloj.avanzar(32 * 60_000);
      const r = await familia.api(`/api/pagos/demo/${sessionId}/pagar`, { method: 'POST', body: {} });
      expect(r.status).toBe(409);
      const c = await familia.api('/api/pagos/confirmar', { method: 'POST', body: { sessionId } });
      expect(await c.json()).toEqual({ success: false, consultaId: null });
      expect(await consultasDelPago(sessionId)).toHaveLength(0);
      const [pago] = await db().select().from(pagos).where(eq(pagos.sesionId, sessionId));
      expect(pago?.estado).toBe('expirado');
      const demo = await familia.api(`/api/pagos/demo/${sessionId}`);
      expect(((await demo.json()) as { estado: string }).estado).toBe('expirada');
    });

    it('someone else’s session is not found, and cannot be paid or cancelled', async () => {
      const sessionId = await abrirCheckout(familia);
      expect((await otraFamilia.api('/api/pagos/confirmar', { method: 'POST', body: { sessionId } })).status).toBe(404);
      expect((await otraFamilia.api(`/api/pagos/demo/${sessionId}`)).status).toBe(404);
      expect((await otraFamilia.api(`/api/pagos/demo/${sessionId}/pagar`, { method: 'POST', body: {} })).status).toBe(409);
      expect((await otraFamilia.api(`/api/pagos/demo/${sessionId}/cancelar`, { method: 'POST', body: {} })).status).toBe(409);
      const [fila] = await db().select().from(sesionesDemo).where(eq(sesionesDemo.id, sessionId));
      expect(fila?.estado).toBe('abierta');
    });

    it('cancelling a pending consultation refunds it once; a second cancel refunds nothing', async () => {
      const consultaId = await consultaPagada(familia);
      const r = await familia.api('/api/consultas/cancelar', { method: 'POST', body: { consultaId } });
      expect(r.status).toBe(200);
      expect(((await r.json()) as { consulta: { status: string; pago: { estado: string } } }).consulta).toMatchObject({ status: 'cancelada', pago: { estado: 'reembolsado' } });
      const [consulta] = await db().select().from(consultasChat).where(eq(consultasChat.id, consultaId));
      const [pago] = await db().select().from(pagos).where(eq(pagos.id, consulta!.pagoId));
      const [demo] = await db().select().from(sesionesDemo).where(eq(sesionesDemo.pagoId, pago!.id));
      expect(pago?.reembolsoId).toBe(demo?.reembolsoId);
      expect(pago?.reembolsoId).toMatch(/^re_demo_/);

      const otra = await familia.api('/api/consultas/cancelar', { method: 'POST', body: { consultaId } });
      expect(otra.status).toBe(409);
      const [despues] = await db().select().from(pagos).where(eq(pagos.id, pago!.id));
      expect(despues).toEqual(pago);
    });

    it('two cancels at once refund once, 20 times over', async () => {
      for (let i = 0; i < 20; i++) {
        const consultaId = await consultaPagada(familia);
        const estados = await Promise.all([0, 1].map(() => familia.api('/api/consultas/cancelar', { method: 'POST', body: { consultaId } }).then((r) => r.status)));
        expect(estados.sort()).toEqual([200, 409]);
      }
    });

    it('two paediatricians accepting at once, 50 times: exactly one owner each time, and the other is told', async () => {
      const ids = await Promise.all(Array.from({ length: 50 }, () => consultaPagada(familia)));
      const rondas = await Promise.all(
        ids.map((consultaId) =>
          Promise.all([pediatra, otroPediatra].map((p) => p.api('/api/consultas/aceptar', { method: 'POST', body: { consultaId } }).then(async (r) => ({ status: r.status, cuerpo: await r.json() })))),
        ),
      );
      for (const [i, ronda] of rondas.entries()) {
        expect(ronda.map((r) => r.status).sort()).toEqual([200, 409]);
        const perdedor = ronda.find((r) => r.status === 409)!;
        expect(perdedor.cuerpo).toEqual({ error: { code: 'conflict', message: 'No se pudo aceptar la consulta' } });
        const ganador = ronda.findIndex((r) => r.status === 200);
        const [fila] = await db().select().from(consultasChat).where(eq(consultasChat.id, ids[i]!));
        expect(fila).toMatchObject({ status: 'activa', pediatraId: [pediatra, otroPediatra][ganador]!.id });
      }
    });

    it('a paediatrician without a número de colegiado cannot accept (403 colegiado_required, nothing changes) until an operator records it', async () => {
      const sinNumero = await createAccount(server, { role: 'pediatra', colegiado: null });
      const consultaId = await consultaPagada(familia);
      const [antes] = await db().select().from(consultasChat).where(eq(consultasChat.id, consultaId));
      const pagoAntes = await db().select().from(pagos).where(eq(pagos.id, antes!.pagoId));
      const aceptar = () => sinNumero.api('/api/consultas/aceptar', { method: 'POST', body: { consultaId } });
      const r = await aceptar();
      expect(r.status).toBe(403);
      expect(await r.json()).toEqual({
        error: { code: 'colegiado_required', message: 'Para aceptar consultas falta tu número de colegiado. Pide a un administrador que lo registre.' },
      });
      // A blank number is no number.
      await db().update(profiles).set({ numeroColegiado: '  ' }).where(eq(profiles.userId, sinNumero.id));
      expect((await aceptar()).status).toBe(403);
      expect(await db().select().from(consultasChat).where(eq(consultasChat.id, consultaId))).toEqual([antes]);
      expect(await db().select().from(pagos).where(eq(pagos.id, antes!.pagoId))).toEqual(pagoAntes);
      // Still waiting for someone: the family's consultation was not touched, and another paediatrician may take it.
      expect(((await (await familia.api(`/api/consultas/${consultaId}`)).json()) as { consulta: { status: string; pediatra: unknown } }).consulta).toMatchObject({ status: 'pendiente', pediatra: null });

      await db().update(profiles).set({ numeroColegiado: '282812345', colegioProvincia: 'Madrid' }).where(eq(profiles.userId, sinNumero.id));
      expect((await aceptar()).status).toBe(200);
      const [despues] = await db().select().from(consultasChat).where(eq(consultasChat.id, consultaId));
      expect(despues).toMatchObject({ status: 'activa', pediatraId: sinNumero.id });
    });

    it('only the assigned paediatrician closes, only from activa; the closer and time are recorded', async () => {
      const consultaId = await consultaPagada(familia);
      const cerrar = (quien: TestAccount) => quien.api('/api/consultas/cerrar', { method: 'POST', body: { consultaId } });
      expect((await cerrar(pediatra)).status).toBe(403); // pendiente: nobody is assigned yet
      expect((await pediatra.api('/api/consultas/aceptar', { method: 'POST', body: { consultaId } })).status).toBe(200);
      const [antes] = await db().select().from(consultasChat).where(eq(consultasChat.id, consultaId));
      expect((await cerrar(otroPediatra)).status).toBe(404);
      expect((await cerrar(familia)).status).toBe(403);
      expect((await familia.api('/api/consultas/cancelar', { method: 'POST', body: { consultaId } })).status).toBe(409);
      expect(await db().select().from(consultasChat).where(eq(consultasChat.id, consultaId))).toEqual([antes]);

      const r = await cerrar(pediatra);
      expect(r.status).toBe(200);
      const [fila] = await db().select().from(consultasChat).where(eq(consultasChat.id, consultaId));
      expect(fila).toMatchObject({ status: 'cerrada', cerradaPor: pediatra.id });
      expect(fila?.cerradaAt).toBeInstanceOf(Date);
      expect((await cerrar(pediatra)).status).toBe(409);
    });

    it('a consultation nobody accepts in time is reported to every admin once, without health data', async () => {
      const admin = await createAccount(server, { role: 'admin' });
      const consultaId = await consultaPagada(familia, { tipoConsulta: 'teleconsulta', imagenes: true, triaje: triajeFiebre() });
      const mailer = createMailer({ db: db(), smtpUrl: undefined, from: 'pruebas@example.com', log: { info() {}, warn() {} } });
      const opciones = { minutos: 15, appName: 'Triaje Pediátrico', urlPanel: `${server.url}/consultas` };
      expect(await avisarEsperasLargas(db(), mailer, { ...opciones, ahora: new Date(Date.now() + 10 * 60_000) })).toBe(0);
      const tarde = new Date(Date.now() + 16 * 60_000);
      const avisadas = await Promise.all([0, 1, 2].map(() => avisarEsperasLargas(db(), mailer, { ...opciones, ahora: tarde })));
      // Every earlier test's pending consultations are reported too; what matters is that each is reported once.
      const [fila] = await db().select().from(consultasChat).where(eq(consultasChat.id, consultaId));
      expect(fila?.avisoEsperaAt).toEqual(tarde);
      const correos = (await db().select().from(mailOutbox).where(eq(mailOutbox.to, admin.email))).filter((c) => c.subject.startsWith('Teleconsulta sin atender'));
      // Three sweeps raced: each consultation was reported by one of them, and only a sweep that reported some wrote.
      expect(avisadas.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      expect(correos).toHaveLength(avisadas.filter((n) => n > 0).length);
      expect(correos[0]!.subject).toBe('Teleconsulta sin atender — Triaje Pediátrico');
      expect(correos[0]!.text).toMatch(/teleconsultas pagadas esperan .* la más antigua lleva \d+ minutos/);
      expect(correos[0]!.text).not.toMatch(/fiebre|Fiebre|consulta\/[0-9a-f]/);
      expect(await avisarEsperasLargas(db(), mailer, { ...opciones, ahora: new Date(Date.now() + 60 * 60_000) })).toBe(0);
    });
  });
}
