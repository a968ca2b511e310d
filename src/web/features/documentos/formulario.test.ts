import { describe, expect, it } from 'vitest';
import { emitirDocumentoSchema } from '../../../shared/documentos.ts';
import {
  camposIniciales,
  contenidoDe,
  cuerpoEmision,
  diaLocal,
  diasIncluidos,
  etiquetaDocumento,
  hastaMaximo,
  nombrePdf,
  primerError,
  sumarDias,
  validarDocumento,
  type CamposDocumento,
} from './formulario.ts';

const HOY = '2026-03-14';
const receta: CamposDocumento = {
  ...camposIniciales(HOY),
  medicamento: '  Ibuprofeno ',
  presentacion: 'Ibuprofeno 100 mg/5 ml suspensión oral',
  dosis: '5 ml',
  via: 'oral',
  frecuencia: 'Cada 8 horas',
  duracion: '3 días',
};

describe('the document forms', () => {
  it('turn a complete prescription into the body the server accepts, trimmed, with only its own fields', () => {
    const validacion = validarDocumento('receta', { ...receta, motivo: 'no es de la receta' });
    expect(validacion.ok).toBe(true);
    if (!validacion.ok) return;
    expect(validacion.documento).toEqual({
      tipo: 'receta',
      medicamento: 'Ibuprofeno',
      presentacion: 'Ibuprofeno 100 mg/5 ml suspensión oral',
      dosis: '5 ml',
      via: 'oral',
      frecuencia: 'Cada 8 horas',
      duracion: '3 días',
      instrucciones: '',
    });
    const cuerpo = cuerpoEmision('5b0a1f0e-8a1c-4c6e-9d62-3f7b2c1a9e10', validacion.documento, false);
    expect(emitirDocumentoSchema.safeParse(cuerpo).success).toBe(true);
    expect('cerrar' in cuerpo).toBe(false);
  });

  it("give each missing field its schema's Spanish message, and the first one takes the focus", () => {
    const validacion = validarDocumento('receta', { ...receta, medicamento: '   ', via: '' });
    expect(validacion).toEqual({ ok: false, errores: { medicamento: 'Este campo es obligatorio', via: 'Elige la vía de administración' } });
    if (validacion.ok) return;
    expect(primerError('receta', validacion.errores)).toBe('medicamento');
    expect(primerError('receta', {})).toBeNull();
  });

  it('refuse script content and over-long text with the same messages as the server', () => {
    const validacion = validarDocumento('receta', { ...receta, instrucciones: '<script>alert(1)</script>', dosis: 'x'.repeat(121) });
    expect(validacion).toEqual({
      ok: false,
      errores: { dosis: 'El texto no puede exceder los 120 caracteres', instrucciones: 'El contenido contiene caracteres no permitidos' },
    });
  });

  it('make an attendance certificate one day, whatever the hidden end date says', () => {
    const campos = { ...camposIniciales(HOY), hasta: '2026-03-01' };
    expect(contenidoDe('justificante', campos)).toEqual({ tipo: 'justificante', clase: 'asistencia', desde: HOY, hasta: HOY, observaciones: '' });
    expect(validarDocumento('justificante', campos).ok).toBe(true);
    // Its one date field carries any date problem.
    expect(validarDocumento('justificante', { ...campos, desde: '' })).toEqual({ ok: false, errores: { desde: 'Introduce una fecha válida' } });
  });

  it('bound a rest certificate: not backwards, at most 15 days', () => {
    const reposo = { ...camposIniciales(HOY), clase: 'reposo' };
    expect(validarDocumento('justificante', { ...reposo, hasta: '2026-03-28' }).ok).toBe(true);
    expect(validarDocumento('justificante', { ...reposo, hasta: '2026-03-29' })).toEqual({
      ok: false,
      errores: { hasta: 'El reposo no puede superar 15 días en una teleconsulta' },
    });
    expect(validarDocumento('justificante', { ...reposo, hasta: '2026-03-13' })).toEqual({
      ok: false,
      errores: { hasta: 'La fecha final no puede ser anterior a la inicial' },
    });
  });

  it('send cerrar only with a report', () => {
    const informe = validarDocumento('informe', { ...camposIniciales(HOY), motivo: 'Fiebre', hallazgos: 'Buen estado', valoracion: 'Viriasis', plan: 'Antitérmicos', signosAlarma: 'Manchas' });
    expect(informe.ok).toBe(true);
    if (!informe.ok) return;
    expect(cuerpoEmision('5b0a1f0e-8a1c-4c6e-9d62-3f7b2c1a9e10', informe.documento, true)).toMatchObject({ cerrar: true });
    const sinReceta = validarDocumento('receta', receta);
    if (!sinReceta.ok) throw new Error('receta válida');
    expect('cerrar' in cuerpoEmision('5b0a1f0e-8a1c-4c6e-9d62-3f7b2c1a9e10', sinReceta.documento, true)).toBe(false);
    expect(validarDocumento('informe', camposIniciales(HOY))).toEqual({
      ok: false,
      errores: {
        motivo: 'Este campo es obligatorio',
        hallazgos: 'Este campo es obligatorio',
        valoracion: 'Este campo es obligatorio',
        plan: 'Este campo es obligatorio',
        signosAlarma: 'Este campo es obligatorio',
      },
    });
  });
});

