/**
 * Issue 8, a first run as a newcomer tries it: the server on its defaults
 * (its public address is localhost) opened as 127.0.0.1, and every failed
 * request shown in a toast with the server's words, never silently.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { abrir, captura, launch } from './browser.ts';
import { CONTRASENA, nuevoEmail, registrarse, seguirEnlace } from './cuentas-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a first run', () => {
  it('signs up and in on 127.0.0.1 while the default public address is localhost', async () => {
    const url = inject('baseUrlPorDefecto');
    expect(url).toContain('127.0.0.1');
    const s = await abrir(browser, { url });
    await s.page.goto('/auth?mode=register');
    const email = nuevoEmail();
    await registrarse(s.page, email);
    await captura(s.page, 'primera-vez-registro');
    await seguirEnlace(s.page, email);
    await s.page.waitForURL((u) => u.pathname === '/');
    await s.page.getByRole('button', { name: 'Mis Consultas' }).waitFor();
    expect(await s.page.getByRole('banner').textContent()).toContain(email);
    await s.cerrar();
  });

  it('shows the spec toast with the server message when a request is refused', async () => {
    const s = await abrir(browser);
    await s.page.route('**/api/auth/sign-up/email', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: { code: 'forbidden_origin', message: 'Petición rechazada: origen no permitido.' } }) }),
    );
    await s.page.goto('/auth?mode=register');
    await s.page.getByLabel('Email').fill(nuevoEmail());
    await s.page.getByLabel('Contraseña').fill(CONTRASENA);
    await s.page.locator('form button[type="submit"]').click();
    await s.page.getByText('Error al registrarse').waitFor();
    await s.page.getByText('Petición rechazada: origen no permitido.').waitFor();
    await captura(s.page, 'primera-vez-error');
    await s.cerrar([/status of 403/]);
  });

  it('says an old or broken verification link is not valid', async () => {
    const s = await abrir(browser);
    await s.page.goto('/api/auth/verify-email?token=no-vale&callbackURL=%2Fauth%3Fverificado%3D1');
    await s.page.waitForURL((u) => u.pathname === '/auth');
    await s.page.getByText('El enlace no es válido o ha caducado').first().waitFor();
    await s.cerrar();
  });
});

describe('the production build', () => {
  it('ships no source maps', async () => {
    const { readdirSync } = await import('node:fs');
    const activos = readdirSync('dist/assets');
    expect(activos.some((f) => f.endsWith('.js'))).toBe(true);
    expect(activos.filter((f) => f.endsWith('.map'))).toEqual([]);
    const js = activos.find((f) => f.endsWith('.js'))!;
    expect((await fetch(`${inject('baseUrl')}/assets/${js}.map`)).status).toBe(404);
  });
});
