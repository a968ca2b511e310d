/** Accounts in the browser (issue 4): sign-up with the e-mailed link, saving results, history, children, sign-out. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLUJOS_POR_ID } from '../src/domain/triage/catalogue/index.ts';
import { abrir, captura, launch } from './browser.ts';
import { RECORRIDOS } from './journeys.ts';
import { guardarResultado, nuevoEmail, registrarse, seguirEnlace } from './cuentas-steps.ts';
import { elegirCategoria, elegirSintoma, responderFlujo } from './triage-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function triajeFiebreLeve(page: Page): Promise<void> {
  const verde = RECORRIDOS.find((r) => r.flujo.id === 'tos' && r.urgencia === 'verde')!;
  await elegirCategoria(page, 'Respiratorio y garganta');
  await elegirSintoma(page, verde.flujo.nombre);
  await responderFlujo(page, verde.flujo, verde.respuestas);
  await page.getByText('LEVE').waitFor();
}

describe('accounts', () => {
  it('validates the forms with the spec messages', async () => {
    const s = await abrir(browser);
    await s.page.goto('/auth');
    await s.page.locator('form button[type="submit"]').click();
    expect(await s.page.getByRole('alert').allTextContents()).toEqual(['Este campo es obligatorio', 'Este campo es obligatorio']);
    await s.page.getByLabel('Email').fill('no-es-un-email');
    await s.page.getByText('Por favor, introduce un email válido').waitFor();
    await s.page.getByRole('tab', { name: 'Registrarse' }).click();
    await s.page.getByLabel('Contraseña').fill('corta');
    await s.page.locator('form button[type="submit"]').click();
    await s.page.getByText('La contraseña debe tener al menos 8 caracteres').waitFor();
    await captura(s.page, 'auth-errores');
    // Unknown account: the spec's toast with a clear reason.
    await s.page.getByRole('tab', { name: 'Iniciar Sesión' }).click();
    await s.page.getByLabel('Email').fill('nadie@example.com');
    await s.page.getByLabel('Contraseña').fill('lo-que-sea-123');
    await s.page.locator('form button[type="submit"]').click();
    await s.page.getByText('Error al iniciar sesión').waitFor();
    await s.page.getByText('Email o contraseña incorrectos.').waitFor();
    await s.cerrar([/status of 401/]);
  });

  it('signs up, verifies by e-mail, saves a result, sees it in the history, adds a child and signs out', async () => {
    const email = nuevoEmail();
    const s = await abrir(browser, { viewport: 'escritorio' });
    await s.page.goto('/auth?mode=register');
    expect(await s.page.getByRole('tab', { name: 'Registrarse' }).getAttribute('aria-selected')).toBe('true');
    expect(await s.page.getByRole('button', { name: 'Continuar con Google' }).count()).toBe(0);
    await captura(s.page, 'auth-registro');
    await registrarse(s.page, email);
    await seguirEnlace(s.page, email);

    await s.page.waitForURL((url) => url.pathname === '/');
    await s.page.getByRole('button', { name: 'Mis Consultas' }).waitFor();
    expect(await s.page.getByRole('banner').textContent()).toContain(email);

    await triajeFiebreLeve(s.page);
    expect(await s.page.getByText('Guarda tu resultado y crea un perfil pediátrico').count()).toBe(0);
    await guardarResultado(s.page);

    await s.page.getByRole('button', { name: 'Mis Consultas' }).click();
    await s.page.waitForURL('**/consultas');
    const historial = s.page.locator('section', { hasText: 'Historial de Consultas' });
    await historial.getByText('Consulta pasada').waitFor();
    expect(await historial.textContent()).toContain('Evaluación guardada');
    expect(await historial.textContent()).toMatch(/\d{1,2} de [a-z]+, \d{2}:\d{2}/);
    await captura(s.page, 'consultas-historial');
    await historial.getByRole('button').first().click();
    await s.page.getByText('LEVE').waitFor();
    await s.page.getByRole('button', { name: 'Volver al historial' }).click();

    // A child, then a triage for that child starts with the age range chosen.
    await s.page.getByRole('button', { name: 'Añadir hijo' }).click();
    await s.page.getByLabel('Nombre', { exact: true }).fill('Lucas');
    await s.page.getByLabel('Fecha de nacimiento').fill('2023-03-14');
    await s.page.getByLabel('Peso en kg (opcional)').fill('14.5');
    await s.page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await s.page.getByText('Perfil guardado').waitFor();
    await captura(s.page, 'consultas-hijos');
    await s.page.getByRole('button', { name: 'Volver al inicio' }).click();
    await s.page.getByRole('radio', { name: 'Lucas' }).click();
    await elegirCategoria(s.page, 'Fiebre y malestar general');
    await elegirSintoma(s.page, FLUJOS_POR_ID.get('fiebre')!.nombre);
    expect(await s.page.getByRole('radio', { name: '2-5 años' }).getAttribute('aria-checked')).toBe('true');

    await s.page.getByRole('button', { name: 'Salir' }).click();
    await s.page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    await s.page.goto('/consultas');
    await s.page.waitForURL('**/auth');
    await s.cerrar([/status of 40[13]/]);
  });

  it('keeps an anonymous result through sign-up and saves it after the e-mail link, with the welcome toast', async () => {
    const email = nuevoEmail();
    const s = await abrir(browser);
    await s.page.goto('/');
    await triajeFiebreLeve(s.page);
    await s.page.getByRole('button', { name: 'Crear Cuenta Gratis y Guardar Resultado' }).click();
    const dialogo = s.page.getByRole('alertdialog', { name: 'Crear Cuenta y Guardar Datos' });
    for (const casilla of await dialogo.getByRole('checkbox').all()) await casilla.check();
    await dialogo.getByRole('button', { name: 'Crear Cuenta y Guardar Datos' }).click();
    await s.page.waitForURL('**/auth?mode=register');
    await registrarse(s.page, email);
    expect(await s.page.evaluate(() => localStorage.getItem('pending-triage-result'))).not.toBeNull();

    await seguirEnlace(s.page, email);
    await s.page.getByText('Hemos guardado tu resultado en tu historial.').waitFor();
    await s.page.waitForURL((url) => url.pathname === '/');
    expect(await s.page.evaluate(() => localStorage.getItem('pending-triage-result'))).toBeNull();
    await s.page.getByRole('button', { name: 'Mis Consultas' }).click();
    await s.page.locator('section', { hasText: 'Historial de Consultas' }).getByText('Consulta pasada').waitFor();
    await captura(s.page, 'consultas-tras-registro');
    await s.cerrar([/status of 40[13]/]);
  });
});
