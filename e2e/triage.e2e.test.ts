import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVIDAD, COLOR, DIAS_FIEBRE, HIDRATACION, RESPIRACION } from '../src/domain/triage/catalogue/fiebre.ts';
import { SATURACION } from '../src/domain/triage/catalogue/banderas-pulsioximetria.ts';
import { MANCHAS } from '../src/domain/triage/catalogue/comunes.ts';
import { CATEGORIAS } from '../src/domain/triage/catalogue/index.ts';
import { NINGUNA_URGENCIA_DE_OTRA_PUERTA } from '../src/domain/triage/catalogue/urgencias-otras-puertas.ts';
import { NINGUNA_CONSULTA_DE_OTRA_PUERTA } from '../src/domain/triage/catalogue/consultas-otras-puertas.ts';
import { SI_NO_NOSE, SUSTANCIA } from '../src/domain/triage/catalogue/intoxicacion.ts';
import { abrir, captura, launch, VIEWPORTS, type Viewport } from './browser.ts';
import { elegirCategoria, elegirSintoma, preguntaActual, responder } from './triage-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A well child of 2-5 years with 38.5 °C for less than a day: the answers of a verde fever result. */
const FIEBRE_LEVE: readonly (string | number)[] = [
  '2-5 años',
  COLOR.normal,
  RESPIRACION.normal,
  ACTIVIDAD.normal,
  MANCHAS.no,
  NINGUNA_URGENCIA_DE_OTRA_PUERTA, // otra_urgencia
  'No', // convulsion
  'No', // rigidez_vomitos
  'No', // signos_localizados
  'No', // defensas_bajas
  'No', // cateter_central
  HIDRATACION.normal,
  'Sí', // temperatura_medida
  38.5, // temperatura
  SATURACION.noMedida, // saturacion_oxigeno
  DIAS_FIEBRE.menos24h,
  'No', // otros_signos
  'No', // sintomas_orina
  NINGUNA_CONSULTA_DE_OTRA_PUERTA, // otra_consulta
  'No', // muy_enfermo
  'No', // preocupado
  15, // peso_kg
];
/** Answers before the temperature field, and from the temperature to the weight field. */
const HASTA_TEMPERATURA = FIEBRE_LEVE.indexOf(38.5);
const HASTA_PESO = FIEBRE_LEVE.length - 1;
/** Where the two wrong-door screens come (both first answers read "No, ninguna de estas"). */
const CRIBADO_URGENCIAS = 5;
const CRIBADO_CONSULTAS = FIEBRE_LEVE.length - 4;

describe('consent gate', () => {
  it('opens on first visit, survives Escape, continues only with both boxes, and is stored with its date', async () => {
    const s = await abrir(browser, { consentido: false });
    await s.page.goto('/');
    const dialogo = s.page.getByRole('alertdialog', { name: 'Antes de empezar' });
    await dialogo.waitFor();
    await captura(s.page, 'consentimiento-basico');
    await s.page.keyboard.press('Escape');
    await s.page.mouse.click(5, 5);
    expect(await dialogo.isVisible()).toBe(true);

    const continuar = dialogo.getByRole('button', { name: 'Continuar' });
    expect(await continuar.isDisabled()).toBe(true);
    await dialogo.getByLabel(/términos básicos/).check();
    expect(await continuar.isDisabled()).toBe(true);
    await dialogo.getByLabel(/tratamiento temporal/).check();
    await continuar.click();
    await dialogo.waitFor({ state: 'hidden' });

    const guardado = await s.page.evaluate(() => [localStorage.getItem('basicConsent'), localStorage.getItem('basicConsentDate')]);
    expect(guardado[0]).toBe('true');
    expect(new Date(guardado[1]!).toISOString()).toBe(guardado[1]);

    await s.page.reload();
    await s.page.getByRole('heading', { name: '¿Qué le pasa a tu hijo?' }).waitFor();
    expect(await s.page.getByRole('alertdialog').count()).toBe(0);
    await s.cerrar();
  });
});

