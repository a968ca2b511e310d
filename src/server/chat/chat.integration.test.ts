/**
 * The chat on the real server and database: who writes and reads, the
 * spec's content rules, numbering without gaps or doubles under concurrency,
 * retried sends stored once, resync after reconnecting, read marks, and the
 * live events each participant receives.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensajesChat } from '../db/schema.ts';
import type { Mensaje } from '../../shared/chat.ts';
import type { TestAccount } from '../../../test/helpers/accounts.ts';
import { abrirSocket, consultaActiva, consultaPagada, type SocketDePrueba } from '../../../test/helpers/consultas.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { crearParticipantes, type Participantes } from '../../../test/helpers/participantes.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';

type Quien = 'visitante' | 'familia' | 'otraFamilia' | 'asignado' | 'otroPediatra' | 'admin';

for (const testDatabase of TEST_DATABASES) {
  describe(`chat messages (${testDatabase.name})`, () => {
    let server: RunningServer;
    let c: Participantes;
    const sockets: SocketDePrueba[] = [];

    beforeAll(async () => {
      server = await startServer(testDatabase, { WRITE_RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY: 'true' });
      c = await crearParticipantes(server);
    });
    afterAll(async () => {
      for (const s of sockets) s.cerrar();
      await server.stop();
    });

    const enviar = (quien: TestAccount, consultaId: string, content: string, clientId: string = randomUUID()) =>
      quien.api(`/api/consultas/${consultaId}/mensajes`, { method: 'POST', body: { clientId, content } });
    const llamar = (quien: Quien, path: string, body?: unknown) =>
      quien === 'visitante'
        ? fetch(`${server.url}${path}`, { method: body === undefined ? 'GET' : 'POST', headers: { origin: server.url, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
        : c[quien].api(path, body === undefined ? {} : { method: 'POST', body });
    const guardados = async (consultaId: string) => server.database.db.select().from(mensajesChat).where(eq(mensajesChat.consultaId, consultaId));
    const socket = async (quien: TestAccount) => {
      const s = await abrirSocket(server.url, { cookie: quien.cookie, origin: server.url });
      sockets.push(s);
      await s.esperar((e) => e.tipo === 'conectado');
      return s;
    };

    it('family and paediatrician write and read in order; each is told live; outsiders hear nothing', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const [sFamilia, sPediatra, sOtro, sAjena, sAdmin] = await Promise.all([socket(c.familia), socket(c.asignado), socket(c.otroPediatra), socket(c.otraFamilia), socket(c.admin)]);
      expect((await enviar(c.familia, consultaId, '  Tiene 38,5 y no quiere comer  ')).status).toBe(201);
      await sPediatra.esperar((e) => e.tipo === 'mensaje' && e.consultaId === consultaId && e.seq === 1);
      expect((await enviar(c.asignado, consultaId, '¿Bebe líquidos? <b>no es HTML</b>')).status).toBe(201);
      await sFamilia.esperar((e) => e.tipo === 'mensaje' && e.seq === 2);
      await sAdmin.esperar((e) => e.tipo === 'mensaje' && e.seq === 2);

      const r = await c.familia.api(`/api/consultas/${consultaId}/mensajes`);
      const { mensajes } = (await r.json()) as { mensajes: Mensaje[] };
      expect(mensajes.map((m) => [m.seq, m.sender_id, m.content])).toEqual([
        [1, c.familia.id, 'Tiene 38,5 y no quiere comer'],
        [2, c.asignado.id, '¿Bebe líquidos? <b>no es HTML</b>'],
      ]);
      expect(sOtro.eventos.filter((e) => e.tipo === 'mensaje')).toEqual([]);
      expect(sAjena.eventos.filter((e) => e.tipo === 'mensaje')).toEqual([]);
    });

    it('refuses what the spec refuses, storing nothing', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const casos: [string, string, string][] = [
        ['', 'empty_message', 'Escribe un mensaje.'],
        ['   \n\t ', 'empty_message', 'Escribe un mensaje.'],
        ['a'.repeat(5001), 'message_too_long', 'El mensaje es demasiado largo'],
        ['mira <script>alert(1)</script>', 'invalid_message_content', 'El mensaje contiene contenido no válido'],
        ['javascript:alert(1)', 'invalid_message_content', 'El mensaje contiene contenido no válido'],
        ['<img src=x onerror=alert(1)>', 'invalid_message_content', 'El mensaje contiene contenido no válido'],
        ['data:text/html,<h1>hola', 'invalid_message_content', 'El mensaje contiene contenido no válido'],
        ['hola\u0007', 'invalid_message_content', 'El mensaje contiene contenido no válido'],
      ];
      for (const [content, code, message] of casos) {
        const r = await enviar(c.familia, consultaId, content);
        expect(r.status, JSON.stringify(content.slice(0, 20))).toBe(400);
        expect(await r.json()).toEqual({ error: { code, message } });
      }
      // A NUL never reaches the handler: the JSON parser refuses it for every route.
      expect((await enviar(c.familia, consultaId, 'hola\u0000')).status).toBe(400);
      expect((await enviar(c.familia, consultaId, 'a'.repeat(5000))).status).toBe(201);
      for (const cuerpo of [{}, { clientId: 'x', content: 'hola' }, { clientId: randomUUID() }, { clientId: randomUUID(), content: 7 }, { clientId: randomUUID(), content: 'hola', extra: 1 }]) {
        expect((await c.familia.api(`/api/consultas/${consultaId}/mensajes`, { method: 'POST', body: cuerpo })).status).toBe(400);
      }
      expect(await guardados(consultaId)).toHaveLength(1);
    });

    it('nobody writes to a pending, closed or cancelled consultation', async () => {
      const pendiente = await consultaPagada(c.familia);
      const r = await enviar(c.familia, pendiente, 'hola');
      expect(r.status).toBe(409);
      expect(((await r.json()) as { error: { code: string } }).error.code).toBe('consultation_not_active');
      const cerrada = await consultaActiva(c.familia, c.asignado);
      await c.asignado.api('/api/consultas/cerrar', { method: 'POST', body: { consultaId: cerrada } });
      expect((await enviar(c.familia, cerrada, 'hola')).status).toBe(409);
      expect((await enviar(c.asignado, cerrada, 'hola')).status).toBe(409);
      expect(await guardados(pendiente)).toEqual([]);
      expect(await guardados(cerrada)).toEqual([]);
    });

    it('a send retried 20 times at once is stored once, and every retry gets that message', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const clientId = randomUUID();
      const respuestas = await Promise.all(Array.from({ length: 20 }, () => enviar(c.familia, consultaId, 'Le ha vuelto a subir', clientId)));
      const estados = respuestas.map((r) => r.status);
      expect(estados.filter((s) => s === 201)).toHaveLength(1);
      expect(estados.filter((s) => s === 200)).toHaveLength(19);
      const ids = new Set(await Promise.all(respuestas.map(async (r) => ((await r.json()) as { mensaje: Mensaje }).mensaje.id)));
      expect(ids.size).toBe(1);
      expect((await guardados(consultaId)).map((m) => m.seq)).toEqual([1]);
      // The same client id from the other participant is not theirs to reuse.
      expect((await enviar(c.asignado, consultaId, 'otro', clientId)).status).toBe(409);
    });

    it('both sides writing at once, 60 messages: numbered 1..60 without gaps or doubles', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      await Promise.all(Array.from({ length: 60 }, (_, i) => enviar(i % 2 ? c.familia : c.asignado, consultaId, `mensaje ${i}`)));
      const seqs = (await guardados(consultaId)).map((m) => m.seq).sort((a, b) => a - b);
      expect(seqs).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    });

    it('sends racing the close: every accepted send is stored, every refused one is not', async () => {
      for (let ronda = 0; ronda < 10; ronda++) {
        const consultaId = await consultaActiva(c.familia, c.asignado);
        const [cierre, ...envios] = await Promise.all([
          c.asignado.api('/api/consultas/cerrar', { method: 'POST', body: { consultaId } }),
          ...Array.from({ length: 8 }, (_, i) => enviar(c.familia, consultaId, `último ${i}`)),
        ]);
        expect(cierre!.status).toBe(200);
        const aceptados = envios.filter((r) => r.status === 201).length;
        expect(envios.every((r) => r.status === 201 || r.status === 409)).toBe(true);
        expect(await guardados(consultaId)).toHaveLength(aceptados);
      }
    });

    it('a page that reconnects after N messages gets exactly the ones it missed, in order', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      for (let i = 1; i <= 12; i++) await enviar(i % 3 ? c.familia : c.asignado, consultaId, `m${i}`);
      const r = await c.asignado.api(`/api/consultas/${consultaId}/mensajes?despues=7`);
      expect(((await r.json()) as { mensajes: Mensaje[] }).mensajes.map((m) => [m.seq, m.content])).toEqual([8, 9, 10, 11, 12].map((n) => [n, `m${n}`]));
      expect((await c.asignado.api(`/api/consultas/${consultaId}/mensajes?despues=12`)).status).toBe(200);
      for (const malo of ['-1', 'x', '1.5', '99999999999']) expect((await c.asignado.api(`/api/consultas/${consultaId}/mensajes?despues=${malo}`)).status).toBe(400);
    });

    it('marks the other party’s messages read, once, and tells the sender', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const sPediatra = await socket(c.asignado);
      await enviar(c.asignado, consultaId, 'Hola, soy la pediatra');
      await enviar(c.familia, consultaId, 'Hola');
      await enviar(c.asignado, consultaId, '¿Cuánto pesa?');
      const r = await c.familia.api(`/api/consultas/${consultaId}/mensajes/leidos`, { method: 'POST', body: { hasta: 3 } });
      expect(await r.json()).toEqual({ marcados: 2 });
      await sPediatra.esperar((e) => e.tipo === 'leidos' && e.consultaId === consultaId);
      const filas = (await guardados(consultaId)).sort((a, b) => a.seq - b.seq);
      expect(filas.map((f) => f.isRead)).toEqual([true, false, true]);
      expect(filas[0]!.readAt).toBeInstanceOf(Date);
      expect(await (await c.familia.api(`/api/consultas/${consultaId}/mensajes/leidos`, { method: 'POST', body: { hasta: 3 } })).json()).toEqual({ marcados: 0 });
      expect((await c.admin.api(`/api/consultas/${consultaId}/mensajes/leidos`, { method: 'POST', body: { hasta: 3 } })).status).toBe(403);
    });

    it('the authorisation matrix of the chat routes on an active consultation', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const esperado: Record<Quien, [number, number, number]> = {
        visitante: [401, 401, 401],
        familia: [200, 201, 200],
        otraFamilia: [404, 404, 404],
        asignado: [200, 201, 200],
        otroPediatra: [404, 404, 404],
        admin: [200, 403, 403],
      };
      for (const [quien, [leer, escribir, marcar]] of Object.entries(esperado) as [Quien, [number, number, number]][]) {
        const antes = (await guardados(consultaId)).length;
        expect((await llamar(quien, `/api/consultas/${consultaId}/mensajes`)).status, `${quien} lee`).toBe(leer);
        expect((await llamar(quien, `/api/consultas/${consultaId}/mensajes`, { clientId: randomUUID(), content: `de ${quien}` })).status, `${quien} escribe`).toBe(escribir);
        expect((await guardados(consultaId)).length).toBe(antes + (escribir === 201 ? 1 : 0));
        expect((await llamar(quien, `/api/consultas/${consultaId}/mensajes/leidos`, { hasta: 1 })).status, `${quien} marca`).toBe(marcar);
      }
      for (const path of ['/api/consultas/no-uuid/mensajes', '/api/consultas/00000000-0000-4000-8000-000000000000/mensajes']) {
        expect((await c.familia.api(path)).status).toBe(404);
      }
    });
  });
}
