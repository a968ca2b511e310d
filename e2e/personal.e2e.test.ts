/** A paediatrician in the browser: the staff panel, and two-factor sign-in turned on and used. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { totp } from '../test/helpers/totp.ts';
import { abrir, captura, launch } from './browser.ts';
import { iniciarSesion } from './cuentas-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('paediatrician', () => {
  it('sees the specialist panel, turns on two-factor sign-in, and signs in with a code', async () => {
    const { email, password } = inject('pediatra');
    const s = await abrir(browser, { viewport: 'escritorio' });
    await s.page.goto('/auth');
    await iniciarSesion(s.page, email, password);
    await s.page.getByRole('button', { name: 'Panel Especialista' }).click();
    await s.page.getByRole('heading', { name: 'Panel Pediatra' }).waitFor();
    expect(await s.page.getByRole('tab').allTextContents()).toEqual(['Consultas', 'Chats Activos']);
    await s.page.getByRole('heading', { name: 'Consultas Pendientes' }).waitFor();
    expect(await s.page.getByText('Historial de Consultas').count()).toBe(0);

    await s.page.getByLabel('Confirma tu contraseña').fill(password);
    await s.page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
    const enlace = s.page.getByRole('link', { name: 'Abrir en la aplicación de autenticación' });
    const uri = (await enlace.getAttribute('href')) ?? '';
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    await captura(s.page, 'panel-2fa');
    await s.page.getByLabel('Código de verificación').fill(totp(uri));
    await s.page.getByRole('button', { name: 'Verificar' }).click();
    await s.page.getByText('La verificación en dos pasos está activada.').waitFor();

    await s.page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await s.page.goto('/auth');
    await iniciarSesion(s.page, email, password);
    await s.page.getByLabel('Código de verificación').fill(totp(uri));
    await s.page.getByRole('button', { name: 'Verificar' }).click();
    await s.page.getByRole('button', { name: 'Panel Especialista' }).waitFor();
    await s.cerrar([/status of 40[13]/]);
  });
});
