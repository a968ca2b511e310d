/** Better Auth error codes → the Spanish the parent reads in the toast. */
import { ApiError } from '../../api/client.ts';

const MENSAJES: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email o contraseña incorrectos.',
  EMAIL_NOT_VERIFIED: 'Confirma tu email antes de iniciar sesión. Te hemos enviado un nuevo enlace.',
  USER_ALREADY_EXISTS: 'Ya existe una cuenta con este email.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Ya existe una cuenta con este email.',
  PASSWORD_TOO_SHORT: 'La contraseña debe tener al menos 8 caracteres.',
  PASSWORD_TOO_LONG: 'La contraseña es demasiado larga.',
  INVALID_EMAIL: 'Por favor, introduce un email válido',
  INVALID_TOKEN: 'El enlace no es válido o ha caducado. Pide uno nuevo.',
  TOKEN_EXPIRED: 'El enlace ha caducado. Inicia sesión y te enviaremos uno nuevo.',
  TOO_MANY_ATTEMPTS: 'Demasiados intentos. Espera unos minutos.',
  INVALID_NAME: 'El contenido contiene caracteres no permitidos',
  PASSWORD_COMPROMISED: 'Esa contraseña es demasiado común. Elige otra.',
};

export function mensajeDeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'Demasiados intentos. Espera un momento e inténtalo de nuevo.';
    const mensaje = MENSAJES[error.code];
    if (mensaje) return mensaje;
    // Our API answers in Spanish: the server's own words beat a generic line (issue 8: never fail silently).
    if (error.message && error.status < 500) return error.message;
  }
  return 'No se pudo completar la operación. Inténtalo de nuevo.';
}
