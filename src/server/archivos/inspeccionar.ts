/**
 * What a received file really is, and the version of it that may be stored.
 * The name and the declared type are claims; the bytes decide. A file is
 * refused when its bytes are not the type it declares, when its extension is
 * not one of that type's, when it is a zip built to explode or a Word file
 * with macros, and when it is text that is not clean UTF-8. Images come out
 * re-encoded without metadata (imagen.ts). Nothing here writes anywhere.
 */
import { fileTypeFromBuffer } from 'file-type';
import {
  TAMANO_MAXIMO_BYTES,
  errorArchivo,
  esImagen,
  esTipoPermitido,
  extensionCoincide,
  tipoDeclarado,
  validarArchivo,
  type ErrorArchivo,
  type TipoArchivo,
} from '../../domain/archivos/validacion.ts';
import { reencodarImagen, type TipoImagen } from './imagen.ts';
import { esZip, revisarZip } from './zip.ts';

const DOCX: TipoArchivo = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Re-encoding may grow a file a little (a PNG saved by a better compressor); beyond this it is refused. */
const TAMANO_MAXIMO_GUARDADO = 2 * TAMANO_MAXIMO_BYTES;

export interface ArchivoRecibido {
  readonly bytes: Buffer;
  /** As declared by the browser (multipart part's Content-Type). */
  readonly tipo: string;
  /** As given by the family. */
  readonly nombre: string;
}

export interface ArchivoPreparado {
  readonly ok: true;
  /** What to store: the re-encoded image, or the bytes as received. */
  readonly bytes: Buffer;
  /** Verified from the bytes; a GIF is now image/png. */
  readonly tipo: TipoArchivo;
  /** The family's name, its extension changed when the type changed (foto.gif → foto.png). */
  readonly nombre: string;
  readonly tamano: number;
  readonly esImagen: boolean;
}

export type Rechazo = { readonly ok: false } & ErrorArchivo;

const rechazo = (codigo: ErrorArchivo['codigo']): Rechazo => ({ ok: false, ...errorArchivo(codigo) });

export async function prepararParaGuardar(archivo: ArchivoRecibido): Promise<ArchivoPreparado | Rechazo> {
  const { bytes, nombre } = archivo;
  const error = validarArchivo({ nombre, tipo: archivo.tipo, tamano: bytes.length });
  if (error) return { ok: false, ...error };
  if (bytes.length === 0) return rechazo('archivo_no_valido');
  const declarado = tipoDeclarado(nombre, archivo.tipo) as TipoArchivo;
  if (!extensionCoincide(nombre, declarado)) return rechazo('contenido_no_coincide');

  const real = await tipoReal(bytes);
  if (typeof real !== 'string') return real;
  if (real !== declarado) return rechazo('contenido_no_coincide');

  if (!esImagen(real)) return { ok: true, bytes, tipo: real, nombre, tamano: bytes.length, esImagen: false };
  const limpia = await reencodarImagen(bytes, real as TipoImagen);
  if (!limpia) return rechazo('contenido_no_coincide');
  if (limpia.bytes.length > TAMANO_MAXIMO_GUARDADO) return rechazo('archivo_demasiado_grande');
  const nuevoNombre = limpia.tipo === real ? nombre : nombre.replace(/\.[^.]*$/, '.png');
  return { ok: true, bytes: limpia.bytes, tipo: limpia.tipo, nombre: nuevoNombre, tamano: limpia.bytes.length, esImagen: true };
}

/**
 * The chat type the bytes are, or a refusal. Zips are examined before
 * file-type looks inside them; text has no magic number, so it is text only
 * if nothing else matched and it decodes as UTF-8 without NUL bytes.
 */
export async function tipoReal(bytes: Buffer): Promise<TipoArchivo | Rechazo> {
  let entradasZip: ReadonlySet<string> | null = null;
  if (esZip(bytes)) {
    const revision = await revisarZip(bytes);
    if (!revision.ok) return rechazo(revision.motivo === 'bomba' ? 'archivo_peligroso' : 'contenido_no_coincide');
    entradasZip = revision.nombres;
  }
  const detectado = await fileTypeFromBuffer(bytes);
  if (!detectado) return esTextoPlano(bytes) ? 'text/plain' : rechazo('contenido_no_coincide');
  if (detectado.mime === DOCX) {
    // file-type reads the zip's first entries; the document itself and no macros are checked here.
    if (!entradasZip?.has('word/document.xml')) return rechazo('contenido_no_coincide');
    if (entradasZip.has('word/vbaProject.bin')) return rechazo('archivo_peligroso');
    return DOCX;
  }
  // Word 97-2003 is an OLE compound file, as are Excel sheets and Windows installers (.msi).
  if (detectado.mime === 'application/x-cfb') return esDocumentoWord(bytes) ? 'application/msword' : rechazo('contenido_no_coincide');
  if (detectado.mime === 'image/apng') return 'image/png';
  return esTipoPermitido(detectado.mime) ? detectado.mime : rechazo('contenido_no_coincide');
}

function esTextoPlano(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The stream every Word 97-2003 document has, as its UTF-16 name appears in the compound file's directory. */
const FLUJO_WORD = Buffer.from('WordDocument', 'utf16le');

function esDocumentoWord(bytes: Buffer): boolean {
  return bytes.includes(FLUJO_WORD);
}
