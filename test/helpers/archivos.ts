/**
 * Real files for the upload tests, made byte by byte here rather than trusted
 * from a library under test: photos carrying GPS, XMP, ICC and comments; a
 * Word document; zips whose directory tells the truth or lies; an executable.
 */
import { crc32, createDeflate, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

/** Strings planted in the metadata; none may survive re-encoding. */
export const MARCAS = {
  exif: 'CASA-DE-LA-FAMILIA-EXIF',
  xmp: 'CASA-DE-LA-FAMILIA-XMP',
  comentario: 'CASA-DE-LA-FAMILIA-COMENTARIO',
} as const;

/** 40° 25' 12.34" N, 3° 42' 7.89" W — a home in Madrid, as a phone writes it. */
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 789/100' };

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description>${MARCAS.xmp}</dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`;

/**
 * A 40 × 20 phone photo stored sideways with EXIF orientation 6 (turn 90°
 * clockwise to view: it is 20 × 40 upright), with a GPS position, a
 * description, XMP, a Display P3 ICC profile and a JPEG comment segment. The
 * left half is red and the right half blue, so the tests can see where the
 * pixels went.
 */
export async function jpegConGps(): Promise<Buffer> {
  const base = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: 20, height: 20, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { ImageDescription: MARCAS.exif, Make: 'Telefono', Model: 'Modelo' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp(XMP)
    .toBuffer();
  // A COM segment right after SOI, which no sharp option writes.
  const texto = Buffer.from(MARCAS.comentario, 'latin1');
  const com = Buffer.alloc(4 + texto.length);
  com.writeUInt16BE(0xfffe, 0);
  com.writeUInt16BE(texto.length + 2, 2);
  texto.copy(com, 4);
  return Buffer.concat([base.subarray(0, 2), com, base.subarray(2)]);
}

/** A PNG with an eXIf chunk (GPS and description), XMP and a tEXt comment. */
export async function pngConMetadatos(): Promise<Buffer> {
  const base = await sharp({ create: { width: 30, height: 10, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 1 } } })
    .png()
    .withExif({ IFD0: { ImageDescription: MARCAS.exif }, IFD3: GPS })
    .withXmp(XMP)
    .toBuffer();
  return insertarTrozoPng(base, 'tEXt', Buffer.from(`Comment\0${MARCAS.comentario}`, 'latin1'));
}

function insertarTrozoPng(png: Buffer, tipo: string, datos: Buffer): Buffer {
  const finIhdr = 8 + 8 + 13 + 4;
  const cabecera = Buffer.alloc(8);
  cabecera.writeUInt32BE(datos.length, 0);
  cabecera.write(tipo, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([cabecera.subarray(4), datos])), 0);
  return Buffer.concat([png.subarray(0, finIhdr), cabecera, datos, crc, png.subarray(finIhdr)]);
}

/** A two-frame animated GIF with a comment extension. */
export async function gifAnimado(): Promise<Buffer> {
  const fotogramas = await Promise.all(
    ['#ff0000', '#00ff00'].map((color) => sharp({ create: { width: 16, height: 8, channels: 3, background: color } }).raw().toBuffer()),
  );
  const gif = await sharp(Buffer.concat(fotogramas), { raw: { width: 16, height: 16, channels: 3, pageHeight: 8 } }).gif({ delay: [100, 100] }).toBuffer();
  // Comment extension (0x21 0xFE) after the header and logical screen descriptor (+ global colour table).
  const tieneTabla = (gif[10]! & 0x80) !== 0;
  const finCabecera = 13 + (tieneTabla ? 3 * 2 ** ((gif[10]! & 0x07) + 1) : 0);
  const texto = Buffer.from(MARCAS.comentario, 'latin1');
  const comentario = Buffer.concat([Buffer.from([0x21, 0xfe, texto.length]), texto, Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, finCabecera), comentario, gif.subarray(finCabecera)]);
}

export function pdfMinimo(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** A Windows executable's first bytes: DOS header, stub and PE signature. */
export function ejecutable(): Buffer {
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}

/** A Word 97-2003 file as far as the checks go: the compound-file signature and a WordDocument stream name. */
export function docAntiguo(): Buffer {
  const doc = Buffer.alloc(2048);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(doc, 0);
  Buffer.from('Root Entry', 'utf16le').copy(doc, 1024);
  Buffer.from('WordDocument', 'utf16le').copy(doc, 1152);
  return doc;
}

export interface EntradaZip {
  readonly nombre: string;
  readonly datos: Buffer;
  /** Deflate (the default) or store. */
  readonly comprimir?: boolean;
  /** Declares this uncompressed size instead of the true one (a lying directory). */
  readonly tamanoDeclarado?: number;
}

/** A plain zip (no zip64), written header by header. */
export function zip(entradas: readonly EntradaZip[]): Buffer {
  const locales: Buffer[] = [];
  const centrales: Buffer[] = [];
  let desplazamiento = 0;
  for (const entrada of entradas) {
    const nombre = Buffer.from(entrada.nombre, 'utf8');
    const comprimir = entrada.comprimir ?? true;
    const datos = comprimir ? deflateRawSync(entrada.datos, { level: 9 }) : entrada.datos;
    const crc = crc32(entrada.datos);
    const descomprimido = entrada.tamanoDeclarado ?? entrada.datos.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(comprimir ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(datos.length, 18);
    local.writeUInt32LE(descomprimido, 22);
    local.writeUInt16LE(nombre.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(comprimir ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(datos.length, 20);
    central.writeUInt32LE(descomprimido, 24);
    central.writeUInt16LE(nombre.length, 28);
    central.writeUInt32LE(desplazamiento, 42);
    locales.push(local, nombre, datos);
    centrales.push(central, nombre);
    desplazamiento += local.length + nombre.length + datos.length;
  }
  const directorio = Buffer.concat(centrales);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(entradas.length, 8);
  fin.writeUInt16LE(entradas.length, 10);
  fin.writeUInt32LE(directorio.length, 12);
  fin.writeUInt32LE(desplazamiento, 16);
  return Buffer.concat([...locales, directorio, fin]);
}

const TIPOS_CONTENIDO = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELACIONES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

export function documentoXml(texto: string): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${texto}</w:t></w:r></w:p></w:body></w:document>`,
  );
}