describe.each(['movil', 'escritorio'] as Viewport[])('home and categories at %s', (viewport) => {
  it('shows the six categories, each opening its symptoms, with the 112 note and the legal footer', async () => {
    const s = await abrir(browser, { viewport });
    await s.page.goto('/');
    await s.page.getByRole('heading', { name: '¿Qué le pasa a tu hijo?' }).waitFor();
    expect(await s.page.getByRole('note').textContent()).toContain('112');
    for (const [ruta, texto] of [
      ['/aviso-legal', 'Aviso legal'],
      ['/privacidad', 'Política de privacidad'],
      ['/terminos', 'Términos del servicio'],
      ['/derechos', 'Ejercer derechos ARSOPL'],
    ]) {
      expect(await s.page.getByRole('contentinfo').getByRole('link', { name: texto }).getAttribute('href')).toBe(ruta);
    }
    await captura(s.page, 'inicio');

    for (const categoria of CATEGORIAS) {
      await elegirCategoria(s.page, categoria.nombre);
      await s.page.getByRole('heading', { name: categoria.nombre }).waitFor();
      const tarjetas = s.page.locator('main li button');
      expect(await tarjetas.count()).toBe(categoria.flujos.length);
      if (categoria.id === 'fiebre_malestar') await captura(s.page, 'sintomas-fiebre-malestar');
      await s.page.getByRole('button', { name: 'Volver a categorías' }).click();
    }
    await s.cerrar();
  });
});

describe('fever journeys', () => {
  it('baby of 0-3 months with 38.2 °C: URGENTE as soon as the temperature is given', async () => {
    const s = await abrir(browser);
    await s.page.goto('/');
    await elegirCategoria(s.page, 'Fiebre y malestar general');
    const inicio = s.page.waitForResponse((r) => r.url().endsWith('/api/analytics/triage-sessions') && r.status() === 201);
    await elegirSintoma(s.page, /Fiebre/);
    await inicio;
    // convulsion, rigidez_vomitos, signos_localizados, defensas_bajas, cateter_central (round 12)
    for (const r of ['0-3 meses', COLOR.normal, RESPIRACION.normal, ACTIVIDAD.normal, MANCHAS.no, NINGUNA_URGENCIA_DE_OTRA_PUERTA, 'No', 'No', 'No', 'No', 'No', HIDRATACION.normal, 'Sí']) {
      await responder(s.page, r);
    }
    expect(await preguntaActual(s.page)).toContain('temperatura más alta');
    await captura(s.page, 'pregunta-numero');
    const completado = s.page.waitForResponse((r) => r.url().endsWith('/api/analytics/triage-sessions') && r.request().postData()?.includes('completed') === true);
    await responder(s.page, 38.2);
    await s.page.getByText('URGENTE').waitFor();
    expect((await completado).status()).toBe(201);
    expect(await s.page.getByText('Requiere atención médica inmediata').isVisible()).toBe(true);
    expect(await s.page.getByRole('heading', { level: 1 }).textContent()).toMatch(/menor de 3 meses/i);
    expect(await s.page.getByText('Medicación Sugerida').count()).toBe(0);
    await captura(s.page, 'resultado-rojo');
    await s.cerrar();
  });

  for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
    it(`well child of 2-5 years, 15 kg: LEVE with weight-based doses (${viewport})`, async () => {
      const s = await abrir(browser, { viewport });
      await s.page.goto('/');
      await elegirCategoria(s.page, 'Fiebre y malestar general');
      await elegirSintoma(s.page, /Fiebre/);
      expect(await s.page.getByRole('button', { name: 'Anterior' }).count()).toBe(0);
      for (const [i, r] of FIEBRE_LEVE.entries()) {
        if (i === FIEBRE_LEVE.length - 1) {
          expect(await s.page.locator('main form button[type="submit"]').textContent()).toBe('Obtener Resultado');
          await captura(s.page, 'pregunta-ultima');
        } else if (i === 0) {
          await captura(s.page, 'pregunta-edad');
        } else if (i === 1) {
          await captura(s.page, 'pregunta-opciones');
        } else if (i === CRIBADO_URGENCIAS) {
          expect(await preguntaActual(s.page)).toContain('Antes de seguir');
          await captura(s.page, 'pregunta-otras-urgencias');
        } else if (i === CRIBADO_CONSULTAS) {
          expect(await preguntaActual(s.page)).toContain('Una última comprobación');
          await captura(s.page, 'pregunta-otras-consultas');
        }
        await responder(s.page, r);
      }
      await s.page.getByText('LEVE').waitFor();
      const texto = (await s.page.locator('main').textContent()) ?? '';
      expect(texto).toContain('Cuidado en casa con vigilancia');
      expect(texto).toContain('Resultado de la Evaluación');
      expect(texto).toContain('Acciones Recomendadas');
      expect(texto).toContain('Consejos Importantes');
      expect(texto).toContain('Medicación Sugerida');
      expect(texto).toContain('Dosis exacta: 225.0 mg cada 6-8 horas (para 15 kg)');
      expect(texto).toContain('Dosis exacta: 150.0 mg cada 6-8 horas (para 15 kg)');
      expect(texto).toContain('2,2 ml de la solución de 100 mg/ml');
      expect(texto).toContain('7,5 ml de la solución de 20 mg/ml');
      expect(texto).toContain('Las dosis son orientativas. Consulte siempre con un profesional sanitario antes de administrar medicación.');
      expect(texto).toContain('Nueva Consulta');
      const acciones = s.page.locator('section', { hasText: 'Acciones Recomendadas' }).getByRole('button');
      expect(await acciones.first().textContent()).toBe('Teleconsulta — 15 €');
      await captura(s.page, 'resultado-verde');
      await s.cerrar();
    });
  }
});

