/** SPEC §5 generic text input rules as zod pieces, with the spec's Spanish messages. */
import { z } from 'zod';

const CONTENIDO_PROHIBIDO = /<\s*script|javascript:|data:text\/html|vbscript:|on(load|error|click|mouseover)\s*=/i;
/** Control characters (NUL and the like) are never typed by a person; line breaks and tabs are. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** SPEC §5's content rule (script tags, javascript:, data:text/html, vbscript:, event handlers), plus no control characters. */
export function contenidoPermitido(texto: string): boolean {
  return !CONTENIDO_PROHIBIDO.test(texto) && !CONTROL.test(texto) && texto.isWellFormed();
}

export function textoSeguro(max: number, { obligatorio }: { obligatorio: boolean }) {
  const base = z
    .string({ error: 'Este campo es obligatorio' })
    .trim()
    .max(max, `El texto no puede exceder los ${max} caracteres`)
    .refine(contenidoPermitido, 'El contenido contiene caracteres no permitidos');
  return obligatorio ? base.refine((v) => v.length > 0, 'Este campo es obligatorio') : base;
}

/** A calendar date that exists (2025-02-29 and 2024-11-31 do not). */
export const fechaIso = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Introduce una fecha válida')
  .refine((v) => {
    const fecha = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(fecha.getTime()) && fecha.toISOString().slice(0, 10) === v;
  }, 'Introduce una fecha válida');

export const pesoKg = z.number({ error: 'El peso debe estar entre 0.5 y 150 kg' }).min(0.5, 'El peso debe estar entre 0.5 y 150 kg').max(150, 'El peso debe estar entre 0.5 y 150 kg');
