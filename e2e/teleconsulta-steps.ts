/**
 * Steps shared by the paid-consultation journeys (teleconsulta, chat): a new
 * family signed in, the second verified paediatrician in its panel, the demo
 * checkout, and the same screen photographed at 390 and 1280 px.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { abrir, baseUrl, captura, VIEWPORTS, type Sesion, type Viewport } from './browser.ts';
import { iniciarSesion, nuevoEmail, registrarse, seguirEnlace } from './cuentas-steps.ts';

/** Requests the journeys make on purpose before signing in (/api/me as a visitor). */
export const ESPERADOS = [/status of 40[13]/];

/** The same screen at 390 px and at 1280 px. */
export async function capturaDoble(page: Page, nombre: string): Promise<void> {
  const original = page.viewportSize();
  for (const v of ['movil', 'escritorio'] as const) {
    await page.setViewportSize(VIEWPORTS[v]);
    // A resize restarts the toasts' CSS transitions: photograph them settled, not half-faded.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await captura(page, nombre);
  }
  if (original) await page.setViewportSize(original);
}

/** Console errors of a tab the app opens itself (the checkout) fail the journey like the first tab's. */
export function vigilar(s: Sesion, page: Page): void {
  page.on('console', (m) => {
    if (m.type() === 'error') s.erroresConsola.push(m.text());
  });
  page.on('pageerror', (e) => s.erroresConsola.push(String(e)));
}

/** `url`: another server of the suite (the S3 one); the main server by default. */
export async function familiaNueva(browser: Browser, viewport: Viewport, url = baseUrl()): Promise<Sesion> {
  const s = await abrir(browser, { viewport, url });
  const email = nuevoEmail();
  await s.page.goto('/auth?mode=register');
  await registrarse(s.page, email);
  await seguirEnlace(s.page, email);
  await s.page.waitForURL((url) => url.pathname === '/');
  await s.page.getByRole('button', { name: 'Mis Consultas' }).waitFor();
  return s;
}

/** On another server of the suite with that server's own account; the main server's second paediatrician by default. */
export async function pediatraEnSuPanel(
  browser: Browser,
  { url = baseUrl(), cuenta = inject('pediatraConsultas') }: { url?: string; cuenta?: { email: string; password: string } } = {},
): Promise<Sesion> {
  const { email, password } = cuenta;
  const s = await abrir(browser, { viewport: 'escritorio', url });
  await s.page.goto('/auth');
  await iniciarSesion(s.page, email, password);
  await s.page.getByRole('button', { name: 'Panel Especialista' }).click();
  await s.page.getByRole('heading', { name: 'Consultas Pendientes' }).waitFor();
  return s;
}

/** The demo checkout: labelled as a test, with the amount, then 'Pagar' or 'Cancelar'. */
export async function enElCheckout(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname === '/pago-demo');
  await page.getByText('Modo de prueba: no se cobra nada').waitFor();
  await page.getByText('€15.00').waitFor();
  return new URL(page.url()).searchParams.get('session_id') ?? '';
}

/** From 'Mis Consultas' → 'Nueva Consulta', text only, to the demo checkout; returns its session id. */
export async function pagarDesdeNuevaConsulta(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Nueva Consulta' }).click();
  await page.getByText('Te redirigiremos a la página de pago con tarjeta de nuestro proveedor de pagos.').waitFor();
  await page.getByRole('button', { name: 'Pagar y empezar — 15 €' }).click();
  const dialogo = page.getByRole('alertdialog', { name: 'Iniciar Teleconsulta' });
  await dialogo.getByRole('button', { name: 'Continuar solo con chat de texto' }).click();
  return enElCheckout(page);
}

/**
 * A new family on /consultas pays for a text-only consultation in the same window (pop-ups blocked) and lands back
 * on /consultas with it open and 'Pendiente'; returns its id, as the payment confirmation named it.
 */
export async function pagarSoloTexto(page: Page): Promise<string> {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/consultas');
  await pagarDesdeNuevaConsulta(page);
  const confirmaciones: { consultaId: string | null }[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/api/pagos/confirmar')) confirmaciones.push((await r.json()) as { consultaId: string | null });
  });
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect.poll(() => confirmaciones.some((c) => c.consultaId !== null)).toBe(true);
  const consultaId = confirmaciones.find((c) => c.consultaId !== null)?.consultaId ?? '';
  await page.waitForURL((url) => url.pathname === '/consultas');
  await page.locator('section[aria-labelledby="titulo-consulta"] [data-estado="pendiente"]').waitFor();
  return consultaId;
}

/**
 * The paediatrician accepts the consultation from the panel and opens its chat; returns the panel's entry and the
 * consultation view, once it shows the chat active.
 */
export async function aceptarYAbrirChat(medico: Page, consultaId: string): Promise<{ entrada: Locator; vistaMedico: Locator }> {
  const entrada = medico.locator(`li[data-consulta="${consultaId}"]`);
  await entrada.getByRole('button', { name: 'Aceptar' }).click();
  await medico.getByText('Consulta aceptada').waitFor();
  await entrada.getByRole('button', { name: 'Abrir chat' }).click();
  const vistaMedico = medico.locator('section[aria-labelledby="titulo-consulta"]');
  await vistaMedico.locator('[data-estado="activa"]').waitFor();
  return { entrada, vistaMedico };
}
