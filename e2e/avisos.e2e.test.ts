/**
 * Notifications in the browser (issue 12 item 5): the 'Avisos' card's
 * choices, this device turned on from the real page, and a family with the
 * app closed told that the paediatrician accepted.
 *
 * What is real and what stands in: headless Chromium refuses the Push API in
 * its incognito-like contexts and has no push service offline, so
 * `PushManager.subscribe` is replaced (init script) by one that returns a
 * subscription at our loopback push service stand-in, with keys this test
 * holds. Everything else is the product: the permission, the card, our API
 * storing the subscription, the server's sweep sending the real encrypted
 * Web Push request, which the test decrypts as the browser would, and the
 * PWA's real service worker receiving that payload (DevTools
 * `ServiceWorker.deliverPushMessage`, the browser's own push delivery path)
 * and showing the notification while no page of the app is open.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlConsulta } from '../src/domain/avisos/textos.ts';
import { arrancarServicioPush, type ServicioPush, type SuscripcionDePrueba } from '../test/helpers/servicio-push.ts';
import { abrir, baseUrl, launch, type Sesion } from './browser.ts';
import { nuevoEmail, registrarse, seguirEnlace } from './cuentas-steps.ts';
import { capturaDoble, ESPERADOS, pagarSoloTexto, pediatraEnSuPanel } from './teleconsulta-steps.ts';

let browser: Browser;
let servicio: ServicioPush;
beforeAll(async () => {
  browser = await launch();
  servicio = await arrancarServicioPush();
});
afterAll(async () => {
  await browser?.close();
  await servicio?.parar();
});

/** The browser's push registration, standing in for Chromium's (see the header): a subscription at our stand-in. */
function suscripcionSimulada({ endpoint, p256dh, auth }: { endpoint: string; p256dh: string; auth: string }): void {
  const GUARDADA = 'e2e-suscripcion-push';
  const bytes = (b64: string) => Uint8Array.from(atob(b64.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
  const suscripcion = (clave: ArrayBuffer) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: clave },
    getKey: (nombre: string) => bytes(nombre === 'p256dh' ? p256dh : auth).buffer,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(GUARDADA);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (opciones?: PushSubscriptionOptionsInit) {
    const clave = new Uint8Array(opciones?.applicationServerKey as ArrayBuffer);
    localStorage.setItem(GUARDADA, btoa(String.fromCharCode(...clave)));
    return suscripcion(clave.slice().buffer) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const guardada = localStorage.getItem(GUARDADA);
    return guardada ? (suscripcion(bytes(guardada).buffer) as unknown as PushSubscription) : null;
  };
}

/** A new family whose browser runs the app's service worker and has allowed notifications. */
async function familiaConAvisos(movil: SuscripcionDePrueba): Promise<Sesion> {
  const s = await abrir(browser, { viewport: 'movil', serviceWorkers: 'allow' });
  await s.context.grantPermissions(['notifications'], { origin: baseUrl() });
  await s.context.addInitScript(suscripcionSimulada, { endpoint: movil.endpoint, ...movil.keys });
  const email = nuevoEmail();
  await s.page.goto('/auth?mode=register');
  await registrarse(s.page, email);
  await seguirEnlace(s.page, email);
  await s.page.waitForURL((url) => url.pathname === '/');
  return s;
}

const tarjeta = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Avisos', exact: true }) });

/** The push payload as it arrives at the PWA's worker, with no page of the app open; returns the notifications it showed. */
async function entregarAlTrabajador(s: Sesion, datos: string) {
  const pestana = await s.context.newPage();
  const cdp = await s.context.newCDPSession(pestana);
  const registros: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registros.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registros.some((r) => r.scopeURL === `${baseUrl()}/`)).toBe(true);
  const registro = registros.find((r) => r.scopeURL === `${baseUrl()}/`)!;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId: registro.registrationId, data: datos });
  // Only now is a page of the app opened, to read what the worker showed.
  await pestana.goto('/verificar');
  const mostradas = () =>
    pestana.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown, tag: n.tag })));
  await expect.poll(async () => (await mostradas()).length).toBe(1);
  return { pestana, notificaciones: await mostradas() };
}

