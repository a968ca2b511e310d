/**
 * A browser's push subscription as it reaches us (PushSubscription.toJSON()),
 * checked before anything is stored. The endpoint is an address our server
 * will POST to, so it must be a real push service's (decision 0027): https,
 * one of the known services, no credentials or odd ports; loopback is allowed
 * only outside production, for the tests' stand-in.
 */

export interface SuscripcionPush {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export type Validado<T> = { readonly ok: true; readonly valor: T } | { readonly ok: false; readonly mensaje: string };

export const MENSAJES_SUSCRIPCION = {
  cuerpo: 'Los datos de la suscripción no son válidos.',
  endpoint: 'La dirección del servicio de avisos no es válida.',
  claves: 'Las claves de la suscripción no son válidas.',
  preferencias: 'Indica qué avisos quieres recibir (push y email, sí o no).',
} as const;

export const LONGITUD_MAXIMA_ENDPOINT = 2048;

/**
 * The push services of the browsers families use: Chrome, Edge-on-Android,
 * Samsung Internet, Opera (FCM), Firefox (Mozilla autopush), Safari and iOS
 * home-screen apps (Apple), Edge on Windows (WNS).
 */
export const SERVICIOS_PUSH: readonly string[] = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const esServicioConocido = (host: string) => SERVICIOS_PUSH.some((s) => host === s || host.endsWith(`.${s}`));

export function validarEndpoint(endpoint: unknown, { permitirLoopback }: { permitirLoopback: boolean }): Validado<string> {
  const no = { ok: false, mensaje: MENSAJES_SUSCRIPCION.endpoint } as const;
  if (typeof endpoint !== 'string' || endpoint.length === 0 || endpoint.length > LONGITUD_MAXIMA_ENDPOINT) return no;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return no;
  }
  if (url.username || url.password || url.hash) return no;
  const host = url.hostname.toLowerCase();
  if (permitirLoopback && LOOPBACK.has(host) && (url.protocol === 'http:' || url.protocol === 'https:')) return { ok: true, valor: url.href };
  if (url.protocol !== 'https:' || url.port !== '' || !esServicioConocido(host)) return no;
  return { ok: true, valor: url.href };
}

/** Bytes of a base64url text (padding tolerated), or null when it is not one. */
export function desdeBase64Url(texto: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(texto) || texto.length > 256) return null;
  const sinRelleno = texto.replace(/=+$/, '');
  if (sinRelleno.length % 4 === 1) return null;
  const base64 = sinRelleno.replaceAll('-', '+').replaceAll('_', '/');
  try {
    const binario = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binario, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** RFC 8291: the browser's P-256 public key, uncompressed (65 bytes, 0x04 first), and a 16-byte authentication secret. */
export function validarClaves(keys: unknown): Validado<{ p256dh: string; auth: string }> {
  const no = { ok: false, mensaje: MENSAJES_SUSCRIPCION.claves } as const;
  if (typeof keys !== 'object' || keys === null) return no;
  const { p256dh, auth } = keys as { p256dh?: unknown; auth?: unknown };
  if (typeof p256dh !== 'string' || typeof auth !== 'string') return no;
  const publica = desdeBase64Url(p256dh);
  const secreto = desdeBase64Url(auth);
  if (!publica || publica.length !== 65 || publica[0] !== 0x04 || !secreto || secreto.length !== 16) return no;
  return { ok: true, valor: { p256dh: p256dh.replace(/=+$/, ''), auth: auth.replace(/=+$/, '') } };
}

export function validarSuscripcion(cuerpo: unknown, opciones: { permitirLoopback: boolean }): Validado<SuscripcionPush> {
  if (typeof cuerpo !== 'object' || cuerpo === null || Array.isArray(cuerpo)) return { ok: false, mensaje: MENSAJES_SUSCRIPCION.cuerpo };
  const { endpoint, keys } = cuerpo as { endpoint?: unknown; keys?: unknown };
  const e = validarEndpoint(endpoint, opciones);
  if (!e.ok) return e;
  const k = validarClaves(keys);
  if (!k.ok) return k;
  return { ok: true, valor: { endpoint: e.valor, keys: k.valor } };
}

/** DELETE /api/avisos/suscripciones: only the endpoint, shaped as one (it is looked up among the caller's own). */
export function validarBaja(cuerpo: unknown): Validado<string> {
  const endpoint = typeof cuerpo === 'object' && cuerpo !== null ? (cuerpo as { endpoint?: unknown }).endpoint : undefined;
  if (typeof endpoint !== 'string' || endpoint.length === 0 || endpoint.length > LONGITUD_MAXIMA_ENDPOINT) return { ok: false, mensaje: MENSAJES_SUSCRIPCION.endpoint };
  try {
    return { ok: true, valor: new URL(endpoint).href };
  } catch {
    return { ok: false, mensaje: MENSAJES_SUSCRIPCION.endpoint };
  }
}

export function validarPreferencias(cuerpo: unknown): Validado<{ push: boolean; email: boolean }> {
  if (typeof cuerpo !== 'object' || cuerpo === null || Array.isArray(cuerpo)) return { ok: false, mensaje: MENSAJES_SUSCRIPCION.preferencias };
  const { push, email, ...resto } = cuerpo as { push?: unknown; email?: unknown };
  if (typeof push !== 'boolean' || typeof email !== 'boolean' || Object.keys(resto).length > 0) return { ok: false, mensaje: MENSAJES_SUSCRIPCION.preferencias };
  return { ok: true, valor: { push, email } };
}
