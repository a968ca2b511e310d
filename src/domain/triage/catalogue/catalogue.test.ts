/** Catalogue-level checks; each flow's own test file runs `comprobacionesDeFlujo`. */
import { describe, expect, it } from 'vitest';
import { CATEGORIAS, FLUJOS, FLUJOS_PROXIMAMENTE, IDS_FLUJOS_SPEC } from './index.ts';

const ficherosDePrueba = Object.keys(import.meta.glob('./*.test.ts'));

describe('catalogue', () => {
  it('covers the 30 flow ids of the spec exactly once, written or announced', () => {
    const ids = [...FLUJOS.map((f) => f.id), ...FLUJOS_PROXIMAMENTE.map((f) => f.id)];
    expect([...ids].sort()).toEqual([...IDS_FLUJOS_SPEC].sort());
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

  it.each(FLUJOS.map((f) => f.id))('flow %s has its own test file, which runs the catalogue checks', (id) => {
    expect(ficherosDePrueba).toContain(`./${id}.test.ts`);
  });
});
