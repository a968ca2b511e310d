import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  MARCAS,
  docAntiguo,
  documentoXml,
  docx,
  docxBomba,
  ejecutable,
  gifAnimado,
  jpegConGps,
  pdfMinimo,
  pngConMetadatos,
  pngGigante,
  zip,
} from '../../../test/helpers/archivos.ts';
import { reencodarImagen } from './imagen.ts';
import { prepararParaGuardar, type ArchivoPreparado } from './inspeccionar.ts';
import { LIMITES_ZIP, revisarZip } from './zip.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function aceptado(bytes: Buffer, nombre: string, tipo: string): Promise<ArchivoPreparado> {
  const resultado = await prepararParaGuardar({ bytes, nombre, tipo });
  if (!resultado.ok) throw new Error(`${nombre} refused: ${resultado.codigo}`);
  return resultado;
}

function sinMarcas(bytes: Buffer) {
  for (const marca of Object.values(MARCAS)) expect(bytes.includes(marca), marca).toBe(false);
  // The GPS sub-IFD pointer (tag 0x8825) in either byte order, and the EXIF/XMP/ICC identifiers.
  for (const identificador of ['Exif\0\0', 'http://ns.adobe.com/xap/1.0/', 'ICC_PROFILE', 'eXIf', 'iTXt', 'tEXt', 'iCCP']) {
    expect(bytes.includes(identificador), identificador).toBe(false);
  }
}

describe('photos lose their metadata (DECISIONS beyond-10)', () => {
  it('a JPEG with GPS, EXIF, XMP, ICC and a comment comes out with none of them, upright, still a JPEG', async () => {
    const original = await jpegConGps();
    // The input really carries what must go (otherwise this test could not fail).
    const antes = await sharp(original).metadata();
    expect(antes.orientation).toBe(6);
    expect(antes.exif?.includes(MARCAS.exif)).toBe(true);
    expect(antes.exif?.includes(Buffer.from([0x88, 0x25])) || antes.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(antes.xmp?.includes(MARCAS.xmp)).toBe(true);
    expect(antes.icc).toBeDefined();
    expect(original.includes(MARCAS.comentario)).toBe(true);

    const limpio = await aceptado(original, 'foto.jpg', 'image/jpeg');
    expect(limpio).toMatchObject({ tipo: 'image/jpeg', nombre: 'foto.jpg', esImagen: true, tamano: limpio.bytes.length });
    sinMarcas(limpio.bytes);
    const despues = await sharp(limpio.bytes).metadata();
    expect(despues).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(despues.exif).toBeUndefined();
    expect(despues.xmp).toBeUndefined();
    expect(despues.icc).toBeUndefined();
    expect(despues.orientation).toBeUndefined();
    // Orientation 6 turns the picture clockwise: the red left half is now on top.
    const { data } = await sharp(limpio.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 20 + x) * 3, (y * 20 + x) * 3 + 3)];
    expect(pixel(10, 5)[0]).toBeGreaterThan(200);
    expect(pixel(10, 5)[2]).toBeLessThan(60);
    expect(pixel(10, 35)[2]).toBeGreaterThan(200);
    expect(pixel(10, 35)[0]).toBeLessThan(60);
  });

  it('a PNG with eXIf, XMP and text chunks comes out clean and still a PNG with its transparency channel', async () => {
    const original = await pngConMetadatos();
    const antes = await sharp(original).metadata();
    expect(antes.exif?.includes(MARCAS.exif)).toBe(true);
    expect(antes.xmp?.includes(MARCAS.xmp)).toBe(true);
    expect(original.includes(MARCAS.comentario)).toBe(true);

    const limpio = await aceptado(original, 'captura.png', 'image/png');
    sinMarcas(limpio.bytes);
    expect(await sharp(limpio.bytes).metadata()).toMatchObject({ format: 'png', width: 30, height: 10, hasAlpha: true });
  });

  it('a GIF becomes a PNG of its first frame, named .png, without its comment', async () => {
    const original = await gifAnimado();
    expect((await sharp(original).metadata()).pages).toBe(2);
    expect(original.includes(MARCAS.comentario)).toBe(true);

    const limpio = await aceptado(original, 'Mi animación.gif', 'image/gif');
    expect(limpio).toMatchObject({ tipo: 'image/png', nombre: 'Mi animación.png' });
    sinMarcas(limpio.bytes);
    const meta = await sharp(limpio.bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 16, height: 8 });
    expect(meta.pages ?? 1).toBe(1);
    const [r, g] = await sharp(limpio.bytes).removeAlpha().raw().toBuffer();
    expect([r, g]).toEqual([255, 0]);
  });

  it('scales a large photo down to 4096 px on its longer side', async () => {
    const grande = await sharp({ create: { width: 6000, height: 3000, channels: 3, background: '#808080' } }).jpeg().toBuffer();
    const limpio = await aceptado(grande, 'grande.jpeg', 'image/jpeg');
    expect(await sharp(limpio.bytes).metadata()).toMatchObject({ width: 4096, height: 2048 });
  });

  it('refuses a decompression bomb (a small PNG that decodes to 144 megapixels)', async () => {
    const bomba = await pngGigante(12_000, 12_000);
    expect(bomba.length).toBeLessThan(1024 * 1024);
    expect(await sharp(bomba, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 12_000, height: 12_000 });
    expect(await prepararParaGuardar({ bytes: bomba, nombre: 'bomba.png', tipo: 'image/png' })).toMatchObject({ ok: false, codigo: 'contenido_no_coincide' });
  });

  it('the pixel limit is what refuses it: the same kind of image under a limit passes, over it does not', async () => {
    const imagen = await pngGigante(2000, 1000);
    expect(await reencodarImagen(imagen, 'image/png', 2_000_000)).toMatchObject({ tipo: 'image/png', ancho: 2000, alto: 1000 });
    expect(await reencodarImagen(imagen, 'image/png', 1_999_999)).toBeNull();
  });
});

