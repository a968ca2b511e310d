/**
 * Server throughput and latency at 50 concurrent connections (autocannon) and
 * resident memory after start, on embedded PGlite in a temporary directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPglite } from '../src/server/db/pglite.ts';

export interface MedidaHttp {
  readonly ruta: string;
  readonly peticionesPorSegundo: number;
  readonly p99ms: number;
  readonly errores: number;
  readonly no2xx: number;
}

async function medir(url: string, ruta: string, opciones: Partial<autocannon.Options>, segundos: number): Promise<MedidaHttp> {
  const resultado = await autocannon({ url, connections: 50, duration: segundos, ...opciones });
  return {
    ruta,
    peticionesPorSegundo: Math.round(resultado.requests.average),
    p99ms: resultado.latency.p99,
    errores: resultado.errors,
    no2xx: resultado.non2xx,
  };
}

export async function benchServer(segundos = 5): Promise<{ rssTrasArranqueMB: number; medidas: MedidaHttp[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'triaje-bench-'));
  const database = await openPglite(dir);
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', ANALYTICS_RATE_LIMIT_PER_MINUTE: '100000000' }), { database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const rssTrasArranqueMB = Math.round(process.memoryUsage().rss / 1024 / 1024);
  try {
    const medidas = [
      await medir(`${url}/api/health`, 'GET /api/health', {}, segundos),
      await medir(
        `${url}/api/analytics/triage-sessions`,
        'POST /api/analytics/triage-sessions',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'autocannon' },
          body: JSON.stringify({ session_id: `${Date.now()}-bench01`, flujo_tipo: 'fiebre', status: 'completed' }),
        },
        segundos,
      ),
    ];
    return { rssTrasArranqueMB, medidas };
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
