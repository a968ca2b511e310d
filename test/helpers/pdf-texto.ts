/**
 * The text a PDF shows, page by page, read by pdf.js (Mozilla's PDF reader),
 * so a test checks what a pharmacist would read, not the bytes we wrote.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function textoDePdf(bytes: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const tarea = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 });
  const documento = await tarea.promise;
  const paginas: string[] = [];
  for (let n = 1; n <= documento.numPages; n++) {
    const pagina = await documento.getPage(n);
    const contenido = await pagina.getTextContent();
    const lineas: string[] = [];
    let actual = '';
    for (const item of contenido.items) {
      if (!('str' in item)) continue;
      actual += item.str;
      if (item.hasEOL) {
        lineas.push(actual);
        actual = '';
      }
    }
    if (actual) lineas.push(actual);
    paginas.push(lineas.join('\n'));
  }
  await tarea.destroy();
  return paginas.join('\n');
}
