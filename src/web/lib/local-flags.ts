/**
 * Local flags of SPEC §3: consents with their ISO dates and the pending
 * triage result. localStorage can throw (private mode, full quota): every
 * access degrades to "not stored" instead of breaking the triage.
 */
import type { Respuestas, ResultadoTriaje } from '../../domain/triage/types.ts';

export const CLAVES = {
  consentimientoBasico: 'basicConsent',
  consentimientoBasicoFecha: 'basicConsentDate',
  consentimientoChat: 'chatConsent',
  consentimientoChatFecha: 'chatConsentDate',
  consentimientoRegistro: 'registrationConsent',
  consentimientoRegistroFecha: 'registrationConsentDate',
  resultadoPendiente: 'pending-triage-result',
} as const;

export function leer(clave: string): string | null {
  try {
    return window.localStorage.getItem(clave);
  } catch {
    return null;
  }
}

export function escribir(clave: string, valor: string): void {
  try {
    window.localStorage.setItem(clave, valor);
  } catch (error) {
    console.warn('No se pudo guardar en el almacenamiento local', error);
  }
}

export function borrar(clave: string): void {
  try {
    window.localStorage.removeItem(clave);
  } catch {
    // nothing stored, nothing to remove
  }
}

/** Stores `clave = true`, `claveFecha = ISO date` and, beside them, the version of the text accepted. */
export function guardarConsentimiento(clave: string, claveFecha: string, version: string, ahora = new Date()): void {
  escribir(clave, 'true');
  escribir(claveFecha, ahora.toISOString());
  escribir(`${clave}Version`, version);
}

/** The text version a local consent was given to (flags stored before versions were kept: the first text). */
export function versionDeConsentimiento(clave: string, primera: string): string {
  return leer(`${clave}Version`) ?? primera;
}

export function tieneConsentimiento(clave: string): boolean {
  return leer(clave) === 'true';
}

export interface ResultadoPendiente {
  readonly resultado: ResultadoTriaje;
  readonly flujoNombre: string;
  readonly flujoTipo: string;
  readonly respuestas: Respuestas;
  readonly timestamp: string;
}

export function guardarResultadoPendiente(pendiente: ResultadoPendiente): void {
  escribir(CLAVES.resultadoPendiente, JSON.stringify(pendiente));
}
