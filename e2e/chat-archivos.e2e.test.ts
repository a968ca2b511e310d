/**
 * Files in the chat of a paid consultation in the browser (issue 11, files):
 * a family on a phone and the paediatrician on a desktop, each in their own
 * browser context. Files refused in the page upload nothing; a family that
 * paid for text only is asked for the image consent before its first photo;
 * a photo of a few MB uploads with a real progress bar (the upload slowed
 * down through the DevTools protocol), arrives as a thumbnail without reload
 * and opens full size; marks go Enviado → Entregado → Leído; a photo sent
 * offline waits with its file and arrives once; a PDF sent while
 * the family's chat is closed shows as unread in its list and downloads
 * under its sanitised name.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfMinimo } from '../test/helpers/archivos.ts';
import { captura, launch, VIEWPORTS } from './browser.ts';
import { aceptarYAbrirChat, capturaDoble, ESPERADOS, familiaNueva, pagarSoloTexto, pediatraEnSuPanel } from './teleconsulta-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const MB = 1024 * 1024;

interface ArchivoPrueba {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

/** A real photo of a few MB: noise compresses badly, so the JPEG stays big enough for the upload to take visible steps. */
async function fotoDeVariosMegas(): Promise<Buffer> {
  const ancho = 1800;
  const alto = 1400;
  const ruido = Buffer.alloc(ancho * alto * 3);
  let semilla = 12345;
  for (let i = 0; i < ruido.length; i++) {
    semilla = (semilla * 1103515245 + 12345) & 0x7fffffff;
    ruido[i] = semilla >> 16;
  }
  return sharp(ruido, { raw: { width: ancho, height: alto, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

/** Through the device's file picker, as a parent does: the paperclip, then the file. */
async function adjuntar(page: Page, vista: Locator, archivo: ArchivoPrueba): Promise<void> {
  const [selector] = await Promise.all([page.waitForEvent('filechooser'), vista.getByRole('button', { name: 'Adjuntar archivo' }).click()]);
  await selector.setFiles(archivo);
}

/** Every value the upload's progress bar shows, in order, recorded in the page as it changes. */
async function grabarProgreso(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const valores: number[] = [];
    (window as unknown as { progresoVisto: number[] }).progresoVisto = valores;
    const anotar = () => {
      const barra = document.querySelector('[role="progressbar"]');
      const valor = barra?.getAttribute('aria-valuenow');
      if (valor !== null && valor !== undefined && valores.at(-1) !== Number(valor)) valores.push(Number(valor));
    };
    new MutationObserver(anotar).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { progresoVisto: number[] }).progresoVisto);
}

/**
 * The paediatrician's tab goes to the background (another window on top, a
 * phone screen turned off) or comes back. Headless Chromium keeps every tab
 * visible, so the page is told what a browser would tell it.
 */
async function pestanaVisible(page: Page, visible: boolean): Promise<void> {
  await page.evaluate((v) => {
    if (v) Reflect.deleteProperty(document, 'visibilityState');
    else Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);
}

const guardado = (vista: Locator, texto: string) => vista.locator('li[data-seq]', { hasText: texto });
const marca = (vista: Locator, texto: string) => guardado(vista, texto).getAttribute('data-marca');

describe('chat files', () => {
  it('refused files upload nothing; a text-only family consents before its first photo, which uploads with real progress and opens full size; marks; a PDF unread in the list downloads under its sanitised name', async () => {
    const medico = await pediatraEnSuPanel(browser);
    const familia = await familiaNueva(browser, 'movil');

    // Pay for text only ('Continuar solo con chat de texto'), then the paediatrician accepts and opens the chat.
    const consultaId = await pagarSoloTexto(familia.page);
    const vista = familia.page.locator('section[aria-labelledby="titulo-consulta"]');
    const { vistaMedico } = await aceptarYAbrirChat(medico.page, consultaId);
    await vista.getByLabel('Escribe un mensaje').waitFor();

    // Who attends: the name and the professional registration the terms promise.
    await vista.getByText('Te atiende Dra. Pruebas').waitFor();
    await vista.getByText('Pediatría · Nº de colegiado 282812345 (Madrid)', { exact: true }).waitFor();

    // Checked in the page with the server's rules: too big, or an executable, and nothing goes up.
    const subidas: string[] = [];
    familia.page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/adjuntos')) subidas.push(r.url());
    });
    await adjuntar(familia.page, vista, { name: 'radiografia.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * MB, 0x25) });
    await familia.page.getByText('El archivo es demasiado grande. Tamaño máximo: 10MB').waitFor();
    await adjuntar(familia.page, vista, { name: 'fotos.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await familia.page.getByText('Tipo de archivo no permitido por seguridad').waitFor();
    expect(await vista.getByRole('group', { name: 'Archivo elegido' }).count()).toBe(0);
    expect(await familia.page.getByRole('alertdialog').count()).toBe(0);

    // The first photo of a text-only family: the image consent first. Declining uploads nothing.
    const foto = await fotoDeVariosMegas();
    expect(foto.length).toBeGreaterThan(2 * MB);
    expect(foto.length).toBeLessThan(8 * MB);
    const archivoFoto = { name: 'garganta.jpg', mimeType: 'image/jpeg', buffer: foto };
    await adjuntar(familia.page, vista, archivoFoto);
    const consentimiento = familia.page.getByRole('alertdialog', { name: 'Compartir imágenes' });
    await consentimiento.getByText('Acepto el uso de imágenes en la consulta con fines exclusivamente asistenciales.').waitFor();
    await consentimiento.getByRole('button', { name: 'Ahora no' }).click();
    await consentimiento.waitFor({ state: 'detached' });
    expect(await vista.getByRole('group', { name: 'Archivo elegido' }).count()).toBe(0);

    await adjuntar(familia.page, vista, archivoFoto);
    const aceptar = consentimiento.getByRole('button', { name: 'Acepta para usar imágenes en la consulta' });
    expect(await aceptar.isDisabled()).toBe(true);
    await capturaDoble(familia.page, 'chat-archivos-consentimiento');
    await consentimiento.getByLabel('Acepto el uso de imágenes en la consulta con fines exclusivamente asistenciales.').check();
    await consentimiento.getByRole('button', { name: 'Aceptar y compartir imágenes' }).click();
    await consentimiento.waitFor({ state: 'detached' });
    // Remembered where the payment dialog looks for it, and on the consultation (the paediatrician's summary says so).
    expect(await familia.page.evaluate(() => localStorage.getItem('chatConsent'))).toBe('true');
    const elegido = vista.getByRole('group', { name: 'Archivo elegido' });
    await elegido.getByText('garganta.jpg').waitFor();
    await elegido.getByText(/^\d+,\d MB$/).waitFor();
    expect(subidas).toEqual([]);

    // 'Subir' with the network slowed down: the bar shows the bytes going up, in steps, before 100.
    const cdp = await familia.context.newCDPSession(familia.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1 * MB });
    const progreso = await grabarProgreso(familia.page);
    await elegido.getByRole('button', { name: 'Subir' }).click();
    const barra = vista.getByRole('progressbar', { name: 'Subiendo garganta.jpg' });
    await barra.waitFor();
    await captura(familia.page, 'chat-archivos-subiendo');
    // Sending waits for the upload.
    expect(await vista.getByRole('button', { name: 'Enviar' }).isDisabled()).toBe(true);
    const adjunto = vista.getByRole('group', { name: 'Archivo adjunto al mensaje' });
    await adjunto.waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const vistos = await progreso();
    const primerCien = vistos.indexOf(100);
    expect(primerCien, `valores vistos: ${vistos.join(', ')}`).toBeGreaterThan(0);
    expect(vistos.slice(0, primerCien).some((v) => v > 0 && v < 100), `valores vistos: ${vistos.join(', ')}`).toBe(true);
    expect(vistos.slice(0, primerCien)).toEqual([...vistos.slice(0, primerCien)].sort((a, b) => a - b));
    expect(subidas).toHaveLength(1);

    // Attached to the draft: a thumbnail of the re-encoded photo, its name, and 'Quitar'.
    const miniatura = adjunto.getByRole('img', { name: 'garganta.jpg' });
    await expect.poll(() => miniatura.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    await adjunto.getByRole('button', { name: 'Quitar garganta.jpg' }).waitFor();
    await capturaDoble(familia.page, 'chat-archivos-adjunto');

    // Sent with a line of text; the paediatrician sees the thumbnail without reloading and opens it full size.
    await vista.getByLabel('Escribe un mensaje').fill('Así tiene la garganta desde esta mañana.');
    await vista.getByRole('button', { name: 'Enviar' }).click();
    await guardado(vista, 'Así tiene la garganta').waitFor();
    expect(await adjunto.count()).toBe(0);
    const enMedico = guardado(vistaMedico, 'Así tiene la garganta');
    const fotoMedico = enMedico.getByRole('img', { name: 'garganta.jpg' });
    await fotoMedico.waitFor();
    await expect.poll(() => fotoMedico.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(1800);
    expect(await fotoMedico.getAttribute('loading')).toBe('lazy');
    await enMedico.getByRole('button', { name: 'Ver garganta.jpg a tamaño completo' }).click();
    const visor = medico.page.getByRole('dialog', { name: 'garganta.jpg' });
    const grande = visor.getByRole('img', { name: 'garganta.jpg' });
    await expect.poll(() => grande.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(1800);
    await capturaDoble(medico.page, 'chat-archivos-visor');
    await medico.page.keyboard.press('Escape');
    await visor.waitFor({ state: 'detached' });
    await guardado(vista, 'Así tiene la garganta').locator('[title="Leído"]').waitFor();

    // Marks: with the paediatrician's chat closed the message is only 'Enviado', and their list counts it unread.
    await vistaMedico.getByRole('button', { name: 'Volver al panel' }).click();
    const enLista = medico.page.locator(`li[data-consulta="${consultaId}"]`);
    await enLista.waitFor();
    await vista.getByLabel('Escribe un mensaje').fill('¿Le doy ibuprofeno?');
    await vista.getByRole('button', { name: 'Enviar' }).click();
    await guardado(vista, '¿Le doy ibuprofeno?').waitFor();
    expect(await marca(vista, '¿Le doy ibuprofeno?')).toBe('enviado');
    expect(await guardado(vista, '¿Le doy ibuprofeno?').locator('[title="Enviado"]').innerText()).toBe('Enviado');
    await enLista.locator('[data-no-leidos="1"]', { hasText: '1 mensaje sin leer' }).waitFor();
    // Opened in a tab in the background: delivered, not read.
    await pestanaVisible(medico.page, false);
    await enLista.getByRole('button', { name: 'Abrir chat' }).click();
    await guardado(vistaMedico, '¿Le doy ibuprofeno?').waitFor();
    // The consent given in the chat is on the consultation: its summary for the paediatrician says so.
    await vistaMedico.getByText('La familia acepta compartir fotos.').waitFor();
    await guardado(vista, '¿Le doy ibuprofeno?').locator('[title="Entregado"]').waitFor();
    expect(await marca(vista, '¿Le doy ibuprofeno?')).toBe('entregado');
    // Back in front: read.
    await pestanaVisible(medico.page, true);
    await guardado(vista, '¿Le doy ibuprofeno?').locator('[title="Leído"]').waitFor();

    // A photo attached and then sent without a connection waits, visibly, with its file, and goes once when the connection returns.
    const lengua = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } }).png().toBuffer();
    await adjuntar(familia.page, vista, { name: 'lengua.png', mimeType: 'image/png', buffer: lengua });
    await vista.getByRole('group', { name: 'Archivo elegido' }).getByRole('button', { name: 'Subir' }).click();
    await vista.getByRole('group', { name: 'Archivo adjunto al mensaje' }).getByRole('img', { name: 'lengua.png' }).waitFor();
    await familia.context.setOffline(true);
    await vista.getByLabel('Escribe un mensaje').fill('Y así tiene la lengua.');
    await vista.getByRole('button', { name: 'Enviar' }).click();
    const esperando = vista.locator('li[data-marca="pendiente"]', { hasText: 'Y así tiene la lengua.' });
    await esperando.getByRole('img', { name: 'lengua.png' }).waitFor();
    expect(await esperando.innerText()).toContain('Pendiente de enviar');
    await familia.context.setOffline(false);
    const lenguaMedico = guardado(vistaMedico, 'Y así tiene la lengua.');
    await expect.poll(() => lenguaMedico.getByRole('img', { name: 'lengua.png' }).evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(64);
    await guardado(vista, 'Y así tiene la lengua.').locator('[title="Leído"]').waitFor();
    expect(await vista.locator('li[data-client-id]', { hasText: 'Y así tiene la lengua.' }).count()).toBe(1);
    expect(await vistaMedico.locator('li[data-client-id]', { hasText: 'Y así tiene la lengua.' }).count()).toBe(1);

    // The family leaves the chat; the paediatrician sends a PDF with no text; the family's list shows it unread.
    await vista.getByRole('button', { name: 'Volver a mis consultas' }).click();
    await familia.page.getByRole('heading', { name: 'Historial de Consultas' }).waitFor();
    const pdf = pdfMinimo();
    await adjuntar(medico.page, vistaMedico, { name: 'Informe niño (final).pdf', mimeType: 'application/pdf', buffer: pdf });
    await vistaMedico.getByRole('group', { name: 'Archivo elegido' }).getByRole('button', { name: 'Subir' }).click();
    await vistaMedico.getByRole('group', { name: 'Archivo adjunto al mensaje' }).getByText('Informe niño (final).pdf').waitFor();
    await vistaMedico.getByRole('button', { name: 'Enviar' }).click();
    await vistaMedico.locator('li[data-seq]', { hasText: 'Informe niño (final).pdf' }).waitFor();
    const entradaFamilia = familia.page.getByRole('button', { name: /Teleconsulta/ }).filter({ has: familia.page.locator('[data-no-leidos]') });
    await entradaFamilia.locator('[data-no-leidos="1"]', { hasText: '1 mensaje sin leer' }).waitFor();
    await capturaDoble(familia.page, 'chat-archivos-lista-no-leidos');

    // The family opens it: a PDF with its type and size; a failed download says so; a good one saves the sanitised name.
    await entradaFamilia.click();
    const mensajePdf = vista.locator('li[data-seq]', { hasText: 'Informe niño (final).pdf' });
    await mensajePdf.getByText(`PDF · ${pdf.length} B`).waitFor();
    let fallar = true;
    await familia.page.route(
      (url) => url.pathname.endsWith('/archivo') && url.searchParams.get('descarga') === '1',
      (route) => (fallar ? route.fulfill({ status: 500, body: '' }) : route.fallback()),
    );
    await mensajePdf.getByRole('button', { name: 'Descargar' }).click();
    await familia.page.getByText('No se pudo descargar el archivo').waitFor();
    fallar = false;
    const [descarga] = await Promise.all([familia.page.waitForEvent('download'), mensajePdf.getByRole('button', { name: 'Descargar' }).click()]);
    expect(descarga.suggestedFilename()).toBe('Informe_nino__final_.pdf');
    const ruta = await descarga.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(ruta)).equals(pdf)).toBe(true);
    await familia.page.unrouteAll();
    await guardado(vistaMedico, 'Informe niño (final).pdf').locator('[title="Leído"]').waitFor();
    await capturaDoble(familia.page, 'chat-archivos-familia');
    await capturaDoble(medico.page, 'chat-archivos-pediatra');
    // Resized from the phone back to the desktop, the paediatrician still has the newest message in view.
    const zonaMedico = vistaMedico.getByRole('region', { name: 'Mensajes de la consulta' }).locator('xpath=..');
    expect(await zonaMedico.evaluate((z) => z.scrollHeight - z.scrollTop - z.clientHeight)).toBeLessThan(2);
    await medico.page.setViewportSize(VIEWPORTS.escritorio);

    // Read in the chat: back in the list, no count.
    await vista.getByRole('button', { name: 'Volver a mis consultas' }).click();
    await familia.page.getByRole('heading', { name: 'Historial de Consultas' }).waitFor();
    await familia.page.getByRole('button', { name: /Teleconsulta/ }).first().waitFor();
    await expect.poll(() => familia.page.locator('[data-no-leidos]').count()).toBe(0);

    await medico.cerrar(ESPERADOS);
    // Offline on purpose: the failed requests and the dropped socket are the point.
    await familia.cerrar([...ESPERADOS, /status of 500/, /ERR_INTERNET_DISCONNECTED/, /ERR_CONNECTION_RESET/, /WebSocket/]);
  }, 180_000);
});
