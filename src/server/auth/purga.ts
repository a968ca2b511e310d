/** Deletes never-confirmed accounts past their time, at start-up and every hour, on every instance (idempotent). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Reloj } from '../limits/ventana.ts';
import { purgarCuentasSinVerificar } from './cuentas-sin-verificar.ts';

const CADA = 60 * 60 * 1000;

export function programarPurgaDeCuentas(app: FastifyInstance, db: Db, reloj: Reloj, dias: number): void {
  const purgar = () =>
    purgarCuentasSinVerificar(db, reloj(), dias * 24 * 60 * 60 * 1000)
      .then((n) => n > 0 && app.log.info({ cuentas: n }, 'unverified accounts expired'))
      .catch((err: unknown) => app.log.warn({ err }, 'unverified account purge failed'));
  app.addHook('onReady', async () => void purgar());
  const temporizador = setInterval(() => void purgar(), CADA);
  temporizador.unref();
  app.addHook('onClose', async () => clearInterval(temporizador));
}
