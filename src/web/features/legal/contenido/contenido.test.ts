import { describe, expect, it } from 'vitest';
import { avisoLegal } from './aviso-legal.ts';
import { politicaPrivacidad } from './privacidad.ts';
import { terminosServicio } from './terminos.ts';
import type { Bloque, DatosEmpresa, TextoLegal } from './tipos.ts';

const DATOS: DatosEmpresa = {
  nombre: '[Nombre de la empresa]',
  nif: '[NIF]',
  domicilio: '[Domicilio social]',
  registro: '[Datos registrales]',
  emailContacto: '[email de contacto]',
  telefono: '[Teléfono]',
  emailPrivacidad: '[email de privacidad]',
  emailDpd: '[email del DPD]',
  proveedorAlojamiento: '[Proveedor de alojamiento]',
  autorizacionSanitaria: '[Autorización sanitaria]',
};

function textoBloque(bloque: Bloque): string {
  return typeof bloque === 'string' ? bloque : bloque.lista.join('\n');
}

/** Everything a reader sees, as one string. */
function textoCompleto(texto: TextoLegal): string {
  return [
    texto.titulo,
    texto.introduccion,
    ...texto.secciones.flatMap((s) => [s.titulo, ...s.bloques.map(textoBloque)]),
  ].join('\n');
}

const aviso = avisoLegal(DATOS);
const privacidad = politicaPrivacidad(DATOS);
const terminos = terminosServicio(DATOS);

describe('textos legales', () => {
  it('tienen los títulos esperados', () => {
    expect(aviso.titulo).toBe('Aviso legal');
    expect(privacidad.titulo).toBe('Política de privacidad');
    expect(terminos.titulo).toBe('Términos del servicio');
  });

  it.each([
    ['aviso legal', aviso],
    ['privacidad', privacidad],
    ['términos', terminos],
  ])('%s: entre 8 y 16 secciones, sin secciones ni listas vacías', (_nombre, texto) => {
    expect(texto.introduccion.length).toBeGreaterThan(0);
    expect(texto.secciones.length).toBeGreaterThanOrEqual(8);
    expect(texto.secciones.length).toBeLessThanOrEqual(16);
    for (const seccion of texto.secciones) {
      expect(seccion.titulo.length).toBeGreaterThan(0);
      expect(seccion.bloques.length).toBeGreaterThan(0);
      for (const bloque of seccion.bloques) {
        if (typeof bloque === 'string') expect(bloque.trim().length).toBeGreaterThan(0);
        else expect(bloque.lista.length).toBeGreaterThan(0);
      }
    }
  });

  it('el aviso legal da los datos del titular que exige el art. 10 LSSI-CE', () => {
    const texto = textoCompleto(aviso);
    for (const valor of [
      DATOS.nombre,
      DATOS.nif,
      DATOS.domicilio,
      DATOS.registro,
      DATOS.emailContacto,
      DATOS.telefono,
      DATOS.autorizacionSanitaria,
    ]) {
      expect(texto).toContain(valor);
    }
    for (const frase of ['112', 'colegiado', '15 €', 'Código de Deontología Médica', 'nunca es un diagnóstico']) {
      expect(texto).toContain(frase);
    }
  });

  it('la política de privacidad da los datos del responsable, del DPD y de los proveedores', () => {
    const texto = textoCompleto(privacidad);
    for (const valor of [
      DATOS.nombre,
      DATOS.nif,
      DATOS.domicilio,
      DATOS.telefono,
      DATOS.emailPrivacidad,
      DATOS.emailDpd,
      DATOS.proveedorAlojamiento,
    ]) {
      expect(texto).toContain(valor);
    }
  });

  it('la política de privacidad cuenta plazos, derechos y la AEPD', () => {
    const texto = textoCompleto(privacidad);
    for (const frase of [
      '7 años',
      'un mes',
      'dos meses',
      'AEPD',
      'C/ Jorge Juan, 6, 28001 Madrid',
      '901 100 099',
      '912 663 517',
      'www.aepd.es',
      'sedeagpd.gob.es',
      'consentimiento explícito',
      'portabilidad',
      'Descargar mis datos',
      'Eliminar mi cuenta',
      '/derechos',
      'artículo 7 de la LOPDGDD',
      'artículo 32',
      '9.2.a',
      '9.2.h',
      '6.1.b',
      '6.1.c',
    ]) {
      expect(texto).toContain(frase);
    }
  });

  it('los términos avisan de que no es un diagnóstico y dan precio y contacto', () => {
    const texto = textoCompleto(terminos);
    for (const frase of ['112', '15 €', 'no sustituye', 'Ley 37/1992', 'artículo 103']) {
      expect(texto).toContain(frase);
    }
    for (const valor of [DATOS.nombre, DATOS.nif, DATOS.domicilio, DATOS.emailContacto, DATOS.telefono]) {
      expect(texto).toContain(valor);
    }
  });

  it('ningún dato de la empresa está escrito a mano en los textos', () => {
    const otros: DatosEmpresa = {
      nombre: 'Otra Clínica S.L.',
      nif: 'B00000000',
      domicilio: 'Calle Falsa 1, Madrid',
      registro: 'Registro Mercantil de Madrid, tomo 1',
      emailContacto: 'contacto@example.org',
      telefono: '900 000 000',
      emailPrivacidad: 'privacidad@example.org',
      emailDpd: 'dpd@example.org',
      proveedorAlojamiento: 'Alojamiento UE',
      autorizacionSanitaria: 'Autorización 123',
    };
    const todos = [avisoLegal(otros), politicaPrivacidad(otros), terminosServicio(otros)].map(textoCompleto).join('\n');
    for (const marcador of Object.values(DATOS)) expect(todos).not.toContain(marcador);
    for (const valor of Object.values(otros)) expect(todos).toContain(valor);
  });
});