describe('question screen', () => {
  it('shows the spec messages for invalid numbers and keeps Siguiente disabled', async () => {
    const s = await abrir(browser);
    await s.page.goto('/');
    await elegirCategoria(s.page, 'Fiebre y malestar general');
    await elegirSintoma(s.page, /Fiebre/);
    for (const r of FIEBRE_LEVE.slice(0, HASTA_TEMPERATURA)) await responder(s.page, r);
    const campo = s.page.locator('main input[type="number"]');
    const siguiente = s.page.locator('main form button[type="submit"]');
    expect(await campo.getAttribute('step')).toBe('0.1');
    expect(await campo.getAttribute('min')).toBe('0');
    expect(await siguiente.isDisabled()).toBe(true);

    await campo.fill('-2');
    await s.page.getByText('El valor no puede ser negativo').waitFor();
    expect(await siguiente.isDisabled()).toBe(true);
    await campo.fill('');
    await campo.pressSequentially('e');
    await s.page.getByText('Por favor, introduce un número válido').waitFor();
    expect(await siguiente.isDisabled()).toBe(true);
    await captura(s.page, 'pregunta-numero-error');
    await campo.fill('38.5');
    expect(await s.page.getByRole('alert').textContent()).toBe('');
    expect(await siguiente.isEnabled()).toBe(true);

    // Through to the weight question.
    for (const r of FIEBRE_LEVE.slice(HASTA_TEMPERATURA, HASTA_PESO)) await responder(s.page, r);
    expect(await preguntaActual(s.page)).toContain('pesa');
    await campo.fill('200');
    await s.page.getByText('El peso debe estar entre 0.5 y 150 kg').waitFor();
    expect(await siguiente.isDisabled()).toBe(true);
    await campo.fill('0.4');
    await s.page.getByText('El peso debe estar entre 0.5 y 150 kg').waitFor();
    await campo.fill('0.5');
    expect(await siguiente.isEnabled()).toBe(true);
    await s.cerrar();
  });

  it('goes back keeping the answer, and the header arrow resets to the categories', async () => {
    const s = await abrir(browser);
    await s.page.goto('/');
    await elegirCategoria(s.page, 'Fiebre y malestar general');
    await elegirSintoma(s.page, /Fiebre/);
    await responder(s.page, '5-12 años');
    await s.page.getByText(/Pregunta 2 de \d+/).waitFor();
    await s.page.getByRole('button', { name: 'Anterior' }).click();
    await s.page.getByText(/Pregunta 1 de \d+/).waitFor();
    expect(await s.page.getByRole('radio', { name: '5-12 años' }).getAttribute('aria-checked')).toBe('true');
    expect(await s.page.getByRole('button', { name: 'Anterior' }).count()).toBe(0);
    expect(await s.page.evaluate(() => window.scrollY)).toBe(0);

    await s.page.getByRole('button', { name: 'Volver al inicio del triaje' }).click();
    await s.page.getByRole('heading', { name: '¿Qué le pasa a tu hijo?' }).waitFor();
    await elegirCategoria(s.page, 'Fiebre y malestar general');
    await elegirSintoma(s.page, /Fiebre/);
    // Answers were cleared: nothing chosen on the first question.
    expect(await s.page.locator('[role="radio"][aria-checked="true"]').count()).toBe(0);
    await s.cerrar();
  });
});

