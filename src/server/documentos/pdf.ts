/**
 * Draws a composed clinical document (src/domain/documentos/componer.ts) as
 * an A4 PDF. jsPDF is imported on first use: a server that never issues a
 * document never loads it (bench/documentos.ts measures what it costs).
 */
import type { DocumentoCompuesto } from '../../domain/documentos/componer.ts';

const MARGEN = 18;
const ANCHO_TEXTO = 210 - 2 * MARGEN;
const ALTO_UTIL = 297 - 22;
const MM_POR_PUNTO = 0.3528;

export async function dibujarPdf(documento: DocumentoCompuesto, fecha: Date): Promise<Uint8Array> {
  const { jsPDF } = await import('jspdf');
  // The creation date is the issue's, not the machine's clock at drawing time, so a document is reproducible.
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  pdf.setCreationDate(fecha);
  pdf.setDocumentProperties({ title: documento.titulo, creator: documento.cabecera[0] ?? '' });
  let y = MARGEN;

  const escribir = (texto: string, { tamano = 10.5, negrita = false, gris = false, espacioDespues = 1.5 } = {}) => {
    pdf.setFont('helvetica', negrita ? 'bold' : 'normal');
    pdf.setFontSize(tamano);
    pdf.setTextColor(gris ? 90 : 20);
    const alto = tamano * MM_POR_PUNTO * 1.35;
    for (const linea of pdf.splitTextToSize(texto, ANCHO_TEXTO) as string[]) {
      if (y + alto > ALTO_UTIL) {
        pdf.addPage();
        y = MARGEN;
      }
      pdf.text(linea, MARGEN, y + alto * 0.75);
      y += alto;
    }
    y += espacioDespues;
  };
  const raya = () => {
    pdf.setDrawColor(200);
    pdf.line(MARGEN, y, MARGEN + ANCHO_TEXTO, y);
    y += 4;
  };

  const [clinica, ...datosClinica] = documento.cabecera;
  escribir(clinica ?? '', { tamano: 12, negrita: true, espacioDespues: 0.5 });
  for (const dato of datosClinica) escribir(dato, { tamano: 8.5, gris: true, espacioDespues: 0 });
  y += 3;
  raya();
  escribir(documento.titulo, { tamano: 16, negrita: true, espacioDespues: 4 });
  for (const { etiqueta, texto } of documento.identificacion) escribir(`${etiqueta}: ${texto}`, { tamano: 10, espacioDespues: 0.5 });
  y += 3;
  raya();
  for (const { etiqueta, texto } of documento.cuerpo) {
    escribir(etiqueta, { tamano: 10, negrita: true, espacioDespues: 0.5 });
    for (const parrafo of texto.split('\n')) escribir(parrafo, { espacioDespues: 0.5 });
    y += 3;
  }
  y += 6;
  for (const [i, linea] of documento.firma.entries()) escribir(linea, { tamano: i === 0 ? 11 : 9.5, negrita: i === 0, espacioDespues: 0.3 });
  y += 8;
  raya();
  for (const linea of documento.pie) escribir(linea, { tamano: 8.5, gris: true, espacioDespues: 0.3 });
  return new Uint8Array(pdf.output('arraybuffer'));
}
