import { describe, expect, it } from 'vitest';
import { textoDePdf } from '../../../test/helpers/pdf-texto.ts';
import { componerDocumento, type DatosDocumento } from '../../domain/documentos/componer.ts';
import { dibujarPdf } from './pdf.ts';

const datos: DatosDocumento = {
  clinica: { nombre: 'Clínica Pediátrica Ejemplo S.L.', datos: ['CIF B12345678', 'Calle Mayor 1, 28013 Madrid'] },
  emisor: { nombre: 'Ana Ruiz Gil', especialidad: 'Pediatría', numeroColegiado: '282812345', provincia: 'Madrid' },
  paciente: { nombre: 'Lucía Pérez', edad: '4 años' },
  familiar: 'María López',
  emitidoAt: new Date('2026-11-27T19:30:00Z'),
  referencia: 'A1B2C3D4',
  codigo: 'TP-7KQ2-M9XD-4HRT-ZP3W',
  urlVerificacion: 'https://triaje.example/verificar?codigo=TP-7KQ2-M9XD-4HRT-ZP3W',
  contenido: {
    tipo: 'receta',
    medicamento: 'Ibuprofeno',
    presentacion: '100 mg/5 ml suspensión oral',
    dosis: '7,5 ml (150 mg)',
    via: 'oral',
    frecuencia: 'cada 8 horas si hay dolor o fiebre',
    duracion: '3 días',
    instrucciones: 'Tomar con comida.\nNo dar más de 3 dosis al día.',
  },
  esCierre: false,
};

describe('a clinical document as a PDF', () => {
  it('reads back, through a PDF reader, the registration number, the child, the code and the content', async () => {
    const bytes = await dibujarPdf(componerDocumento(datos), datos.emitidoAt);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const texto = await textoDePdf(bytes);
    for (const esperado of [
      'Receta médica',
      'Clínica Pediátrica Ejemplo S.L.',
      'Nº de colegiado 282812345 · Colegio de Médicos de Madrid',
      'Ana Ruiz Gil',
      'Paciente: Lucía Pérez (4 años)',
      'Familiar responsable: María López',
      'Ref. A1B2C3D4',
      'Código de verificación: TP-7KQ2-M9XD-4HRT-ZP3W',
      'Ibuprofeno',
      '100 mg/5 ml suspensión oral',
      'No dar más de 3 dosis al día.',
      '27 de noviembre de 2026',
    ]) {
      expect(texto).toContain(esperado);
    }
  });

  it('prints a long report over several pages without losing a word', async () => {
    const largo = Array.from({ length: 60 }, (_, i) => `Frase número ${i + 1} del plan de cuidados.`).join(' ');
    const informe: DatosDocumento = {
      ...datos,
      contenido: { tipo: 'informe', motivo: 'Fiebre', hallazgos: largo, valoracion: 'Infección viral', plan: largo, signosAlarma: 'Manchas que no desaparecen al presionar' },
      esCierre: true,
    };
    const texto = (await textoDePdf(await dibujarPdf(componerDocumento(informe), informe.emitidoAt))).replace(/\s+/g, ' ');
    expect(texto).toContain('Informe de cierre de la teleconsulta');
    expect(texto).toContain('Frase número 60 del plan de cuidados.');
    expect(texto).toContain('TP-7KQ2-M9XD-4HRT-ZP3W');
  });
});
