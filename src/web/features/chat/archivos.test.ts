import { describe, expect, it } from 'vitest';
import { MEGABYTE, TIPOS_PERMITIDOS } from '../../../domain/archivos/validacion.ts';
import type { AdjuntoSubido } from '../../../shared/chat.ts';
import { ApiError } from '../../api/client.ts';
import { ACEPTA_ARCHIVOS, etiquetaTipo, formatearTamano, porcentajeSubida } from './archivos.ts';
import { faltaConsentimientoImagenes, mensajeErrorSubida } from './errores-archivo.ts';
import { marcaDe } from './marcas.ts';
import { guardarPendientes, leerPendientes, type Pendiente } from './pendientes.ts';

describe('file sizes in Spanish', () => {
  it('reads bytes, KB and MB with a decimal comma', () => {
    expect(formatearTamano(0)).toBe('0 B');
    expect(formatearTamano(512)).toBe('512 B');
    expect(formatearTamano(1023)).toBe('1023 B');
    expect(formatearTamano(1024)).toBe('1 KB');
    expect(formatearTamano(850 * 1024)).toBe('850 KB');
    expect(formatearTamano(1.2 * MEGABYTE)).toBe('1,2 MB');
    expect(formatearTamano(3.25 * MEGABYTE)).toBe('3,3 MB');
    expect(formatearTamano(10 * MEGABYTE)).toBe('10 MB');
  });

  it('never says 1000 KB: from there it is MB', () => {
    expect(formatearTamano(999 * 1024)).toBe('999 KB');
    expect(formatearTamano(999.6 * 1024)).toBe('1 MB');
    expect(formatearTamano(1023 * 1024)).toBe('1 MB');
  });
});

