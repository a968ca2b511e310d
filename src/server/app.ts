/**
 * Builds the Fastify application from its configuration and ports, so tests
 * start real instances on random ports.
 */
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics/routes.ts';
import { origenDeEnlaces } from './archivos/almacen.ts';
import { crearAlmacen } from './archivos/crear-almacen.ts';
import { archivosRoutes } from './archivos/routes.ts';
import { createAuth } from './auth/auth.ts';
import { createGuard } from './auth/guard.ts';
import { meRoutes } from './auth/me-routes.ts';
import { consultasTriajeRoutes } from './consultas-triaje/routes.ts';
import { derechosRoutes } from './derechos/routes.ts';
import { hijosRoutes } from './hijos/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { loadAuthSecret } from './auth/secret.ts';
import { modoPagos, origenesConfiables, type Config } from './config.ts';
import { programarBarrido } from './consultas/barrido.ts';
import { chatRoutes } from './chat/routes.ts';
import { clinicaDesdeConfig } from './documentos/clinica.ts';
import { documentosRoutes } from './documentos/routes.ts';
import { consultasRoutes } from './consultas/routes.ts';
import { crearProveedorDemo } from './pagos/demo.ts';
import { pagosRoutes } from './pagos/routes.ts';
import { crearProveedorStripe } from './pagos/stripe.ts';
import { webhookRoutes } from './pagos/webhook-routes.ts';
import { crearCentroTiempoReal } from './tiempo-real/centro.ts';
import { tiempoRealRoutes } from './tiempo-real/routes.ts';
import { programarPurgaDeCuentas } from './auth/purga.ts';
import { registrarAvisos } from './avisos/registrar.ts';
import { registerJsonParser } from './http/cuerpo-json.ts';
import { registerHostCheck } from './http/host.ts';
import type { Reloj } from './limits/ventana.ts';
import type { Database } from './db/database.ts';
import { healthRoutes } from './health/routes.ts';
import { registerErrorHandler, respuestaErrorDeCliente } from './http/errors.ts';
import { publicConfigRoutes } from './http/public-config-routes.ts';
import { registerSameOriginCheck } from './http/same-origin.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { loggerOptions } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readonly rutasMontadas: readonly { readonly method: string; readonly url: string }[];
  }
}

export interface AppDependencies {
  readonly database: Database;
  /** Defaults to the outbox (and SMTP when SMTP_URL is set). */
  readonly mailer?: Mailer;
  /** The clock of limits and expiries (ms since the epoch); tests move it instead of sleeping. */
  readonly reloj?: Reloj;
  /** Where logs go (tests read them); defaults to standard output. */
  readonly logStream?: { write(line: string): void };
}

export async function buildApp(config: Config, { database, mailer: givenMailer, reloj = Date.now, logStream }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    // A body sent a byte at a time is cut near REQUEST_TIMEOUT_MS with a 408. Node checks only every
    // connectionsCheckingInterval (30 s by default). And given at construction, the request timeout also sets
    // headersTimeout (the lesser of 60 s and it): with Fastify's own assignment, made after construction, headersTimeout
    // stayed at 60 s above it, and Node 24 never cut a dripped body (measured: still open after 10 s of a 1.5 s limit).
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(config.REQUEST_TIMEOUT_MS / 2))),
    },
    clientErrorHandler: respuestaErrorDeCliente,
  });
  // Every route the app (and any plugin) mounts, for the tests that walk them all.
  const rutas: { method: string; url: string }[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) rutas.push({ method, url: r.url });
  });
  app.decorate('rutasMontadas', rutas);
  registerErrorHandler(app);
  registerJsonParser(app);
  registerHostCheck(app);
  const almacen = crearAlmacen(config, { reloj });
  await registerSecurityHeaders(app, config.PUBLIC_URL, await origenDeEnlaces(almacen));
  const origenes = origenesConfiables(config);
  // Stripe's webhook comes from Stripe's servers; its signature is its proof of origin.
  registerSameOriginCheck(app, origenes, ['/api/pagos/webhook']);
  await app.register(rateLimit, { global: false });
  const mailer = givenMailer ?? createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log });
  const auth = createAuth({ db: database.db, config, mailer, reloj, secret: loadAuthSecret(config.BETTER_AUTH_SECRET, config.DATA_DIR) });
  const conGoogle = Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
  await app.register(authRoutes, { auth, db: database.db, publicUrl: config.PUBLIC_URL, conGoogle });
  await app.register(meRoutes, { auth, db: database.db });
  await app.register(publicConfigRoutes, { config });
  const guard = createGuard(auth, database.db, config.WRITE_RATE_LIMIT_PER_MINUTE, reloj);
  await app.register(hijosRoutes, { db: database.db, guard });
  await app.register(consultasTriajeRoutes, { db: database.db, guard });
  const modo = modoPagos(config);
  const demo = modo === 'demo' ? crearProveedorDemo(database.db, reloj) : null;
  const proveedor =
    modo === 'stripe' && config.STRIPE_SECRET_KEY ? crearProveedorStripe({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL }) : demo;
  if (proveedor && config.STRIPE_WEBHOOK_SECRET && modo === 'stripe') {
    await app.register(webhookRoutes, { db: database.db, proveedor, secreto: config.STRIPE_WEBHOOK_SECRET, reloj });
  }
  const precio = { importeCentimos: config.CONSULTATION_PRICE_CENTS, moneda: config.CONSULTATION_CURRENCY };
  await app.register(pagosRoutes, { db: database.db, proveedor, reloj, guard, origenes, urlPublica: config.PUBLIC_URL, demo, ...precio });
  programarBarrido(app, database.db, proveedor, reloj, {
    mailer,
    minutos: config.CONSULTATION_WAIT_ALERT_MINUTES,
    appName: config.APP_NAME,
    urlPanel: `${config.PUBLIC_URL}/consultas`,
  });
  await app.register(consultasRoutes, { db: database.db, guard, proveedor, reloj });
  await app.register(derechosRoutes, { db: database.db, guard, auth, reloj, proveedor, almacen });
  await app.register(chatRoutes, { db: database.db, guard, reloj, almacen });
  await app.register(documentosRoutes, {
    db: database.db,
    guard,
    almacen,
    reloj,
    contexto: { clinica: clinicaDesdeConfig(config), urlPublica: config.PUBLIC_URL },
    verificacionesPorMinuto: config.VERIFY_RATE_LIMIT_PER_MINUTE,
  });
  const centro = await crearCentroTiempoReal(database, (err) => app.log.warn({ err }, 'realtime fan-out failed'));
  await app.register(tiempoRealRoutes, { guard, centro, origenes });
  programarPurgaDeCuentas(app, database.db, reloj, config.UNVERIFIED_ACCOUNT_TTL_DAYS);
  await registrarAvisos(app, { config, db: database.db, guard, mailer, reloj });
  if (config.SMTP_URL) {
    const retry = setInterval(() => void mailer.deliverPending().catch((err: unknown) => app.log.warn({ err }, 'mail retry failed')), 30_000);
    retry.unref();
    app.addHook('onClose', async () => clearInterval(retry));
  }
  app.addHook('onClose', async () => mailer.close());
  await app.register(healthRoutes, { ping: () => database.ping() });
  await app.register(analyticsRoutes, { db: database.db, perMinute: config.ANALYTICS_RATE_LIMIT_PER_MINUTE });
  await app.register(archivosRoutes, { almacen });
  await registerSpa(app, config.STATIC_DIR);
  return app;
}
