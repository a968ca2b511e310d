/**
 * npm run bench [-- engine recorridos bundle server cuentas consultas chat documentos lighthouse]
 * Prints the figures; nothing is asserted. Run `npm run build` first for
 * bundle and lighthouse (this script builds when dist/ is missing).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { benchBundle } from './bundle.ts';
import { benchChat } from './chat.ts';
import { benchConsultas } from './consultas.ts';
import { benchCuentas } from './cuentas.ts';
import { benchDocumentos } from './documentos.ts';
import { benchEngine } from './engine.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchRecorridos } from './recorridos.ts';
import { benchServer } from './server.ts';

const pedidas = new Set(process.argv.slice(2));
const todas = pedidas.size === 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if ((todas || pedidas.has('bundle') || pedidas.has('lighthouse')) && !existsSync('dist/index.html')) {
  execSync('npx vite build', { stdio: 'inherit' });
}

if (todas || pedidas.has('engine')) {
  const r = benchEngine();
  console.log(`\n## Engine\n${r.evaluacionesPorSegundo.toLocaleString('en')} evaluations/s (one core, ${r.flujos} flows, ${r.muestras} random complete answer sets; target > 100,000)`);
}

if (todas || pedidas.has('recorridos')) {
  const medidas = benchRecorridos().sort((a, b) => b.segundos - a.segundos);
  console.log('\n## Catalogue walks (the no-dead-end and reachability checks; one core)');
  for (const m of medidas) console.log(`${m.flujo.padEnd(24)} ${m.caminos.toLocaleString('en').padStart(10)} paths ${m.anticipados.toLocaleString('en').padStart(9)} early rojo ${m.segundos.toFixed(1).padStart(6)} s`);
  const total = medidas.reduce((s, m) => s + m.segundos, 0);
  console.log(`all ${medidas.length} flows: ${total.toFixed(0)} s of walking (each test file walks once, then checks every leaf)`);
}

if (todas || pedidas.has('bundle')) {
  const r = benchBundle();
  console.log('\n## Bundle (gzip -9)');
  console.log('chunk'.padEnd(48), 'raw'.padStart(10), 'gzip'.padStart(10), ' initial');
  for (const c of r.chunks) console.log(c.file.padEnd(48), kb(c.bytes).padStart(10), kb(c.gzip).padStart(10), c.inicial ? ' yes' : '');
  console.log(`JS before the triage home is interactive: ${kb(r.inicialGzip)} (target ≤ 150 KB)`);
  console.log(`JS for one symptom's triage (home + largest flow): ${kb(r.unSintomaGzip)}`);
  console.log(`JS for the whole triage incl. all 30 flows: ${kb(r.triajeGzip)} (target ≤ 250 KB; per-flow chunks, precached by the service worker)`);
  console.log(`All JS chunks:                            ${kb(r.totalGzip)}`);
}

if (todas || pedidas.has('server')) {
  const r = await benchServer();
  console.log('\n## Server (own process as npm start, PGlite on disk; autocannon, 50 connections, 5 s each)');
  console.log(`restart to ready: ${r.arranqueMs} ms; RSS after start: ${r.rssTrasArranqueMB} MB; after the load: ${r.rssTrasCargaMB} MB`);
  for (const m of r.medidas) {
    console.log(`${m.ruta.padEnd(40)} ${String(m.peticionesPorSegundo).padStart(7)} req/s   p99 ${m.p99ms} ms   errors ${m.errores}   non-2xx ${m.no2xx}`);
  }
}

if (todas || pedidas.has('cuentas')) {
  const r = await benchCuentas();
  console.log('\n## Accounts (PGlite on disk)');
  console.log(`password hash: ${r.hash}`);
  console.log(`sign-in, 20 concurrent clients, 5 s: ${r.signIn.peticionesPorSegundo} req/s, p99 ${r.signIn.p99ms} ms, non-2xx ${r.signIn.no2xx}`);
  console.log(`saved history, ${r.historial.filas} results for one user: p50 ${r.historial.p50ms} ms, p99 ${r.historial.p99ms} ms (200 sequential requests)`);
}

if (todas || pedidas.has('consultas')) {
  console.log('\n## Paid consultations (200 paediatrician sockets: 20 accounts × 10 sessions; demo checkout)');
  if (!process.env.TEST_DATABASE_URL) console.log('(set TEST_DATABASE_URL to also measure PostgreSQL with two app processes)');
  for (const r of await benchConsultas()) {
    console.log(`${r.motor.padEnd(32)} payment → event on all 200 sockets: p50 ${r.entregaP50ms} ms, p99 ${r.entregaP99ms} ms; fulfilment of distinct sessions: ${r.cumplimientosPorSegundo}/s`);
  }
}

if (todas || pedidas.has('chat')) {
  console.log('\n## Chat (500 active consultations, 1,000 sockets, 100 messages/s for 10 s; aim: p99 < 50 ms, < 20 KB per idle socket)');
  if (!process.env.TEST_DATABASE_URL) console.log('(set TEST_DATABASE_URL to also measure PostgreSQL with two app processes)');
  for (const r of await benchChat()) {
    const memoria =
      r.kbPorSocket === null ? 'memory per socket: not separable in-process' : `server memory per idle socket: ${r.kbMontonPorSocket} KB of V8 heap after a full GC, ${r.kbPorSocket} KB of RSS`;
    console.log(`${r.motor.padEnd(36)} send → other side: p50 ${r.entregaP50ms} ms, p99 ${r.entregaP99ms} ms (${r.mensajes} messages, ${r.perdidos} not heard); ${memoria}; ${r.sockets} sockets reconnect and resync in ${r.reconexionMs} ms`);
  }
}

if (todas || pedidas.has('documentos')) {
  const r = benchDocumentos();
  console.log('\n## Clinical documents (a two-page closing report, fresh process)');
  console.log(`first document, jsPDF loaded on first use: ${r.primeroMs} ms; RSS ${r.rssAntesMB} MB → ${r.rssTrasPrimeroMB} MB (${r.rssFinalMB} MB after 200 more)`);
  console.log(`each document after it: p50 ${r.p50ms} ms, p99 ${r.p99ms} ms; ${(r.bytes / 1024).toFixed(1)} KB per PDF`);
}

if (todas || pedidas.has('lighthouse')) {
  const r = await benchLighthouse();
  console.log('\n## Lighthouse (mobile)');
  for (const [categoria, puntos] of Object.entries(r.puntos)) console.log(`${categoria.padEnd(24)} ${puntos}`);
  for (const [metrica, valor] of Object.entries(r.metricas)) console.log(`${metrica.padEnd(24)} ${valor}`);
  console.log('(targets: performance ≥ 95, accessibility 100, best-practices 100)');
}
