/**
 * Notifications in the app (decision 0027): the VAPID keys, the settings
 * routes and the sweep every process runs. One call from buildApp.
 */
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../auth/guard.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Reloj } from '../limits/ventana.ts';
import type { Mailer } from '../mail/mailer.ts';
import { barrerAvisos, type ResultadoBarrido } from './barrido-avisos.ts';
import { cargarClavesVapid } from './claves-vapid.ts';
import { crearEmisorPush } from './emisor-push.ts';
import { avisosRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One notifications sweep, as the timer runs it: at the app's clock, or at `ahora` (tests name the instant instead of waiting). */
    barrerAvisos(ahora?: Date): Promise<ResultadoBarrido>;
  }
}

/** Short, so a push follows the grace promptly; each run is a few indexed queries. */
const CADA_MS = 10_000;

export async function registrarAvisos(app: FastifyInstance, { config, db, guard, mailer, reloj }: { config: Config; db: Db; guard: Guard; mailer: Mailer; reloj: Reloj }): Promise<void> {
  const claves = cargarClavesVapid(config);
  const deps = {
    db,
    mailer,
    emisor: crearEmisorPush(claves, app.log),
    appName: config.APP_NAME,
    urlPublica: config.PUBLIC_URL,
    minutosEmail: config.UNREAD_EMAIL_MINUTES,
  };
  await app.register(avisosRoutes, { db, guard, reloj, clavePublica: claves.publicKey, permitirLoopback: config.NODE_ENV !== 'production', minutosEmail: config.UNREAD_EMAIL_MINUTES });
  app.decorate('barrerAvisos', (ahora?: Date) => barrerAvisos(deps, ahora ?? new Date(reloj())));

  let enCurso: Promise<void> | null = null;
  const barrer = () => {
    // A slow push service must not pile sweeps up in one process (another process may still run its own: claims keep that safe).
    if (enCurso) return;
    enCurso = barrerAvisos(deps, new Date(reloj()))
      .then((r) => {
        if (r.push > 0 || r.correos > 0 || r.olvidados > 0) app.log.info(r, 'notifications sent');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'notifications sweep failed'))
      .finally(() => {
        enCurso = null;
      });
  };
  const temporizador = setInterval(barrer, CADA_MS);
  temporizador.unref();
  app.addHook('onClose', async () => {
    clearInterval(temporizador);
    // The database closes after the app: a sweep in flight finishes first.
    await enCurso;
  });
}
