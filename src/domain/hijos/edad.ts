/** A child's age range today, from the birth date, to pre-fill the first question. */
import type { EdadRango } from '../triage/edad.ts';

export function mesesCumplidos(fechaNacimiento: string, hoy: Date): number {
  const [y, m, d] = fechaNacimiento.split('-').map(Number) as [number, number, number];
  let meses = (hoy.getUTCFullYear() - y) * 12 + (hoy.getUTCMonth() + 1 - m);
  if (hoy.getUTCDate() < d) meses--;
  return Math.max(0, meses);
}

export function rangoDeEdad(fechaNacimiento: string, hoy: Date): EdadRango {
  const meses = mesesCumplidos(fechaNacimiento, hoy);
  if (meses < 3) return '0-3 meses';
  if (meses < 6) return '3-6 meses';
  if (meses < 12) return '6-12 meses';
  if (meses < 24) return '1-2 años';
  if (meses < 60) return '2-5 años';
  if (meses < 144) return '5-12 años';
  return '12+ años';
}
