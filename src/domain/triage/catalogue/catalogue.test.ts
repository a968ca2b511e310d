/** Catalogue-level checks; each flow's own test file runs `comprobacionesDeFlujo`. */
import { describe, expect, it } from 'vitest';
import { buscarSintomas, CATEGORIAS, FLUJOS, IDS_FLUJOS_SPEC } from './index.ts';

const ficherosDePrueba = Object.keys(import.meta.glob('./*.test.ts'));

describe('catalogue', () => {
  it('has the 30 flows of the spec, in its order', () => {
    expect(FLUJOS.map((f) => f.id)).toEqual([...IDS_FLUJOS_SPEC]);
  });

  it('keeps the six categories of the spec, with every flow but cuerpo_extrano and intoxicacion in one', () => {
    expect(CATEGORIAS.map((c) => c.id)).toEqual(['fiebre_malestar', 'respiratorio', 'digestivo', 'golpes_heridas', 'ojos_piel_alergias', 'bebes']);
    const enCategorias = CATEGORIAS.flatMap((c) => c.flujos);
    expect(new Set(enCategorias).size).toBe(enCategorias.length);
    expect([...enCategorias, 'cuerpo_extrano', 'intoxicacion'].sort()).toEqual([...IDS_FLUJOS_SPEC].sort());
    for (const flujo of FLUJOS) {
      const categoria = CATEGORIAS.find((c) => c.flujos.includes(flujo.id));
      expect(flujo.categoria).toBe(categoria?.id ?? null);
    }
  });

  it('points only to flows that exist, never to itself', () => {
    for (const flujo of FLUJOS) {
      for (const regla of flujo.reglas) {
        for (const id of regla.ver_tambien ?? []) {
          expect(IDS_FLUJOS_SPEC as readonly string[]).toContain(id);
          expect(id).not.toBe(flujo.id);
        }
      }
    }
  });

  it.each([
    ['pila', 'cuerpo_extrano'],
    ['moco', 'mocos_congestion'],
    ['se ha caído', 'golpes_caidas'],
    ['granos', 'problemas_piel'],
    ['no para de llorar', 'llanto_inconsolable'],
    ['lejia', 'intoxicacion'],
    ['calentura', 'fiebre'],
    ['le sangra la nariz', 'sangrado_nasal'],
    ['vomita', 'vomitos'],
    ['piel amarilla', 'ictericia_neonatal'],
    ['le estan saliendo los dientes', 'denticion'],
    ['se ha quemado', 'quemadura'],
  ])('the search finds %j → %s among the first three', (consulta, id) => {
    expect(buscarSintomas(consulta).slice(0, 3).map((f) => f.id)).toContain(id);
  });

  it('every flow is found by its own name and by each of its synonyms', () => {
    for (const flujo of FLUJOS) {
      for (const palabra of [flujo.nombre, ...flujo.sinonimos]) {
        expect(buscarSintomas(palabra).map((f) => f.id), palabra).toContain(flujo.id);
      }
    }
  });

  it.each(FLUJOS.map((f) => f.id))('flow %s has its own test file, which runs the catalogue checks', (id) => {
    expect(ficherosDePrueba).toContain(`./${id}.test.ts`);
  });
});
