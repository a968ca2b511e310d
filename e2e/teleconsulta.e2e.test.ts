/**
 * The paid tele-consultation in the browser (issue 10), up to the moment the
 * chat opens: a family pays from a result or from 'Nueva Consulta' through the
 * embedded demo checkout, and a paediatrician whose panel is already open sees
 * the consultation arrive, reads the triage, accepts and closes it, each side
 * seeing the other's change without reloading.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTENTOS_CONFIRMACION } from '../src/web/features/pagos/confirmar-pago.ts';
import { launch, type Viewport } from './browser.ts';
import { RECORRIDOS } from './journeys.ts';
import { capturaDoble, enElCheckout, ESPERADOS, familiaNueva as familiaNuevaEn, pagarDesdeNuevaConsulta, pediatraEnSuPanel as pediatraEnSuPanelEn, vigilar } from './teleconsulta-steps.ts';
import { elegirCategoria, elegirSintoma, responderFlujo } from './triage-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const familiaNueva = (viewport: Viewport) => familiaNuevaEn(browser, viewport);
const pediatraEnSuPanel = () => pediatraEnSuPanelEn(browser);

/**
 * Stops the page's clock (the 2-second redirect waits) a moment ahead of its own now: pausing at the
 * page's exact now fails when time has moved on between reading it and pausing.
 */
