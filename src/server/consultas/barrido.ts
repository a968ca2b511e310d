/**
 * Work that must happen even if nobody asks: refunds the provider could not
 * make at the moment of cancelling, and the alert for consultations nobody
 * has accepted in time. Every app process runs it; the
 * conditional updates make doing it twice harmless.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Reloj } from '../limits/ventana.ts';
import type { ProveedorPagos } from '../pagos/proveedor.ts';
import type { Mailer } from '../mail/mailer.ts';
import { avisarEsperasLargas } from './espera.ts';
import { reembolsarPago, reembolsosPendientes } from './reembolsos.ts';

const CADA_MS = 60_000;

export async function barrerReembolsos(db: Db, proveedor: ProveedorPagos, reloj: Reloj): Promise<number> {
  let hechos = 0;
  for (const pagoId of await reembolsosPendientes(db)) {
    if (await reembolsarPago(db, proveedor, pagoId, new Date(reloj()))) hechos++;
  }
  return hechos;
}

export function programarBarrido(
  app: FastifyInstance,
  db: Db,
  proveedor: ProveedorPagos | null,
  reloj: Reloj,
  espera: { mailer: Mailer; minutos: number; appName: string; urlPanel: string },
): void {
  const temporizador = setInterval(() => {
    if (proveedor) barrerReembolsos(db, proveedor, reloj).catch((err: unknown) => app.log.warn({ err }, 'refund sweep failed'));
    avisarEsperasLargas(db, espera.mailer, { ...espera, ahora: new Date(reloj()) }).catch((err: unknown) => app.log.warn({ err }, 'waiting alert failed'));
  }, CADA_MS);
  temporizador.unref();
  app.addHook('onClose', async () => clearInterval(temporizador));
}