describe('poisoning from the emergency strip', () => {
  it('reaches intoxicacion outside the categories; the text answer counts, strips < > and refuses scripts', async () => {
    const s = await abrir(browser);
    await s.page.goto('/');
    await elegirSintoma(s.page, /Intoxicación/);
    // Global signs (4), not a food (comida_sospechosa, round 11), mouth and other symptoms (2).
    for (const r of ['1-2 años', 'No', 'No', 'No', 'No', NINGUNA_URGENCIA_DE_OTRA_PUERTA, 'No', 'No', 'No', SUSTANCIA.hogar, SI_NO_NOSE.no]) await responder(s.page, r);
    expect(await preguntaActual(s.page)).toContain('producto o medicamento');
    const campo = s.page.locator('main textarea');
    const siguiente = s.page.locator('main form button[type="submit"]');
    expect(await siguiente.textContent()).toBe('Siguiente');
    expect(await siguiente.isDisabled()).toBe(true);

    await campo.pressSequentially('<b>Lavavajillas</b>');
    expect(await campo.inputValue()).toBe('bLavavajillas/b');
    await s.page.getByText('15/500 caracteres').waitFor();

    await campo.fill('javascript:alert(1)');
    await s.page.getByText('El texto contiene contenido no permitido').waitFor();
    expect(await siguiente.isDisabled()).toBe(true);

    await campo.fill('x'.repeat(501));
    await s.page.getByText('El texto no puede exceder 500 caracteres').waitFor();
    await s.page.getByText('501/500 caracteres').waitFor();
    expect(await siguiente.isDisabled()).toBe(true);
    await captura(s.page, 'pregunta-texto-error');

    await campo.fill('Pastilla de lavavajillas, un trozo pequeño');
    await siguiente.click();
    // The same-day screen closes the flow (round 15).
    await s.page.getByText('Una última comprobación').waitFor();
    expect(await siguiente.textContent()).toBe('Obtener Resultado');
    await responder(s.page, NINGUNA_CONSULTA_DE_OTRA_PUERTA);
    await s.page.getByText('MODERADO').waitFor();
    expect(await s.page.getByText('Requiere valoración médica en horas').isVisible()).toBe(true);
    await captura(s.page, 'resultado-amarillo');
    await s.cerrar();
  });
});

