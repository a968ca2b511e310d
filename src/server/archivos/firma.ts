/**
 * HMAC-SHA256 signatures of the local adapter's links. The signature covers
 * everything the answer depends on (key, expiry, disposition, name, type), so
 * changing any of them in the URL makes the link worthless.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Disposicion } from './almacen.ts';

export interface ParametrosEnlace {
  readonly clave: string;
  /** Expiry, in whole seconds since the epoch. */
  readonly caduca: number;
  readonly disposicion: Disposicion;
  readonly nombre: string;
  readonly tipo: string;
}

/**
 * The link key, derived from the server's secret (BETTER_AUTH_SECRET or the
 * one generated into DATA_DIR) for this one use, so it is shared by every
 * process that shares the secret and tells nothing about the session key.
 */
export function derivarClaveEnlaces(secretoServidor: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretoServidor, 'triaje-pediatrico', 'archivos/enlaces-firmados/v1', 32));
}

function mac(claveEnlaces: Buffer, p: ParametrosEnlace): Buffer {
  // A JSON array: no two different parameter sets serialise to the same text.
  const mensaje = JSON.stringify(['v1', p.clave, p.caduca, p.disposicion, p.nombre, p.tipo]);
  return createHmac('sha256', claveEnlaces).update(mensaje).digest();
}

export function firmar(claveEnlaces: Buffer, p: ParametrosEnlace): string {
  return mac(claveEnlaces, p).toString('base64url');
}

/**
 * Constant-time comparison of the text itself, not of decoded bytes: base64
 * decoding ignores the last character's spare bits, so two spellings would
 * otherwise pass.
 */
export function firmaValida(claveEnlaces: Buffer, p: ParametrosEnlace, firma: string): boolean {
  const dada = Buffer.from(firma, 'utf8');
  const esperada = Buffer.from(firmar(claveEnlaces, p), 'utf8');
  return dada.length === esperada.length && timingSafeEqual(dada, esperada);
}
