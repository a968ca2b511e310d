/**
 * Chat files kept in an S3 bucket, in a real browser: the suite's S3 server
 * (e2e/global-setup.ts) stores them in s3rver on loopback, whose bucket has
 * exactly the README's CORS rule for that server's PUBLIC_URL. A family pays
 * and sends a photo, the paediatrician answers with a PDF. Photos load from
 * the bucket's origin through the one-hour links the app redirects to, the
 * full-size view opens, the PDF is fetched by the page from the bucket and
 * saved with its bytes, and the Content-Security-Policy lets all of it through.
 * Then the rule is taken off the bucket: the same download fails, which is
 * what the README's rule is there for.
 */
import { DeleteBucketCorsCommand, GetBucketCorsCommand, PutBucketCorsCommand } from '@aws-sdk/client-s3';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfMinimo } from '../test/helpers/archivos.ts';
import { clienteDelBucket } from '../test/helpers/s3-local.ts';
import { launch } from './browser.ts';
import { aceptarYAbrirChat, capturaDoble, ESPERADOS, familiaNueva, pagarSoloTexto, pediatraEnSuPanel } from './teleconsulta-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface ArchivoPrueba {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

/** Through the device's file picker, as a parent does: the paperclip, then the file. */
async function adjuntar(page: Page, vista: Locator, archivo: ArchivoPrueba): Promise<void> {
  const [selector] = await Promise.all([page.waitForEvent('filechooser'), vista.getByRole('button', { name: 'Adjuntar archivo' }).click()]);
  await selector.setFiles(archivo);
}

/**
 * Every Content-Security-Policy violation of the context's pages, as the page itself reports it: Chromium also logs
 * most of them to the console, but not every kind, and a blocked image would otherwise only show as a blank box.
 */
async function vigilarCsp(context: BrowserContext, page: Page): Promise<string[]> {
  const violaciones: string[] = [];
  await context.exposeFunction('avisarViolacionCsp', (texto: string) => violaciones.push(texto));
  const escuchar = () => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { avisarViolacionCsp: (t: string) => Promise<void> }).avisarViolacionCsp(`${e.violatedDirective} ${e.blockedURI} en ${e.sourceFile}:${e.lineNumber} «${e.sample}»`);
    });
  };
  await context.addInitScript(escuchar);
  // The page is already open: the script above is for the next ones.
  await page.evaluate(escuchar);
  return violaciones;
}


/** The answers the page received from the bucket (after the app's 302), with the app address that led there. */
function respuestasDelBucket(page: Page, origenBucket: string): { url: string; desde: string | undefined; tipo: string; estado: number; cors: string | null }[] {
  const vistas: { url: string; desde: string | undefined; tipo: string; estado: number; cors: string | null }[] = [];
  page.on('response', (r: Response) => {
    if (new URL(r.url()).origin !== origenBucket) return;
    vistas.push({
      url: r.url(),
      desde: r.request().redirectedFrom()?.url(),
      tipo: r.request().resourceType(),
      estado: r.status(),
      cors: r.headers()['access-control-allow-origin'] ?? null,
    });
  });
  return vistas;
}

const guardado = (vista: Locator, texto: string) => vista.locator('li[data-seq]', { hasText: texto });
const anchoNatural = (img: Locator) => img.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0));

