import { describe, expect, it } from 'vitest';
import { validarColegiacion } from './colegiado.ts';

describe('número de colegiado', () => {
  it('keeps the digits and a tidy province', () => {
    expect(validarColegiacion(' 28 2812-345 ', '  Santa Cruz de  Tenerife ')).toEqual({ ok: true, colegiacion: { numero: '282812345', provincia: 'Santa Cruz de Tenerife' } });
    expect(validarColegiacion('12345', 'A Coruña')).toMatchObject({ ok: true });
  });
  it.each([
    ['1234', 'Madrid'],
    ['1234567890', 'Madrid'],
    ['28281234A', 'Madrid'],
    ['', 'Madrid'],
    ['282812345', ''],
    ['282812345', 'M'],
    ['282812345', 'Madrid<script>'],
    ['282812345', 'x'.repeat(61)],
  ])('refuses %j in %j', (numero, provincia) => {
    expect(validarColegiacion(numero, provincia).ok).toBe(false);
  });
});
