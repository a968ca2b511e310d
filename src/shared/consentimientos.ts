/** Consents of SPEC §3, kept server-side with the version of the text accepted. */
import { z } from 'zod';
import { TIPOS_CONSENTIMIENTO } from './consentimientos-textos.ts';

export { TIPOS_CONSENTIMIENTO, VERSION_TEXTOS, type Consentimiento, type TipoConsentimiento } from './consentimientos-textos.ts';

export const registrarConsentimientoSchema = z
  .object({
    tipo: z.enum(TIPOS_CONSENTIMIENTO),
    version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    aceptado_at: z.iso.datetime({ offset: true }).refine((v) => Date.parse(v) <= Date.now() + 60_000, 'La fecha no puede ser futura'),
  })
  .strict();

export type RegistrarConsentimiento = z.infer<typeof registrarConsentimientoSchema>;

