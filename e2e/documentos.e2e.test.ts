/**
 * Clinical documents in the browser (issue 12): the paediatrician writes a
 * prescription in the chat (a missing field is refused in the page, nothing
 * sent), the family sees 'Receta' live and downloads a real PDF, a pharmacy
 * checks its code on /verificar (issuer and registration, no health
 * content); the consultation is closed with a report, shown above the closed
 * chat on both sides and in the family's history.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrir, launch, VIEWPORTS } from './browser.ts';
import { aceptarYAbrirChat, capturaDoble, ESPERADOS, familiaNueva, pagarSoloTexto, pediatraEnSuPanel } from './teleconsulta-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const CODIGO = /TP(-[0-9A-HJKMNP-TV-Z]{4}){4}/;
const MEDICAMENTO = 'Ibuprofeno Pruebafarma';

/** A downloaded file's first bytes, saved by the browser from the 'Descargar PDF' button. */
async function descargar(page: Page, boton: Locator): Promise<{ nombre: string; inicio: string }> {
  const [descarga] = await Promise.all([page.waitForEvent('download'), boton.click()]);
  const contenido = await readFile(await descarga.path());
  return { nombre: descarga.suggestedFilename(), inicio: contenido.subarray(0, 5).toString('latin1') };
}

describe('documentos', () => {
  it('a prescription reaches the family live as a PDF a pharmacy can verify; the closing report tops the closed chat and the history', async () => {
    const medico = await pediatraEnSuPanel(browser);
    const familia = await familiaNueva(browser, 'movil');
    const consultaId = await pagarSoloTexto(familia.page);
    const vista = familia.page.locator('section[aria-labelledby="titulo-consulta"]');

    const { vistaMedico } = await aceptarYAbrirChat(medico.page, consultaId);

    // Accepted: the family sees who attends it, with specialty and registration; it has no 'Documento' action.
    await vista.locator('[data-estado="activa"]').waitFor();
    await vista.locator('[data-atiende]', { hasText: 'Pediatría · Nº de colegiado 282812345 (Madrid)' }).waitFor();
    await vista.getByLabel('Escribe un mensaje').waitFor();
    expect(await vista.getByRole('button', { name: 'Documento', exact: true }).count()).toBe(0);

    // The paediatrician writes a prescription, first without the dose: the schema's message under the field, nothing sent.
    const emisiones: number[] = [];
    medico.page.on('response', (r) => {
      if (r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/consultas/${consultaId}/documentos`) emisiones.push(r.status());
    });
    await vistaMedico.getByRole('button', { name: 'Documento', exact: true }).click();
    const dialogo = medico.page.getByRole('dialog', { name: 'Nuevo documento' });
    await dialogo.getByRole('radio', { name: 'Receta' }).waitFor();
    expect(await dialogo.getByRole('radio', { name: 'Receta' }).isChecked()).toBe(true);
    // Paid without choosing a child: the document asks whom it is for.
    await dialogo.getByLabel('Nombre y apellidos del paciente').fill('Lucía Prueba');
    await dialogo.getByLabel('Edad').fill('3 años');
    // A certificate: attendance is one date; rest has two, and counts its days. Switching kind keeps what was typed.
    // The kinds are radio buttons drawn as a segmented control: a tap lands on the label.
    const tipo = (nombre: string) => dialogo.locator('label', { has: medico.page.getByRole('radio', { name: nombre, exact: true }) });
    await tipo('Justificante').click();
    await dialogo.getByLabel('Fecha', { exact: true }).waitFor();
    await dialogo.getByRole('radio', { name: /Reposo en casa/ }).check();
    await dialogo.getByLabel('Hasta (incluido)').waitFor();
    await dialogo.getByText('1 día de reposo').waitFor();
    await capturaDoble(medico.page, 'documentos-justificante');
    await tipo('Receta').click();
    expect(await dialogo.getByRole('radio', { name: 'Receta' }).isChecked()).toBe(true);
    expect(await dialogo.getByLabel('Nombre y apellidos del paciente').inputValue()).toBe('Lucía Prueba');
    await dialogo.getByLabel('Medicamento').fill(MEDICAMENTO);
    await dialogo.getByLabel('Presentación (concentración y forma)').fill('Ibuprofeno 100 mg/5 ml suspensión oral');
    await dialogo.getByLabel('Vía de administración').selectOption('oral');
    await dialogo.getByLabel('Frecuencia').fill('Cada 8 horas si tiene fiebre');
    await dialogo.getByLabel('Duración').fill('3 días como máximo');
    await dialogo.getByRole('button', { name: 'Emitir receta' }).click();
    const dosis = dialogo.getByLabel('Dosis');
    await dialogo.locator('#documento-dosis-error', { hasText: 'Este campo es obligatorio' }).waitFor();
    expect(await dosis.getAttribute('aria-invalid')).toBe('true');
    expect(await dosis.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await dialogo.getByLabel('Medicamento').inputValue()).toBe(MEDICAMENTO);
    expect(emisiones).toEqual([]);
    await capturaDoble(medico.page, 'documentos-receta-error');

    await dosis.fill('7,5 ml (150 mg)');
    await dialogo.getByRole('button', { name: 'Emitir receta' }).click();
    await medico.page.getByText('Receta emitida y enviada a la familia').waitFor();
    await dialogo.waitFor({ state: 'detached' });
    expect(emisiones).toEqual([201]);
    await vistaMedico.locator('li[data-seq] [data-documento="receta"]').waitFor();

    // The family sees it live: its own card, 'Receta', the code, 'Descargar PDF' giving a real PDF.
    const tarjeta = vista.locator('li[data-seq] [data-documento="receta"]');
    await tarjeta.waitFor();
    expect(await tarjeta.innerText()).toContain('Receta');
    const codigo = CODIGO.exec(await tarjeta.innerText())?.[0] ?? '';
    expect(codigo).toMatch(CODIGO);
    const pdf = await descargar(familia.page, tarjeta.getByRole('button', { name: /Descargar PDF/ }));
    expect(pdf.inicio).toBe('%PDF-');
    expect(pdf.nombre).toMatch(/\.pdf$/);
    await capturaDoble(familia.page, 'documentos-chat-receta');
    await capturaDoble(medico.page, 'documentos-chat-receta-pediatra');

    // The consultation's 'Documentos' list: label, date, code, download.
    await vista.getByRole('button', { name: 'Documentos (1)' }).click();
    const lista = familia.page.getByRole('dialog', { name: 'Documentos de la consulta' });
    const fila = lista.locator('li[data-documento-id]');
    await fila.getByText(codigo).waitFor();
    expect(await fila.innerText()).toMatch(/Receta\s+Emitido el \d{1,2} de \p{L}+, \d{2}:\d{2}/u);
    expect((await descargar(familia.page, fila.getByRole('button', { name: /Descargar PDF/ }))).inicio).toBe('%PDF-');
    await capturaDoble(familia.page, 'documentos-lista');
    await lista.getByRole('button', { name: 'Cerrar' }).click();

    // A pharmacy, signed out, checks the paper copy's code as typed by hand (lower case, spaces instead of dashes).
    const farmacia = await abrir(browser, { viewport: 'movil' });
    await farmacia.page.goto('/verificar');
    await farmacia.page.getByRole('heading', { name: 'Verificar un documento' }).waitFor();
    await farmacia.page.getByRole('button', { name: 'Verificar' }).click();
    await farmacia.page.getByText('Escribe el código de verificación.').waitFor();
    await farmacia.page.getByLabel('Código de verificación').fill(codigo.toLowerCase().replaceAll('-', ' '));
    await farmacia.page.getByRole('button', { name: 'Verificar' }).click();
    const valido = farmacia.page.locator('[data-resultado="valido"]');
    await valido.getByRole('heading', { name: 'Documento válido' }).waitFor();
    const textoValido = await valido.innerText();
    expect(textoValido).toContain('Receta');
    expect(textoValido).toContain('282812345 (Madrid)');
    expect(textoValido).toContain(codigo);
    expect(textoValido).toMatch(/\d{1,2} de \p{L}+ de \d{4}, \d{2}:\d{2}/u);
    const pagina = await farmacia.page.locator('body').innerText();
    for (const sanitario of [MEDICAMENTO, 'Ibuprofeno', '150 mg', 'Lucía']) expect(pagina).not.toContain(sanitario);
    expect(new URL(farmacia.page.url()).searchParams.get('codigo')).toBe(codigo.toLowerCase().replaceAll('-', ' '));
    await capturaDoble(farmacia.page, 'verificar-valido');

    // A wrong code is not found; a malformed one gets the server's explanation; a link with ?codigo= checks at once.
    await farmacia.page.getByLabel('Código de verificación').fill('TP-0000-0000-0000-0000');
    await farmacia.page.getByRole('button', { name: 'Verificar' }).click();
    await farmacia.page.locator('[data-resultado="no-encontrado"]').getByText('No consta ningún documento con este código.').waitFor();
    await capturaDoble(farmacia.page, 'verificar-no-encontrado');
    await farmacia.page.getByLabel('Código de verificación').fill('hola');
    await farmacia.page.getByRole('button', { name: 'Verificar' }).click();
    await farmacia.page.locator('[data-resultado="error"]', { hasText: 'El código no es válido' }).waitFor();
    await farmacia.page.goto(`/verificar?codigo=${encodeURIComponent(codigo)}`);
    await farmacia.page.locator('[data-resultado="valido"]').getByRole('heading', { name: 'Documento válido' }).waitFor();
    expect(await farmacia.page.getByLabel('Código de verificación').inputValue()).toBe(codigo);

    // Closing: 'Cerrar consulta' offers the report first; written and issued, it closes the consultation in one step.
    await vistaMedico.getByRole('button', { name: 'Cerrar consulta' }).click();
    const cierre = medico.page.getByRole('alertdialog', { name: '¿Cerrar la consulta?' });
    await cierre.getByRole('button', { name: 'Escribir informe de cierre' }).click();
    const informe = medico.page.getByRole('dialog', { name: 'Informe de cierre' });
    expect(await informe.getByRole('radio').count()).toBe(0);
    await informe.getByLabel('Nombre y apellidos del paciente').fill('Lucía Prueba');
    await informe.getByLabel('Motivo de consulta').fill('Fiebre de 38,5 °C desde ayer.');
    await informe.getByLabel('Lo que se ha visto (síntomas, datos y exploración)').fill('Buen estado general, bebe bien, sin manchas en la piel.');
    await informe.getByLabel('Valoración').fill('Cuadro febril probablemente vírico.');
    await informe.getByLabel('Plan y tratamiento').fill('Ibuprofeno si tiene malestar. Líquidos abundantes.');
    await informe.getByLabel('Signos de alarma: cuándo volver a consultar').fill('Manchas que no desaparecen al presionar, dificultad para respirar, decaimiento.');
    await informe.getByRole('button', { name: 'Emitir informe y cerrar consulta' }).click();
    await medico.page.getByText('Informe de cierre emitido. Consulta cerrada.').waitFor();
    expect(emisiones).toEqual([201, 201]);

    // Both sides: the closed chat, no input, the report pinned at its top and its card among the messages.
    for (const v of [vista, vistaMedico]) {
      await v.locator('[data-estado="cerrada"]').waitFor();
      await v.locator('section[data-informe-cierre]', { hasText: 'Informe de cierre' }).waitFor();
      await v.locator('li[data-seq] [data-documento="informe"]', { hasText: 'Informe de cierre' }).waitFor();
      expect(await v.getByLabel('Escribe un mensaje').count()).toBe(0);
    }
    const arriba = vista.locator('section[data-informe-cierre]');
    expect(await arriba.innerText()).toMatch(CODIGO);
    expect((await descargar(familia.page, arriba.getByRole('button', { name: /Descargar PDF/ }))).inicio).toBe('%PDF-');
    await vista.getByRole('button', { name: 'Documentos (2)' }).waitFor();
    await capturaDoble(familia.page, 'documentos-chat-cerrado-informe');
    await capturaDoble(medico.page, 'documentos-chat-cerrado-informe-pediatra');

    // The family's history shows the report under the consultation, downloadable.
    await vista.getByRole('button', { name: 'Volver a mis consultas' }).click();
    await familia.page.getByRole('heading', { name: 'Historial de Consultas' }).waitFor();
    const enHistorial = familia.page.locator('[data-informe-cierre]', { hasText: 'Informe de cierre' });
    await enHistorial.waitFor();
    expect((await descargar(familia.page, enHistorial.getByRole('button', { name: /Descargar PDF/ }))).inicio).toBe('%PDF-');
    await capturaDoble(familia.page, 'documentos-historial');
    await medico.page.setViewportSize(VIEWPORTS.escritorio);

    await medico.cerrar(ESPERADOS);
    await familia.cerrar(ESPERADOS);
    // The not-found and malformed codes answer 404 and 400, which the browser logs.
    await farmacia.cerrar([...ESPERADOS, /status of 40[04]/]);
  }, 180_000);
});
