/**
 * Flows of SPEC §3 not written yet: their cards show with a clear
 * 'Próximamente' instead of pretending. Each moves to its own file when it is
 * written to CLINICAL.md and reviewed.
 */
export interface FlujoProximamente {
  readonly id: string;
  readonly nombre: string;
  readonly icono: string;
}

export const FLUJOS_PROXIMAMENTE: readonly FlujoProximamente[] = [
  { id: 'dolor_garganta', nombre: 'Dolor de garganta', icono: '😮' },
  { id: 'dolor_oido', nombre: 'Dolor de oído', icono: '👂' },
  { id: 'tos', nombre: 'Tos y dificultad para respirar', icono: '😷' },
  { id: 'vomitos', nombre: 'Vómitos', icono: '🤮' },
  { id: 'diarrea', nombre: 'Diarrea', icono: '🚽' },
  { id: 'dolor_abdominal', nombre: 'Dolor de barriga', icono: '🤕' },
  { id: 'herida', nombre: 'Herida o corte', icono: '🩸' },
  { id: 'quemadura', nombre: 'Quemadura', icono: '🔥' },
  { id: 'cuerpo_extrano', nombre: 'Se ha tragado o metido algo', icono: '🪙' },
  { id: 'picadura', nombre: 'Picadura o mordedura', icono: '🐝' },
  { id: 'sangrado_nasal', nombre: 'Sangrado por la nariz', icono: '👃' },
  { id: 'reaccion_alergica', nombre: 'Reacción alérgica', icono: '🤧' },
  { id: 'dolor_articular', nombre: 'Dolor de articulaciones o cojera', icono: '🦵' },
  { id: 'orina', nombre: 'Molestias al orinar', icono: '💧' },
  { id: 'mareo', nombre: 'Mareo o desmayo', icono: '😵' },
  { id: 'hinchazon_local', nombre: 'Hinchazón', icono: '🎈' },
  { id: 'estrenimiento', nombre: 'Estreñimiento', icono: '🧻' },
  { id: 'ojo_rojo', nombre: 'Ojo rojo', icono: '👁️' },
  { id: 'golpes_caidas', nombre: 'Golpes y caídas', icono: '🤕' },
  { id: 'mocos_congestion', nombre: 'Mocos y congestión', icono: '🤧' },
  { id: 'lactancia_alimentacion', nombre: 'Lactancia y alimentación', icono: '🍼' },
  { id: 'sueno_infantil', nombre: 'Sueño del bebé', icono: '😴' },
  { id: 'problemas_piel', nombre: 'Granos y problemas de piel', icono: '🧴' },
  { id: 'denticion', nombre: 'Dentición', icono: '🦷' },
  { id: 'vacunas_reacciones', nombre: 'Reacciones a vacunas', icono: '💉' },
  { id: 'llanto_inconsolable', nombre: 'Llanto que no se calma', icono: '😭' },
  { id: 'ictericia_neonatal', nombre: 'Piel amarilla en el recién nacido', icono: '👶' },
];
