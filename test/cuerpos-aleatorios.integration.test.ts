/**
 * Every state-changing JSON route, mounted by us or by a plugin, answers
 * random bodies with a 2xx or a 4xx JSON error — never a 5xx — and a 4xx
 * changes nothing (issue 8). New routes are picked up from the app itself.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts.ts';
import { TEST_DATABASES } from './helpers/databases.ts';
import { LUCAS } from './helpers/fixtures.ts';
import { relojManual, startServer, type RunningServer } from './helpers/server.ts';

const TABLAS_DE_DATOS = ['user', 'account', 'profiles', 'hijos', 'consultas_triaje', 'consentimientos', 'two_factor', 'analytics_triaje_sessions', 'pagos', 'consultas_chat', 'sesiones_demo', 'eventos_pago', 'mensajes_chat', 'adjuntos_chat', 'documentos_clinicos', 'suscripciones_push', 'preferencias_avisos'];
/** Routes whose random bodies may legitimately end the test's own session or account. */
const DESTRUCTIVAS = new Set(['/api/auth/sign-out', '/api/cuenta/eliminar']);

const valorAleatorio = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.constantFrom('2025-02-30', '0000-00-00', '\u0000', 'a'.repeat(5000), '<script>alert(1)</script>', '-1', 'NaN', '1e999', '../../etc/passwd'),
);

function cuerpoAleatorio(claves: readonly string[]) {
  return fc.oneof(
    fc.jsonValue(),
    fc.record(Object.fromEntries(claves.map((k) => [k, valorAleatorio])), { requiredKeys: [] }),
    fc.dictionary(fc.string(), valorAleatorio),
  );
}

const CLAVES = [...Object.keys(LUCAS), 'flujo_tipo', 'respuestas', 'hijo_id', 'tipo', 'version', 'aceptado_at', 'password', 'email', 'name', 'token', 'newPassword', 'code', 'session_id', 'flujoTipo', 'status', 'sessionId', 'clientId', 'documento', 'cerrar', 'paciente', 'endpoint', 'keys', 'push'];

describe.each(TEST_DATABASES)('random bodies at every JSON route on $name', (testDatabase) => {
  let server: RunningServer;
  let ana: TestAccount;
  let hijoId: string;
  let sesionDemo: string;
  beforeAll(async () => {
    // The app's clock stands still: its timed sweeps (wait alerts, notifications) would otherwise write to consultas_chat
    // between a request and the fingerprint after it, and a 4xx would seem to have changed data.
    server = await startServer(testDatabase, { WRITE_RATE_LIMIT_PER_MINUTE: '1000000', ANALYTICS_RATE_LIMIT_PER_MINUTE: '1000000' }, { reloj: relojManual() });
    ana = await createAccount(server);
    hijoId = ((await (await ana.api('/api/hijos', { method: 'POST', body: LUCAS })).json()) as { hijo: { id: string } }).hijo.id;
    sesionDemo = ((await (await ana.api('/api/pagos/checkout', { method: 'POST', body: { tipoConsulta: 'teleconsulta', imagenes: true } })).json()) as { sessionId: string }).sessionId;
  });
  afterAll(async () => {
    await server?.stop();
  });

  // Every table's rows hashed in one statement (a round trip per table made this the slowest integration file).
  const HUELLA = sql.raw(
    `select concat_ws(':', ${TABLAS_DE_DATOS.map((tabla) => `(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from "${tabla}" t)`).join(', ')}) as h`,
  );
  const huella = async () => {
    const filas = await server.database.db.execute(HUELLA);
    return String((filas as unknown as { rows: { h: string }[] }).rows[0]?.h);
  };

  it('never answers 5xx, always answers errors as { error: { code, message } } (or the auth library\'s { code, message }), and a 4xx changes nothing', { timeout: 300_000 }, async () => {
    const rutas = server.app.rutasMontadas.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.url.startsWith('/api/'));
    expect(rutas.length).toBeGreaterThanOrEqual(8);
    const concretas = rutas.flatMap((r) =>
      r.url === '/api/auth/*'
        ? ['/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/auth/request-password-reset', '/api/auth/reset-password', '/api/auth/two-factor/enable', '/api/auth/two-factor/verify-totp', '/api/auth/delete-user'].map((url) => ({ method: r.method, url }))
        : [{ method: r.method, url: r.url.replace(':id', hijoId).replace(':sesion', sesionDemo) }],
    );
    for (const ruta of concretas.filter((r) => !DESTRUCTIVAS.has(r.url))) {
      await fc.assert(
        fc.asyncProperty(cuerpoAleatorio(CLAVES), async (cuerpo) => {
          const antes = await huella();
          const r = await fetch(`${server.url}${ruta.url}`, {
            method: ruta.method,
            headers: { 'content-type': 'application/json', origin: server.url, cookie: ana.cookie },
            body: JSON.stringify(cuerpo),
          });
          expect(r.status, `${ruta.method} ${ruta.url} ${JSON.stringify(cuerpo).slice(0, 200)}`).toBeLessThan(500);
          if (r.status >= 400) {
            const respuesta = (await r.json()) as { error?: { code?: unknown; message?: unknown }; code?: unknown; message?: unknown };
            const error = respuesta.error ?? respuesta;
            expect(typeof error.message, `${ruta.url} ${JSON.stringify(respuesta)}`).toBe('string');
            expect(await huella(), `${ruta.method} ${ruta.url} changed data on ${r.status}`).toBe(antes);
          } else {
            await r.arrayBuffer();
          }
        }),
        { numRuns: 30 },
      );
    }
  });
});