describe('result actions as a visitor', () => {
  async function hastaResultadoVerde(viewport: Viewport = 'movil') {
    const s = await abrir(browser, { viewport });
    await s.page.goto('/');
    await elegirCategoria(s.page, 'Fiebre y malestar general');
    await elegirSintoma(s.page, /Fiebre/);
    for (const r of FIEBRE_LEVE) await responder(s.page, r);
    await s.page.getByText('LEVE').waitFor();
    return s;
  }

  it('tele-consultation: image consent first, then the sign-in toast', async () => {
    const s = await hastaResultadoVerde();
    await s.page.getByRole('button', { name: 'Teleconsulta — 15 €' }).click();
    const dialogo = s.page.getByRole('alertdialog', { name: 'Iniciar Teleconsulta' });
    await dialogo.waitFor();
    await s.page.keyboard.press('Escape');
    expect(await dialogo.isVisible()).toBe(true);
    const aceptar = dialogo.getByRole('button', { name: 'Acepta para usar imágenes en la consulta' });
    expect(await aceptar.isDisabled()).toBe(true);
    await captura(s.page, 'dialogo-teleconsulta');
    await dialogo.getByRole('button', { name: 'Continuar solo con chat de texto' }).click();
    await dialogo.waitFor({ state: 'hidden' });
    expect(await s.page.evaluate(() => localStorage.getItem('chatConsent'))).toBeNull();

    await s.page.getByRole('button', { name: 'Teleconsulta — 15 €' }).click();
    await dialogo.getByRole('checkbox').check();
    await dialogo.getByRole('button', { name: 'Iniciar Teleconsulta con Imágenes' }).click();
    await s.page.getByText('Debes iniciar sesión para proceder al pago.').waitFor();
    expect(await s.page.getByText('Inicia sesión', { exact: true }).isVisible()).toBe(true);
    expect(await s.page.evaluate(() => localStorage.getItem('chatConsent'))).toBe('true');
    expect(await s.page.evaluate(() => localStorage.getItem('chatConsentDate'))).toMatch(/^\d{4}-\d\d-\d\dT/);
    await captura(s.page, 'toast-inicia-sesion');

    // With the consent stored, the button goes straight to payment (and its sign-in check).
    await s.page.reload();
    await s.cerrar();
  });

  it('register dialog needs three consents, stores the pending result and goes to sign-up', async () => {
    const s = await hastaResultadoVerde('escritorio');
    await s.page.getByText('Guarda tu resultado y crea un perfil pediátrico').waitFor();
    await s.page.getByRole('button', { name: 'Crear Cuenta Gratis y Guardar Resultado' }).click();
    const dialogo = s.page.getByRole('alertdialog', { name: 'Crear Cuenta y Guardar Datos' });
    await dialogo.waitFor();
    expect(await dialogo.getByRole('link', { name: /términos y condiciones/ }).getAttribute('target')).toBe('_blank');
    expect(await dialogo.getByRole('link', { name: /términos y condiciones/ }).getAttribute('href')).toBe('/terminos');
    expect(await dialogo.getByRole('link', { name: /política de privacidad/ }).getAttribute('href')).toBe('/privacidad');
    const casillas = dialogo.getByRole('checkbox');
    expect(await casillas.count()).toBe(3);
    await casillas.nth(0).check();
    await casillas.nth(1).check();
    expect(await dialogo.getByRole('button', { name: 'Acepta todos los términos para continuar' }).isDisabled()).toBe(true);
    await captura(s.page, 'dialogo-registro');
    await casillas.nth(2).check();
    await dialogo.getByRole('button', { name: 'Crear Cuenta y Guardar Datos' }).click();
    await s.page.waitForURL('**/auth?mode=register');

    const pendiente = await s.page.evaluate(() => JSON.parse(localStorage.getItem('pending-triage-result') ?? 'null'));
    expect(pendiente).toMatchObject({
      flujoNombre: 'Fiebre',
      resultado: { urgencia: 'verde' },
      respuestas: { edad_rango: '2-5 años', temperatura: 38.5, peso_kg: 15 },
    });
    expect(new Date(pendiente.timestamp).toISOString()).toBe(pendiente.timestamp);
    expect(await s.page.evaluate(() => localStorage.getItem('registrationConsent'))).toBe('true');
    await s.cerrar();
  });

  it('declining the register dialog keeps the parent on the result', async () => {
    const s = await hastaResultadoVerde();
    await s.page.getByRole('button', { name: 'Crear Cuenta Gratis y Guardar Resultado' }).click();
    const dialogo = s.page.getByRole('alertdialog', { name: 'Crear Cuenta y Guardar Datos' });
    await dialogo.getByRole('button', { name: 'Continuar sin guardar' }).click();
    await dialogo.waitFor({ state: 'hidden' });
    expect(await s.page.getByText('LEVE').isVisible()).toBe(true);
    expect(await s.page.evaluate(() => localStorage.getItem('pending-triage-result'))).toBeNull();
    await s.page.getByRole('button', { name: 'Nueva Consulta' }).click();
    await s.page.getByRole('heading', { name: '¿Qué le pasa a tu hijo?' }).waitFor();
    await s.cerrar();
  });
});

describe('routes', () => {
  it('shows the English 404 page and logs the path', async () => {
    const s = await abrir(browser);
    const avisos: string[] = [];
    s.page.on('console', (m) => {
      if (m.type() === 'warning') avisos.push(m.text());
    });
    const respuesta = await s.page.goto('/esto-no-existe');
    expect(respuesta?.status()).toBe(200);
    await s.page.getByRole('heading', { name: '404' }).waitFor();
    expect(await s.page.getByText('Oops! Page not found').isVisible()).toBe(true);
    expect(avisos.some((a) => a.includes('/esto-no-existe'))).toBe(true);
    await captura(s.page, '404');
    await s.page.getByRole('link', { name: 'Return to Home' }).click();
    await s.page.getByRole('heading', { name: '¿Qué le pasa a tu hijo?' }).waitFor();
    await s.cerrar();
  });

  it('sends visitors of /consultas to /auth', async () => {
    const s = await abrir(browser);
    await s.page.goto('/consultas');
    await s.page.waitForURL('**/auth');
    await s.page.getByRole('tab', { name: 'Iniciar Sesión' }).waitFor();
    await s.cerrar();
  });
});
