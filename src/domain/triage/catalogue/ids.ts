/** The 30 flow ids of SPEC §3, in the spec's order. */
export const IDS_FLUJOS_SPEC = [
  'fiebre', 'dolor_garganta', 'dolor_oido', 'tos', 'vomitos', 'diarrea', 'dolor_abdominal', 'herida', 'quemadura',
  'convulsion', 'cuerpo_extrano', 'picadura', 'sangrado_nasal', 'reaccion_alergica', 'dolor_articular', 'intoxicacion',
  'orina', 'mareo', 'hinchazon_local', 'estrenimiento', 'ojo_rojo', 'golpes_caidas', 'mocos_congestion',
  'lactancia_alimentacion', 'sueno_infantil', 'problemas_piel', 'denticion', 'vacunas_reacciones',
  'llanto_inconsolable', 'ictericia_neonatal',
] as const;

export type FlujoId = (typeof IDS_FLUJOS_SPEC)[number];
