/** SPEC §7: paid consultations and saved triages, merged and sorted by created_at, newest first. */
import type { ConsultaResumen } from '../../../shared/consultas.ts';
import type { ConsultaTriajeResumen } from '../../../shared/consultas-triaje.ts';

export type EntradaHistorial =
  | { readonly tipo: 'pagada'; readonly id: string; readonly creada: string; readonly consulta: ConsultaResumen }
  | { readonly tipo: 'triaje'; readonly id: string; readonly creada: string; readonly triaje: ConsultaTriajeResumen };

export function mezclarHistorial(pagadas: readonly ConsultaResumen[], triajes: readonly ConsultaTriajeResumen[]): EntradaHistorial[] {
  const entradas: EntradaHistorial[] = [
    ...pagadas.map((consulta) => ({ tipo: 'pagada' as const, id: consulta.id, creada: consulta.created_at, consulta })),
    ...triajes.map((triaje) => ({ tipo: 'triaje' as const, id: triaje.id, creada: triaje.created_at, triaje })),
  ];
  // Stable sort: equal instants keep paid consultations first, as listed above.
  return entradas.sort((a, b) => Date.parse(b.creada) - Date.parse(a.creada));
}
