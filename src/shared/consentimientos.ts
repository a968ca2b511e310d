/** Consents of SPEC §3, kept server-side with the version of the text accepted. */
import { z } from 'zod';

export const TIPOS_CONSENTIMIENTO = ['basico', 'registro', 'imagenes'] as const;
export type TipoConsentimiento = (typeof TIPOS_CONSENTIMIENTO)[number];

/** Bump when a consent text changes, so the record says which text was accepted. */
export const VERSION_TEXTOS: Readonly<Record<TipoConsentimiento, string>> = {
  basico: '2026-11-21',
  registro: '2026-11-21',
  imagenes: '2026-11-21',
};

export const registrarConsentimientoSchema = z
  .object({
    tipo: z.enum(TIPOS_CONSENTIMIENTO),
    version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    aceptado_at: z.iso.datetime({ offset: true }).refine((v) => Date.parse(v) <= Date.now() + 60_000, 'La fecha no puede ser futura'),
  })
  .strict();

export type RegistrarConsentimiento = z.infer<typeof registrarConsentimientoSchema>;

export interface Consentimiento {
  readonly id: string;
  readonly tipo: TipoConsentimiento;
  readonly version: string;
  readonly aceptado_at: string;
  readonly retirado_at: string | null;
}
