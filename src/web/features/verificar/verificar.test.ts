import { describe, expect, it } from 'vitest';
import type { DocumentoVerificado } from '../../../shared/documentos.ts';
import { colegiado, fechaEmision, leerRespuesta } from './verificar.ts';

const VALIDO: DocumentoVerificado = {
  valido: true,
  codigo: 'TP-AAAA-BBBB-CCCC-DDDD',
  tipo: 'receta',
  etiqueta: 'Receta',
  emitido_at: '2026-03-14T17:05:00Z',
  emisor: { nombre: 'Ana Pérez', numero_colegiado: '282812345', colegio_provincia: 'Madrid' },
};

describe('/verificar', () => {
  it('reads each answer of the route as the page shows it', () => {
    expect(leerRespuesta(200, VALIDO, 'tp-aaaa')).toEqual({ estado: 'valido', documento: VALIDO });
    expect(leerRespuesta(404, { error: { code: 'not_found', message: 'No encontrado' } }, 'TP-X')).toEqual({ estado: 'no_encontrado', codigo: 'TP-X' });
    expect(leerRespuesta(400, { error: { code: 'invalid_code', message: 'El código no es válido' } }, 'x')).toEqual({ estado: 'error', mensaje: 'El código no es válido' });
    expect(leerRespuesta(429, null, 'x')).toEqual({ estado: 'error', mensaje: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.' });
    // A 200 that is not a verified document (a proxy's page) is not taken as valid.
    expect(leerRespuesta(200, { hola: 1 }, 'x').estado).toBe('error');
    expect(leerRespuesta(500, null, 'x').estado).toBe('error');
    expect(leerRespuesta(400, null, 'x').estado).toBe('error');
  });

  it('dates the issue with its year, and prints the registration with its province', () => {
    expect(fechaEmision('2026-03-14T12:05:00Z')).toMatch(/^14 de marzo de 2026, \d{2}:05$/);
    expect(colegiado(VALIDO.emisor)).toBe('282812345 (Madrid)');
    expect(colegiado({ ...VALIDO.emisor, colegio_provincia: '' })).toBe('282812345');
  });
});
