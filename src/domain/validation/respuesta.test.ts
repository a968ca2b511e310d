import { describe, expect, it } from 'vitest';
import type { Pregunta } from '../triage/types.ts';
import { MENSAJES_VALIDACION as M } from './mensajes.ts';
import { limpiarTexto, validarRespuesta } from './respuesta.ts';

const numero = (texto: string): Pregunta => ({ id: 'n', texto, tipo: 'numero' });
const texto: Pregunta = { id: 't', texto: 'Describe', tipo: 'texto' };

describe('number answers (SPEC §5)', () => {
  it.each([
    ['¿Temperatura?', 'abc', M.numeroInvalido],
    ['¿Temperatura?', '38.5.1', M.numeroInvalido],
    ['¿Temperatura?', '-1', M.negativo],
    ['¿Qué edad tiene en meses?', '217', M.edadFueraDeRango],
    ['¿Qué edad tiene en meses?', '-1', M.edadFueraDeRango],
    ['¿Cuánto pesa (en kg)?', '0.4', M.pesoFueraDeRango],
    ['¿Cuánto pesa (en kg)?', '150.1', M.pesoFueraDeRango],
  ])('%s %j → %s', (pregunta, entrada, mensaje) => {
    expect(validarRespuesta(numero(pregunta), entrada)).toEqual({ valida: false, mensaje });
  });

  it.each([
    ['¿Temperatura?', '38.5', 38.5],
    ['¿Temperatura?', '38,5', 38.5],
    ['¿Qué edad tiene en meses?', '0', 0],
    ['¿Qué edad tiene en meses?', '216', 216],
    ['¿Cuánto pesa (en kg)?', '0.5', 0.5],
    ['¿Cuánto pesa (en kg)?', '150', 150],
  ])('%s %j is valid', (pregunta, entrada, valor) => {
    expect(validarRespuesta(numero(pregunta), entrada)).toEqual({ valida: true, valor });
  });

  it('treats an empty answer as not ready, without a message', () => {
    expect(validarRespuesta(numero('¿Temperatura?'), '  ')).toEqual({ valida: false, mensaje: null });
  });

  it('does not read "más" or "temperatura" as an age', () => {
    expect(validarRespuesta(numero('¿Cuál es la temperatura más alta?'), '250')).toEqual({ valida: true, valor: 250 });
  });
});

describe('text answers (SPEC §5)', () => {
  it('limits to 500 characters', () => {
    expect(validarRespuesta(texto, 'a'.repeat(500))).toMatchObject({ valida: true });
    expect(validarRespuesta(texto, 'a'.repeat(501))).toEqual({ valida: false, mensaje: M.textoDemasiadoLargo });
  });

  it.each(['script', 'javascript:alert(1)', 'data:text/html', 'VBScript:x', 'img onload=x', 'onerror =x'])(
    'refuses %j',
    (entrada) => {
      expect(validarRespuesta(texto, entrada)).toEqual({ valida: false, mensaje: M.textoNoPermitido });
    },
  );

  it('strips < and > as typed', () => {
    expect(limpiarTexto('<b>hola</b>')).toBe('bhola/b');
  });
});

describe('choice answers', () => {
  it('accepts only the offered options', () => {
    const opciones: Pregunta = { id: 'o', texto: '?', tipo: 'opciones', opciones: ['a', 'b'] };
    expect(validarRespuesta(opciones, 'a')).toEqual({ valida: true, valor: 'a' });
    expect(validarRespuesta(opciones, 'c')).toEqual({ valida: false, mensaje: null });
    const siNo: Pregunta = { id: 's', texto: '?', tipo: 'si_no' };
    expect(validarRespuesta(siNo, 'si')).toEqual({ valida: true, valor: 'si' });
    expect(validarRespuesta(siNo, 'Sí')).toEqual({ valida: false, mensaje: null });
  });
});
