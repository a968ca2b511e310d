/** Request/response shapes of /api/consultas-triaje (SPEC §3 consultas_triaje). */
import { z } from 'zod';
import { IDS_FLUJOS_SPEC } from '../domain/triage/catalogue/ids.ts';
import type { MedicacionSugerida, Urgencia } from '../domain/triage/types.ts';

export const guardarTriajeSchema = z
  .object({
    flujo_tipo: z.enum(IDS_FLUJOS_SPEC),
    respuestas: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,63}$/), z.union([z.string().max(500), z.number().finite()])).refine((r) => Object.keys(r).length <= 60),
    hijo_id: z.uuid().nullable().optional(),
  })
  .strict();

export type GuardarTriaje = z.infer<typeof guardarTriajeSchema>;

export interface ConsultaTriajeResumen {
  readonly id: string;
  readonly created_at: string;
  readonly flujo_tipo: string;
  readonly titulo_diagnostico: string;
  readonly resultado_urgencia: Urgencia;
  readonly hijo_id: string | null;
}

export interface ConsultaTriaje extends ConsultaTriajeResumen {
  readonly edad_meses: number;
  readonly peso_kg: number;
  readonly respuestas: Record<string, string | number>;
  readonly consejos: readonly string[];
  readonly acciones_sugeridas: readonly string[];
  readonly medicacion: readonly MedicacionSugerida[];
}
