/**
 * Server throughput and latency at 50 concurrent connections (autocannon) and
 * resident memory after start. The server runs as `npm start` would, in its
 * own process (embedded PGlite in a temporary data directory), so its memory
 * and CPU are its own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export interface MedidaHttp {
  readonly ruta: string;
  readonly peticionesPorSegundo: number;
  readonly p99ms: number;
  readonly errores: number;
  readonly no2xx: number;
}

async function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto'))));
    });
  });
}

function rssMB(pid: number): number {
  const linea = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:')) ?? '';
  return Math.round(Number.parseInt(linea.replace(/\D+/g, ''), 10) / 1024);
}

async function esperarListo(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('el servidor no arrancó');
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

/** The Node flags `npm start` runs the server with (package.json), so the bench measures the same process. */
export function banderasDeArranque(): string[] {
  const paquete = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  return paquete.scripts.start.split(/\s+/).filter((parte) => parte.startsWith('--'));
}

export async function benchServer(
  segundos = 5,
  banderas = banderasDeArranque(),
): Promise<{ rssTrasArranqueMB: number; rssTrasCargaMB: number; arranqueMs: number; medidas: MedidaHttp[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'triaje-bench-'));
  const port = await puertoLibre();
  const url = `http://127.0.0.1:${port}`;
  const arrancar = () =>
    spawn(process.execPath, [...banderas, 'src/server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dir, LOG_LEVEL: 'warn', ANALYTICS_RATE_LIMIT_PER_MINUTE: '100000000' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  // The first start creates the database (initdb); measure an ordinary restart.
  const primero = arrancar();
  await esperarListo(url);
  primero.kill('SIGTERM');
  await new Promise((r) => primero.once('exit', r));
  const inicio = performance.now();
  const hijo = arrancar();
  try {
    await esperarListo(url);
    const arranqueMs = Math.round(performance.now() - inicio);
    await new Promise((r) => setTimeout(r, 500));
    const rssTrasArranqueMB = rssMB(hijo.pid as number);
    const medidas = [
      await medir(`${url}/api/health`, 'GET /api/health', {}, segundos),
      await medir(
        `${url}/api/analytics/triage-sessions`,
        'POST /api/analytics/triage-sessions',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'autocannon', origin: url },
          body: JSON.stringify({ session_id: `${Date.now()}-bench01`, flujo_tipo: 'fiebre', status: 'completed' }),
        },
        segundos,
      ),
    ];
    return { rssTrasArranqueMB, rssTrasCargaMB: rssMB(hijo.pid as number), arranqueMs, medidas };
  } finally {
    hijo.kill('SIGTERM');
    await new Promise((r) => hijo.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
