/** The shapes of /api/avisos, shared by the server and the page. */
import type { Preferencias } from './decidir.ts';

/** GET and PUT /api/avisos/preferencias answer with the choices; GET adds how many devices and the e-mail delay. */
export interface RespuestaPreferencias {
  readonly preferencias: Preferencias;
  readonly dispositivos: number;
  readonly minutos_email: number;
}

/** POST /api/avisos/suscripciones takes PushSubscription.toJSON() as the browser gives it. */
export interface SuscripcionNavegador {
  readonly endpoint: string;
  readonly expirationTime?: number | null;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}
