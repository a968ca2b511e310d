/** Legal pages, the rights form (PDF and e-mail) and the in-product data rights (issue 5). */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrir, baseUrl, captura, launch, type Viewport } from './browser.ts';
import { CONTRASENA, guardarResultado, nuevoEmail, registrarse, seguirEnlace } from './cuentas-steps.ts';
import { RECORRIDOS } from './journeys.ts';
import { elegirCategoria, elegirSintoma, responderFlujo } from './triage-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('legal pages', () => {
  it.each([
    ['/aviso-legal', 'Aviso legal', ['[Nombre de la empresa]', '[NIF]', '[Domicilio social]', '112']],
    ['/privacidad', 'Política de privacidad', ['7 años', 'un mes', 'AEPD', 'C/ Jorge Juan, 6, 28001 Madrid', '[Email de privacidad]']],
    ['/terminos', 'Términos del servicio', ['112', '15 €', 'no sustituye']],
  ] as const)('%s shows its sections, today\'s date and the company placeholders', async (ruta, titulo, textos) => {
    for (const viewport of ['movil', 'escritorio'] as Viewport[]) {
      const s = await abrir(browser, { viewport });
      await s.page.goto('/');
      await s.page.getByRole('contentinfo').getByRole('link', { name: titulo }).click();
      await s.page.waitForURL(`**${ruta}`);
      await s.page.getByRole('heading', { level: 1, name: titulo }).waitFor();
      expect(await s.page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(6);
      const texto = (await s.page.locator('main').textContent()) ?? '';
      for (const t of textos) expect(texto).toContain(t);
      expect(texto).toContain(`Última actualización: ${new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date())}`);
      await captura(s.page, `legal${ruta.replace('/', '-')}`);
      await s.page.getByRole('button', { name: 'Volver' }).click();
      await s.page.waitForURL((url) => url.pathname === '/');
      await s.cerrar();
    }
  });
});

describe('/derechos', () => {
  it('checks the form, downloads a real PDF of the request and opens the mail client with it', async () => {
    const s = await abrir(browser, { viewport: 'escritorio' });
    await s.context.addInitScript(() => {
      const original = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.href.startsWith('mailto:')) (window as unknown as { __correo: string }).__correo = this.href;
        else original.call(this);
      };
    });
    await s.page.goto('/derechos');
    await s.page.getByRole('heading', { name: 'Ejercicio de Derechos ARSOPL' }).waitFor();
    expect(await s.page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining(['Acceso', 'Rectificación', 'Supresión', 'Oposición', 'Portabilidad', 'Limitación', 'Proceso y Plazos', 'Responsable del tratamiento']),
    );
    expect(await s.page.locator('main').textContent()).toContain('912 663 517');

    await s.page.getByRole('button', { name: 'Enviar Solicitud por Email' }).click();
    expect((await s.page.getByRole('alert').allTextContents()).filter((t) => t === 'Este campo es obligatorio').length).toBe(5);
    await s.page.getByLabel('Email *').fill('no-es-email');
    await s.page.getByLabel('DNI/NIE *').fill('12345678A');
    await s.page.getByRole('button', { name: 'Descargar Formulario PDF' }).click();
    await s.page.getByText('Por favor, introduce un email válido').waitFor();
    await s.page.getByText('El DNI/NIE no es válido: revisa los números y la letra').waitFor();
    await captura(s.page, 'derechos-errores');

    await s.page.getByLabel('Nombre completo *').fill('Marta Lopez Garcia');
    await s.page.getByLabel('Email *').fill('marta@example.com');
    await s.page.getByLabel('DNI/NIE *').fill('X1234567L');
    await s.page.getByLabel('Derecho que quieres ejercer *').selectOption('acceso');
    await s.page.getByLabel('Detalle de tu solicitud *').fill('Quiero una copia de los datos de mi hija Lucia');
    const [descarga] = await Promise.all([s.page.waitForEvent('download'), s.page.getByRole('button', { name: 'Descargar Formulario PDF' }).click()]);
    const ruta = await descarga.path();
    const pdf = readFileSync(ruta).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('Marta Lopez Garcia');
    expect(pdf).toContain('Derecho de Acceso');
    expect(pdf).toContain('X1234567L');
    expect(pdf).toContain('DNI/NIE');

    await s.page.getByRole('button', { name: 'Enviar Solicitud por Email' }).click();
    const correo = await s.page.evaluate(() => (window as unknown as { __correo?: string }).__correo ?? '');
    expect(correo.startsWith('mailto:')).toBe(true);
    const url = new URL(correo);
    expect(url.searchParams.get('subject')).toBe('Solicitud de ejercicio de derechos: Derecho de Acceso');
    const cuerpo = url.searchParams.get('body') ?? '';
    for (const t of ['Marta Lopez Garcia', 'marta@example.com', 'X1234567L', 'Quiero una copia de los datos de mi hija Lucia', 'Declaro bajo mi responsabilidad']) expect(cuerpo).toContain(t);
    await s.cerrar();
  });
});

