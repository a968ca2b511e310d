/**
 * This browser's side of Web Push: permission, the subscription made with
 * our public key, and telling the server. The service worker is the PWA's
 * (vite-plugin-pwa, with public/avisos-sw.js imported for the push and click
 * handlers); without one (npm run dev, a browser without push) the page says
 * notifications are not available here.
 */
import type { SuscripcionNavegador } from '../../../domain/avisos/api.ts';
import { desdeBase64Url } from '../../../domain/avisos/suscripcion.ts';
import { ApiError } from '../../api/client.ts';
import { apiAvisos } from './api-avisos.ts';

/** 'sin-soporte': no service worker or Push API here (e.g. Safari on iPhone outside an installed app). */
export type EstadoDispositivo = 'sin-soporte' | 'bloqueado' | 'activo' | 'inactivo';

export function soportaPush(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** How long a first visit may wait for the worker to install before the page says push is not available here. */
const ESPERA_TRABAJADOR_MS = 5000;

async function registro(): Promise<ServiceWorkerRegistration | null> {
  if (!soportaPush()) return null;
  const actual = await navigator.serviceWorker.getRegistration();
  if (actual?.active) return actual;
  // Still installing on a first visit — or no worker at all (npm run dev), where `ready` never settles.
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resuelve) => setTimeout(() => resuelve(null), ESPERA_TRABAJADOR_MS))]);
}

/** Without waiting for a worker: a browser that has a subscription has its registration already. */
async function suscripcionActual(): Promise<PushSubscription | null> {
  if (!soportaPush()) return null;
  const r = await navigator.serviceWorker.getRegistration();
  return r ? r.pushManager.getSubscription() : null;
}

function comoJson(s: PushSubscription): SuscripcionNavegador {
  const json = s.toJSON();
  return { endpoint: s.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

function mismaClave(s: PushSubscription, clave: Uint8Array): boolean {
  const propia = s.options.applicationServerKey;
  if (!propia) return false;
  const bytes = new Uint8Array(propia);
  return bytes.length === clave.length && bytes.every((b, i) => b === clave[i]);
}

export async function estadoDispositivo(): Promise<EstadoDispositivo> {
  if (!soportaPush()) return 'sin-soporte';
  if (Notification.permission === 'denied') return 'bloqueado';
  const r = await registro();
  if (!r) return 'sin-soporte';
  const s = await r.pushManager.getSubscription();
  return s && Notification.permission === 'granted' ? 'activo' : 'inactivo';
}

/** Asks permission (call it from a tap), subscribes with our key and tells the server. */
export async function activarEnEsteDispositivo(): Promise<EstadoDispositivo> {
  if (!soportaPush()) return 'sin-soporte';
  const permiso = await Notification.requestPermission();
  if (permiso === 'denied') return 'bloqueado';
  if (permiso !== 'granted') return 'inactivo';
  const r = await registro();
  if (!r) return 'sin-soporte';
  const clave = desdeBase64Url(await apiAvisos.clavePublica());
  if (!clave) throw new Error('clave pública de avisos no válida');
  let s = await r.pushManager.getSubscription();
  // Made with another key (the server's keys changed): the push services would refuse our messages to it.
  if (s && !mismaClave(s, clave)) {
    await s.unsubscribe();
    s = null;
  }
  s ??= await r.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: clave });
  await apiAvisos.suscribir(comoJson(s));
  return 'activo';
}

/** The server forgets this device and the browser drops its subscription. */
export async function desactivarEnEsteDispositivo(): Promise<void> {
  const s = await suscripcionActual();
  if (!s) return;
  try {
    await apiAvisos.darDeBaja(s.endpoint);
  } catch (error) {
    // Already forgotten (404) is fine; offline too: once unsubscribed, the push service answers 410 and the server forgets it.
    if (!(error instanceof ApiError && error.status === 404)) console.warn('No se pudo avisar al servidor de la baja de avisos', error);
  }
  await s.unsubscribe();
}

/** Before signing out: whoever signs in next on this browser does not get this account's notifications. Never throws. */
export async function olvidarEsteDispositivo(): Promise<void> {
  try {
    // Signing out never waits long for this: an unanswered call leaves the push service's 410 to clean up later.
    await Promise.race([desactivarEnEsteDispositivo(), new Promise((resuelve) => setTimeout(resuelve, 3000))]);
  } catch (error) {
    console.warn('No se pudieron desactivar los avisos de este dispositivo', error);
  }
}

/**
 * A subscription this browser already has is sent again (idempotent): it
 * heals a server that dropped it, and a shared browser now signed in as
 * someone else notifies the person signed in.
 */
export async function sincronizarEsteDispositivo(): Promise<void> {
  const s = await suscripcionActual();
  if (s && Notification.permission === 'granted') await apiAvisos.suscribir(comoJson(s));
}
