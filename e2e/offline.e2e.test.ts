import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVIDAD, COLOR, DIAS_FIEBRE, HIDRATACION, RESPIRACION } from '../src/domain/triage/catalogue/fiebre.ts';
import { SATURACION } from '../src/domain/triage/catalogue/banderas-pulsioximetria.ts';
import { MANCHAS } from '../src/domain/triage/catalogue/comunes.ts';
import { NINGUNA_URGENCIA_DE_OTRA_PUERTA } from '../src/domain/triage/catalogue/urgencias-otras-puertas.ts';
import { NINGUNA_CONSULTA_DE_OTRA_PUERTA } from '../src/domain/triage/catalogue/consultas-otras-puertas.ts';
import { abrir, captura, launch } from './browser.ts';
import { elegirCategoria, elegirSintoma, responder } from './triage-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('offline', () => {
  it('after a first visit, reloads and runs a whole triage with doses with the network off', async () => {
    const s = await abrir(browser, { serviceWorkers: 'allow' });
    await s.page.goto('/');
    await s.page.getByRole('heading', { name: '¿Qué le pasa a tu hijo?' }).waitFor();
    // Wait until the service worker has precached everything and controls the page.
    await s.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    await s.context.setOffline(true);
    await s.page.reload();
    await s.page.getByRole('heading', { name: '¿Qué le pasa a tu hijo?' }).waitFor();
    await elegirCategoria(s.page, 'Fiebre y malestar general');
    await elegirSintoma(s.page, /Fiebre/);
    // Four global signs and the central line (round 12); the oximeter (round 11) after the temperature.
    for (const r of ['1-2 años', COLOR.normal, RESPIRACION.normal, ACTIVIDAD.normal, MANCHAS.no, NINGUNA_URGENCIA_DE_OTRA_PUERTA, 'No', 'No', 'No', 'No', 'No', HIDRATACION.normal, 'Sí', 38.4, SATURACION.noMedida, DIAS_FIEBRE.uno_dos, 'No', 'No', NINGUNA_CONSULTA_DE_OTRA_PUERTA, 'No', 'No', 11]) {
      await responder(s.page, r);
    }
    await s.page.getByText('LEVE').waitFor();
    expect(await s.page.locator('main').textContent()).toContain('Dosis exacta: 165.0 mg cada 6-8 horas (para 11 kg)');
    await captura(s.page, 'offline-resultado');

    // A deep link also opens offline (navigation fallback), while /api is never answered by the worker.
    await s.page.goto('/privacidad');
    await s.page.getByRole('heading', { name: 'Política de privacidad' }).waitFor();
    await s.context.setOffline(false);
    // Analytics failed while offline: only logged as warnings, never as page errors.
    await s.cerrar([/Failed to load resource/]);
  });
});
