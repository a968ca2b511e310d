/**
 * The files port (ARCHITECTURE "The paid half"): store bytes under a random
 * key, read, delete, and hand out a signed link that expires. Two adapters:
 * a private local directory with HMAC-signed links served by our own route
 * (local.ts, routes.ts) and an S3-compatible bucket with presigned links
 * (s3.ts). Nothing outside this folder knows which one runs.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { esImagen, esTipoPermitido, sanearNombreDescarga } from '../../domain/archivos/validacion.ts';

/** SPEC §7 / DECISIONS read-9: the preview of a fresh upload. */
export const CADUCIDAD_VISTA_PREVIA_S = 7 * 24 * 60 * 60;
/** SPEC §7 / DECISIONS read-9: a file of a stored message, signed again each time it is shown. */
export const CADUCIDAD_MENSAJE_S = 60 * 60;
/** SigV4 presigned links cannot live longer; the local adapter holds itself to the same bound. */
export const CADUCIDAD_MAXIMA_S = 7 * 24 * 60 * 60;

export type Disposicion = 'inline' | 'attachment';

export interface OpcionesEnlace {
  /** The file's name as the family gave it; sanitised here (SPEC §7). */
  readonly nombre: string;
  /** Its verified type (what prepararParaGuardar returned). */
  readonly tipo: string;
  /** Lifetime of the link: CADUCIDAD_VISTA_PREVIA_S or CADUCIDAD_MENSAJE_S. */
  readonly segundos: number;
  /** 'attachment' forces a download of an image too; anything not an image is always an attachment. */
  readonly disposicion?: Disposicion;
}

export interface ObjetoLeido {
  readonly cuerpo: Readable;
  readonly tamano: number;
}

export interface Almacen {
  readonly modo: 'local' | 's3';
  /** Stores the bytes under a new random key (no user input in it) and returns the key. */
  guardar(bytes: Uint8Array, tipo: string): Promise<string>;
  /** The stored bytes as a stream, or null for an unknown key. */
  leer(clave: string): Promise<ObjetoLeido | null>;
  /** Removes the object; an unknown key is not an error. */
  borrar(clave: string): Promise<void>;
  /**
   * A link that opens the file until it expires. Local: a path on this app
   * ('/api/archivos/…', resolve it against PUBLIC_URL where an absolute link
   * is needed); S3: an absolute presigned URL of the bucket.
   */
  enlaceFirmado(clave: string, opciones: OpcionesEnlace): Promise<string>;
  /** Lets go of connections (the app's onClose). */
  cerrar(): Promise<void>;
}

/** 24 random bytes, base64url: 32 characters that are safe in a path, a URL and an S3 key. */
export const FORMATO_CLAVE = /^[A-Za-z0-9_-]{32}$/;

export function nuevaClave(): string {
  return randomBytes(24).toString('base64url');
}

export interface Presentacion {
  readonly disposicion: Disposicion;
  readonly nombre: string;
  /** A type of the chat's list, or application/octet-stream for anything else. */
  readonly tipo: string;
}

/**
 * How a file is answered, whatever the caller asked: only images may open
 * inline (a PDF or a text file never renders on our origin), the name is the
 * sanitised one, the type one we accept.
 */
export function presentacion({ nombre, tipo, disposicion }: Pick<OpcionesEnlace, 'nombre' | 'tipo' | 'disposicion'>): Presentacion {
  const tipoSeguro = esTipoPermitido(tipo) ? tipo : 'application/octet-stream';
  return {
    disposicion: esImagen(tipoSeguro) && disposicion !== 'attachment' ? 'inline' : 'attachment',
    nombre: sanearNombreDescarga(nombre),
    tipo: tipoSeguro,
  };
}

/** The header values for a presentation; the sanitised name needs no escaping inside quotes. */
export function cabecerasDe(p: Presentacion): { contentType: string; contentDisposition: string } {
  return {
    contentType: p.tipo === 'text/plain' ? 'text/plain; charset=utf-8' : p.tipo,
    contentDisposition: `${p.disposicion}; filename="${p.nombre}"`,
  };
}

/**
 * The origin the links open on when it is not ours (S3), for the page's CSP;
 * null for the local adapter, whose links are paths on this app.
 */
export async function origenDeEnlaces(almacen: Almacen): Promise<string | null> {
  if (almacen.modo === 'local') return null;
  // Presigning is computed locally: no request reaches the bucket.
  return new URL(await almacen.enlaceFirmado(nuevaClave(), { nombre: 'origen.png', tipo: 'image/png', segundos: 60 })).origin;
}

export function comprobarSegundos(segundos: number): void {
  if (!Number.isInteger(segundos) || segundos < 1 || segundos > CADUCIDAD_MAXIMA_S) {
    throw new RangeError(`La caducidad de un enlace debe estar entre 1 y ${CADUCIDAD_MAXIMA_S} segundos.`);
  }
}
