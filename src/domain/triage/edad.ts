/** The standard age question every flow opens with (SPEC §3, CLINICAL.md). */
export const PREGUNTA_EDAD_ID = 'edad_rango';
export const PREGUNTA_PESO_ID = 'peso_kg';

export const EDAD_OPCIONES = [
  '0-3 meses',
  '3-6 meses',
  '6-12 meses',
  '1-2 años',
  '2-5 años',
  '5-12 años',
  '12+ años',
] as const;

export type EdadRango = (typeof EDAD_OPCIONES)[number];

/** SPEC §5 "Age range to months": the value stored as edad_meses. */
const MESES_REPRESENTATIVOS: Readonly<Record<EdadRango, number>> = {
  '0-3 meses': 2,
  '3-6 meses': 4,
  '6-12 meses': 9,
  '1-2 años': 18,
  '2-5 años': 42,
  '5-12 años': 96,
  '12+ años': 156,
};

/** The youngest age (in months) a range can mean: dose age limits use it to stay on the safe side. */
const MESES_MINIMOS: Readonly<Record<EdadRango, number>> = {
  '0-3 meses': 0,
  '3-6 meses': 3,
  '6-12 meses': 6,
  '1-2 años': 12,
  '2-5 años': 24,
  '5-12 años': 60,
  '12+ años': 144,
};

export function esEdadRango(valor: unknown): valor is EdadRango {
  return typeof valor === 'string' && (EDAD_OPCIONES as readonly string[]).includes(valor);
}

export function edadRangoAMeses(valor: unknown): number {
  return esEdadRango(valor) ? MESES_REPRESENTATIVOS[valor] : 0;
}

export function edadMinimaEnMeses(valor: unknown): number | null {
  return esEdadRango(valor) ? MESES_MINIMOS[valor] : null;
}

/** SPEC §5: weight parsed as a decimal, 0 if invalid. */
export function pesoDesdeRespuesta(valor: unknown): number {
  const n = typeof valor === 'number' ? valor : Number.parseFloat(String(valor ?? '').replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : 0;
}
