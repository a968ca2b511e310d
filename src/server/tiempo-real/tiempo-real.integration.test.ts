/**
 * The live channel: who is told what, on PGlite and PostgreSQL, and — on
 * PostgreSQL — across two app processes sharing one database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { abrirSocket, consultaPagada, type SocketDePrueba } from '../../../test/helpers/consultas.ts';
import { postgresCompartida, TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';

const ENV = { WRITE_RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY: 'true' };
const socketDe = (server: RunningServer, cuenta: TestAccount) => abrirSocket(server.url, { cookie: cuenta.cookie, origin: server.url });
const esConsulta = (id: string) => (e: { tipo: string; id?: string }) => e.tipo === 'consulta' && e.id === id;

for (const testDatabase of TEST_DATABASES) {
  describe(`realtime consultation events (${testDatabase.name})`, () => {
    let server: RunningServer;
    let familia: TestAccount;
    let otraFamilia: TestAccount;
    let pediatra: TestAccount;
    let otroPediatra: TestAccount;
    const abiertos: SocketDePrueba[] = [];

    beforeAll(async () => {
      server = await startServer(testDatabase, ENV);
      [familia, otraFamilia, pediatra, otroPediatra] = await Promise.all([
        createAccount(server),
        createAccount(server),
        createAccount(server, { role: 'pediatra' }),
        createAccount(server, { role: 'pediatra' }),
      ]);
    });
    afterAll(async () => {
      for (const s of abiertos) s.cerrar();
      await server.stop();
    });
    const abrir = async (cuenta: TestAccount) => {
      const s = await socketDe(server, cuenta);
      abiertos.push(s);
      await s.esperar((e) => e.tipo === 'conectado');
      return s;
    };

    it('a paid consultation reaches every open panel; acceptance reaches the family and the other panels; other families hear nothing', async () => {
      const [panel1, panel2, suya, ajena] = await Promise.all([abrir(pediatra), abrir(otroPediatra), abrir(familia), abrir(otraFamilia)]);
      const id = await consultaPagada(familia);
      await Promise.all([panel1.esperar(esConsulta(id)), panel2.esperar(esConsulta(id)), suya.esperar(esConsulta(id))]);
      const eventosAntes = suya.eventos.length;

      expect((await pediatra.api('/api/consultas/aceptar', { method: 'POST', body: { consultaId: id } })).status).toBe(200);
      await suya.esperar((e) => esConsulta(id)(e) && suya.eventos.indexOf(e) >= eventosAntes);
      await panel2.esperar((e) => esConsulta(id)(e) && panel2.eventos.filter(esConsulta(id)).length === 2);

      expect((await pediatra.api('/api/consultas/cerrar', { method: 'POST', body: { consultaId: id } })).status).toBe(200);
      await suya.esperar(() => suya.eventos.filter(esConsulta(id)).length === 3);
      await panel1.esperar(() => panel1.eventos.filter(esConsulta(id)).length === 3);
      // The other paediatrician lost sight of it at acceptance: not told of the closing.
      expect(panel2.eventos.filter(esConsulta(id))).toHaveLength(2);
      expect(ajena.eventos.filter((e) => e.tipo === 'consulta')).toEqual([]);
      // Ids only: nothing else travels on the socket.
      for (const e of [...panel1.eventos, ...suya.eventos]) expect(Object.keys(e).sort()).toEqual(e.tipo === 'consulta' ? ['id', 'tipo'] : ['tipo']);
    });

    it('refuses the upgrade from another site, without an Origin, or without a session', async () => {
      await expect(abrirSocket(server.url, { cookie: familia.cookie, origin: 'https://evil.example' })).rejects.toThrow(/403/);
      await expect(abrirSocket(server.url, { cookie: familia.cookie })).rejects.toThrow(/403/);
      await expect(abrirSocket(server.url, { origin: server.url })).rejects.toThrow(/401/);
      await expect(abrirSocket(server.url, { origin: server.url, cookie: 'better-auth.session_token=falso.falso' })).rejects.toThrow(/401/);
      const sinUpgrade = await fetch(`${server.url}/api/realtime`, { headers: { cookie: familia.cookie, origin: server.url } });
      expect(sinUpgrade.status).toBeGreaterThanOrEqual(400);
      expect(sinUpgrade.status).toBeLessThan(500);
    });

    it('a socket whose session ended is closed at the next event it would have been told, instead of being told', async () => {
      const efimera = await createAccount(server, { role: 'pediatra' });
      const socket = await abrir(efimera);
      const cerrado = new Promise<number>((resolve) => socket.socket.once('close', (codigo) => resolve(codigo)));
      expect((await efimera.api('/api/auth/sign-out', { method: 'POST', body: {} })).status).toBe(200);
      // A new pending consultation is for every paediatrician: the socket is re-checked and found signed out.
      await consultaPagada(familia);
      expect(await cerrado).toBe(4401);
      expect(socket.eventos.filter((e) => e.tipo === 'consulta')).toEqual([]);
    });
  });
}

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('two app processes on one PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;
  let compartida: Awaited<ReturnType<typeof postgresCompartida>>;

  beforeAll(async () => {
    compartida = await postgresCompartida(postgresUrl!);
    [a, b] = await Promise.all([startServer(compartida.database, ENV), startServer(compartida.database, ENV)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await compartida?.borrar();
  });

  it('a consultation paid through one process reaches a panel connected to the other', async () => {
    const familia = await createAccount(a);
    const pediatra = await createAccount(a, { role: 'pediatra' });
    // The session lives in the shared database, so the paediatrician's cookie opens a socket on B.
    const panelEnB = await abrirSocket(b.url, { cookie: pediatra.cookie, origin: b.url });
    await panelEnB.esperar((e) => e.tipo === 'conectado');
    const id = await consultaPagada(familia);
    await panelEnB.esperar(esConsulta(id));
    panelEnB.cerrar();
  });

  it('a conversation with each side on a different process: every message reaches the other side live, in order', async () => {
    const familia = await createAccount(a);
    const pediatra = await createAccount(b, { role: 'pediatra' });
    const consultaId = await consultaPagada(familia);
    expect((await pediatra.api('/api/consultas/aceptar', { method: 'POST', body: { consultaId } })).status).toBe(200);
    const enA = await abrirSocket(a.url, { cookie: familia.cookie, origin: a.url });
    const enB = await abrirSocket(b.url, { cookie: pediatra.cookie, origin: b.url });
    await Promise.all([enA, enB].map((s) => s.esperar((e) => e.tipo === 'conectado')));
    for (let i = 1; i <= 6; i++) {
      const [quien, oyente] = i % 2 ? [familia, enB] : [pediatra, enA];
      const r = await quien.api(`/api/consultas/${consultaId}/mensajes`, { method: 'POST', body: { clientId: randomUUID(), content: `mensaje ${i}` } });
      expect(r.status).toBe(201);
      await oyente.esperar((e) => e.tipo === 'mensaje' && e.consultaId === consultaId && e.seq === i);
    }
    const vistaA = (await (await familia.api(`/api/consultas/${consultaId}/mensajes`)).json()) as { mensajes: { seq: number; content: string }[] };
    expect(vistaA.mensajes.map((m) => m.content)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `mensaje ${i}`));
    enA.cerrar();
    enB.cerrar();
  });
});
