/** The filled request as a mailto link and as a PDF (DECISIONS read-7); both built in the browser. */
import { DERECHOS, type SolicitudDerechos } from '../../../shared/solicitud-derechos.ts';

const FECHA = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

export const DECLARACION =
  'Declaro bajo mi responsabilidad que los datos facilitados en esta solicitud son ciertos y que actúo en mi propio nombre o en representación legal del menor o persona a la que se refieren.';
export const RECORDATORIO_DNI = 'Adjunte una copia de su DNI/NIE (por ambas caras) para que podamos verificar su identidad.';

function lineas(s: SolicitudDerechos, hoy: Date): [string, string][] {
  return [
    ['Fecha', FECHA.format(hoy)],
    ['Nombre completo', s.fullName],
    ['Email', s.email],
    ['DNI/NIE', s.dni.toUpperCase()],
    ['Teléfono', s.phone || '—'],
    ['Derecho que ejerce', DERECHOS[s.rightType]],
    ['Detalle de la solicitud', s.details],
    ['Motivación', s.motivation || '—'],
  ];
}

export function enlaceCorreo(s: SolicitudDerechos, destino: string, hoy = new Date()): string {
  const cuerpo = [...lineas(s, hoy).map(([k, v]) => `${k}: ${v}`), '', DECLARACION, '', RECORDATORIO_DNI].join('\n');
  return `mailto:${destino}?subject=${encodeURIComponent(`Solicitud de ejercicio de derechos: ${DERECHOS[s.rightType]}`)}&body=${encodeURIComponent(cuerpo)}`;
}

export async function descargarPdf(s: SolicitudDerechos, responsable: string, hoy = new Date()): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const ancho = 180;
  let y = 20;
  const escribir = (texto: string, tamano = 11, negrita = false) => {
    doc.setFont('helvetica', negrita ? 'bold' : 'normal');
    doc.setFontSize(tamano);
    for (const linea of doc.splitTextToSize(texto, ancho) as string[]) {
      if (y > 280) {
        doc.addPage();
        y = 20;
      }
      doc.text(linea, 15, y);
      y += tamano * 0.5;
    }
    y += 2;
  };
  escribir('Solicitud de ejercicio de derechos de protección de datos', 15, true);
  escribir(`Dirigida a: ${responsable}`, 10);
  y += 2;
  for (const [clave, valor] of lineas(s, hoy)) {
    escribir(clave, 10, true);
    escribir(valor, 11);
  }
  y += 4;
  escribir('Declaración responsable', 11, true);
  escribir(DECLARACION, 10);
  escribir(RECORDATORIO_DNI, 10, true);
  y += 10;
  escribir('Firma: ______________________________', 11);
  doc.save(`solicitud-derechos-${hoy.toISOString().slice(0, 10)}.pdf`);
}
