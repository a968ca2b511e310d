/**
 * public/avisos-sw.js, run as a service worker runs it: in a global of its
 * own whose `self` holds the registration and the clients. The browser
 * journey (e2e/avisos.e2e.test.ts) checks it in the real worker too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

type Manejador = (evento: Record<string, unknown>) => void;
interface Ventana {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

const CODIGO = readFileSync(path.resolve(import.meta.dirname, '../../../../public/avisos-sw.js'), 'utf8');
const ORIGEN = 'https://triaje.example';

function trabajador(ventanas: Ventana[] = []) {
  const manejadores = new Map<string, Manejador>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    location: { origin: ORIGEN },
    addEventListener: (tipo: string, f: Manejador) => manejadores.set(tipo, f),
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => ventanas), openWindow },
  };
  runInNewContext(CODIGO, { self, URL, fetch: vi.fn() });
  const lanzar = async (tipo: string, evento: Record<string, unknown>) => {
    let espera: Promise<unknown> = Promise.resolve();
    manejadores.get(tipo)!({ ...evento, waitUntil: (p: Promise<unknown>) => void (espera = p) });
    await espera;
  };
  const push = (datos: unknown) =>
    lanzar('push', {
      data: {
        json: () => {
          if (typeof datos === 'string') return JSON.parse(datos) as unknown;
          return datos;
        },
      },
    });
  const tocar = (url: unknown) => lanzar('notificationclick', { notification: { data: { url }, close: vi.fn() } });
  return { push, tocar, showNotification, openWindow, manejadores };
}

/** A window client; navigating it gives the same window at the new address. */
const ventana = (url: string): Ventana => {
  const focus = vi.fn(async () => undefined);
  return { url, focus, navigate: vi.fn(async (destino: string) => ({ url: destino, focus })) };
};

describe('the service worker’s notifications', () => {
  it('shows the pushed title, line and link, and nothing else that came with them', async () => {
    const sw = trabajador();
    await sw.push({ title: 'Triaje Pediátrico', body: 'Tienes novedades en tu consulta.', url: '/consultas?consulta=abc', paciente: 'Lucía', sintomas: 'fiebre' });
    expect(sw.showNotification).toHaveBeenCalledTimes(1);
    const [titulo, opciones] = sw.showNotification.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(titulo).toBe('Triaje Pediátrico');
    expect(opciones).toEqual({
      body: 'Tienes novedades en tu consulta.',
      lang: 'es',
      icon: '/icon-192.png',
      tag: '/consultas?consulta=abc',
      renotify: true,
      data: { url: '/consultas?consulta=abc' },
    });
    expect(JSON.stringify(opciones)).not.toMatch(/Lucía|fiebre/);
  });

  it('a link to another site, an empty or broken payload: our own words and the consultations page', async () => {
    const sw = trabajador();
    await sw.push({ title: 'x'.repeat(200), body: 42, url: 'https://evil.example/phish' });
    await sw.push('no es json');
    await sw.push(null);
    for (const [titulo, opciones] of sw.showNotification.mock.calls as unknown as [string, { body: string; data: { url: string } }][]) {
      expect([titulo, opciones.body, opciones.data.url]).toEqual(['Triaje Pediátrico', 'Tienes novedades.', '/consultas']);
    }
    expect(sw.showNotification).toHaveBeenCalledTimes(3);
  });

  it('a tap focuses the tab already on that page', async () => {
    const abierta = ventana(`${ORIGEN}/consultas?consulta=abc`);
    const sw = trabajador([ventana(`${ORIGEN}/`), abierta]);
    await sw.tocar('/consultas?consulta=abc');
    expect(abierta.focus).toHaveBeenCalled();
    expect(sw.openWindow).not.toHaveBeenCalled();
  });

  it('a tap takes another tab of the app to the page, or opens one', async () => {
    const otra = ventana(`${ORIGEN}/`);
    const sw = trabajador([otra]);
    await sw.tocar('/consultas?consulta=abc');
    expect(otra.navigate).toHaveBeenCalledWith(`${ORIGEN}/consultas?consulta=abc`);
    expect(otra.focus).toHaveBeenCalled();

    const vacio = trabajador([ventana('https://otro.example/')]);
    await vacio.tocar('https://evil.example/');
    expect(vacio.openWindow).toHaveBeenCalledWith(`${ORIGEN}/consultas`);
  });

  it('listens for push, taps and a replaced subscription', () => {
    expect([...trabajador().manejadores.keys()].sort()).toEqual(['notificationclick', 'push', 'pushsubscriptionchange']);
  });
});
