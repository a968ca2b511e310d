/**
 * The chat of a paid consultation in the browser (issue 11, text): a family
 * and the paediatrician, each in their own browser context, write to each
 * other without reloading; read marks turn to 'Leído'; a message written
 * offline waits visibly and arrives once when the connection returns; the
 * close leaves the family a finished chat without an input.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, VIEWPORTS } from './browser.ts';
import { aceptarYAbrirChat, capturaDoble, ESPERADOS, familiaNueva, pagarSoloTexto, pediatraEnSuPanel } from './teleconsulta-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A context taken offline fails its requests (and may drop its socket): those console errors are the point. */
const SIN_RED = [/ERR_INTERNET_DISCONNECTED/, /ERR_CONNECTION_RESET/, /WebSocket/];

async function escribir(vista: Locator, texto: string): Promise<void> {
  await vista.getByLabel('Escribe un mensaje').fill(texto);
  await vista.getByRole('button', { name: 'Enviar' }).click();
}

/** The stored message (with a seq) whose text contains `texto`. */
const guardado = (vista: Locator, texto: string) => vista.locator('li[data-seq]', { hasText: texto });

async function totalGuardados(page: Page): Promise<number> {
  return page.locator('section[aria-labelledby="titulo-consulta"] li[data-seq]').count();
}

