/** Request/response shapes of /api/hijos, shared by browser and server. */
import { z } from 'zod';
import { fechaIso, pesoKg, textoSeguro } from './validacion.ts';

const hoyIso = () => new Date().toISOString().slice(0, 10);

export const hijoEntradaSchema = z
  .object({
    nombre: textoSeguro(80, { obligatorio: true }),
    fecha_nacimiento: fechaIso
      .refine((v) => v <= hoyIso(), 'La fecha no puede ser futura')
      .refine((v) => Number(v.slice(0, 4)) >= new Date().getUTCFullYear() - 18, 'Debe ser menor de 18 años'),
    sexo: z.enum(['femenino', 'masculino']).nullable().optional(),
    peso_kg: pesoKg.nullable().optional(),
    peso_fecha: fechaIso.refine((v) => v <= hoyIso(), 'La fecha no puede ser futura').nullable().optional(),
  })
  .strict()
  .refine((h) => !h.peso_fecha || h.peso_fecha >= h.fecha_nacimiento, { message: 'La fecha del peso no puede ser anterior al nacimiento', path: ['peso_fecha'] });

export type HijoEntrada = z.infer<typeof hijoEntradaSchema>;

export interface Hijo {
  readonly id: string;
  readonly nombre: string;
  readonly fecha_nacimiento: string;
  readonly sexo: 'femenino' | 'masculino' | null;
  readonly peso_kg: number | null;
  readonly peso_fecha: string | null;
}