describe('the bytes decide the type', () => {
  it('keeps documents as they came: PDF, plain text, Word and Word 97-2003', async () => {
    for (const [bytes, nombre, tipo] of [
      [pdfMinimo(), 'informe.pdf', 'application/pdf'],
      [Buffer.from('Temperatura 38,2 °C a las 3:00\nDalsy 5 ml\n'), 'notas.txt', 'text/plain'],
      [docx(), 'carta.docx', DOCX],
      [docx(), 'carta.docx', ''],
      [docAntiguo(), 'carta.doc', 'application/msword'],
    ] as const) {
      const resultado = await aceptado(bytes, nombre, tipo);
      expect(resultado.bytes.equals(bytes), nombre).toBe(true);
      expect(resultado).toMatchObject({ nombre, tamano: bytes.length, esImagen: false });
    }
  });

  const ataques: [string, () => Buffer | Promise<Buffer>, string, string, string][] = [
    ['an executable renamed .png', ejecutable, 'foto.png', 'image/png', 'contenido_no_coincide'],
    ['an executable renamed .pdf', ejecutable, 'informe.pdf', 'application/pdf', 'contenido_no_coincide'],
    ['HTML declared as an image', () => Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'), 'foto.jpg', 'image/jpeg', 'contenido_no_coincide'],
    ['SVG with script declared as a PNG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'foto.png', 'image/png', 'contenido_no_coincide'],
    ['a PNG declared as a JPEG', () => pngConMetadatos(), 'foto.jpg', 'image/jpeg', 'contenido_no_coincide'],
    ['a PNG named .jpg', () => pngConMetadatos(), 'foto.jpg', 'image/png', 'contenido_no_coincide'],
    ['a PDF declared as text', pdfMinimo, 'notas.txt', 'text/plain', 'contenido_no_coincide'],
    ['binary declared as text', () => Buffer.from([0x48, 0x6f, 0x6c, 0x61, 0x00, 0x01]), 'notas.txt', 'text/plain', 'contenido_no_coincide'],
    ['text that is not UTF-8', () => Buffer.from('Fiebre alta en el niño', 'latin1'), 'notas.txt', 'text/plain', 'contenido_no_coincide'],
    ['a plain zip declared as a .docx', () => zip([{ nombre: 'a.txt', datos: Buffer.from('hola') }]), 'carta.docx', DOCX, 'contenido_no_coincide'],
    ['an Excel-like compound file declared as .doc', () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]), 'carta.doc', 'application/msword', 'contenido_no_coincide'],
    ['a truncated JPEG', async () => (await jpegConGps()).subarray(0, 200), 'foto.jpg', 'image/jpeg', 'contenido_no_coincide'],
    ['a .docx that is a zip bomb', docxBomba, 'carta.docx', DOCX, 'archivo_peligroso'],
    ['a .docx with macros', () => docx(undefined, [{ nombre: 'word/vbaProject.bin', datos: Buffer.from('macro') }]), 'carta.docx', DOCX, 'archivo_peligroso'],
    ['an executable with its own name', ejecutable, 'setup.exe', 'application/x-msdownload', 'extension_peligrosa'],
    ['a path as name', pdfMinimo, '../../informe.pdf', 'application/pdf', 'nombre_no_valido'],
    ['an empty file', () => Buffer.alloc(0), 'vacio.txt', 'text/plain', 'archivo_no_valido'],
  ];
  it.each(ataques)('refuses %s', async (_caso, hacer, nombre, tipo, codigo) => {
    const resultado = await prepararParaGuardar({ bytes: await hacer(), nombre, tipo });
    expect(resultado).toMatchObject({ ok: false, codigo });
    if (!resultado.ok) expect(resultado.mensaje).toMatch(/^(Tipo de archivo no (soportado|permitido por seguridad)|Nombre de archivo no válido|Error en la información del archivo)$/);
  });
});

