/**
 * The blind evaluation's data stay usable: every story has its key, every key
 * is well formed, and every blind answer set still fits the questionnaire of
 * its flow — a flow change that adds or alters questions fails here until the
 * answers are brought up to date (`npm run vignettes -- --pendientes`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLUJOS_POR_ID } from '../domain/triage/catalogue/index.ts';
import { pendientes } from '../domain/triage/evaluacion.ts';

const DIR = path.resolve(import.meta.dirname, '../../evaluacion-clinica');
const leer = <T>(carpeta: string): T[] =>
  readdirSync(path.join(DIR, carpeta))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      const datos = JSON.parse(readFileSync(path.join(DIR, carpeta, f), 'utf8')) as T[] | Record<string, T>;
      return Array.isArray(datos) ? datos : Object.entries(datos).map(([id, respuestas]) => ({ id, respuestas }) as T);
    });

const casos = leer<{ id: string; flujo: string; historia: string }>('casos');
const claves = new Map(leer<{ id: string; nivel: string; aceptables: string[]; fuente: string; criterio: string }>('claves').map((c) => [c.id, c]));
const respuestas = new Map(leer<{ id: string; respuestas: Record<string, unknown> }>('respuestas').map((r) => [r.id, r.respuestas]));

describe('blind vignette evaluation data', () => {
  it('has at least 150 cases, a third of each level, every flow at least 4 times', () => {
    expect(casos.length).toBeGreaterThanOrEqual(150);
    for (const nivel of ['rojo', 'amarillo', 'verde']) {
      expect([...claves.values()].filter((c) => c.nivel === nivel).length).toBeGreaterThanOrEqual(casos.length / 4);
    }
    for (const id of FLUJOS_POR_ID.keys()) expect(casos.filter((c) => c.flujo === id).length, id).toBeGreaterThanOrEqual(4);
  });

  it.each(casos.map((c) => [c.id, c] as const))('%s has a story for an existing flow and a sourced key', (_id, caso) => {
    expect(FLUJOS_POR_ID.has(caso.flujo)).toBe(true);
    expect(caso.historia.length).toBeGreaterThan(40);
    const clave = claves.get(caso.id);
    expect(clave).toBeDefined();
    expect(['rojo', 'amarillo', 'verde']).toContain(clave?.nivel);
    expect(clave?.aceptables).toContain(clave?.nivel);
    expect(clave?.fuente.length).toBeGreaterThan(5);
  });

  it.each(casos.map((c) => [c.id, c] as const))('%s is answered for the questionnaire as it is now', (_id, caso) => {
    expect(pendientes(FLUJOS_POR_ID.get(caso.flujo)!, respuestas.get(caso.id) ?? {})).toEqual([]);
  });
});
