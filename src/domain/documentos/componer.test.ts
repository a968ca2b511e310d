import { describe, expect, it } from 'vitest';
import { componerDocumento, edadImpresa, fechaDelFormulario, referenciaConsulta, textoImprimible, type DatosDocumento } from './componer.ts';
import { pacienteDelDocumento, puedeEmitirDocumento } from './emision.ts';

const base: DatosDocumento = {
  clinica: { nombre: 'Clínica Ejemplo', datos: ['CIF B12345678'] },
  emisor: { nombre: 'Ana Ruiz Gil', especialidad: 'Pediatría', numeroColegiado: '282812345', provincia: 'Madrid' },
  paciente: { nombre: 'Lucía', edad: '4 años' },
  familiar: 'María López',
  emitidoAt: new Date('2026-11-27T23:30:00Z'),
  referencia: 'A1B2C3D4',
  codigo: 'TP-0000-0000-0000-0000',
  urlVerificacion: 'https://x.example/verificar?codigo=TP-0000-0000-0000-0000',
  contenido: { tipo: 'justificante', clase: 'reposo', desde: '2026-11-27', hasta: '2026-11-29', observaciones: '' },
  esCierre: false,
};

describe('composing a clinical document', () => {
  it('a rest certificate states who certifies, for whom and the dates, in Spanish', () => {
    const d = componerDocumento(base);
    expect(d.titulo).toBe('Justificante médico');
    expect(d.cuerpo).toEqual([
      {
        etiqueta: 'Justificante de reposo',
        texto:
          'Ana Ruiz Gil, especialista en Pediatría, con nº de colegiado 282812345 del Colegio de Médicos de Madrid, hace constar que Lucía precisa reposo domiciliario desde el 27 de noviembre de 2026 hasta el 29 de noviembre de 2026, ambos inclusive.',
      },
    ]);
    expect(d.nombreArchivo).toBe('Justificante TP-0000-0000-0000-0000.pdf');
    expect(d.firma).toContain('Nº de colegiado 282812345 · Colegio de Médicos de Madrid');
  });

  it('dates the issue in Spain, where the family and the paediatrician are', () => {
    // 23:30 UTC on the 27th is 00:30 on the 28th in Madrid.
    expect(componerDocumento(base).identificacion).toContainEqual({ etiqueta: 'Fecha de emisión', texto: expect.stringContaining('28 de noviembre de 2026') as string });
  });

  it('names the closing report as such, and lists the warning signs with where to go', () => {
    const d = componerDocumento({ ...base, esCierre: true, contenido: { tipo: 'informe', motivo: 'm', hallazgos: 'h', valoracion: 'v', plan: 'p', signosAlarma: 's' } });
    expect(d.titulo).toBe('Informe de cierre de la teleconsulta');
    expect(d.cuerpo.at(-1)?.etiqueta).toContain('112');
  });

  it('prints what the PDF fonts can draw, and marks the rest visibly', () => {
    expect(textoImprimible('Señal «ñ» – 5 € ·')).toBe('Señal «ñ» – 5 € ·');
    expect(textoImprimible('Fiebre 🤒 alta\r\nsí')).toBe('Fiebre ? alta\nsí');
  });

  it('prints ages, calendar days and references as families read them', () => {
    expect([edadImpresa(null), edadImpresa(1), edadImpresa(8), edadImpresa(23), edadImpresa(30), edadImpresa(-1)]).toEqual([null, '1 mes', '8 meses', '23 meses', '2 años', null]);
    expect(fechaDelFormulario('2026-01-01')).toBe('1 de enero de 2026');
    expect(referenciaConsulta('a1b2c3d4-0000-4000-8000-000000000000')).toBe('A1B2C3D4');
  });
});

describe('who issues a document', () => {
  const activa = { status: 'activa' as const, userId: 'familia', pediatraId: 'ana' };
  it('only the assigned paediatrician, only while active, only with a registration number', () => {
    expect(puedeEmitirDocumento({ id: 'ana', rol: 'pediatra' }, activa, '282812345')).toEqual({ ok: true });
    expect(puedeEmitirDocumento({ id: 'luis', rol: 'pediatra' }, activa, '282812345')).toEqual({ ok: false, motivo: 'sin_permiso' });
    expect(puedeEmitirDocumento({ id: 'familia', rol: 'user' }, activa, null)).toEqual({ ok: false, motivo: 'sin_permiso' });
    expect(puedeEmitirDocumento({ id: 'ana', rol: 'admin' }, activa, '282812345')).toEqual({ ok: false, motivo: 'sin_permiso' });
    expect(puedeEmitirDocumento({ id: 'ana', rol: 'pediatra' }, { ...activa, status: 'cerrada' }, '282812345')).toEqual({ ok: false, motivo: 'no_activa' });
    expect(puedeEmitirDocumento({ id: 'ana', rol: 'pediatra' }, activa, null)).toEqual({ ok: false, motivo: 'sin_colegiado' });
  });

  it('names the child chosen at payment, else the one written in, else nobody', () => {
    expect(pacienteDelDocumento({ nombre: 'Pablo', edad: '3 años' }, { nombre: 'Otro', edad: '' })).toEqual({ nombre: 'Pablo', edad: '3 años' });
    expect(pacienteDelDocumento({ nombre: null, edad: null }, { nombre: 'Lucía', edad: '4 años' })).toEqual({ nombre: 'Lucía', edad: '4 años' });
    expect(pacienteDelDocumento({ nombre: null, edad: null }, undefined)).toBeNull();
  });
});
