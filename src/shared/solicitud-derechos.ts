/** SPEC §3 rights request form (entered on screen only; nothing is sent to the server). */
import { z } from 'zod';
import { esDniNieValido } from '../domain/derechos/dni.ts';
import { textoSeguro } from './validacion.ts';

export const DERECHOS = {
  acceso: 'Derecho de Acceso',
  rectificacion: 'Derecho de Rectificación',
  supresion: 'Derecho de Supresión (Derecho al Olvido)',
  oposicion: 'Derecho de Oposición',
  portabilidad: 'Derecho de Portabilidad',
  limitacion: 'Derecho de Limitación del Tratamiento',
} as const;

export type TipoDerecho = keyof typeof DERECHOS;

export const solicitudDerechosSchema = z.object({
  fullName: textoSeguro(120, { obligatorio: true }),
  email: z.string().trim().min(1, 'Este campo es obligatorio').pipe(z.email('Por favor, introduce un email válido')),
  dni: z.string().trim().min(1, 'Este campo es obligatorio').refine(esDniNieValido, 'El DNI/NIE no es válido: revisa los números y la letra'),
  phone: z.string().trim().max(20, 'El texto no puede exceder los 20 caracteres').refine((v) => v === '' || /^[+\d][\d\s]{6,19}$/.test(v), 'Introduce un teléfono válido'),
  rightType: z.enum(Object.keys(DERECHOS) as [TipoDerecho, ...TipoDerecho[]], { error: 'Este campo es obligatorio' }),
  details: textoSeguro(1000, { obligatorio: true }),
  motivation: textoSeguro(1000, { obligatorio: false }),
});

export type SolicitudDerechos = z.infer<typeof solicitudDerechosSchema>;
