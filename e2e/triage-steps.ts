/** Steps a parent takes on the triage screens, shared by the journeys. */
import type { Page } from 'playwright-core';

export async function elegirCategoria(page: Page, nombre: string): Promise<void> {
  await page.getByRole('button', { name: nombre }).click();
}

export async function elegirSintoma(page: Page, nombre: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: nombre }).click();
  await page.getByText(/Pregunta 1 de \d+/).waitFor();
}

/** Answers the current question: a choice's visible label, or a typed value for number/text. */
export async function responder(page: Page, respuesta: string | number): Promise<void> {
  const campo = page.locator('main input[type="number"], main textarea');
  if (typeof respuesta === 'number' || (await campo.count()) > 0) {
    await campo.fill(String(respuesta));
  } else {
    await page.getByRole('radio', { name: respuesta, exact: true }).click();
  }
  await page.locator('main form button[type="submit"]').click();
}

export async function preguntaActual(page: Page): Promise<string> {
  return (await page.locator('#texto-pregunta').textContent()) ?? '';
}
