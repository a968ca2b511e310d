/** Account steps shared by the journeys: sign up in the page, then follow the e-mailed link. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { linkIn, mailsTo } from '../test/helpers/mail-to-disk.ts';

let n = 0;
export const nuevoEmail = () => `familia.${Date.now()}.${++n}@example.com`;
export const CONTRASENA = 'una frase larga y segura';

export async function registrarse(page: Page, email: string): Promise<void> {
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await page.getByLabel('Nombre (opcional)').fill('Marta');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(CONTRASENA);
  await page.locator('form button[type="submit"]').click();
  await page.getByText('Revisa tu email para confirmar tu cuenta.').first().waitFor();
}

/**
 * Opens the e-mailed link. It confirms the address but signs nobody in (a
 * link opened from anywhere must not: login forgery), so the parent then
 * signs in on the page it lands on.
 */
export async function seguirEnlace(page: Page, email: string): Promise<void> {
  for (let i = 0; i < 50 && mailsTo(email).length === 0; i++) await page.waitForTimeout(100);
  const [mail] = mailsTo(email);
  expect(mail?.subject).toContain('Confirma tu email');
  await page.goto(linkIn(mail!));
  await page.waitForURL((url) => url.pathname === '/auth');
  await page.getByText('Email confirmado').first().waitFor();
  expect(await page.getByRole('tab', { name: 'Iniciar Sesión' }).getAttribute('aria-selected')).toBe('true');
  await iniciarSesion(page, email, CONTRASENA);
}

/** Fills the sign-in tab of /auth (already open) and submits it. */
export async function iniciarSesion(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.locator('form button[type="submit"]').click();
}


/** 'Guardar Resultado'; the first time, the explicit health-data consent is asked (the spec's three boxes). */
export async function guardarResultado(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Guardar Resultado' }).click();
  const dialogo = page.getByRole('alertdialog', { name: 'Crear Cuenta y Guardar Datos' });
  const guardado = page.getByText('La consulta ha sido guardada correctamente en tu historial.');
  await Promise.race([dialogo.waitFor(), guardado.waitFor()]);
  if (await dialogo.isVisible()) {
    for (const casilla of await dialogo.getByRole('checkbox').all()) await casilla.check();
    await dialogo.getByRole('button', { name: 'Crear Cuenta y Guardar Datos' }).click();
  }
  await guardado.waitFor();
}
