/**
 * Answer validation for the guided questionnaire (SPEC §5, DECISIONS read-3).
 * Returns the Spanish message to show, or null when the answer is valid.
 */
import type { Pregunta, ValorRespuesta } from '../triage/types.ts';
import { VALORES_SI_NO } from '../triage/check-flow.ts';
import { MENSAJES_VALIDACION as M } from './mensajes.ts';

export const MAX_TEXTO_RESPUESTA = 500;
export const EDAD_MESES_MAX = 216;
export const PESO_MIN_KG = 0.5;
export const PESO_MAX_KG = 150;

const MENCIONA_EDAD = /\b(edad|mes|meses)\b/i;
const MENCIONA_PESO = /\b(peso|pesa|kg|kilos?)\b/i;
const CONTENIDO_PROHIBIDO = /script|javascript:|data:|vbscript:|onload\s*=|onerror\s*=/i;
const NUMERO = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** SPEC §5: '<' and '>' are stripped as the user types. */
export function limpiarTexto(texto: string): string {
  return texto.replace(/[<>]/g, '');
}

export function parsearNumero(texto: string): number | null {
  const limpio = texto.trim();
  if (!NUMERO.test(limpio)) return null;
  const n = Number(limpio.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

export function validarNumero(pregunta: Pick<Pregunta, 'texto'>, texto: string): string | null {
  const n = parsearNumero(texto);
  if (n === null) return M.numeroInvalido;
  if (MENCIONA_EDAD.test(pregunta.texto)) return n >= 0 && n <= EDAD_MESES_MAX ? null : M.edadFueraDeRango;
  if (MENCIONA_PESO.test(pregunta.texto)) return n >= PESO_MIN_KG && n <= PESO_MAX_KG ? null : M.pesoFueraDeRango;
  return n < 0 ? M.negativo : null;
}

export function validarTexto(texto: string): string | null {
  if (texto.length > MAX_TEXTO_RESPUESTA) return M.textoDemasiadoLargo;
  if (CONTENIDO_PROHIBIDO.test(texto)) return M.textoNoPermitido;
  return null;
}

export type Validacion =
  | { readonly valida: true; readonly valor: ValorRespuesta }
  | { readonly valida: false; readonly mensaje: string | null };

/**
 * The raw input of a control → the stored answer. An empty answer is invalid
 * without a message ('Siguiente' simply stays disabled).
 */
export function validarRespuesta(pregunta: Pregunta, entrada: string): Validacion {
  if (entrada.trim() === '') return { valida: false, mensaje: null };
  switch (pregunta.tipo) {
    case 'numero': {
      const mensaje = validarNumero(pregunta, entrada);
      return mensaje ? { valida: false, mensaje } : { valida: true, valor: parsearNumero(entrada) as number };
    }
    case 'texto': {
      const mensaje = validarTexto(entrada);
      return mensaje ? { valida: false, mensaje } : { valida: true, valor: entrada.trim() };
    }
    case 'si_no':
      return (VALORES_SI_NO as readonly string[]).includes(entrada) ? { valida: true, valor: entrada } : { valida: false, mensaje: null };
    case 'opciones':
      return pregunta.opciones?.includes(entrada) ? { valida: true, valor: entrada } : { valida: false, mensaje: null };
  }
}
