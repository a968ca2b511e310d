/**
 * Paid consultations under load (issue 10): how long from a paid checkout's
 * fulfilment until the event reaches 200 open paediatrician sockets, and how
 * many fulfilments per second for distinct sessions. PGlite: one server.
 * PostgreSQL: two app processes (`npm start`'s entry point) sharing one
 * database, sockets split between them, payments through the first.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import type { Db } from '../src/server/db/database.ts';
import { profiles, user } from '../src/server/db/schema.ts';
import { enPglite, enPostgresDosProcesos, percentil, post } from './escenario.ts';

const SOCKETS = 200;
const PAGOS_MEDIDOS = 30;
const FULFILMENTS = 200;

export interface MedidasConsultas {
  readonly motor: string;
  readonly entregaP50ms: number;
  readonly entregaP99ms: number;
  readonly cumplimientosPorSegundo: number;
}


/** A verified account with `sesiones` sign-ins (each its own session, as if from its own device). */
async function cuenta(url: string, db: Db, rol: 'user' | 'pediatra', sesiones: number): Promise<string[]> {
  const email = `bench.${randomBytes(6).toString('hex')}@example.com`;
  const password = 'una frase larga para la prueba de carga';
  await post(url, '/api/auth/sign-up/email', { email, password, name: 'Bench' });
  const [fila] = await db.update(user).set({ emailVerified: true }).where(eq(user.email, email)).returning({ id: user.id });
  // A paediatrician accepts only with a registration number (issue 12).
  const colegiado = rol === 'pediatra' ? { numeroColegiado: '282812345', colegioProvincia: 'Madrid' } : {};
  await db.update(profiles).set({ role: rol, ...colegiado }).where(eq(profiles.userId, fila!.id));
  const cookies: string[] = [];
  for (let i = 0; i < sesiones; i++) {
    const r = await post(url, '/api/auth/sign-in/email', { email, password });
    cookies.push(r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '));
  }
  return cookies;
}

async function abrirSockets(urls: readonly string[], cookies: readonly string[]): Promise<WebSocket[]> {
  return Promise.all(
    cookies.map(
      (cookie, i) =>
        new Promise<WebSocket>((resolve, reject) => {
          const url = urls[i % urls.length]!;
          const socket = new WebSocket(`${url.replace('http', 'ws')}/api/realtime`, { headers: { cookie, origin: url } });
          socket.once('message', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
}

async function medir(motor: string, urls: readonly string[], db: Db): Promise<MedidasConsultas> {
  const [pagador] = urls;
  // 20 paediatricians with 10 devices each: 200 sockets, 200 sessions to re-authorise per event.
  const cookiesPediatras = (await Promise.all(Array.from({ length: SOCKETS / 10 }, () => cuenta(pagador!, db, 'pediatra', 10)))).flat();
  const [familia] = await cuenta(pagador!, db, 'user', 1);
  const sockets = await abrirSockets(urls, cookiesPediatras);

  const latencias: number[] = [];
  for (let i = 0; i < PAGOS_MEDIDOS; i++) {
    const { sessionId } = (await (await post(pagador!, '/api/pagos/checkout', { tipoConsulta: 'teleconsulta', imagenes: true }, familia)).json()) as { sessionId: string };
    const llegadas = sockets.map(
      (socket) =>
        new Promise<number>((resolve) => {
          const oir = (datos: WebSocket.RawData) => {
            if ((JSON.parse(String(datos)) as { tipo: string }).tipo !== 'consulta') return;
            socket.off('message', oir);
            resolve(performance.now());
          };
          socket.on('message', oir);
        }),
    );
    // The demo's 'Pagar' fulfils at once, as Stripe's webhook would.
    const inicio = performance.now();
    await post(pagador!, `/api/pagos/demo/${sessionId}/pagar`, {}, familia);
    for (const llegada of await Promise.all(llegadas)) latencias.push(llegada - inicio);
  }
  for (const socket of sockets) socket.close();

  // Distinct sessions paid at the provider, then fulfilled through the success page, 20 at a time.
  const sesiones: string[] = [];
  for (let i = 0; i < FULFILMENTS; i++) {
    const r = await post(pagador!, '/api/pagos/checkout', { tipoConsulta: 'teleconsulta', imagenes: true }, familia);
    sesiones.push(((await r.json()) as { sessionId: string }).sessionId);
  }
  await db.execute(sql`update sesiones_demo set estado = 'pagada', referencia_pago = 'pi_bench_' || id where estado = 'abierta'`);
  const inicio = performance.now();
  let siguiente = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (siguiente < sesiones.length) {
        const s = sesiones[siguiente++]!;
        const r = await post(urls[siguiente % urls.length]!, '/api/pagos/confirmar', { sessionId: s }, familia);
        if (!((await r.json()) as { success: boolean }).success) throw new Error('fulfilment failed');
      }
    }),
  );
  const segundos = (performance.now() - inicio) / 1000;
  return { motor, entregaP50ms: percentil(latencias, 50), entregaP99ms: percentil(latencias, 99), cumplimientosPorSegundo: Math.round(FULFILMENTS / segundos) };
}

export async function benchConsultas(postgresUrl = process.env.TEST_DATABASE_URL): Promise<MedidasConsultas[]> {
  const medidas = [await enPglite(({ urls, db }) => medir('PGlite, one process', urls, db))];
  if (postgresUrl) medidas.push(await enPostgresDosProcesos(postgresUrl, ({ urls, db }) => medir('PostgreSQL, two app processes', urls, db)));
  return medidas;
}