describe('chat', () => {
  it('family and paediatrician talk live, read marks turn to Leído, an offline message arrives once, the close ends the chat', async () => {
    const medico = await pediatraEnSuPanel(browser);
    const familia = await familiaNueva(browser, 'movil');

    // Pay; the confirmation names the consultation the paediatrician will open.
    const consultaId = await pagarSoloTexto(familia.page);
    const vista = familia.page.locator('section[aria-labelledby="titulo-consulta"]');
    await vista.getByText('El chat se abrirá aquí cuando un pediatra acepte la consulta.', { exact: false }).waitFor();
    expect(await vista.getByLabel('Escribe un mensaje').count()).toBe(0);

    // The paediatrician accepts and opens the chat; the family's input appears by itself.
    const { vistaMedico } = await aceptarYAbrirChat(medico.page, consultaId);
    expect(await vistaMedico.evaluate((e) => e.getBoundingClientRect().height)).toBe(600);
    await vista.locator('[data-estado="activa"]').waitFor();
    const textarea = vista.getByLabel('Escribe un mensaje');
    await textarea.waitFor();
    expect(await vista.getByRole('button', { name: 'Enviar' }).isDisabled()).toBe(true);
    await textarea.fill('   ');
    expect(await vista.getByRole('button', { name: 'Enviar' }).isDisabled()).toBe(true);

    // The family writes (two lines, a safe link, a bit of markup); the paediatrician sees it without reloading.
    const primero = 'Hola, mi hijo tiene fiebre desde ayer <b>38,5</b>.\nHe leído https://www.aeped.es/fiebre y no sé si es grave.';
    await escribir(vista, primero);
    await guardado(vista, 'Hola, mi hijo tiene fiebre').waitFor();
    expect(await textarea.inputValue()).toBe('');
    const enMedico = guardado(vistaMedico, 'Hola, mi hijo tiene fiebre');
    await enMedico.waitFor();
    expect(await enMedico.locator('p').first().innerText()).toBe(primero);
    const enlace = enMedico.getByRole('link', { name: 'https://www.aeped.es/fiebre' });
    expect(await enlace.getAttribute('href')).toBe('https://www.aeped.es/fiebre');
    expect(await enlace.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await enlace.getAttribute('target')).toBe('_blank');
    expect(await enMedico.locator('b').count()).toBe(0);
    expect(await enMedico.locator('time').innerText()).toMatch(/^\d{2}:\d{2}$/);
    // The paediatrician has it open and visible: the family's mark turns to 'Leído'.
    await guardado(vista, 'Hola, mi hijo tiene fiebre').locator('[title="Leído"]').waitFor();
    expect(await guardado(vista, 'Hola, mi hijo tiene fiebre').innerText()).toContain('Leído');

    // The paediatrician answers with Enter (Shift+Enter is a new line); the family reads it and the mark turns 'Leído'.
    const respuesta = vistaMedico.getByLabel('Escribe un mensaje');
    await respuesta.fill('Buenas noches. ¿Cuánto pesa?');
    await respuesta.press('Shift+Enter');
    await respuesta.pressSequentially('¿Bebe bien?');
    await respuesta.press('Enter');
    await guardado(vista, 'Buenas noches.').waitFor();
    expect(await guardado(vista, 'Buenas noches.').locator('p').first().innerText()).toBe('Buenas noches. ¿Cuánto pesa?\n¿Bebe bien?');
    await guardado(vistaMedico, 'Buenas noches.').locator('[title="Leído"]').waitFor();
    expect(await vista.getByRole('separator', { name: 'Hoy' }).count()).toBe(1);

    // Refusals: over 5000 characters is stopped in the page; script content by the server. The text stays in the input.
    await escribir(vista, 'a'.repeat(5001));
    await familia.page.getByText('El mensaje es demasiado largo').waitFor();
    await escribir(vista, 'mira javascript:alert(1)');
    await familia.page.getByText('El mensaje contiene contenido no válido').waitFor();
    expect(await textarea.inputValue()).toBe('mira javascript:alert(1)');
    expect(await totalGuardados(familia.page)).toBe(2);
    expect(await vista.locator('li[data-client-id]:not([data-seq])').count()).toBe(0);

    // Offline: the message waits, visibly, then goes once when the connection returns.
    await familia.context.setOffline(true);
    await escribir(vista, 'Pesa 14 kilos y bebe poco.');
    const pendiente = vista.locator('li[data-marca="pendiente"]', { hasText: 'Pesa 14 kilos' });
    await pendiente.waitFor();
    expect(await pendiente.innerText()).toContain('Pendiente de enviar');
    await capturaDoble(familia.page, 'chat-familia-sin-conexion');
    await familia.context.setOffline(false);
    await guardado(vista, 'Pesa 14 kilos').waitFor();
    await guardado(vistaMedico, 'Pesa 14 kilos').waitFor();
    await guardado(vista, 'Pesa 14 kilos').locator('[title="Leído"]').waitFor();
    expect(await vista.locator('li[data-client-id]', { hasText: 'Pesa 14 kilos' }).count()).toBe(1);
    expect(await vistaMedico.locator('li[data-client-id]', { hasText: 'Pesa 14 kilos' }).count()).toBe(1);
    expect(await totalGuardados(familia.page)).toBe(3);
    expect(await totalGuardados(medico.page)).toBe(3);
    const seqs = await vistaMedico.locator('li[data-seq]').evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('data-seq'))));
    expect(seqs).toEqual([1, 2, 3]);

    // A send the server stores but whose answer never reaches the page: retried with the same client id, stored once.
    const envios: number[] = [];
    familia.page.on('response', (r) => {
      if (r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/mensajes')) envios.push(r.status());
    });
    let cortado = false;
    await familia.page.route(
      (url) => url.pathname === `/api/consultas/${consultaId}/mensajes`,
      async (route) => {
        if (cortado || route.request().method() !== 'POST') return route.fallback();
        cortado = true;
        await route.fetch();
        await route.abort('connectionreset');
      },
    );
    await escribir(vista, 'Ahora tiene 38,9.');
    await guardado(vistaMedico, 'Ahora tiene 38,9').waitFor();
    await expect.poll(() => envios).toEqual([200]);
    await guardado(vista, 'Ahora tiene 38,9').locator('[title="Leído"]').waitFor();
    expect(await vista.locator('li[data-client-id]', { hasText: 'Ahora tiene 38,9' }).count()).toBe(1);
    expect(await vistaMedico.locator('li[data-client-id]', { hasText: 'Ahora tiene 38,9' }).count()).toBe(1);
    await familia.page.unrouteAll();

    // A reload shows the same conversation once, read marks included.
    await familia.page.reload();
    await guardado(vista, 'Ahora tiene 38,9').waitFor();
    expect(await totalGuardados(familia.page)).toBe(4);
    expect(await vista.locator('[title="Leído"]').count()).toBe(3);
    expect(await vistaMedico.locator('li[data-seq]').evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('data-seq'))))).toEqual([1, 2, 3, 4]);

    await capturaDoble(familia.page, 'chat-familia');
    await capturaDoble(medico.page, 'chat-pediatra');
    await medico.page.setViewportSize(VIEWPORTS.escritorio);

    // The paediatrician closes: the family sees 'Finalizada', the conversation, and no input.
    await vistaMedico.getByRole('button', { name: 'Cerrar consulta' }).click();
    // Closing offers the closing report first (issue 12); these journeys close without one.
    await medico.page.getByRole('alertdialog', { name: '¿Cerrar la consulta?' }).getByRole('button', { name: 'Cerrar sin informe' }).click();
    await medico.page.getByText('Consulta cerrada').waitFor();
    await vista.locator('[data-estado="cerrada"]', { hasText: 'Finalizada' }).waitFor();
    await vista.getByText('Consulta finalizada', { exact: true }).waitFor();
    expect(await vista.getByLabel('Escribe un mensaje').count()).toBe(0);
    expect(await vistaMedico.getByLabel('Escribe un mensaje').count()).toBe(0);
    expect(await totalGuardados(familia.page)).toBe(4);
    await capturaDoble(familia.page, 'chat-familia-finalizada');

    await medico.cerrar(ESPERADOS);
    await familia.cerrar([...ESPERADOS, ...SIN_RED, /status of 400/]);
  });
});