describe('zip central directory checks', () => {
  it('accepts an honest document', async () => {
    const revision = await revisarZip(docx());
    expect(revision.ok && [...revision.nombres]).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
  });

  it('refuses by the declared sizes alone: the ratio of one entry, the total, the number of entries', async () => {
    expect(await revisarZip(docxBomba())).toEqual({ ok: false, motivo: 'bomba' });
    const dos = zip([{ nombre: 'a.xml', datos: documentoXml('a'.repeat(600)) }, { nombre: 'b.xml', datos: documentoXml('b'.repeat(600)) }]);
    expect(await revisarZip(dos, { ...LIMITES_ZIP, totalDescomprimido: 1000 })).toEqual({ ok: false, motivo: 'bomba' });
    expect(await revisarZip(dos, { ...LIMITES_ZIP, entradas: 1 })).toEqual({ ok: false, motivo: 'bomba' });
    expect((await revisarZip(dos)).ok).toBe(true);
  });

  it('refuses a zip whose directory understates what an entry inflates to', async () => {
    const mentirosa = docx({ nombre: 'word/document.xml', datos: Buffer.alloc(5 * 1024 * 1024, 0x20), tamanoDeclarado: 1000 });
    expect(await revisarZip(mentirosa)).toEqual({ ok: false, motivo: 'no_valido' });
    expect(await prepararParaGuardar({ bytes: mentirosa, nombre: 'carta.docx', tipo: DOCX })).toMatchObject({ ok: false, codigo: 'contenido_no_coincide' });
  });

  it('refuses entries that climb out of the archive or use backslashes, and broken archives', async () => {
    expect(await revisarZip(zip([{ nombre: '../../etc/cron.d/x', datos: Buffer.from('x') }]))).toEqual({ ok: false, motivo: 'no_valido' });
    expect(await revisarZip(zip([{ nombre: 'word\\document.xml', datos: Buffer.from('x') }]))).toEqual({ ok: false, motivo: 'no_valido' });
    expect(await revisarZip(docx().subarray(0, 300))).toEqual({ ok: false, motivo: 'no_valido' });
  });
});
