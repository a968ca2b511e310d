/**
 * Real Chromium for the journeys (playwright-core driving /usr/bin/chromium),
 * with screenshots saved under test-results/ and any console error failing
 * the test.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const VIEWPORTS = {
  movil: { width: 390, height: 844 },
  escritorio: { width: 1280, height: 800 },
} as const;

export type Viewport = keyof typeof VIEWPORTS;

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-component-update', '--no-first-run'],
  });
}

export interface Sesion {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors seen so far; `cerrar` fails the test if any is unexpected. */
  readonly erroresConsola: string[];
  cerrar(permitidos?: RegExp[]): Promise<void>;
}

let contextos = 0;
/** Each test file runs in its own worker: a random block keeps their addresses apart. */
const bloque = Math.floor(Math.random() * 250);

export async function abrir(
  browser: Browser,
  {
    viewport = 'movil',
    serviceWorkers = 'block',
    consentido = true,
    url = baseUrl(),
  }: { viewport?: Viewport; serviceWorkers?: 'allow' | 'block'; consentido?: boolean; url?: string } = {},
): Promise<Sesion> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    serviceWorkers,
    locale: 'es-ES',
    baseURL: url,
    // Honoured only by the main test server (TRUST_PROXY): every context is a device with its own address.
    extraHTTPHeaders: { 'x-forwarded-for': `10.${20 + (Math.floor(contextos / 250) % 200)}.${bloque}.${contextos++ % 250}` },
  });
  if (consentido) {
    await context.addInitScript(() => {
      if (!localStorage.getItem('basicConsent')) {
        localStorage.setItem('basicConsent', 'true');
        localStorage.setItem('basicConsentDate', new Date().toISOString());
      }
    });
  }
  // As expect.poll (vitest.config.ts): a loaded 2-core machine has made a payment's return to /consultas take over 10 s.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const erroresConsola: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') erroresConsola.push(message.text());
  });
  page.on('pageerror', (error) => erroresConsola.push(String(error)));
  return {
    context,
    page,
    erroresConsola,
    async cerrar(permitidos = []) {
      await context.close();
      const inesperados = erroresConsola.filter((e) => !permitidos.some((p) => p.test(e)));
      expect(inesperados).toEqual([]);
    },
  };
}

export async function captura(page: Page, nombre: string): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true });
  const ancho = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `test-results/screenshots/${nombre}-${ancho}.png`, fullPage: true });
}
