import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXTENSIONES_PELIGROSAS,
  MEGABYTE,
  TAMANO_MAXIMO_BYTES,
  TIPOS_PERMITIDOS,
  esImagen,
  extensionCoincide,
  sanearNombreDescarga,
  tipoDeclarado,
  validarArchivo,
} from './validacion.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('file upload rules (SPEC §5)', () => {
  it('accepts every allowed chat type up to exactly 10 MB', () => {
    const ejemplos: [string, string][] = [
      ['foto.jpg', 'image/jpeg'],
      ['foto.JPEG', 'image/jpeg'],
      ['captura.png', 'image/png'],
      ['animacion.gif', 'image/gif'],
      ['informe.pdf', 'application/pdf'],
      ['notas.txt', 'text/plain'],
      ['carta.doc', 'application/msword'],
      ['carta.docx', DOCX],
    ];
    for (const [nombre, tipo] of ejemplos) {
      expect(validarArchivo({ nombre, tipo, tamano: TAMANO_MAXIMO_BYTES }), nombre).toBeNull();
    }
    expect(TIPOS_PERMITIDOS).toHaveLength(7);
  });

  it('refuses 10 MB + 1 byte with the spec message naming the limit', () => {
    expect(validarArchivo({ nombre: 'foto.jpg', tipo: 'image/jpeg', tamano: TAMANO_MAXIMO_BYTES + 1 })).toEqual({
      codigo: 'archivo_demasiado_grande',
      mensaje: 'El archivo es demasiado grande. Tamaño máximo: 10MB',
      estado: 413,
    });
    expect(validarArchivo({ nombre: 'a.pdf', tipo: 'application/pdf', tamano: 3 * MEGABYTE + 1 }, 3 * MEGABYTE)?.mensaje).toBe(
      'El archivo es demasiado grande. Tamaño máximo: 3MB',
    );
  });

  it('refuses a type outside the list with the list of allowed kinds', () => {
    for (const [nombre, tipo] of [
      ['video.mp4', 'video/mp4'],
      ['pagina.html', 'text/html'],
      ['dibujo.svg', 'image/svg+xml'],
      ['foto.heic', 'image/heic'],
      ['sin-tipo', ''],
      ['datos.bin', 'application/octet-stream'],
    ]) {
      expect(validarArchivo({ nombre: nombre!, tipo: tipo!, tamano: 10 }), nombre).toEqual({
        codigo: 'tipo_no_permitido',
        mensaje: 'Tipo de archivo no permitido. Tipos permitidos: JPG, PNG, GIF, PDF, TXT, DOC, DOCX',
        estado: 415,
      });
    }
  });

  it('refuses every dangerous extension by security, whatever type it claims and however it is spelt', () => {
    for (const extension of EXTENSIONES_PELIGROSAS) {
      for (const nombre of [`programa${extension}`, `PROGRAMA${extension.toUpperCase()}`, `foto.jpg${extension}`, `programa${extension}.`, `programa${extension} `]) {
        expect(validarArchivo({ nombre, tipo: 'image/jpeg', tamano: 10 }), nombre).toEqual({
          codigo: 'extension_peligrosa',
          mensaje: 'Tipo de archivo no permitido por seguridad',
          estado: 415,
        });
      }
    }
    // The dangerous extension wins over the type: an .exe as the browser declares it.
    expect(validarArchivo({ nombre: 'setup.exe', tipo: 'application/x-msdownload', tamano: 10 })?.codigo).toBe('extension_peligrosa');
    // Only the extension counts: a name that merely contains the letters is fine.
    expect(validarArchivo({ nombre: 'comprobante.pdf', tipo: 'application/pdf', tamano: 10 })).toBeNull();
    expect(validarArchivo({ nombre: 'receta.jsx.txt', tipo: 'text/plain', tamano: 10 })).toBeNull();
  });

  it("refuses names with '..', '/' or '\\' (and names no file system keeps)", () => {
    for (const nombre of ['../foto.jpg', 'a..b.jpg', 'carpeta/foto.jpg', 'C:\\fotos\\foto.jpg', '/etc/passwd', '', '   ', 'fo\u0000to.jpg', 'lí\nnea.jpg', `${'a'.repeat(252)}.jpg`, 'mal\ud800.jpg']) {
      expect(validarArchivo({ nombre, tipo: 'image/jpeg', tamano: 10 }), JSON.stringify(nombre)).toEqual({
        codigo: 'nombre_no_valido',
        mensaje: 'Nombre de archivo no válido',
        estado: 400,
      });
    }
    expect(validarArchivo({ nombre: 'Foto de Lucía (1).jpg', tipo: 'image/jpeg', tamano: 10 })).toBeNull();
  });

  it('checks name, then dangerous extension, then type, then size', () => {
    expect(validarArchivo({ nombre: '../x.exe', tipo: 'video/mp4', tamano: TAMANO_MAXIMO_BYTES * 2 })?.codigo).toBe('nombre_no_valido');
    expect(validarArchivo({ nombre: 'x.exe', tipo: 'video/mp4', tamano: TAMANO_MAXIMO_BYTES * 2 })?.codigo).toBe('extension_peligrosa');
    expect(validarArchivo({ nombre: 'x.mp4', tipo: 'video/mp4', tamano: TAMANO_MAXIMO_BYTES * 2 })?.codigo).toBe('tipo_no_permitido');
    // Without a size yet (a server still receiving the stream), the other rules still apply.
    expect(validarArchivo({ nombre: 'x.png', tipo: 'image/png' })).toBeNull();
  });

  it('reads the declared type without parameters or known aliases, and from the extension when the browser gave none', () => {
    expect(tipoDeclarado('notas.txt', 'text/plain; charset=UTF-8')).toBe('text/plain');
    expect(tipoDeclarado('foto.jpg', 'image/JPG')).toBe('image/jpeg');
    expect(tipoDeclarado('carta.docx', '')).toBe(DOCX);
    expect(tipoDeclarado('carta.doc', 'application/octet-stream')).toBe('application/msword');
    expect(tipoDeclarado('datos.bin', '')).toBe('');
    expect(tipoDeclarado('foto.png', 'image/jpeg')).toBe('image/jpeg');
  });

  it('knows which extensions each type may carry and which types are images', () => {
    expect(extensionCoincide('foto.JPG', 'image/jpeg')).toBe(true);
    expect(extensionCoincide('foto.png', 'image/jpeg')).toBe(false);
    expect(extensionCoincide('carta.docx', DOCX)).toBe(true);
    expect(extensionCoincide('sin-extension', 'text/plain')).toBe(false);
    expect(TIPOS_PERMITIDOS.filter(esImagen)).toEqual(['image/jpeg', 'image/png', 'image/gif']);
  });
});

