/** Steps a parent takes on the triage screens, shared by the journeys. */
import type { Flujo, Respuestas } from '../src/domain/triage/types.ts';
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

/**
 * Answers a whole questionnaire from an answer map, question by question as
 * the screen asks them (skipped questions are never shown), until the result.
 */
export async function responderFlujo(page: Page, flujo: Flujo, respuestas: Respuestas): Promise<string[]> {
  const preguntadas: string[] = [];
  for (let paso = 0; paso < 40; paso++) {
    const titulo = page.locator('#texto-pregunta');
    const resultado = page.locator('#titulo-resultado');
    await Promise.race([titulo.waitFor(), resultado.waitFor()]);
    if (await resultado.isVisible()) return preguntadas;
    const texto = ((await titulo.textContent()) ?? '').trim();
    const pregunta = flujo.preguntas.find((p) => p.texto.trim() === texto);
    if (!pregunta) throw new Error(`Pregunta desconocida en ${flujo.id}: ${texto}`);
    const valor = respuestas[pregunta.id];
    if (valor === undefined) throw new Error(`Falta la respuesta a ${pregunta.id} (${texto})`);
    const etiqueta = pregunta.tipo === 'si_no' ? (valor === 'si' ? 'Sí' : 'No') : valor;
    await responder(page, typeof valor === 'number' ? valor : String(etiqueta));
    preguntadas.push(pregunta.id);
    await page.waitForFunction(
      (anterior) => document.querySelector('#texto-pregunta')?.textContent?.trim() !== anterior || document.querySelector('#titulo-resultado') !== null,
      texto,
    );
  }
  throw new Error('demasiadas preguntas');
}

/** The banner level shown: URGENTE, MODERADO or LEVE. */
export async function nivelMostrado(page: Page): Promise<string> {
  return (await page.locator('[data-urgencia]').getAttribute('data-urgencia')) ?? '';
}
