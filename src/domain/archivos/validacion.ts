/**
 * SPEC §5 file upload rules for the chat, with their Spanish messages, and the
 * download-name sanitiser of §7. Pure: the browser checks a file before
 * uploading it and the server checks it again on arrival, with this same code.
 * (What the bytes really are is the server's job: src/server/archivos/.)
 */

export const MEGABYTE = 1024 * 1024;
/** SPEC §5: 10 MB. */
export const TAMANO_MAXIMO_BYTES = 10 * MEGABYTE;

/** The chat's allowed types (SPEC §5: the default list plus msword and docx), each with the extensions that may carry it. */
export const TIPOS_CHAT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const satisfies Record<string, readonly string[]>;

export type TipoArchivo = keyof typeof TIPOS_CHAT;
export const TIPOS_PERMITIDOS = Object.keys(TIPOS_CHAT) as TipoArchivo[];

/** Shown inline in the chat (thumbnails); every other type is only ever downloaded. */
export const TIPOS_IMAGEN: readonly TipoArchivo[] = ['image/jpeg', 'image/png', 'image/gif'];

/**
 * How the allowed list reads in the message. A parent does not know MIME
 * types, so the list names the file kinds as their extensions show them.
 */
const NOMBRES_TIPOS = 'JPG, PNG, GIF, PDF, TXT, DOC, DOCX';

/** SPEC §5: names ending in these are refused whatever type they claim. */
export const EXTENSIONES_PELIGROSAS = ['.exe', '.bat', '.cmd', '.scr', '.pif', '.com', '.js', '.vbs', '.jar'] as const;

export const MENSAJES_ARCHIVO = {
  demasiadoGrande: (maximoBytes: number) => `El archivo es demasiado grande. Tamaño máximo: ${Math.floor(maximoBytes / MEGABYTE)}MB`,
  tipoNoPermitido: `Tipo de archivo no permitido. Tipos permitidos: ${NOMBRES_TIPOS}`,
  peligroso: 'Tipo de archivo no permitido por seguridad',
  nombreNoValido: 'Nombre de archivo no válido',
  /** SPEC §8's send toasts, reused for what only the server can tell. */
  noSoportado: 'Tipo de archivo no soportado',
  informacion: 'Error en la información del archivo',
} as const;

export type CodigoErrorArchivo =
  | 'archivo_demasiado_grande'
  | 'tipo_no_permitido'
  | 'extension_peligrosa'
  | 'nombre_no_valido'
  /** The bytes are not what the name and declared type say (server only). */
  | 'contenido_no_coincide'
  /** A document built to harm the reader: a zip bomb, macros (server only). */
  | 'archivo_peligroso'
  /** No file, an empty file, or a broken upload. */
  | 'archivo_no_valido';

export interface ErrorArchivo {
  readonly codigo: CodigoErrorArchivo;
  readonly mensaje: string;
  /** The HTTP status a route answers with. */
  readonly estado: 400 | 413 | 415;
}

export function errorArchivo(codigo: CodigoErrorArchivo, maximoBytes = TAMANO_MAXIMO_BYTES): ErrorArchivo {
  switch (codigo) {
    case 'archivo_demasiado_grande':
      return { codigo, mensaje: MENSAJES_ARCHIVO.demasiadoGrande(maximoBytes), estado: 413 };
    case 'tipo_no_permitido':
      return { codigo, mensaje: MENSAJES_ARCHIVO.tipoNoPermitido, estado: 415 };
    case 'extension_peligrosa':
      return { codigo, mensaje: MENSAJES_ARCHIVO.peligroso, estado: 415 };
    case 'archivo_peligroso':
      return { codigo, mensaje: MENSAJES_ARCHIVO.peligroso, estado: 415 };
    case 'nombre_no_valido':
      return { codigo, mensaje: MENSAJES_ARCHIVO.nombreNoValido, estado: 400 };
    case 'contenido_no_coincide':
      return { codigo, mensaje: MENSAJES_ARCHIVO.noSoportado, estado: 415 };
    case 'archivo_no_valido':
      return { codigo, mensaje: MENSAJES_ARCHIVO.informacion, estado: 400 };
  }
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not carry
const CONTROL = /[\u0000-\u001f\u007f]/;
const LONGITUD_MAXIMA_NOMBRE = 255;

/**
 * The extension as the operating system will see it: lower case, after
 * Windows drops trailing dots and spaces ('virus.exe.' opens as virus.exe).
 */
export function extensionDe(nombre: string): string {
  const limpio = nombre.replace(/[.\s]+$/u, '').toLowerCase();
  const punto = limpio.lastIndexOf('.');
  return punto <= 0 ? '' : limpio.slice(punto);
}

const ALIAS_TIPOS: Readonly<Record<string, TipoArchivo>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
};

