/**
 * The authorisation matrix of every consultation and payment route: visitor,
 * the family that paid (A), another family (B), the assigned paediatrician,
 * another paediatrician and an admin — each cell asserted, and a refused
 * request changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultasChat, pagos, sesionesDemo } from '../db/schema.ts';
import { createAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { abrirCheckout, consultaPagada } from '../../../test/helpers/consultas.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';

type Quien = 'visitante' | 'familiaA' | 'familiaB' | 'asignado' | 'otroPediatra' | 'admin';
const QUIENES: readonly Quien[] = ['visitante', 'familiaA', 'familiaB', 'asignado', 'otroPediatra', 'admin'];

for (const testDatabase of TEST_DATABASES) {
  describe(`consultation and payment routes: who may do what (${testDatabase.name})`, () => {
    let server: RunningServer;
    let cuentas: Record<Exclude<Quien, 'visitante'>, TestAccount>;

    beforeAll(async () => {
      server = await startServer(testDatabase, { WRITE_RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY: 'true' });
      const [familiaA, familiaB, asignado, otroPediatra, admin] = await Promise.all([
        createAccount(server),
        createAccount(server),
        createAccount(server, { role: 'pediatra' }),
        createAccount(server, { role: 'pediatra' }),
        createAccount(server, { role: 'admin' }),
      ]);
      cuentas = { familiaA: familiaA!, familiaB: familiaB!, asignado: asignado!, otroPediatra: otroPediatra!, admin: admin! };
    });
    afterAll(() => server.stop());

    const llamar = (quien: Quien, path: string, body?: unknown) =>
      quien === 'visitante'
        ? fetch(`${server.url}${path}`, {
            method: body === undefined ? 'GET' : 'POST',
            headers: { origin: server.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          })
        : cuentas[quien].api(path, body === undefined ? {} : { method: 'POST', body });

    const fila = async (id: string) => (await server.database.db.select().from(consultasChat).where(eq(consultasChat.id, id)))[0];
    const pendiente = () => consultaPagada(cuentas.familiaA);
    const activa = async () => {
      const id = await pendiente();
      expect((await cuentas.asignado.api('/api/consultas/aceptar', { method: 'POST', body: { consultaId: id } })).status).toBe(200);
      return id;
    };

    /** Runs one cell on a fresh consultation, and checks a refused one left the row as it was. */
    async function celda(preparar: () => Promise<string>, quien: Quien, path: (id: string) => string, body: ((id: string) => unknown) | undefined, esperado: number) {
      const id = await preparar();
      const antes = await fila(id);
      const r = await llamar(quien, path(id), body?.(id));
      expect(r.status, `${quien} ${path(id)}`).toBe(esperado);
      expect(r.headers.get('content-type')).toMatch(/json/);
      if (esperado >= 400) expect(await fila(id)).toEqual(antes);
    }

    const matriz = (nombre: string, preparar: () => Promise<string>, path: (id: string) => string, body: ((id: string) => unknown) | undefined, esperado: Record<Quien, number>) =>
      it(nombre, async () => {
        for (const quien of QUIENES) await celda(preparar, quien, path, body, esperado[quien]);
      });

    matriz('GET one pending consultation', pendiente, (id) => `/api/consultas/${id}`, undefined, {
      visitante: 401, familiaA: 200, familiaB: 404, asignado: 200, otroPediatra: 200, admin: 404,
    });
    matriz('GET one active consultation', activa, (id) => `/api/consultas/${id}`, undefined, {
      visitante: 401, familiaA: 200, familiaB: 404, asignado: 200, otroPediatra: 404, admin: 200,
    });
    matriz('accept a pending consultation', pendiente, () => '/api/consultas/aceptar', (id) => ({ consultaId: id }), {
      visitante: 401, familiaA: 403, familiaB: 404, asignado: 200, otroPediatra: 200, admin: 404,
    });
    matriz('accept an active one', activa, () => '/api/consultas/aceptar', (id) => ({ consultaId: id }), {
      visitante: 401, familiaA: 403, familiaB: 404, asignado: 409, otroPediatra: 409, admin: 403,
    });
    matriz('close an active consultation', activa, () => '/api/consultas/cerrar', (id) => ({ consultaId: id }), {
      visitante: 401, familiaA: 403, familiaB: 404, asignado: 200, otroPediatra: 404, admin: 403,
    });
    matriz('close a pending one', pendiente, () => '/api/consultas/cerrar', (id) => ({ consultaId: id }), {
      visitante: 401, familiaA: 403, familiaB: 404, asignado: 403, otroPediatra: 403, admin: 404,
    });
    matriz('cancel a pending consultation', pendiente, () => '/api/consultas/cancelar', (id) => ({ consultaId: id }), {
      visitante: 401, familiaA: 200, familiaB: 404, asignado: 403, otroPediatra: 403, admin: 404,
    });
    matriz('cancel an active one', activa, () => '/api/consultas/cancelar', (id) => ({ consultaId: id }), {
      visitante: 401, familiaA: 409, familiaB: 404, asignado: 403, otroPediatra: 404, admin: 403,
    });

    it('lists: each sees what SPEC §6 says, and nobody else’s', async () => {
      const pend = await pendiente();
      const act = await activa();
      const ids = async (quien: Quien, path: string) => {
        const r = await llamar(quien, path);
        return r.status === 200 ? ((await r.json()) as { consultas: { id: string }[] }).consultas.map((c) => c.id) : r.status;
      };
      expect(await ids('visitante', '/api/consultas')).toBe(401);
      expect(await ids('familiaA', '/api/consultas')).toEqual(expect.arrayContaining([pend, act]));
      expect(await ids('familiaB', '/api/consultas')).toEqual([]);
      expect(await ids('asignado', '/api/consultas')).toEqual(expect.arrayContaining([pend, act]));
      const otro = (await ids('otroPediatra', '/api/consultas')) as string[];
      expect(otro).toContain(pend);
      expect(otro).not.toContain(act);
      expect(await ids('admin', '/api/consultas')).toEqual([]);

      expect(await ids('visitante', '/api/consultas/activas')).toBe(401);
      expect(await ids('familiaA', '/api/consultas/activas')).toBe(403);
      expect(await ids('familiaB', '/api/consultas/activas')).toBe(403);
      expect(await ids('asignado', '/api/consultas/activas')).toContain(act);
      expect(await ids('otroPediatra', '/api/consultas/activas')).not.toContain(act);
      const admin = (await ids('admin', '/api/consultas/activas')) as string[];
      expect(admin).toContain(act);
      expect(admin).not.toContain(pend);
    });

    it('payments: only families pay, and only the payer confirms, views, pays or cancels its checkout', async () => {
      const esperadoCheckout: Record<Quien, number> = { visitante: 401, familiaA: 201, familiaB: 201, asignado: 403, otroPediatra: 403, admin: 201 };
      for (const quien of QUIENES) {
        const r = await llamar(quien, '/api/pagos/checkout', { tipoConsulta: 'teleconsulta', imagenes: true });
        expect(r.status, quien).toBe(esperadoCheckout[quien]);
      }
      const porRuta: [string, (s: string) => string, ((s: string) => unknown) | undefined, Record<Quien, number>][] = [
        ['confirm', () => '/api/pagos/confirmar', (s) => ({ sessionId: s }), { visitante: 401, familiaA: 200, familiaB: 404, asignado: 404, otroPediatra: 404, admin: 404 }],
        ['view demo', (s) => `/api/pagos/demo/${s}`, undefined, { visitante: 401, familiaA: 200, familiaB: 404, asignado: 403, otroPediatra: 403, admin: 404 }],
        ['cancel demo', (s) => `/api/pagos/demo/${s}/cancelar`, () => ({}), { visitante: 401, familiaA: 200, familiaB: 409, asignado: 403, otroPediatra: 403, admin: 409 }],
        ['pay demo', (s) => `/api/pagos/demo/${s}/pagar`, () => ({}), { visitante: 401, familiaA: 200, familiaB: 409, asignado: 403, otroPediatra: 403, admin: 409 }],
      ];
      for (const [nombre, path, body, esperado] of porRuta) {
        for (const quien of QUIENES) {
          const sesion = await abrirCheckout(cuentas.familiaA);
          const antes = await server.database.db.select().from(sesionesDemo).where(eq(sesionesDemo.id, sesion));
          const pagosAntes = await server.database.db.select().from(pagos).where(eq(pagos.sesionId, sesion));
          const r = await llamar(quien, path(sesion), body?.(sesion));
          expect(r.status, `${nombre} by ${quien}`).toBe(esperado[quien]);
          if (esperado[quien] >= 400) {
            expect(await server.database.db.select().from(sesionesDemo).where(eq(sesionesDemo.id, sesion))).toEqual(antes);
            expect(await server.database.db.select().from(pagos).where(eq(pagos.sesionId, sesion))).toEqual(pagosAntes);
          }
        }
      }
    });

    it('bad bodies and ids on every consultation and payment route: a 4xx JSON error, nothing changed', async () => {
      const id = await pendiente();
      const antes = await fila(id);
      const malos: [string, unknown][] = [
        ['/api/consultas/aceptar', {}],
        ['/api/consultas/aceptar', { consultaId: 'no-es-un-uuid' }],
        ['/api/consultas/aceptar', { consultaId: id, extra: 1 }],
        ['/api/consultas/cerrar', { consultaId: 7 }],
        ['/api/consultas/cancelar', { consultaId: null }],
        ['/api/consultas/cancelar', [id]],
        ['/api/pagos/checkout', { tipoConsulta: 'otra', imagenes: true }],
        ['/api/pagos/checkout', { tipoConsulta: 'teleconsulta' }],
        ['/api/pagos/checkout', { tipoConsulta: 'teleconsulta', imagenes: 'si' }],
        ['/api/pagos/checkout', { tipoConsulta: 'teleconsulta', imagenes: true, consultaId: id }],
        ['/api/pagos/checkout', { tipoConsulta: 'teleconsulta', imagenes: true, triaje: { flujo_tipo: 'fiebre', respuestas: {} } }],
        ['/api/pagos/checkout', { tipoConsulta: 'teleconsulta', imagenes: true, triaje: { flujo_tipo: 'inventado', respuestas: {} } }],
        ['/api/pagos/confirmar', { sessionId: '../../etc/passwd' }],
        ['/api/pagos/confirmar', { sessionId: '' }],
        ['/api/pagos/confirmar', {}],
      ];
      const pagosAntes = await server.database.db.select().from(pagos);
      for (const [path, body] of malos) {
        const r = await cuentas.familiaA.api(path, { method: 'POST', body });
        expect(r.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
        const cuerpo = (await r.json()) as { error: { code: string; message: string } };
        expect(cuerpo.error.message).toMatch(/[a-záéíóúñ]/i);
      }
      for (const path of ['/api/consultas/no-uuid', '/api/consultas/00000000-0000-4000-8000-000000000000', '/api/pagos/demo/..%2F..', '/api/pagos/demo/no_existe']) {
        const r = await cuentas.familiaA.api(path);
        expect(r.status, path).toBe(404);
      }
      expect(await fila(id)).toEqual(antes);
      expect(await server.database.db.select().from(pagos)).toEqual(pagosAntes);
    });
  });
}

for (const testDatabase of TEST_DATABASES) {
  describe(`a production server without payment configuration (${testDatabase.name})`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer(testDatabase, { NODE_ENV: 'production', TRUST_PROXY: 'true' });
    });
    afterAll(() => server.stop());

    it('never gives consultations away: checkout and confirmation answer 503, and the page is told why', async () => {
      const familia = await createAccount(server);
      expect(((await (await fetch(`${server.url}/api/config`)).json()) as { pagos: { modo: string } }).pagos.modo).toBe('desactivados');
      const r = await familia.api('/api/pagos/checkout', { method: 'POST', body: { tipoConsulta: 'teleconsulta', imagenes: true } });
      expect(r.status).toBe(503);
      expect(await r.json()).toEqual({ error: { code: 'payments_disabled', message: 'Esta clínica aún no ha configurado el pago con tarjeta.' } });
      expect((await familia.api('/api/pagos/confirmar', { method: 'POST', body: { sessionId: 'cs_demo_x' } })).status).toBe(503);
      expect((await familia.api('/api/pagos/demo/cs_demo_x')).status).toBe(404);
      expect(await server.database.db.select().from(pagos)).toEqual([]);
    });
  });
}
