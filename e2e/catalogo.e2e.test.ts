/** Journeys across the catalogue (issue 3): one per level for the main flows, the search box and the emergency strip. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLUJOS_POR_ID } from '../src/domain/triage/catalogue/index.ts';
import { abrir, captura, launch } from './browser.ts';
import { RECORRIDOS } from './journeys.ts';
import { elegirCategoria, elegirSintoma, nivelMostrado, responderFlujo } from './triage-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const BANNER = { rojo: 'URGENTE', amarillo: 'MODERADO', verde: 'LEVE' } as const;

describe('journeys through the catalogue (390 px)', () => {
  it.each(RECORRIDOS.map((r) => [`${r.flujo.id} → ${r.urgencia}: ${r.descripcion}`, r] as const))('%s', async (_nombre, r) => {
    const s = await abrir(browser);
    await s.page.goto('/');
    if (r.categoria) await elegirCategoria(s.page, r.categoria);
    await elegirSintoma(s.page, r.flujo.nombre);
    await responderFlujo(s.page, r.flujo, r.respuestas);
    expect(await nivelMostrado(s.page)).toBe(r.urgencia);
    expect(await s.page.locator('[data-urgencia]').textContent()).toContain(BANNER[r.urgencia]);
    await captura(s.page, `recorrido-${r.flujo.id}-${r.urgencia}`);
    await s.cerrar();
  });
});

describe('finding a flow', () => {
  it('the search box finds flows by everyday words, without accents', async () => {
    const s = await abrir(browser);
    await s.page.goto('/');
    const buscador = s.page.getByLabel('Buscar un síntoma');
    for (const [consulta, id] of [
      ['pila', 'cuerpo_extrano'],
      ['moco', 'mocos_congestion'],
      ['se ha caido', 'golpes_caidas'],
      ['granos', 'problemas_piel'],
      ['no para de llorar', 'llanto_inconsolable'],
    ] as const) {
      await buscador.fill(consulta);
      const lista = s.page.getByRole('list', { name: /síntomas? encontrados?/ });
      await lista.waitFor();
      expect(await lista.textContent()).toContain(FLUJOS_POR_ID.get(id)?.nombre);
    }
    await captura(s.page, 'busqueda');
    await buscador.fill('ordenador portátil');
    await s.page.getByText('No encontramos ese síntoma').waitFor();

    await buscador.fill('moco');
    await s.page.getByRole('list', { name: /encontrad/ }).getByRole('button', { name: FLUJOS_POR_ID.get('mocos_congestion')?.nombre }).click();
    await s.page.getByText(/Pregunta 1 de \d+/).waitFor();
    await s.cerrar();
  });

  it('the emergency strip opens the two flows outside the categories', async () => {
    const s = await abrir(browser);
    await s.page.goto('/');
    const tragado = FLUJOS_POR_ID.get('cuerpo_extrano');
    await elegirSintoma(s.page, tragado?.nombre ?? '');
    await s.page.getByRole('button', { name: 'Volver al inicio del triaje' }).click();
    await elegirSintoma(s.page, FLUJOS_POR_ID.get('intoxicacion')?.nombre ?? '');
    await s.cerrar();
  });

  it('a result offers the flow a finding belongs to', async () => {
    const r = RECORRIDOS.find((x) => x.flujo.id === 'vomitos' && x.urgencia === 'rojo');
    const s = await abrir(browser);
    await s.page.goto('/');
    await elegirCategoria(s.page, 'Digestivo');
    await elegirSintoma(s.page, 'Vómitos');
    const flujo = FLUJOS_POR_ID.get('vomitos');
    if (!flujo || !r) throw new Error('sin flujo');
    const golpe = flujo.preguntas.find((p) => p.id === 'senales_graves')?.opciones?.find((o) => o.includes('golpe'));
    await responderFlujo(s.page, flujo, { ...r.respuestas, senales_graves: golpe ?? '' });
    const seccion = s.page.locator('section', { hasText: 'También puede ayudarte' });
    await seccion.getByRole('button', { name: FLUJOS_POR_ID.get('golpes_caidas')?.nombre }).click();
    await s.page.getByText(/Pregunta 1 de \d+/).waitFor();
    await s.cerrar();
  });
});
