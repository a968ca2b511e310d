/** Consents of SPEC §3, kept server-side with the version of the text accepted. */
import { z } from 'zod';
import { TIPOS_CONSENTIMIENTO, VERSIONES_TEXTOS } from './consentimientos-textos.ts';

export { TIPOS_CONSENTIMIENTO, VERSION_TEXTOS, type Consentimiento, type TipoConsentimiento } from './consentimientos-textos.ts';

/**
 * The browser says which consent and which text version; the server records
 * its own time (the browser's date is accepted for compatibility, not stored).
 */
export const registrarConsentimientoSchema = z
  .object({
    tipo: z.enum(TIPOS_CONSENTIMIENTO),
    version: z.string().max(20),
    aceptado_at: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .refine((c) => VERSIONES_TEXTOS[c.tipo].includes(c.version), { message: 'Versión del texto desconocida', path: ['version'] });

export type RegistrarConsentimiento = z.infer<typeof registrarConsentimientoSchema>;

