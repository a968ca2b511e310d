/**
 * The walk checks catch what they promise to catch: small flows, each broken in one way, fail the
 * walk that every real flow passes (comprobaciones-flujo.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Flujo, Regla } from '../types.ts';
import { recorridoComprobado } from './comprobaciones-flujo.ts';

const regla = (si: string, urgencia: Regla['urgencia'], titulo: string): Regla => ({
  si,
  urgencia,
  titulo,
  consejos: ['Vuelve a consultar si empeora.'],
  acciones_sugeridas: ['Cuidados en casa'],
});

const flujoDePrueba = (reglas: Regla[]): Flujo => ({
  id: 'prueba',
  nombre: 'Prueba',
  icono: '🧪',
  categoria: null,
  sinonimos: [],
  fuentes: [],
  revisado: '2026-11-28',
  preguntas: [
    { id: 'fiebre', texto: '¿Tiene fiebre?', tipo: 'si_no', alarma: ['si'] },
    { id: 'manchas', texto: '¿Tiene manchas que no desaparecen al presionar?', tipo: 'si_no', alarma: ['si'] },
  ],
  reglas,
});

describe('catalogue walk checks', () => {
  it('pass a sound flow, with every rule reached', () => {
    const recorrido = recorridoComprobado(
      flujoDePrueba([regla("manchas = 'si'", 'rojo', 'Manchas'), regla("fiebre = 'si'", 'amarillo', 'Fiebre'), regla("fiebre = 'no'", 'verde', 'Bien')]),
    );
    expect(recorrido.fallos).toEqual([]);
    expect([...recorrido.ganadoras].sort()).toEqual(['Bien', 'Fiebre', 'Manchas']);
    // fiebre=si|no, then manchas=si stops early on each: 2 early stops and 2 full paths.
    expect(recorrido.hojas).toBe(4);
  });

  it('report a path no rule is true for (the spec fallback would decide it)', () => {
    const recorrido = recorridoComprobado(flujoDePrueba([regla("manchas = 'si'", 'rojo', 'Manchas'), regla("fiebre = 'si'", 'amarillo', 'Fiebre')]));
    expect(recorrido.fallos).toEqual([expect.stringContaining('ninguna regla cierta')]);
  });

  it('report an alarming answer that lowers the level', () => {
    // The first full path is sampled: it answers 'Normal', and the alarming 'Muy deprisa' gives less.
    const recorrido = recorridoComprobado({
      ...flujoDePrueba([regla("respira = 'Normal'", 'amarillo', 'Normal'), regla("respira = 'Muy deprisa'", 'verde', 'Deprisa')]),
      preguntas: [{ id: 'respira', texto: '¿Cómo respira?', tipo: 'opciones', opciones: ['Normal', 'Muy deprisa'], alarma: ['Muy deprisa'] }],
    });
    expect(recorrido.fallos).toEqual([expect.stringContaining('respira=Muy deprisa baja de amarillo a verde')]);
  });

  it('record only the rules that decide a path, so a shadowed rule shows', () => {
    const recorrido = recorridoComprobado(
      flujoDePrueba([
        regla("manchas = 'si'", 'rojo', 'Manchas'),
        regla("fiebre = 'si' or fiebre = 'no'", 'amarillo', 'Siempre'),
        regla("fiebre = 'si'", 'amarillo', 'Tapada'),
        regla("fiebre = 'no'", 'verde', 'Bien'),
      ]),
    );
    expect(recorrido.ganadoras.has('Tapada')).toBe(false);
    expect(recorrido.ganadoras.has('Bien')).toBe(false);
  });
});
