/**
 * Accounts under load: sign-in requests per second and p99 at 20 concurrent
 * clients (the password hash dominates: Better Auth's scrypt), and the saved
 * history list latency for one user with 1,000 saved results.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPglite } from '../src/server/db/pglite.ts';
import { consultasTriaje, user } from '../src/server/db/schema.ts';
import { freePort } from '../test/helpers/port.ts';

export interface MedidasCuentas {
  readonly hash: string;
  readonly signIn: { peticionesPorSegundo: number; p99ms: number; no2xx: number };
  readonly historial: { filas: number; p50ms: number; p99ms: number };
}

export async function benchCuentas(): Promise<MedidasCuentas> {
  const dir = mkdtempSync(path.join(tmpdir(), 'triaje-bench-cuentas-'));
  const database = await openPglite(dir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Throttling is the point of production sign-in; here it would only measure 429s.
  // The account is marked verified directly, so no e-mail needs to go anywhere.
  const sinCorreo = { send: async () => undefined, deliverPending: async () => 0, close: () => undefined };
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dir, TRUST_PROXY: 'true' }), { database, mailer: sinCorreo });
  await app.listen({ port, host: '127.0.0.1' });
  const headers = { 'content-type': 'application/json', origin: url };
  try {
    const email = 'bench@example.com';
    const password = 'una frase de prueba para medir';
    await fetch(`${url}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password, name: 'Bench' }) });
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const [cuenta] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));

    // Each request from its own address, so the per-address limit does not cut the measurement.
    let n = 0;
    const signIn = await autocannon({
      url: `${url}/api/auth/sign-in/email`,
      connections: 20,
      duration: 5,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => ({ ...req, headers: { ...headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` }, body: JSON.stringify({ email, password }) }),
        },
      ],
    });

    const filas = Array.from({ length: 1000 }, (_, i) => ({
      userId: cuenta!.id,
      flujoTipo: 'fiebre',
      edadMeses: 42,
      pesoKg: 15,
      respuestas: { edad_rango: '2-5 años' },
      resultadoUrgencia: (['rojo', 'amarillo', 'verde'] as const)[i % 3]!,
      tituloDiagnostico: 'Fiebre sin signos de alarma',
      consejos: ['Ofrécele líquidos a menudo.'],
      accionesSugeridas: ['Cuídalo en casa'],
      medicacion: [],
      createdAt: new Date(Date.now() - i * 60_000),
    }));
    await database.db.insert(consultasTriaje).values(filas);
    const login = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers: { ...headers, 'x-forwarded-for': '10.255.255.254' }, body: JSON.stringify({ email, password }) });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const tiempos: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      const r = await fetch(`${url}/api/consultas-triaje`, { headers: { cookie } });
      await r.arrayBuffer();
      tiempos.push(performance.now() - t);
    }
    tiempos.sort((a, b) => a - b);
    return {
      hash: "scrypt (Node's built-in, Better Auth defaults: N=16384, r=16, p=1, 64-byte key)",
      signIn: { peticionesPorSegundo: Math.round(signIn.requests.average), p99ms: signIn.latency.p99, no2xx: signIn.non2xx },
      historial: { filas: 1000, p50ms: Math.round(tiempos[100]! * 10) / 10, p99ms: Math.round(tiempos[198]! * 10) / 10 },
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