describe('download-name sanitiser (SPEC §7)', () => {
  it('keeps letters, digits, dot, underscore and hyphen; drops accents; replaces the rest', () => {
    expect(sanearNombreDescarga('Informe médico (niño) 2024.pdf')).toBe('Informe_medico__nino__2024.pdf');
    expect(sanearNombreDescarga('analítica_final-v2.PDF')).toBe('analitica_final-v2.PDF');
    expect(sanearNombreDescarga('"; filename=evil.html')).toBe('___filename_evil.html');
    expect(sanearNombreDescarga('../../etc/passwd')).toBe('_._etc_passwd');
    expect(sanearNombreDescarga('.bashrc')).toBe('bashrc');
    expect(sanearNombreDescarga('写真.jpg')).toBe('__.jpg');
    expect(sanearNombreDescarga('///')).toBe('archivo');
    expect(sanearNombreDescarga('')).toBe('archivo');
  });

  it('keeps the extension when it shortens a long name', () => {
    const largo = sanearNombreDescarga(`${'a'.repeat(300)}.docx`);
    expect(largo).toHaveLength(100);
    expect(largo.endsWith('.docx')).toBe(true);
  });

  it('always yields a short, visible, header-safe name without "..", and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (nombre) => {
        const limpio = sanearNombreDescarga(nombre);
        expect(limpio).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/);
        expect(limpio).not.toContain('..');
        expect(sanearNombreDescarga(limpio)).toBe(limpio);
      }),
      { numRuns: 2000 },
    );
  });
});
