/** The shipped catalogue: every flow written to CLINICAL.md, keyed by id. */
import type { Flujo } from '../types.ts';
import { convulsion } from './convulsion.ts';
import { fiebre } from './fiebre.ts';
import { intoxicacion } from './intoxicacion.ts';
import { FLUJOS_PROXIMAMENTE, type FlujoProximamente } from './proximamente.ts';

export { CATEGORIAS, type Categoria } from './categorias.ts';
export { FLUJOS_PROXIMAMENTE, type FlujoProximamente } from './proximamente.ts';

export const FLUJOS: readonly Flujo[] = [fiebre, convulsion, intoxicacion];

export const FLUJOS_POR_ID: ReadonlyMap<string, Flujo> = new Map(FLUJOS.map((f) => [f.id, f]));

/** The 30 flow ids of SPEC §3, in the spec's order. */
export const IDS_FLUJOS_SPEC = [
  'fiebre', 'dolor_garganta', 'dolor_oido', 'tos', 'vomitos', 'diarrea', 'dolor_abdominal', 'herida', 'quemadura',
  'convulsion', 'cuerpo_extrano', 'picadura', 'sangrado_nasal', 'reaccion_alergica', 'dolor_articular', 'intoxicacion',
  'orina', 'mareo', 'hinchazon_local', 'estrenimiento', 'ojo_rojo', 'golpes_caidas', 'mocos_congestion',
  'lactancia_alimentacion', 'sueno_infantil', 'problemas_piel', 'denticion', 'vacunas_reacciones',
  'llanto_inconsolable', 'ictericia_neonatal',
] as const;

export type TarjetaFlujo =
  | { readonly disponible: true; readonly flujo: Flujo }
  | { readonly disponible: false; readonly flujo: FlujoProximamente };

const PROXIMAMENTE_POR_ID = new Map(FLUJOS_PROXIMAMENTE.map((f) => [f.id, f]));

/** A symptom card: a written flow, or one that says it is not available yet. */
export function tarjetaFlujo(id: string): TarjetaFlujo | null {
  const flujo = FLUJOS_POR_ID.get(id);
  if (flujo) return { disponible: true, flujo };
  const pendiente = PROXIMAMENTE_POR_ID.get(id);
  return pendiente ? { disponible: false, flujo: pendiente } : null;
}
