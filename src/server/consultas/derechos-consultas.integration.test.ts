/**
 * Data rights with paid consultations: the export carries them and every
 * payment; deleting the account keeps paid consultations detached, cancels
 * and refunds those nobody has accepted yet, and closes the chats in course
 * (the paediatrician is told live and can no longer write to nobody).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { consultasChat, mensajesChat, pagos, sesionesDemo } from '../db/schema.ts';
import { createAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { abrirCheckout, abrirSocket, consultaPagada, triajeFiebre } from '../../../test/helpers/consultas.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';

for (const testDatabase of TEST_DATABASES) {
  describe(`data rights and paid consultations (${testDatabase.name})`, () => {
    let server: RunningServer;
    let familia: TestAccount;
    let pediatra: TestAccount;

    beforeAll(async () => {
      server = await startServer(testDatabase, { WRITE_RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY: 'true' });
      [familia, pediatra] = await Promise.all([createAccount(server), createAccount(server, { role: 'pediatra' })]);
    });
    afterAll(() => server.stop());

    it('exports the consultations and payments, then deletion closes the accepted one, detached, and refunds the pending one', async () => {
      const pendiente = await consultaPagada(familia, { tipoConsulta: 'teleconsulta', imagenes: true, triaje: triajeFiebre() });
      const activa = await consultaPagada(familia);
      expect((await pediatra.api('/api/consultas/aceptar', { method: 'POST', body: { consultaId: activa } })).status).toBe(200);
      const escribir = (quien: TestAccount, content: string) => quien.api(`/api/consultas/${activa}/mensajes`, { method: 'POST', body: { clientId: randomUUID(), content } });
      expect((await escribir(familia, 'Tiene fiebre desde ayer')).status).toBe(201);
      expect((await escribir(pediatra, '¿Cuánto ha llegado a tener?')).status).toBe(201);
      await abrirCheckout(familia); // an abandoned checkout

      const exportacion = (await (await familia.api('/api/mis-datos')).json()) as {
        teleconsultas: { consultas: { id: string; status: string; respuestas: unknown[] }[]; pagos: { estado: string }[]; mensajes: { content: string; sender_id: string }[] };
      };
      expect(exportacion.teleconsultas.consultas.map((c) => [c.id, c.status]).sort()).toEqual([[activa, 'activa'], [pendiente, 'pendiente']].sort());
      expect(exportacion.teleconsultas.consultas.find((c) => c.id === pendiente)!.respuestas.length).toBeGreaterThan(3);
      expect(exportacion.teleconsultas.pagos.map((p) => p.estado).sort()).toEqual(['abierto', 'pagado', 'pagado']);
      expect(exportacion.teleconsultas.mensajes.map((m) => [m.sender_id, m.content])).toEqual([
        [familia.id, 'Tiene fiebre desde ayer'],
        [pediatra.id, '¿Cuánto ha llegado a tener?'],
      ]);

      const panel = await abrirSocket(server.url, { cookie: pediatra.cookie, origin: server.url });
      await panel.esperar((e) => e.tipo === 'conectado');
      const r = await familia.api('/api/cuenta/eliminar', { method: 'POST', body: { password: familia.password } });
      expect(r.status).toBe(200);
      await panel.esperar((e) => e.tipo === 'consulta' && e.id === activa);
      panel.cerrar();

      const db = server.database.db;
      const [cancelada] = await db.select().from(consultasChat).where(eq(consultasChat.id, pendiente));
      expect(cancelada).toMatchObject({ status: 'cancelada', userId: null });
      const [pagoCancelado] = await db.select().from(pagos).where(eq(pagos.id, cancelada!.pagoId));
      expect(pagoCancelado).toMatchObject({ estado: 'reembolsado', userId: null });
      const [demo] = await db.select().from(sesionesDemo).where(eq(sesionesDemo.pagoId, pagoCancelado!.id));
      expect(demo?.reembolsoId).toBe(pagoCancelado?.reembolsoId);

      const [kept] = await db.select().from(consultasChat).where(eq(consultasChat.id, activa));
      expect(kept).toMatchObject({ status: 'cerrada', userId: null, pediatraId: pediatra.id, cerradaPor: null });
      expect(kept?.cerradaAt).not.toBeNull();
      const tarde = await escribir(pediatra, '¿Sigue ahí?');
      expect(tarde.status).toBe(409);
      const conversacion = await db.select().from(mensajesChat).where(eq(mensajesChat.consultaId, activa));
      expect(conversacion.map((m) => [m.senderId, m.content]).sort()).toEqual([[null, 'Tiene fiebre desde ayer'], [pediatra.id, '¿Cuánto ha llegado a tener?']].sort());
      const [pagoKept] = await db.select().from(pagos).where(eq(pagos.id, kept!.pagoId));
      expect(pagoKept).toMatchObject({ estado: 'pagado', userId: null });
    });

    it('a wrong password deletes nothing and cancels nothing', async () => {
      const otra = await createAccount(server);
      const id = await consultaPagada(otra);
      const r = await otra.api('/api/cuenta/eliminar', { method: 'POST', body: { password: 'no es la contraseña' } });
      expect(r.status).toBe(400);
      const [fila] = await server.database.db.select().from(consultasChat).where(eq(consultasChat.id, id));
      expect(fila).toMatchObject({ status: 'pendiente', userId: otra.id });
    });
  });
}