describe('file types a parent understands', () => {
  it('names each allowed type, and anything else as a file', () => {
    expect(etiquetaTipo('application/pdf')).toBe('PDF');
    expect(etiquetaTipo('application/msword')).toBe('Documento Word');
    expect(etiquetaTipo('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('Documento Word');
    expect(etiquetaTipo('text/plain; charset=utf-8')).toBe('Texto');
    expect(etiquetaTipo('image/jpeg')).toBe('Imagen JPEG');
    expect(etiquetaTipo('application/zip')).toBe('Archivo');
    expect(etiquetaTipo('toString')).toBe('Archivo');
    expect(etiquetaTipo(null)).toBe('Archivo');
  });

  it('lets the picker offer every allowed type and extension, and no other', () => {
    const acepta = ACEPTA_ARCHIVOS.split(',');
    for (const tipo of TIPOS_PERMITIDOS) expect(acepta).toContain(tipo);
    expect(acepta).toEqual(expect.arrayContaining(['.jpg', '.jpeg', '.png', '.gif', '.pdf', '.txt', '.doc', '.docx']));
    expect(acepta.filter((a) => a.startsWith('.'))).toHaveLength(8);
    expect(acepta).not.toContain('.exe');
  });
});

describe('upload progress', () => {
  it('is the share of bytes sent, 100 only once everything is sent', () => {
    expect(porcentajeSubida(0, 1000)).toBe(0);
    expect(porcentajeSubida(1, 1000)).toBe(0);
    expect(porcentajeSubida(505, 1000)).toBe(50);
    expect(porcentajeSubida(999_999, 1_000_000)).toBe(99);
    expect(porcentajeSubida(1_000_000, 1_000_000)).toBe(100);
    expect(porcentajeSubida(1200, 1000)).toBe(100);
  });

  it('is 0 when the total is unknown', () => {
    expect(porcentajeSubida(10, 0)).toBe(0);
    expect(porcentajeSubida(Number.NaN, 10)).toBe(0);
  });
});

describe('upload errors (SPEC §8)', () => {
  it("shows a refused file in the server's own words", () => {
    expect(mensajeErrorSubida(new ApiError(413, 'archivo_demasiado_grande', 'El archivo es demasiado grande. Tamaño máximo: 10MB'))).toBe(
      'El archivo es demasiado grande. Tamaño máximo: 10MB',
    );
    expect(mensajeErrorSubida(new ApiError(415, 'contenido_no_coincide', 'Tipo de archivo no soportado'))).toBe('Tipo de archivo no soportado');
  });

  it("prefixes any other server message with 'Error de carga'", () => {
    expect(mensajeErrorSubida(new ApiError(502, 'storage_error', 'No se pudo guardar el archivo.'))).toBe('Error de carga: No se pudo guardar el archivo.');
    expect(mensajeErrorSubida(new ApiError(409, 'consultation_not_active', 'La consulta no está activa.'))).toBe('Error de carga: La consulta no está activa.');
  });

  it('calls a lost connection or a reply without our JSON an unknown error', () => {
    expect(mensajeErrorSubida(new TypeError('Failed to fetch'))).toBe('Error desconocido al subir el archivo');
    expect(mensajeErrorSubida(new ApiError(504, 'http_error', 'Gateway Timeout'))).toBe('Error desconocido al subir el archivo');
  });

  it('recognises the missing image consent', () => {
    expect(faltaConsentimientoImagenes(new ApiError(403, 'imagenes_no_consentidas', 'x'))).toBe(true);
    expect(faltaConsentimientoImagenes(new ApiError(403, 'forbidden', 'x'))).toBe(false);
    expect(faltaConsentimientoImagenes(new TypeError('x'))).toBe(false);
  });
});

describe('marks of own messages', () => {
  const mio = { sender_id: 'familia', is_read: false, entregado_at: null };
  it('goes sent, delivered, read; the other party’s messages carry none', () => {
    expect(marcaDe(mio, 'familia')).toBe('enviado');
    expect(marcaDe({ ...mio, entregado_at: '2026-03-14T18:00:00Z' }, 'familia')).toBe('entregado');
    expect(marcaDe({ ...mio, entregado_at: '2026-03-14T18:00:00Z', is_read: true }, 'familia')).toBe('leido');
    // Read and delivered may be recorded in either order: read wins.
    expect(marcaDe({ ...mio, is_read: true }, 'familia')).toBe('leido');
    expect(marcaDe(mio, 'pediatra')).toBeNull();
  });
});

describe('a message with a file waiting to be sent', () => {
  const adjunto: AdjuntoSubido = { id: '0b6f3f5e-7d8a-4d3c-9c59-2a3b4c5d6e7f', nombre: 'foto.jpg', tipo: 'image/jpeg', tamano: 2_400_000, url: '/api/archivos/x?firma=y' };
  const almacen = () => {
    const datos = new Map<string, string>();
    return { datos, getItem: (k: string) => datos.get(k) ?? null, setItem: (k: string, v: string) => void datos.set(k, v), removeItem: (k: string) => void datos.delete(k) };
  };

  it('keeps its attachment through a reload, even with no text', () => {
    const a = almacen();
    const pendiente: Pendiente = { clientId: 'c', content: '', creadoEn: '2026-03-14T18:00:00.000Z', estado: 'enviando', adjunto };
    guardarPendientes(a, 'c1', [pendiente]);
    expect(leerPendientes(a, 'c1')).toEqual([{ ...pendiente, estado: 'pendiente' }]);
  });

  it('is dropped whole when its attachment cannot be read, never sent without it', () => {
    const a = almacen();
    const base = { clientId: 'c', content: 'mira', creadoEn: '2026-03-14T18:00:00.000Z' };
    a.datos.set('chat-pendientes:c1', JSON.stringify([{ ...base, adjunto: { id: 'x' } }, { ...base, clientId: 'd', adjunto: { ...adjunto, tipo: 'application/x-msdownload' } }, { ...base, clientId: 'e' }]));
    expect(leerPendientes(a, 'c1').map((p) => p.clientId)).toEqual(['e']);
  });
});