describe('data rights in the product', () => {
  it('exports a JSON with the saved result and the child, records consents, and deletes the account for good', async () => {
    const email = nuevoEmail();
    const s = await abrir(browser, { viewport: 'escritorio' });
    await s.page.goto('/auth?mode=register');
    await registrarse(s.page, email);
    await seguirEnlace(s.page, email);
    await s.page.getByRole('button', { name: 'Mis Consultas' }).waitFor();

    const verde = RECORRIDOS.find((r) => r.flujo.id === 'tos' && r.urgencia === 'verde')!;
    await elegirCategoria(s.page, 'Respiratorio y garganta');
    await elegirSintoma(s.page, verde.flujo.nombre);
    await responderFlujo(s.page, verde.flujo, verde.respuestas);
    await guardarResultado(s.page);

    await s.page.getByRole('button', { name: 'Mis Consultas' }).click();
    await s.page.getByRole('button', { name: 'Añadir hijo' }).click();
    await s.page.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await s.page.getByLabel('Fecha de nacimiento').fill('2022-05-02');
    await s.page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await s.page.getByText('Perfil guardado').waitFor();

    // The basic consent given on the first visit is now on record, with its date.
    const datos = s.page.locator('section', { hasText: 'Mis datos y consentimientos' });
    await datos.getByText('Términos básicos y tratamiento temporal de datos').waitFor();

    const [descarga] = await Promise.all([s.page.waitForEvent('download'), datos.getByRole('link', { name: 'Descargar mis datos' }).click()]);
    expect(descarga.suggestedFilename()).toMatch(/^mis-datos-triaje-\d{4}-\d{2}-\d{2}\.json$/);
    const exportado = JSON.parse(readFileSync(await descarga.path(), 'utf8')) as Record<string, unknown>;
    expect(exportado).toMatchObject({
      cuenta: { email },
      hijos: [{ nombre: 'Lucía' }],
      resultados_guardados: [{ flujo_tipo: 'tos', resultado_urgencia: 'verde' }],
      consentimientos: expect.arrayContaining([expect.objectContaining({ tipo: 'basico' })]),
    });
    await captura(s.page, 'mis-datos');

    await datos.getByRole('button', { name: 'Retirar: Términos básicos y tratamiento temporal de datos' }).click();
    await s.page.getByText('Consentimiento retirado').waitFor();

    const cookiesAntes = await s.context.cookies();
    await datos.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await datos.getByLabel('Escribe tu contraseña para confirmar').fill(CONTRASENA);
    await datos.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await s.page.getByText('Tu cuenta se ha eliminado').waitFor();
    await s.page.waitForURL((url) => url.pathname === '/');
    // The basic consent was withdrawn above, so the home asks for it again; the header shows a visitor.
    await s.page.getByRole('alertdialog', { name: 'Antes de empezar' }).waitFor();
    expect(await s.page.locator('header').first().textContent()).toContain('Iniciar Sesión');
    await captura(s.page, 'tras-eliminar');

    // The old session cookie no longer opens anything.
    const viejo = await browser.newContext({ baseURL: baseUrl() });
    await viejo.addCookies(cookiesAntes);
    const yo = await (await viejo.request.get('/api/me')).json();
    expect(yo).toEqual({ user: null, role: 'user' });
    expect((await viejo.request.get('/api/mis-datos')).status()).toBe(401);
    await viejo.close();
    await s.cerrar([/status of 40[13]/]);
  });
});
