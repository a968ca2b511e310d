/**
 * The home page's view of the catalogue: the six categories, each flow's
 * name, icon and search words, and a loader that fetches a flow's questions
 * and rules only when a parent chooses it (one small chunk per flow, all
 * precached by the service worker for offline use).
 */
import { crearBuscador } from '../buscar.ts';
import type { FichaFlujo, Flujo } from '../types.ts';
import { FICHAS } from './fichas.ts';
import { IDS_FLUJOS_SPEC, type FlujoId } from './ids.ts';

export { CATEGORIAS, type Categoria } from './categorias.ts';
export { FICHAS } from './fichas.ts';

const CARGADORES: Readonly<Record<FlujoId, () => Promise<Flujo>>> = {
  fiebre: () => import('./fiebre.ts').then((m) => m.fiebre),
  dolor_garganta: () => import('./dolor_garganta.ts').then((m) => m.dolor_garganta),
  dolor_oido: () => import('./dolor_oido.ts').then((m) => m.dolor_oido),
  tos: () => import('./tos.ts').then((m) => m.tos),
  vomitos: () => import('./vomitos.ts').then((m) => m.vomitos),
  diarrea: () => import('./diarrea.ts').then((m) => m.diarrea),
  dolor_abdominal: () => import('./dolor_abdominal.ts').then((m) => m.dolor_abdominal),
  herida: () => import('./herida.ts').then((m) => m.herida),
  quemadura: () => import('./quemadura.ts').then((m) => m.quemadura),
  convulsion: () => import('./convulsion.ts').then((m) => m.convulsion),
  cuerpo_extrano: () => import('./cuerpo_extrano.ts').then((m) => m.cuerpo_extrano),
  picadura: () => import('./picadura.ts').then((m) => m.picadura),
  sangrado_nasal: () => import('./sangrado_nasal.ts').then((m) => m.sangrado_nasal),
  reaccion_alergica: () => import('./reaccion_alergica.ts').then((m) => m.reaccion_alergica),
  dolor_articular: () => import('./dolor_articular.ts').then((m) => m.dolor_articular),
  intoxicacion: () => import('./intoxicacion.ts').then((m) => m.intoxicacion),
  orina: () => import('./orina.ts').then((m) => m.orina),
  mareo: () => import('./mareo.ts').then((m) => m.mareo),
  hinchazon_local: () => import('./hinchazon_local.ts').then((m) => m.hinchazon_local),
  estrenimiento: () => import('./estrenimiento.ts').then((m) => m.estrenimiento),
  ojo_rojo: () => import('./ojo_rojo.ts').then((m) => m.ojo_rojo),
  golpes_caidas: () => import('./golpes_caidas.ts').then((m) => m.golpes_caidas),
  mocos_congestion: () => import('./mocos_congestion.ts').then((m) => m.mocos_congestion),
  lactancia_alimentacion: () => import('./lactancia_alimentacion.ts').then((m) => m.lactancia_alimentacion),
  sueno_infantil: () => import('./sueno_infantil.ts').then((m) => m.sueno_infantil),
  problemas_piel: () => import('./problemas_piel.ts').then((m) => m.problemas_piel),
  denticion: () => import('./denticion.ts').then((m) => m.denticion),
  vacunas_reacciones: () => import('./vacunas_reacciones.ts').then((m) => m.vacunas_reacciones),
  llanto_inconsolable: () => import('./llanto_inconsolable.ts').then((m) => m.llanto_inconsolable),
  ictericia_neonatal: () => import('./ictericia_neonatal.ts').then((m) => m.ictericia_neonatal),
};

export function esFlujoId(id: string): id is FlujoId {
  return (IDS_FLUJOS_SPEC as readonly string[]).includes(id);
}

export function fichaFlujo(id: string): FichaFlujo | null {
  return esFlujoId(id) ? FICHAS[id] : null;
}

export function cargarFlujo(id: FlujoId): Promise<Flujo> {
  return CARGADORES[id]();
}

/** Search over every flow by name and everyday words. */
export const buscarSintomas = crearBuscador(IDS_FLUJOS_SPEC.map((id): FichaFlujo => FICHAS[id]));
