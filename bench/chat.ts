/**
 * The chat under load (issue 11): 500 active consultations, 1,000 open
 * sockets (each family and each paediatrician's device), 100 messages a
 * second for 10 s. Prints the delay from sending a message to its arrival on
 * the other participant's socket (p50, p99), the server memory per idle
 * socket (PostgreSQL: two app processes; the V8 heap after a full collection
 * and the RSS, before and after the sockets open), and the time for every
 * socket to reconnect at once and resync.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import WebSocket from 'ws';
import type { Db } from '../src/server/db/database.ts';
import { profiles, user } from '../src/server/db/schema.ts';
import { enPglite, enPostgresDosProcesos, percentil, post } from './escenario.ts';
import { montonTrasGc } from './inspector.ts';

const CONSULTAS = 500;
const PEDIATRAS = 50;
const MENSAJES_POR_SEGUNDO = 100;
const SEGUNDOS = 10;

export interface MedidasChat {
  readonly motor: string;
  readonly sockets: number;
  readonly entregaP50ms: number;
  readonly entregaP99ms: number;
  readonly mensajes: number;
  /** Messages whose event never reached the other participant (should be 0). */
  readonly perdidos: number;
  /** RSS growth per socket; null where the server shares the bench's process (PGlite in-process). */
  readonly kbPorSocket: number | null;
  /** V8 heap growth per socket, each side measured right after a full collection; null in-process. */
  readonly kbMontonPorSocket: number | null;
  readonly reconexionMs: number;
}


