/** Request schema of POST /api/analytics/triage-sessions, shared by browser and server. */
import { z } from 'zod';
import { IDS_FLUJOS_SPEC } from '../domain/triage/catalogue/ids.ts';

export const sesionAnaliticaSchema = z
  .object({
    /** Generated per page load from a timestamp and a random string (SPEC §3). */
    session_id: z.string().regex(/^\d{10,16}-[a-z0-9]{4,32}$/),
    flujo_tipo: z.enum(IDS_FLUJOS_SPEC),
    status: z.enum(['started', 'completed']),
  })
  .strict();

export type SesionAnalitica = z.infer<typeof sesionAnaliticaSchema>;