async function congelarReloj(pagina: Page): Promise<void> {
  for (let intento = 0; intento < 5; intento++) {
    try {
      await pagina.clock.pauseAt((await pagina.evaluate(() => Date.now())) + 250);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
  throw new Error('no se pudo detener el reloj de la página');
}

describe('tele-consultation', () => {
  it('pays from a result; the open panel shows it live with the triage; accept and close reach the family without reloading', async () => {
    const medico = await pediatraEnSuPanel();
    const panel = medico.page.locator('section', { hasText: 'Consultas Pendientes' });
    // Counted once the list has loaded (an entry, or the empty text): other journeys may have left pending consultations.
    await panel.locator('li[data-consulta]').or(panel.getByText('No hay consultas pendientes.')).first().waitFor();
    // The list also holds this paediatrician's own consultations (other journeys leave some); the tab title counts pending ones.
    const pendientes = panel.locator('li[data-consulta]', { has: medico.page.locator('[data-estado="pendiente"]') });
    const enListaAntes = await panel.locator('li[data-consulta]').count();
    const pendientesAntes = await pendientes.count();

    const familia = await familiaNueva('movil');
    // Fake timers that run normally until paused: the success page's 2-second redirect is held while it is photographed.
    await familia.context.clock.install();
    const tos = RECORRIDOS.find((r) => r.flujo.id === 'tos' && r.urgencia === 'verde')!;
    await elegirCategoria(familia.page, 'Respiratorio y garganta');
    await elegirSintoma(familia.page, tos.flujo.nombre);
    const preguntadas = await responderFlujo(familia.page, tos.flujo, tos.respuestas);
    const titulo = (await familia.page.locator('#titulo-resultado').textContent()) ?? '';

    await familia.page.getByRole('button', { name: 'Teleconsulta — 15 €' }).click();
    const dialogo = familia.page.getByRole('alertdialog', { name: 'Iniciar Teleconsulta' });
    await dialogo.getByRole('checkbox').check();
    const [checkout] = await Promise.all([familia.context.waitForEvent('page'), dialogo.getByRole('button', { name: 'Iniciar Teleconsulta con Imágenes' }).click()]);
    vigilar(familia, checkout);
    expect(await familia.page.getByRole('button', { name: 'Teleconsulta — 15 €' }).isEnabled()).toBe(true);
    const sessionId = await enElCheckout(checkout);
    await capturaDoble(checkout, 'pago-demo');

    await checkout.getByRole('button', { name: 'Pagar' }).click();
    await checkout.getByRole('heading', { name: '¡Consulta Creada con Éxito!' }).waitFor();
    await congelarReloj(checkout);
    expect(checkout.url()).toContain(`/pago-exitoso?session_id=${sessionId}`);
    const exito = (await checkout.locator('main').textContent()) ?? '';
    expect(exito).toContain('€15.00');
    expect(exito).toContain(`Sesión: ${sessionId.slice(-8)}`);
    await checkout.getByRole('button', { name: 'Ir al Chat' }).waitFor();
    await checkout.getByRole('button', { name: 'Volver al inicio' }).waitFor();
    await checkout.getByText('Tu consulta está lista. Te redirigiremos al chat.').waitFor();
    expect(await checkout.getByText('¡Consulta creada con éxito!', { exact: true }).isVisible()).toBe(true);
    await capturaDoble(checkout, 'pago-exitoso');
    await checkout.clock.resume();

    // After the 2 seconds: /consultas with this consultation open, waiting for a paediatrician.
    await checkout.waitForURL((url) => url.pathname === '/consultas');
    const vista = checkout.locator('section[aria-labelledby="titulo-consulta"]');
    await vista.locator('[data-estado="pendiente"]', { hasText: 'Pendiente' }).waitFor();
    expect(await vista.textContent()).toContain(titulo);
    expect(await vista.textContent()).toContain('El chat se abrirá aquí cuando un pediatra acepte la consulta.');
    // The whole screen's height on a phone (600 px from 768 px up, checked in the chat journey).
    expect(await vista.evaluate((e) => e.getBoundingClientRect().height)).toBe(await checkout.evaluate(() => window.innerHeight - 16));

    // The paediatrician's panel, open all along, shows it without a reload, with the tab title counting it.
    const entrada = panel.locator('li[data-consulta]', { hasText: titulo });
    await entrada.waitFor();
    expect(await panel.locator('li[data-consulta]').count()).toBe(enListaAntes + 1);
    expect(await pendientes.count()).toBe(pendientesAntes + 1);
    await medico.page.waitForFunction((n) => document.title === `(${n}) Panel Pediatra`, pendientesAntes + 1);
    expect(await entrada.textContent()).toContain('Edad:2-5 años');
    await entrada.getByRole('button', { name: 'Ver triaje y respuestas' }).click();
    await entrada.getByText('Preguntas y respuestas').waitFor();
    const detalle = (await entrada.textContent()) ?? '';
    for (const id of preguntadas) expect(detalle).toContain(tos.flujo.preguntas.find((p) => p.id === id)!.texto.trim());
    expect(detalle).toContain('2-5 años');
    expect(detalle).toContain('La familia acepta compartir fotos.');
    await capturaDoble(medico.page, 'panel-consulta-pendiente');

    // Accept: the family's open page turns 'Activa' by itself.
    await entrada.getByRole('button', { name: 'Aceptar' }).click();
    await medico.page.getByText('Consulta aceptada').waitFor();
    await vista.locator('[data-estado="activa"]', { hasText: 'Activa' }).waitFor();
    await vista.getByLabel('Escribe un mensaje').waitFor();
    await medico.page.waitForFunction((n) => document.title === (n > 0 ? `(${n}) Panel Pediatra` : 'Panel Pediatra'), pendientesAntes);

    // Close, from the consultation's page: 'Finalizada' on both sides.
    await entrada.getByRole('button', { name: 'Abrir chat' }).click();
    const vistaMedico = medico.page.locator('section[aria-labelledby="titulo-consulta"]');
    await vistaMedico.getByRole('button', { name: 'Cerrar consulta' }).click();
    // Closing offers the closing report first (issue 12); these journeys close without one.
    await medico.page.getByRole('alertdialog', { name: '¿Cerrar la consulta?' }).getByRole('button', { name: 'Cerrar sin informe' }).click();
    await medico.page.getByText('Consulta cerrada').waitFor();
    await vistaMedico.locator('[data-estado="cerrada"]', { hasText: 'Finalizada' }).waitFor();
    await vista.locator('[data-estado="cerrada"]', { hasText: 'Finalizada' }).waitFor();

    // The family's list: the paid consultation with the triage it came from.
    await vista.getByRole('button', { name: 'Volver a mis consultas' }).click();
    const historial = checkout.locator('section', { hasText: 'Historial de Consultas' });
    await historial.getByText('Consulta finalizada').waitFor();
    expect(await historial.textContent()).toContain(titulo);
    expect(await historial.textContent()).toMatch(/\d{1,2} de [a-z]+, \d{2}:\d{2}/);
    await capturaDoble(checkout, 'consultas-familia-pagada');

    await medico.cerrar(ESPERADOS);
    await familia.cerrar(ESPERADOS);
  });

  it('pays from the Nueva Consulta tab (text only, pop-up blocked), cancels once at the checkout, and cancels the pending consultation with a full refund', async () => {
    const familia = await familiaNueva('movil');
    // A browser that blocks the checkout's pop-up: the checkout opens in the same tab.
    await familia.page.addInitScript(() => {
      window.open = () => null;
    });
    // A controllable clock, to see what a family that has waited a long time is told.
    await familia.page.clock.install();
    await familia.page.goto('/consultas');
    await pagarDesdeNuevaConsulta(familia.page);
    await familia.page.getByRole('button', { name: 'Cancelar' }).click();
    await familia.page.waitForURL((url) => url.pathname === '/pago-cancelado');
    await familia.page.getByRole('heading', { name: 'Pago Cancelado' }).waitFor();
    expect(await familia.page.locator('main').textContent()).toContain('No se ha realizado ningún cargo');
    await capturaDoble(familia.page, 'pago-cancelado');
    await familia.page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await familia.page.waitForURL((url) => url.pathname === '/');

    await familia.page.getByRole('button', { name: 'Mis Consultas' }).click();
    const sessionId = await pagarDesdeNuevaConsulta(familia.page);
    await familia.page.getByRole('button', { name: 'Pagar' }).click();
    await familia.page.getByRole('heading', { name: '¡Consulta Creada con Éxito!' }).waitFor();
    expect(await familia.page.locator('main').textContent()).toContain(`Sesión: ${sessionId.slice(-8)}`);
    await familia.page.waitForURL((url) => url.pathname === '/consultas');
    const vista = familia.page.locator('section[aria-labelledby="titulo-consulta"]');
    await vista.locator('[data-estado="pendiente"]').waitFor();
    expect(await vista.textContent()).toContain('Consulta sin triaje previo');
    await capturaDoble(familia.page, 'consulta-pendiente');
    await vista.getByText(/Buscando un pediatra disponible|Esperando a un pediatra desde hace/).waitFor();
    expect(await vista.textContent()).not.toContain('Está tardando más de lo habitual');
    await familia.page.clock.fastForward('16:00');
    await vista.getByText('Esperando a un pediatra desde hace 16 minutos.').waitFor();
    expect(await vista.textContent()).toContain('Está tardando más de lo habitual y ya hemos avisado al equipo médico. Si prefieres no esperar, cancela la consulta y te devolvemos los €15.00 completos.');
    await capturaDoble(familia.page, 'consulta-espera-larga');

    await vista.getByRole('button', { name: 'Cancelar consulta' }).click();
    const confirmar = familia.page.getByRole('alertdialog', { name: '¿Cancelar la consulta?' });
    expect(await confirmar.textContent()).toContain('te devolvemos el importe completo (€15.00)');
    await confirmar.getByRole('button', { name: 'Sí, cancelar y reembolsar' }).click();
    await familia.page.getByText('Consulta cancelada', { exact: true }).waitFor();
    await vista.locator('[data-estado="cancelada"]', { hasText: 'Cancelada' }).waitFor();
    await vista.getByText(/Reembolso completo/).waitFor();
    expect(await vista.getByRole('button', { name: 'Cancelar consulta' }).count()).toBe(0);
    await capturaDoble(familia.page, 'consulta-cancelada');
    await vista.getByRole('button', { name: 'Volver a mis consultas' }).click();
    await familia.page.locator('section', { hasText: 'Historial de Consultas' }).getByText('Cancelada · reembolso completo').waitFor();
    await familia.cerrar(ESPERADOS);
  });

  it('a payment that never completes: the success page keeps asking for about ten seconds, then shows the failure', async () => {
    const familia = await familiaNueva('movil');
    await familia.page.addInitScript(() => {
      window.open = () => null;
    });
    // A controllable clock, to see what a family that has waited a long time is told.
    await familia.page.clock.install();
    await familia.page.goto('/consultas');
    await familia.page.getByRole('tab', { name: 'Nueva Consulta' }).click();
    await familia.page.getByRole('button', { name: 'Pagar y empezar — 15 €' }).click();
    await familia.page.getByRole('alertdialog', { name: 'Iniciar Teleconsulta' }).getByRole('button', { name: 'Continuar solo con chat de texto' }).click();
    const sessionId = await enElCheckout(familia.page);

    // Back on the success page without paying: every answer is 'not paid yet', and it keeps asking (real time, ~10 s).
    const respuestas: unknown[] = [];
    familia.page.on('response', async (r) => {
      if (r.url().endsWith('/api/pagos/confirmar')) respuestas.push(await r.json());
    });
    await familia.page.goto(`/pago-exitoso?session_id=${sessionId}`);
    await familia.page.getByRole('heading', { name: 'Procesando tu pago…' }).waitFor();
    await familia.page.getByRole('heading', { name: 'Error al procesar el pago' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => respuestas.length).toBe(INTENTOS_CONFIRMACION);
    expect(respuestas).toEqual(Array.from({ length: INTENTOS_CONFIRMACION }, () => ({ success: false, consultaId: null })));
    expect(await familia.page.getByText('Hubo un problema al crear tu consulta. Por favor contacta soporte.').count()).toBe(2);
    expect(await familia.page.getByRole('button', { name: 'Ir al Chat' }).count()).toBe(0);
    await familia.cerrar(ESPERADOS);
  });

  it('an unknown or used checkout says so and leads home', async () => {
    const familia = await familiaNueva('movil');
    await familia.page.goto('/pago-demo?session_id=demo_no_existe');
    await familia.page.getByRole('heading', { name: 'Este pago ya no está disponible' }).waitFor();
    await familia.page.getByRole('button', { name: 'Volver al inicio' }).click();
    await familia.page.waitForURL((url) => url.pathname === '/');
    await familia.cerrar([...ESPERADOS, /status of 40[04]/]);
  });
});
