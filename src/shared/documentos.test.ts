import { describe, expect, it } from 'vitest';
import { documentoSchema } from './documentos.ts';

const receta = {
  tipo: 'receta',
  medicamento: 'Ibuprofeno',
  presentacion: '100 mg/5 ml suspensión oral',
  dosis: '7,5 ml (150 mg)',
  via: 'oral',
  frecuencia: 'cada 8 horas si hay dolor o fiebre',
  duracion: '3 días',
  instrucciones: 'Con comida.',
};
const mensajes = (valor: unknown) => {
  const r = documentoSchema.safeParse(valor);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('clinical document content', () => {
  it('accepts a complete prescription, certificate and report, trimming the text', () => {
    expect(documentoSchema.parse({ ...receta, medicamento: '  Ibuprofeno  ' })).toMatchObject({ medicamento: 'Ibuprofeno' });
    expect(mensajes({ tipo: 'justificante', clase: 'reposo', desde: '2026-11-23', hasta: '2026-11-25', observaciones: '' })).toEqual([]);
    expect(mensajes({ tipo: 'justificante', clase: 'asistencia', desde: '2026-11-23', hasta: '2026-11-23', observaciones: '' })).toEqual([]);
    expect(mensajes({ tipo: 'informe', motivo: 'Fiebre', hallazgos: 'Buen estado general', valoracion: 'Viriasis', plan: 'Antitérmico', signosAlarma: 'Manchas que no desaparecen' })).toEqual([]);
  });

  it('says in Spanish what is missing or wrong', () => {
    expect(mensajes({ ...receta, medicamento: '   ' })).toEqual(['medicamento: Este campo es obligatorio']);
    expect(mensajes({ ...receta, via: 'intravenosa' })).toEqual(['via: Elige la vía de administración']);
    expect(mensajes({ ...receta, dosis: 'x'.repeat(121) })).toEqual(['dosis: El texto no puede exceder los 120 caracteres']);
    expect(mensajes({ ...receta, instrucciones: '<script>alert(1)</script>' })).toEqual(['instrucciones: El contenido contiene caracteres no permitidos']);
    expect(mensajes({ ...receta, extra: 1 })).toHaveLength(1);
    expect(mensajes({ tipo: 'justificante', clase: 'reposo', desde: '2026-11-25', hasta: '2026-11-23', observaciones: '' })).toEqual(['hasta: La fecha final no puede ser anterior a la inicial']);
    expect(mensajes({ tipo: 'justificante', clase: 'asistencia', desde: '2026-11-23', hasta: '2026-11-24', observaciones: '' })).toEqual(['hasta: La asistencia se justifica para un solo día']);
    expect(mensajes({ tipo: 'justificante', clase: 'reposo', desde: '2026-11-01', hasta: '2026-11-20', observaciones: '' })).toEqual([
      'hasta: El reposo no puede superar 15 días en una teleconsulta',
    ]);
    expect(mensajes({ tipo: 'justificante', clase: 'reposo', desde: '2026-02-30', hasta: '2026-03-01', observaciones: '' })).toEqual(['desde: Introduce una fecha válida']);
    expect(mensajes({ tipo: 'certificado_falso' })).toEqual(['tipo: Tipo de documento no válido']);
  });
});