/** Verified accounts, signed up concurrently (the password hash dominates), one signed-in session each. */
async function cuentas(url: string, db: Db, n: number, rol: 'user' | 'pediatra'): Promise<{ id: string; cookie: string }[]> {
  const password = 'una frase larga para la prueba de carga';
  const emails = Array.from({ length: n }, () => `chat.${randomBytes(6).toString('hex')}@example.com`);
  for (let i = 0; i < emails.length; i += 25) await Promise.all(emails.slice(i, i + 25).map((email) => post(url, '/api/auth/sign-up/email', { email, password, name: 'Bench' })));
  const filas = await db.update(user).set({ emailVerified: true }).where(inArray(user.email, emails)).returning({ id: user.id, email: user.email });
  // A paediatrician accepts only with a registration number (issue 12).
  const colegiado = rol === 'pediatra' ? { numeroColegiado: '282812345', colegioProvincia: 'Madrid' } : {};
  await db.update(profiles).set({ role: rol, ...colegiado }).where(inArray(profiles.userId, filas.map((f) => f.id)));
  const porEmail = new Map(filas.map((f) => [f.email, f.id]));
  const resultado: { id: string; cookie: string }[] = [];
  for (let i = 0; i < emails.length; i += 25) {
    const lote = await Promise.all(
      emails.slice(i, i + 25).map(async (email) => {
        const r = await post(url, '/api/auth/sign-in/email', { email, password });
        return { id: porEmail.get(email)!, cookie: r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
      }),
    );
    resultado.push(...lote);
  }
  return resultado;
}

function abrir(url: string, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/realtime`, { headers: { cookie, origin: url } });
    socket.once('message', () => resolve(socket));
    socket.once('error', reject);
  });
}

function rssKB(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

const montonTotal = async (inspectores: readonly string[]) => (await Promise.all(inspectores.map(montonTrasGc))).reduce((s, b) => s + b, 0);

async function medir(motor: string, urls: readonly string[], db: Db, pids: readonly number[], inspectores: readonly string[]): Promise<MedidasChat> {
  const [principal] = urls as [string];
  const familias = await cuentas(principal, db, CONSULTAS, 'user');
  const pediatras = await cuentas(principal, db, PEDIATRAS, 'pediatra');
  // 500 paid consultations, each accepted by one of 50 paediatricians (10 each).
  const consultas: { id: string; familia: string; pediatra: string }[] = [];
  for (let i = 0; i < CONSULTAS; i += 20) {
    consultas.push(
      ...(await Promise.all(
        familias.slice(i, i + 20).map(async (f, j) => {
          const { sessionId } = (await (await post(principal, '/api/pagos/checkout', { tipoConsulta: 'teleconsulta', imagenes: true }, f.cookie)).json()) as { sessionId: string };
          await post(principal, `/api/pagos/demo/${sessionId}/pagar`, {}, f.cookie);
          const { consultaId } = (await (await post(principal, '/api/pagos/confirmar', { sessionId }, f.cookie)).json()) as { consultaId: string };
          const p = pediatras[(i + j) % PEDIATRAS]!;
          await post(principal, '/api/consultas/aceptar', { consultaId }, p.cookie);
          return { id: consultaId, familia: f.cookie, pediatra: p.cookie };
        }),
      )),
    );
  }
  // One socket per family and ten devices per paediatrician: 1,000 sockets, alternating between the processes.
  const montonAntes = await montonTotal(inspectores);
  const rssAntes = pids.reduce((s, pid) => s + rssKB(pid), 0);
  const destinos = [...familias.map((f) => f.cookie), ...pediatras.flatMap((p) => Array.from({ length: 10 }, () => p.cookie))];
  const sockets = await Promise.all(destinos.map((cookie, i) => abrir(urls[i % urls.length]!, cookie)));
  await new Promise((r) => setTimeout(r, 1000));
  const rssDespues = pids.reduce((s, pid) => s + rssKB(pid), 0);
  const montonDespues = await montonTotal(inspectores);
  // First arrival of each message's event at each participant (by session cookie).
  const llegadas = new Map<string, Map<string, number>>();
  sockets.forEach((socket, i) => {
    const cookie = destinos[i]!;
    socket.on('message', (datos) => {
      const ahora = performance.now();
      const e = JSON.parse(String(datos)) as { tipo: string; consultaId?: string; seq?: number };
      if (e.tipo !== 'mensaje') return;
      const clave = `${e.consultaId}:${e.seq}`;
      const porDestino = llegadas.get(clave) ?? new Map<string, number>();
      if (!porDestino.has(cookie)) porDestino.set(cookie, ahora);
      llegadas.set(clave, porDestino);
    });
  });
  const enviados: { clave: string; inicio: number; destinatario: string }[] = [];
  const envios: Promise<void>[] = [];
  const total = MENSAJES_POR_SEGUNDO * SEGUNDOS;
  const comienzo = performance.now();
  for (let n = 0; n < total; n++) {
    const espera = comienzo + (n * 1000) / MENSAJES_POR_SEGUNDO - performance.now();
    if (espera > 0) await new Promise((r) => setTimeout(r, espera));
    const c = consultas[n % consultas.length]!;
    const [remitente, destinatario] = n % 2 === 0 ? [c.familia, c.pediatra] : [c.pediatra, c.familia];
    const inicio = performance.now();
    envios.push(
      post(urls[n % urls.length]!, `/api/consultas/${c.id}/mensajes`, { clientId: randomUUID(), content: `mensaje ${n}` }, remitente)
        .then((r) => r.json() as Promise<{ mensaje: { seq: number } }>)
        .then(({ mensaje }) => void enviados.push({ clave: `${c.id}:${mensaje.seq}`, inicio, destinatario })),
    );
  }
  await Promise.all(envios);
  await new Promise((r) => setTimeout(r, 1000));
  const latencias = enviados.flatMap((e) => {
    const llegada = llegadas.get(e.clave)?.get(e.destinatario);
    return llegada === undefined ? [] : [llegada - e.inicio];
  });
  const perdidos = enviados.length - latencias.length;

  // Every socket drops and reconnects at once, then resyncs one consultation's messages.
  const inicioReconexion = performance.now();
  for (const s of sockets) s.terminate();
  const nuevos = await Promise.all(destinos.map((cookie, i) => abrir(urls[i % urls.length]!, cookie)));
  await Promise.all(
    consultas.map((c, i) => fetch(`${urls[i % urls.length]}/api/consultas/${c.id}/mensajes?despues=0`, { headers: { cookie: c.familia } }).then((r) => r.json())),
  );
  const reconexionMs = Math.round(performance.now() - inicioReconexion);
  for (const s of nuevos) s.close();
  return {
    motor,
    sockets: sockets.length,
    entregaP50ms: percentil(latencias, 50),
    entregaP99ms: percentil(latencias, 99),
    mensajes: latencias.length,
    perdidos,
    kbPorSocket: pids.length > 0 ? Math.round((rssDespues - rssAntes) / sockets.length) : null,
    kbMontonPorSocket: inspectores.length > 0 ? Math.round((montonDespues - montonAntes) / 1024 / sockets.length * 10) / 10 : null,
    reconexionMs,
  };
}

export async function benchChat(postgresUrl = process.env.TEST_DATABASE_URL): Promise<MedidasChat[]> {
  const medidas = [await enPglite((e) => medir('PGlite, one process (in the bench)', e.urls, e.db, e.pids, e.inspectores))];
  if (postgresUrl) medidas.push(await enPostgresDosProcesos(postgresUrl, (e) => medir('PostgreSQL, two app processes', e.urls, e.db, e.pids, e.inspectores)));
  return medidas;
}
