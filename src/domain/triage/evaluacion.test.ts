import { describe, expect, it } from 'vitest';
import { cifras, objetivos, type CasoEvaluado } from './evaluacion.ts';

const caso = (esperado: CasoEvaluado['esperado'], obtenido: CasoEvaluado['obtenido'], aceptables: CasoEvaluado['aceptables'] = [esperado]): CasoEvaluado => ({
  id: `${esperado}-${obtenido}`,
  flujo: 'fiebre',
  patron: 'general',
  esperado,
  aceptables,
  obtenido,
});

describe('vignette figures', () => {
  it('counts exact, acceptable, under- and over-triage', () => {
    const c = cifras([caso('rojo', 'rojo'), caso('verde', 'amarillo', ['verde', 'amarillo']), caso('verde', 'rojo'), caso('amarillo', 'verde')]);
    expect(c).toEqual({ casos: 4, exactos: 1, aceptables: 2, infra: 1, sobre: 2, infraInaceptable: 1, sobreInaceptable: 1 });
  });

  it('judges the targets: one rojo below rojo fails, whatever else', () => {
    const buenos = Array.from({ length: 20 }, () => caso('verde', 'verde'));
    expect(objetivos(buenos)).toEqual({
      rojoNuncaPorDebajo: true,
      aceptablesAlMenos95: true,
      exactosAlMenos85: true,
      sobreAlMaximo10: true,
      verdeReconocidoAlMenos80: true,
    });
    expect(objetivos([...buenos, caso('rojo', 'amarillo', ['rojo', 'amarillo'])]).rojoNuncaPorDebajo).toBe(false);
    const sobretriaje = [...buenos.slice(0, 15), ...Array.from({ length: 5 }, () => caso('verde', 'amarillo', ['verde', 'amarillo']))];
    expect(objetivos(sobretriaje)).toMatchObject({ aceptablesAlMenos95: true, sobreAlMaximo10: false, verdeReconocidoAlMenos80: false });
  });
});
