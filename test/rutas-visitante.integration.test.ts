/**
 * Every /api route the app mounts, now or later, refuses a visitor unless it
 * is on the short list of public routes below: 401 with a JSON error, and the
 * data unchanged. The list of routes comes from the app itself, so a new
 * route that forgets its guard fails here (follow-up of issue 12: the
 * notification routes were checked by hand).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './helpers/databases.ts';
import { relojManual, startServer, type RunningServer } from './helpers/server.ts';

/** Routes a visitor may use, each for a reason. Anything else under /api must answer 401. */
const PUBLICAS: Record<string, string> = {
  'GET /api/health': 'liveness probe',
  'GET /api/ready': 'readiness probe',
  'GET /api/config': 'what the page needs before sign-in (price, Google button, checkout mode)',
  'GET /api/me': 'the page asks who is signed in on every load; a visitor gets { user: null }',
  'GET /api/avisos/clave-publica': 'the VAPID public key is public by nature',
  'GET /api/verificar/:codigo': 'anyone holding a document checks it (rate-limited per address)',
  'POST /api/analytics/triage-sessions': 'anonymous, consented triage analytics (rate-limited per address)',
  'GET /api/archivos/:clave': 'local file storage: the signed, expiring link is the authorisation (403 without it)',
  'POST /api/pagos/webhook': "Stripe's servers; the signature is the proof of origin",
};

/** The auth library's routes have their own test (auth-hardening): only the product's endpoints are bridged. */
const esDeLaLibreriaDeAuth = (url: string) => url.startsWith('/api/auth/');

const TABLAS = ['user', 'profiles', 'hijos', 'consultas_triaje', 'consentimientos', 'pagos', 'consultas_chat', 'mensajes_chat', 'adjuntos_chat', 'documentos_clinicos', 'suscripciones_push', 'preferencias_avisos'];

for (const testDatabase of TEST_DATABASES) {
  describe(`every /api route as a visitor (${testDatabase.name})`, () => {
    let server: RunningServer;

    beforeAll(async () => {
      server = await startServer(testDatabase, {}, { reloj: relojManual() });
    });
    afterAll(() => server?.stop());

    const huella = async () => {
      const filas = await server.database.db.execute(
        sql.raw(`select concat_ws(':', ${TABLAS.map((t) => `(select count(*) from "${t}")`).join(', ')}) as h`),
      );
      return String((filas as unknown as { rows: { h: string }[] }).rows[0]?.h);
    };

    it('mounts the public routes it says it does, and no other route answers a visitor', async () => {
      const rutas = server.app.rutasMontadas.filter((r) => r.url.startsWith('/api/') && !esDeLaLibreriaDeAuth(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS');
      const montadas = new Set(rutas.map((r) => `${r.method} ${r.url}`));
      // Stripe's webhook is only mounted in Stripe mode; every other public route must really exist.
      for (const publica of Object.keys(PUBLICAS).filter((p) => p !== 'POST /api/pagos/webhook')) expect(montadas, publica).toContain(publica);

      const privadas = rutas.filter((r) => !(`${r.method} ${r.url}` in PUBLICAS));
      expect(privadas.length).toBeGreaterThanOrEqual(20);
      const fallos: string[] = [];
      for (const ruta of privadas) {
        const url = ruta.url.replace(/:[a-zA-Z]+/g, (param) => (param === ':seq' ? '1' : randomUUID()));
        const conCuerpo = ruta.method !== 'GET' && ruta.method !== 'DELETE';
        const antes = await huella();
        const r = await fetch(`${server.url}${url}`, {
          method: ruta.method,
          headers: { origin: server.url, ...(conCuerpo ? { 'content-type': 'application/json' } : {}) },
          body: conCuerpo ? JSON.stringify({}) : undefined,
        });
        const texto = await r.text();
        const nombre = `${ruta.method} ${ruta.url}`;
        if (r.status !== 401) fallos.push(`${nombre}: ${r.status}`);
        else if (!/application\/json/.test(r.headers.get('content-type') ?? '')) fallos.push(`${nombre}: not JSON`);
        else if (typeof (JSON.parse(texto) as { error?: { message?: unknown } }).error?.message !== 'string') fallos.push(`${nombre}: no error message`);
        if ((await huella()) !== antes) fallos.push(`${nombre}: changed data`);
      }
      expect(fallos).toEqual([]);
    });

    it('tells a visitor nothing but that nobody is signed in', async () => {
      const r = await fetch(`${server.url}/api/me`);
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ user: null, role: 'user' });
    });
  });
}
