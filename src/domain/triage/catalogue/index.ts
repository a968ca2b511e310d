/** The shipped catalogue: every flow written to CLINICAL.md, keyed by id. */
import { crearBuscador } from '../buscar.ts';
import type { Flujo } from '../types.ts';
import { convulsion } from './convulsion.ts';
import { fiebre } from './fiebre.ts';
import { intoxicacion } from './intoxicacion.ts';
import { FLUJOS_PROXIMAMENTE, type FlujoProximamente } from './proximamente.ts';

export { CATEGORIAS, type Categoria } from './categorias.ts';
export { FLUJOS_PROXIMAMENTE, type FlujoProximamente } from './proximamente.ts';

export const FLUJOS: readonly Flujo[] = [fiebre, convulsion, intoxicacion];

export const FLUJOS_POR_ID: ReadonlyMap<string, Flujo> = new Map(FLUJOS.map((f) => [f.id, f]));

export { IDS_FLUJOS_SPEC, type FlujoId } from './ids.ts';

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

/** Search over every flow of the spec, written or announced, by name and everyday words. */
export const buscarSintomas = crearBuscador([
  ...FLUJOS.map((f) => ({ id: f.id, nombre: f.nombre, sinonimos: f.sinonimos })),
  ...FLUJOS_PROXIMAMENTE.map((f) => ({ id: f.id, nombre: f.nombre, sinonimos: [] })),
]);
