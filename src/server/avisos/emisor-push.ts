/**
 * Sends one Web Push message. The `web-push` library builds the request —
 * the payload encrypted for the browser's keys (RFC 8291, aes128gcm) and our
 * signed VAPID token (RFC 8292) — and we deliver it with fetch, which lets
 * the tests' stand-in listen on plain http on loopback (the library itself
 * only speaks https). Nothing about the payload is ever logged.
 */
import webpush from 'web-push';
import type { ContenidoAviso } from '../../domain/avisos/textos.ts';
import type { ClavesVapid } from './claves-vapid.ts';

export interface DestinoPush {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export interface OpcionesPush {
  /** How long the push service keeps it for a device that is off (seconds). */
  readonly ttlSegundos: number;
  /** A newer message with the same topic replaces an undelivered older one at the push service (≤ 32 base64url characters). */
  readonly tema: string;
}

/** 'caducada': the push service says the subscription is gone (404/410) and it must be forgotten. */
export type ResultadoPush = 'entregado' | 'caducada' | 'fallo';

export interface EmisorPush {
  enviar(destino: DestinoPush, contenido: ContenidoAviso, opciones: OpcionesPush): Promise<ResultadoPush>;
}

interface Registro {
  warn(obj: object, msg: string): void;
}

const ESPERA_MS = 10_000;

export function crearEmisorPush(claves: ClavesVapid, log: Registro): EmisorPush {
  return {
    async enviar(destino, contenido, { ttlSegundos, tema }) {
      const servicio = new URL(destino.endpoint).host;
      try {
        const peticion = webpush.generateRequestDetails(
          { endpoint: destino.endpoint, keys: { p256dh: destino.p256dh, auth: destino.auth } },
          // Exactly the three fields the service worker shows: nothing else can slip in.
          JSON.stringify({ title: contenido.title, body: contenido.body, url: contenido.url }),
          {
            vapidDetails: claves,
            TTL: ttlSegundos,
            // A parent waiting at night: wake the phone.
            urgency: 'high',
            topic: tema,
            contentEncoding: 'aes128gcm',
          },
        );
        const cabeceras = Object.fromEntries(Object.entries(peticion.headers).filter(([nombre]) => nombre.toLowerCase() !== 'content-length').map(([n, v]) => [n, String(v)]));
        const respuesta = await fetch(peticion.endpoint, {
          method: 'POST',
          headers: cabeceras,
          body: peticion.body ? new Uint8Array(peticion.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(ESPERA_MS),
        });
        await respuesta.body?.cancel();
        if (respuesta.ok) return 'entregado';
        if (respuesta.status === 404 || respuesta.status === 410) return 'caducada';
        log.warn({ servicio, status: respuesta.status }, 'push service refused a notification');
        return 'fallo';
      } catch (error) {
        log.warn({ servicio, error: error instanceof Error ? error.name : 'desconocido' }, 'push delivery failed');
        return 'fallo';
      }
    },
  };
}
