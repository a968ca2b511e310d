import { describe, expect, it } from 'vitest';
import { fechaCalendario, fechaHora } from './fechas.ts';

describe('Spanish dates', () => {
  it('shows day, month name and HH:mm', () => {
    const local = new Date(2026, 2, 14, 18, 5).toISOString();
    expect(fechaHora(local)).toBe('14 de marzo, 18:05');
    expect(fechaHora(new Date(2026, 0, 3, 9, 7).toISOString())).toBe('3 de enero, 09:07');
  });

  it('shows calendar dates without a time-zone shift', () => {
    expect(fechaCalendario('2023-03-14')).toBe('14 de marzo de 2023');
  });
});