describe('the patient a document names', () => {
  it('is asked only when the family chose no child, its name required, its age optional, both checked', () => {
    const sinPaciente = validarDocumento('receta', receta, true);
    expect(sinPaciente).toEqual({ ok: false, errores: { pacienteNombre: 'Este campo es obligatorio' } });
    if (sinPaciente.ok) return;
    expect(primerError('receta', { ...sinPaciente.errores, medicamento: 'x' })).toBe('pacienteNombre');
    expect(validarDocumento('receta', { ...receta, pacienteNombre: 'Lucía', pacienteEdad: 'javascript:alert(1)' }, true)).toEqual({
      ok: false,
      errores: { pacienteEdad: 'El contenido contiene caracteres no permitidos' },
    });
    const conPaciente = validarDocumento('receta', { ...receta, pacienteNombre: ' Lucía ', pacienteEdad: '' }, true);
    expect(conPaciente).toMatchObject({ ok: true, paciente: { nombre: 'Lucía', edad: '' } });
    if (!conPaciente.ok) return;
    const cuerpo = cuerpoEmision('5b0a1f0e-8a1c-4c6e-9d62-3f7b2c1a9e10', conPaciente.documento, false, conPaciente.paciente);
    expect(cuerpo.paciente).toEqual({ nombre: 'Lucía', edad: '' });
    expect(emitirDocumentoSchema.safeParse(cuerpo).success).toBe(true);
    // Not asked: whatever the hidden fields hold is not sent.
    expect(validarDocumento('receta', { ...receta, pacienteNombre: 'Otro' })).toMatchObject({ ok: true, paciente: null });
  });
});

describe('labels and dates', () => {
  it('call the closing report by its name', () => {
    expect(etiquetaDocumento({ tipo: 'receta', es_cierre: false })).toBe('Receta');
    expect(etiquetaDocumento({ tipo: 'justificante', es_cierre: false })).toBe('Justificante');
    expect(etiquetaDocumento({ tipo: 'informe', es_cierre: false })).toBe('Informe');
    expect(etiquetaDocumento({ tipo: 'informe', es_cierre: true })).toBe('Informe de cierre');
    expect(nombrePdf('Receta', 'TP-AAAA-BBBB-CCCC-DDDD')).toBe('Receta TP-AAAA-BBBB-CCCC-DDDD.pdf');
  });

  it('count rest days with both ends included, across months and leap days', () => {
    expect(diasIncluidos(HOY, HOY)).toBe(1);
    expect(diasIncluidos('2028-02-28', '2028-03-01')).toBe(3);
    expect(diasIncluidos(HOY, '2026-03-13')).toBeNull();
    expect(diasIncluidos('', HOY)).toBeNull();
    expect(sumarDias('2026-12-31', 1)).toBe('2027-01-01');
    expect(hastaMaximo(HOY)).toBe('2026-03-28');
    expect(hastaMaximo('no')).toBeUndefined();
  });

  it("take today's date where the paediatrician is, not in UTC", () => {
    expect(diaLocal(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(diaLocal(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
