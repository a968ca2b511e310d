import { describe, expect, it } from 'vitest';
import { BYTES_CODIGO, codigoDesdeBytes, normalizarCodigo } from './codigo-verificacion.ts';

const aleatorios = () => crypto.getRandomValues(new Uint8Array(BYTES_CODIGO));

describe('verification codes', () => {
  it('spell 80 bits in four groups of Crockford base 32', () => {
    expect(codigoDesdeBytes(new Uint8Array(BYTES_CODIGO))).toBe('TP-0000-0000-0000-0000');
    expect(codigoDesdeBytes(new Uint8Array(BYTES_CODIGO).fill(255))).toBe('TP-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(codigoDesdeBytes(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]))).toBe('TP-0000-0000-0000-0001');
    expect(() => codigoDesdeBytes(new Uint8Array(8))).toThrow(RangeError);
  });

  it('are unique over 100,000 draws and never use I, L, O or U', () => {
    const vistos = new Set<string>();
    for (let i = 0; i < 100_000; i++) vistos.add(codigoDesdeBytes(aleatorios()));
    expect(vistos.size).toBe(100_000);
    for (const codigo of [...vistos].slice(0, 1000)) expect(codigo).toMatch(/^TP-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });

  it('read what a person types, forgivingly, and refuse anything else', () => {
    const codigo = codigoDesdeBytes(aleatorios());
    expect(normalizarCodigo(codigo)).toBe(codigo);
    expect(normalizarCodigo(` ${codigo.toLowerCase().replace(/-/g, ' ')} `)).toBe(codigo);
    expect(normalizarCodigo(codigo.slice(3))).toBe(codigo);
    expect(normalizarCodigo('tp-0o00-1il0-0000-0000')).toBe('TP-0000-1110-0000-0000');
    for (const malo of ['', 'TP-', 'TP-0000-0000-0000', 'TP-0000-0000-0000-000U', 'TP-0000-0000-0000-00000', '<script>', 'x'.repeat(100)]) {
      expect(normalizarCodigo(malo), malo).toBeNull();
    }
  });
});