describe('notifications', () => {
  it('the family turns notifications on from the card and, with the app closed, is told the paediatrician accepted — only that, with the link', async () => {
    const movil = servicio.suscripcion();
    const medico = await pediatraEnSuPanel(browser);
    const familia = await familiaConAvisos(movil);
    const { page } = familia;

    const consultaId = await pagarSoloTexto(page);
    await page.getByRole('button', { name: 'Volver a mis consultas' }).click();
    const avisos = tarjeta(page);
    await avisos.getByText('Te avisamos cuando el pediatra acepta tu consulta, te escribe o te envía un documento y no tienes el chat abierto.').waitFor();
    await avisos.locator('[data-estado-dispositivo="inactivo"]').waitFor();
    expect(await avisos.getByLabel('Notificaciones en el móvil o el ordenador').isChecked()).toBe(true);
    expect(await avisos.getByLabel('Correo electrónico si no lees las novedades en 5 minutos').isChecked()).toBe(true);
    await avisos.scrollIntoViewIfNeeded();
    await capturaDoble(page, 'avisos-tarjeta-sin-activar');

    // This device: the browser's permission (granted), the subscription, and our server storing it.
    const altas = page.waitForResponse((r) => r.url().endsWith('/api/avisos/suscripciones') && r.request().method() === 'POST');
    await avisos.getByRole('button', { name: 'Activar en este dispositivo' }).click();
    expect((await altas).status()).toBe(201);
    await avisos.getByText('Este dispositivo recibe las notificaciones.').waitFor();
    await avisos.getByText('Tienes 1 dispositivo con notificaciones.').waitFor();

    // The e-mail choice is saved on the server: it survives a reload.
    // click, not uncheck: the box turns once the optimistic update has run (after an await), which uncheck() does not wait for.
    const correo = avisos.getByLabel('Correo electrónico si no lees las novedades en 5 minutos');
    await correo.click();
    await page.getByText('Preferencias de avisos guardadas').first().waitFor();
    expect(await correo.isChecked()).toBe(false);
    await page.reload();
    await tarjeta(page).locator('[data-estado-dispositivo="activo"]').waitFor();
    expect(await tarjeta(page).getByLabel('Correo electrónico si no lees las novedades en 5 minutos').isChecked()).toBe(false);
    await tarjeta(page).scrollIntoViewIfNeeded();
    await capturaDoble(page, 'avisos-tarjeta-activa');

    // The family puts the phone down: no page of the app is open.
    await page.close();
    const entrada = medico.page.locator(`li[data-consulta="${consultaId}"]`);
    await entrada.getByRole('button', { name: 'Aceptar' }).click();
    await medico.page.getByText('Consulta aceptada').waitFor();

    // The server's sweep sends the encrypted push; decrypted with this device's keys it says only that there is news.
    const [peticion] = await servicio.esperar(movil.endpoint, 1, 30_000);
    const texto = movil.descifrar(peticion!);
    expect(JSON.parse(texto)).toEqual({ title: 'Triaje Pediátrico', body: 'Tienes novedades en tu consulta.', url: urlConsulta(consultaId) });

    const { pestana, notificaciones } = await entregarAlTrabajador(familia, texto);
    expect(notificaciones).toEqual([{ title: 'Triaje Pediátrico', body: 'Tienes novedades en tu consulta.', data: { url: urlConsulta(consultaId) }, tag: urlConsulta(consultaId) }]);

    // The notification's link opens that consultation, now active.
    await pestana.goto(urlConsulta(consultaId));
    await pestana.locator('section[aria-labelledby="titulo-consulta"] [data-estado="activa"]').waitFor();
    await capturaDoble(pestana, 'avisos-enlace-abre-la-consulta');

    // Signing out forgets this device on the server.
    await pestana.getByRole('button', { name: 'Volver a mis consultas' }).click();
    const bajas = pestana.waitForResponse((r) => r.url().endsWith('/api/avisos/suscripciones') && r.request().method() === 'DELETE');
    await pestana.getByRole('button', { name: 'Cerrar sesión' }).click();
    expect((await bajas).status()).toBe(204);
    await pestana.waitForURL((url) => url.pathname === '/');
    expect(await pestana.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription())).toBeNull();

    // The paediatrician's card: this browser runs no worker (blocked in the journeys), which it says plainly.
    await medico.page.getByRole('button', { name: 'Volver al panel' }).click().catch(() => undefined);
    const suya = tarjeta(medico.page);
    await suya.getByText('Te avisamos de cada nueva consulta pagada y de los mensajes sin leer de tus consultas.').waitFor();
    await suya.locator('[data-estado-dispositivo="sin-soporte"]').waitFor();
    await suya.scrollIntoViewIfNeeded();
    await capturaDoble(medico.page, 'avisos-tarjeta-pediatra');

    await medico.cerrar(ESPERADOS);
    await familia.cerrar(ESPERADOS);
  });
});
