import { describe, expect, it } from 'vitest';
import { esDniNieValido, normalizarDocumento } from './dni.ts';

describe('DNI/NIE control letter', () => {
  it.each(['12345678Z', '00000000T', '99999999R', '12345678-z', ' 12.345.678 Z ', 'X1234567L', 'Y1234567X', 'Z1234567R', 'x0000000t'])('accepts %j', (doc) => {
    expect(esDniNieValido(doc)).toBe(true);
  });

  it.each(['12345678A', '00000000R', 'X1234567A', 'Y1234567L', 'Z1234567X', '1234567Z', '123456789Z', 'W1234567L', 'X12345678L', '', 'ABCDEFGHZ'])('refuses %j', (doc) => {
    expect(esDniNieValido(doc)).toBe(false);
  });

  it('normalises spaces, dots, dashes and case', () => {
    expect(normalizarDocumento(' x-1234.567-l ')).toBe('X1234567L');
  });
});