describe('chat files in an S3 bucket', () => {
  it("a photo loads from the bucket and opens full size, a PDF downloads from it through the README's CORS rule, with no CSP violation; without the rule the download fails", async () => {
    const s3 = inject('s3');
    const origenBucket = new URL(s3.endpoint).origin;
    const medico = await pediatraEnSuPanel(browser, { url: s3.baseUrl, cuenta: s3.pediatra });
    const familia = await familiaNueva(browser, 'movil', s3.baseUrl);
    // Signed in: the suite's per-device address header (e2e/browser.ts) goes. Sent with every request, the bucket's
    // included, it made the page's download a non-simple request with a CORS preflight, which a family's browser never
    // sends; without it the bucket sees what a real browser sends.
    await medico.context.setExtraHTTPHeaders({});
    await familia.context.setExtraHTTPHeaders({});
    const cspMedico = await vigilarCsp(medico.context, medico.page);
    const cspFamilia = await vigilarCsp(familia.context, familia.page);
    const delBucketMedico = respuestasDelBucket(medico.page, origenBucket);
    const delBucketFamilia = respuestasDelBucket(familia.page, origenBucket);

    const consultaId = await pagarSoloTexto(familia.page);
    const vista = familia.page.locator('section[aria-labelledby="titulo-consulta"]');
    const { vistaMedico } = await aceptarYAbrirChat(medico.page, consultaId);
    await vista.getByLabel('Escribe un mensaje').waitFor();

    // The family's photo (text-only payment: the image consent first), uploaded; the draft's preview is the bucket's
    // own presigned link, loaded straight from the bucket.
    // A throat-coloured photo with a darker patch: in the screenshots it cannot pass for the grey box shown while loading.
    const mancha = Buffer.from('<svg width="640" height="480"><ellipse cx="320" cy="250" rx="160" ry="110" fill="#a93226"/></svg>');
    const foto = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e8a598' } })
      .composite([{ input: mancha }])
      .jpeg({ quality: 90 })
      .toBuffer();
    await adjuntar(familia.page, vista, { name: 'garganta.jpg', mimeType: 'image/jpeg', buffer: foto });
    const consentimiento = familia.page.getByRole('alertdialog', { name: 'Compartir imágenes' });
    await consentimiento.getByLabel('Acepto el uso de imágenes en la consulta con fines exclusivamente asistenciales.').check();
    await consentimiento.getByRole('button', { name: 'Aceptar y compartir imágenes' }).click();
    await consentimiento.waitFor({ state: 'detached' });
    await vista.getByRole('group', { name: 'Archivo elegido' }).getByRole('button', { name: 'Subir' }).click();
    const adjunto = vista.getByRole('group', { name: 'Archivo adjunto al mensaje' });
    const miniatura = adjunto.getByRole('img', { name: 'garganta.jpg' });
    await expect.poll(() => anchoNatural(miniatura)).toBe(640);
    const srcMiniatura = new URL((await miniatura.getAttribute('src')) ?? '', s3.baseUrl);
    expect(srcMiniatura.origin).toBe(origenBucket);
    expect(srcMiniatura.pathname.startsWith(`/${s3.bucket}/`)).toBe(true);
    expect(srcMiniatura.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    await capturaDoble(familia.page, 's3-adjunto');

    await vista.getByLabel('Escribe un mensaje').fill('Así tiene la garganta desde esta mañana.');
    await vista.getByRole('button', { name: 'Enviar' }).click();
    await guardado(vista, 'Así tiene la garganta').waitFor();

    // The paediatrician's thumbnail: the app's stable address, answered with a 302 to the bucket, which sends the image.
    const enMedico = guardado(vistaMedico, 'Así tiene la garganta');
    const fotoMedico = enMedico.getByRole('img', { name: 'garganta.jpg' });
    await expect.poll(() => anchoNatural(fotoMedico)).toBe(640);
    // The photo could only be sent after the family consented: the open summary says so without reopening the chat.
    await vistaMedico.getByText('La familia acepta compartir fotos.').waitFor();
    const srcMedico = (await fotoMedico.getAttribute('src')) ?? '';
    expect(srcMedico).toMatch(/^\/api\/consultas\/[^/]+\/mensajes\/\d+\/archivo$/);
    const imagenDelBucket = delBucketMedico.find((r) => r.tipo === 'image' && r.desde === `${s3.baseUrl}${srcMedico}`);
    expect(imagenDelBucket, JSON.stringify(delBucketMedico)).toMatchObject({ estado: 200 });

    // Full size, from the same address.
    await enMedico.getByRole('button', { name: 'Ver garganta.jpg a tamaño completo' }).click();
    const visor = medico.page.getByRole('dialog', { name: 'garganta.jpg' });
    await expect.poll(() => anchoNatural(visor.getByRole('img', { name: 'garganta.jpg' }))).toBe(640);
    await capturaDoble(medico.page, 's3-visor');
    await medico.page.keyboard.press('Escape');
    await visor.waitFor({ state: 'detached' });

    // The paediatrician's PDF; the family downloads it: the page fetches it from the bucket (a CORS request from
    // PUBLIC_URL) and saves it under its sanitised name, byte for byte.
    const pdf = pdfMinimo();
    await adjuntar(medico.page, vistaMedico, { name: 'Informe garganta.pdf', mimeType: 'application/pdf', buffer: pdf });
    await vistaMedico.getByRole('group', { name: 'Archivo elegido' }).getByRole('button', { name: 'Subir' }).click();
    await vistaMedico.getByRole('group', { name: 'Archivo adjunto al mensaje' }).getByText('Informe garganta.pdf').waitFor();
    await vistaMedico.getByRole('button', { name: 'Enviar' }).click();
    const pdfFamilia = guardado(vista, 'Informe garganta.pdf');
    await pdfFamilia.getByText(`PDF · ${pdf.length} B`).waitFor();
    const [descarga] = await Promise.all([familia.page.waitForEvent('download'), pdfFamilia.getByRole('button', { name: 'Descargar' }).click()]);
    expect(descarga.suggestedFilename()).toBe('Informe_garganta.pdf');
    const bytes = await readFile(await descarga.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.equals(pdf)).toBe(true);
    const pdfDelBucket = delBucketFamilia.find((r) => r.tipo === 'fetch');
    expect(pdfDelBucket, JSON.stringify(delBucketFamilia)).toMatchObject({ estado: 200, cors: s3.baseUrl });
    expect(pdfDelBucket?.desde).toMatch(/\/mensajes\/\d+\/archivo\?descarga=1$/);
    await capturaDoble(familia.page, 's3-familia');
    await capturaDoble(medico.page, 's3-pediatra');

    // No CSP violation and no console error in either browser so far: the bucket's origin is in img-src and connect-src.
    expect(cspFamilia).toEqual([]);
    expect(cspMedico).toEqual([]);
    expect(familia.erroresConsola.filter((e) => !ESPERADOS.some((p) => p.test(e)))).toEqual([]);
    expect(medico.erroresConsola.filter((e) => !ESPERADOS.some((p) => p.test(e)))).toEqual([]);

    // The bucket allows that origin and no other. CORS is the browser's check: the bucket still answers any origin
    // (a presigned link is the credential), and sends Access-Control-Allow-Origin only for the rule's origin.
    const seq = await pdfFamilia.getAttribute('data-seq');
    const redireccion = await familia.page.request.get(`/api/consultas/${consultaId}/mensajes/${seq}/archivo?descarga=1`, { maxRedirects: 0 });
    expect(redireccion.status()).toBe(302);
    const enlace = redireccion.headers()['location'] ?? '';
    expect(new URL(enlace).origin).toBe(origenBucket);
    const desdeLaApp = await fetch(enlace, { headers: { origin: s3.baseUrl } });
    expect(desdeLaApp.status).toBe(200);
    expect(desdeLaApp.headers.get('access-control-allow-origin')).toBe(s3.baseUrl);
    const desdeOtroSitio = await fetch(enlace, { headers: { origin: 'https://otro-sitio.example' } });
    expect(desdeOtroSitio.status).toBe(200);
    expect(desdeOtroSitio.headers.get('access-control-allow-origin')).toBeNull();

    // The rule is what makes the download work: taken off the bucket (as an operator who skipped the README would have
    // it), the paediatrician's first download of the same PDF — a browser context with nothing cached — is blocked by
    // the browser and the page says so. The bucket's rule is put back afterwards, exactly as it was.
    const cliente = clienteDelBucket(s3.endpoint, s3.bucket);
    try {
      const { CORSRules: reglas = [] } = await cliente.send(new GetBucketCorsCommand({ Bucket: s3.bucket }));
      // The README's rule, for this server's PUBLIC_URL.
      expect(reglas).toEqual([{ AllowedOrigins: [s3.baseUrl], AllowedMethods: ['GET'], AllowedHeaders: ['*'], MaxAgeSeconds: 3600 }]);
      await cliente.send(new DeleteBucketCorsCommand({ Bucket: s3.bucket }));
      try {
        const pdfMedico = guardado(vistaMedico, 'Informe garganta.pdf');
        await pdfMedico.getByRole('button', { name: 'Descargar' }).click();
        await medico.page.getByText('No se pudo descargar el archivo').waitFor();
        // Refused on the answer itself, with no preflight before it: the simple GET a family's browser sends.
        await expect
          .poll(() => medico.erroresConsola.filter((e) => /has been blocked by CORS policy/.test(e)))
          .toEqual([expect.stringMatching(/from origin '[^']+' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource/)]);
        await capturaDoble(medico.page, 's3-sin-cors');
      } finally {
        await cliente.send(new PutBucketCorsCommand({ Bucket: s3.bucket, CORSConfiguration: { CORSRules: reglas } }));
      }
    } finally {
      cliente.destroy();
    }
    expect(cspMedico).toEqual([]);

    await familia.cerrar(ESPERADOS);
    // Blocked on purpose above: the CORS refusal and the failed load it causes.
    await medico.cerrar([...ESPERADOS, /blocked by CORS policy/, /net::ERR_FAILED/]);
  }, 180_000);
});
