import type { FlujoId } from '../../../domain/triage/catalogue/ids.ts';
import { api } from '../../api/client.ts';

/** SPEC §3: one session id per page load, from a timestamp and a random string. */
const SESSION_ID = `${Date.now()}-${Math.random().toString(36).slice(2, 12).padEnd(4, '0')}`;

/** Analytics never get in the parent's way: failures are only logged (SPEC §8). */
export function registrarSesion(flujo: string, status: 'started' | 'completed'): void {
  api.registrarSesionTriaje({ session_id: SESSION_ID, flujo_tipo: flujo as FlujoId, status }).catch((error: unknown) => {
    console.warn('No se pudo registrar la sesión de triaje', error);
  });
}
