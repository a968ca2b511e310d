/**
 * The notification part of the data export (GDPR arts. 15 and 20): the
 * person's choices and their push devices — the push service's host and when
 * it was subscribed. The full endpoint and keys are capabilities to reach the
 * device, not information about the person: they stay out of the file.
 */
import type { Db } from '../db/database.ts';
import { dispositivosDe, leerPreferencias } from './repositorio.ts';

export async function avisosDe(db: Db, userId: string) {
  const { push, email, guardadas } = await leerPreferencias(db, userId);
  return {
    preferencias: { push, email, elegidas_por_ti: guardadas },
    dispositivos_push: (await dispositivosDe(db, [userId])).map((d) => ({ servicio: new URL(d.endpoint).host, suscrito_el: d.createdAt.toISOString() })),
  };
}
