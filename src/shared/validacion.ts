/** SPEC §5 generic text input rules as zod pieces, with the spec's Spanish messages. */
import { z } from 'zod';

const CONTENIDO_PROHIBIDO = /<\s*script|javascript:|data:text\/html|vbscript:|on(load|error|click|mouseover)\s*=/i;

export function textoSeguro(max: number, { obligatorio }: { obligatorio: boolean }) {
  const base = z
    .string({ error: 'Este campo es obligatorio' })
    .trim()
    .max(max, `El texto no puede exceder los ${max} caracteres`)
    .refine((v) => !CONTENIDO_PROHIBIDO.test(v), 'El contenido contiene caracteres no permitidos');
  return obligatorio ? base.refine((v) => v.length > 0, 'Este campo es obligatorio') : base;
}

export const fechaIso = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Introduce una fecha válida').refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Introduce una fecha válida');

export const pesoKg = z.number({ error: 'El peso debe estar entre 0.5 y 150 kg' }).min(0.5, 'El peso debe estar entre 0.5 y 150 kg').max(150, 'El peso debe estar entre 0.5 y 150 kg');