/** A .docx Word opens: content types, package relationships, the document. */
export function docx(documento: EntradaZip = { nombre: 'word/document.xml', datos: documentoXml('Informe del pediatra') }, extra: readonly EntradaZip[] = []): Buffer {
  return zip([{ nombre: '[Content_Types].xml', datos: Buffer.from(TIPOS_CONTENIDO) }, { nombre: '_rels/.rels', datos: Buffer.from(RELACIONES) }, documento, ...extra]);
}

/** A .docx whose document inflates from a few kilobytes to 50 MB. */
export function docxBomba(): Buffer {
  return docx({ nombre: 'word/document.xml', datos: Buffer.alloc(50 * 1024 * 1024, 0x20) });
}

/**
 * A black greyscale PNG of any size, written directly (no image library would
 * make a 144-megapixel one cheaply): a few hundred kilobytes that decode to
 * ancho × alto bytes.
 */
export async function pngGigante(ancho: number, alto: number): Promise<Buffer> {
  const trozo = (tipo: string, datos: Buffer) => {
    const cabecera = Buffer.alloc(8);
    cabecera.writeUInt32BE(datos.length, 0);
    cabecera.write(tipo, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([cabecera.subarray(4), datos])), 0);
    return Buffer.concat([cabecera, datos, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(ancho, 0);
  ihdr.writeUInt32BE(alto, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (greyscale), default compression, filter, no interlace
  const filas = 100;
  const bloque = Buffer.alloc(filas * (ancho + 1)); // each row: filter byte 0, then black pixels
  const comprimido: Buffer[] = [];
  const deflate = createDeflate({ level: 9 });
  deflate.on('data', (d: Buffer) => comprimido.push(d));
  const terminado = new Promise((resolve) => deflate.on('end', resolve));
  for (let hechas = 0; hechas < alto; hechas += filas) {
    const n = Math.min(filas, alto - hechas);
    if (!deflate.write(n === filas ? bloque : bloque.subarray(0, n * (ancho + 1)))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await terminado;
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), trozo('IHDR', ihdr), trozo('IDAT', Buffer.concat(comprimido)), trozo('IEND', Buffer.alloc(0))]);
}