/**
 * The type a file claims: the declared MIME type without parameters, or —
 * when the browser gave none ('' or application/octet-stream, as for a .docx
 * on a computer without Word) — the type its extension names. The server
 * checks the claim against the bytes either way.
 */
export function tipoDeclarado(nombre: string, tipo: string): string {
  const base = (tipo.split(';')[0] ?? '').trim().toLowerCase();
  if (base !== '' && base !== 'application/octet-stream') return ALIAS_TIPOS[base] ?? base;
  const extension = extensionDe(nombre);
  const porExtension = TIPOS_PERMITIDOS.find((t) => (TIPOS_CHAT[t] as readonly string[]).includes(extension));
  return porExtension ?? base;
}

export function esTipoPermitido(tipo: string): tipo is TipoArchivo {
  return Object.hasOwn(TIPOS_CHAT, tipo);
}

export function esImagen(tipo: string): boolean {
  return (TIPOS_IMAGEN as readonly string[]).includes(tipo);
}

export interface ArchivoAValidar {
  readonly nombre: string;
  readonly tipo: string;
  /** Bytes; unknown (undefined) while a server is still receiving the stream. */
  readonly tamano?: number;
}

/**
 * SPEC §5, checked in this order: a bad name, a dangerous extension (so an
 * .exe says 'por seguridad' rather than listing the allowed types), the type,
 * then the size. Returns null when the file may be uploaded.
 */
export function validarArchivo(archivo: ArchivoAValidar, maximoBytes = TAMANO_MAXIMO_BYTES): ErrorArchivo | null {
  const { nombre } = archivo;
  if (!nombreValido(nombre)) return errorArchivo('nombre_no_valido');
  const extension = extensionDe(nombre);
  if ((EXTENSIONES_PELIGROSAS as readonly string[]).includes(extension)) return errorArchivo('extension_peligrosa');
  if (!esTipoPermitido(tipoDeclarado(nombre, archivo.tipo))) return errorArchivo('tipo_no_permitido');
  if (archivo.tamano !== undefined && archivo.tamano > maximoBytes) return errorArchivo('archivo_demasiado_grande', maximoBytes);
  return null;
}

/** SPEC §5: no '..', '/' or '\'; we also refuse empty names, control characters and names no file system keeps. */
function nombreValido(nombre: string): boolean {
  return (
    nombre.trim() !== '' &&
    nombre.length <= LONGITUD_MAXIMA_NOMBRE &&
    !nombre.includes('..') &&
    !nombre.includes('/') &&
    !nombre.includes('\\') &&
    !CONTROL.test(nombre) &&
    nombre.isWellFormed()
  );
}

/** Whether the extension of the name is one the type may carry ('foto.png' for image/png). */
export function extensionCoincide(nombre: string, tipo: TipoArchivo): boolean {
  return (TIPOS_CHAT[tipo] as readonly string[]).includes(extensionDe(nombre));
}

const LONGITUD_MAXIMA_DESCARGA = 100;

/**
 * SPEC §7: the name a file is downloaded under keeps only letters, digits,
 * dot, underscore and hyphen. Accents are dropped rather than the letter
 * ('niño' → 'nino'); anything else becomes '_'. No leading dot (no hidden
 * files), at most 100 characters with the extension kept, never empty. The
 * result is also safe inside a quoted Content-Disposition file name.
 */
export function sanearNombreDescarga(nombre: string): string {
  const ascii = nombre.normalize('NFKD').replace(/\p{M}/gu, '');
  let limpio = sinPuntosSobrantes(ascii.replace(/[^A-Za-z0-9._-]/g, '_'));
  if (limpio.length > LONGITUD_MAXIMA_DESCARGA) {
    const punto = limpio.lastIndexOf('.');
    const extension = punto > 0 && limpio.length - punto <= 10 ? limpio.slice(punto) : '';
    // Cutting may leave a dot right before the extension's own.
    limpio = sinPuntosSobrantes(limpio.slice(0, LONGITUD_MAXIMA_DESCARGA - extension.length) + extension);
  }
  return /[A-Za-z0-9]/.test(limpio) ? limpio : 'archivo';
}

function sinPuntosSobrantes(nombre: string): string {
  return nombre.replace(/\.{2,}/g, '.').replace(/^\.+/, '');
}
