import { describe, expect, it } from 'vitest';
import { mesesCumplidos, rangoDeEdad } from './edad.ts';

const hoy = new Date('2026-11-21T10:00:00Z');

describe('child age', () => {
  it('counts whole months, not before the day of the month', () => {
    expect(mesesCumplidos('2026-08-21', hoy)).toBe(3);
    expect(mesesCumplidos('2026-08-22', hoy)).toBe(2);
    expect(mesesCumplidos('2026-11-21', hoy)).toBe(0);
  });

  it.each([
    ['2026-09-01', '0-3 meses'],
    ['2026-08-21', '3-6 meses'],
    ['2026-05-21', '6-12 meses'],
    ['2025-11-21', '1-2 años'],
    ['2024-11-21', '2-5 años'],
    ['2021-11-21', '5-12 años'],
    ['2014-11-21', '12+ años'],
  ])('born %s → %s', (fecha, rango) => {
    expect(rangoDeEdad(fecha, hoy)).toBe(rango);
  });
});
