/** The six home categories, exactly as SPEC §2 lists them. */
import type { CategoriaId } from '../types.ts';

export interface Categoria {
  readonly id: CategoriaId;
  readonly nombre: string;
  readonly emoji: string;
  readonly flujos: readonly string[];
}

export const CATEGORIAS: readonly Categoria[] = [
  {
    id: 'fiebre_malestar',
    nombre: 'Fiebre y malestar general',
    emoji: '🌡️',
    flujos: ['fiebre', 'mareo', 'convulsion', 'dolor_articular'],
  },
  {
    id: 'respiratorio',
    nombre: 'Respiratorio y garganta',
    emoji: '🫁',
    flujos: ['tos', 'mocos_congestion', 'dolor_garganta', 'dolor_oido', 'sangrado_nasal'],
  },
  {
    id: 'digestivo',
    nombre: 'Digestivo',
    emoji: '🤢',
    flujos: ['vomitos', 'diarrea', 'dolor_abdominal', 'estrenimiento', 'orina'],
  },
  {
    id: 'golpes_heridas',
    nombre: 'Golpes y heridas',
    emoji: '🩹',
    flujos: ['golpes_caidas', 'herida', 'quemadura'],
  },
  {
    id: 'ojos_piel_alergias',
    nombre: 'Ojos, piel y alergias',
    emoji: '👁️',
    flujos: ['reaccion_alergica', 'ojo_rojo', 'picadura', 'hinchazon_local', 'problemas_piel'],
  },
  {
    id: 'bebes',
    nombre: 'Bebés y recién nacidos',
    emoji: '👶',
    flujos: [
      'lactancia_alimentacion',
      'ictericia_neonatal',
      'sueno_infantil',
      'denticion',
      'vacunas_reacciones',
      'llanto_inconsolable',
    ],
  },
];
