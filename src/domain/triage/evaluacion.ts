/**
 * Figures of the blind vignette evaluation (issue 9): each case's level as
 * the engine gives it from the blind answers, against the level and the
 * acceptable levels its author derived from the guidelines.
 */
import { NIVEL } from './engine.ts';
import type { Flujo, Urgencia } from './types.ts';

export interface CasoEvaluado {
  readonly id: string;
  readonly flujo: string;
  readonly esperado: Urgencia;
  readonly aceptables: readonly Urgencia[];
  readonly obtenido: Urgencia;
  readonly patron: string;
}

export interface Cifras {
  readonly casos: number;
  readonly exactos: number;
  readonly aceptables: number;
  /** Below the expected level (any amount). */
  readonly infra: number;
  /** Above the expected level (any amount). */
  readonly sobre: number;
  /** Below the expected level and not among the acceptable ones. */
  readonly infraInaceptable: number;
  /** Above the expected level and not among the acceptable ones. */
  readonly sobreInaceptable: number;
}

export function cifras(casos: readonly CasoEvaluado[]): Cifras {
  let exactos = 0;
  let aceptables = 0;
  let infra = 0;
  let sobre = 0;
  let infraInaceptable = 0;
  let sobreInaceptable = 0;
  for (const c of casos) {
    const aceptable = c.obtenido === c.esperado || c.aceptables.includes(c.obtenido);
    if (c.obtenido === c.esperado) exactos++;
    if (aceptable) aceptables++;
    const diferencia = NIVEL[c.obtenido] - NIVEL[c.esperado];
    if (diferencia < 0) {
      infra++;
      if (!aceptable) infraInaceptable++;
    }
    if (diferencia > 0) {
      sobre++;
      if (!aceptable) sobreInaceptable++;
    }
  }
  return { casos: casos.length, exactos, aceptables, infra, sobre, infraInaceptable, sobreInaceptable };
}

export function agrupar<K extends string>(casos: readonly CasoEvaluado[], clave: (c: CasoEvaluado) => K): Map<K, CasoEvaluado[]> {
  const grupos = new Map<K, CasoEvaluado[]>();
  for (const c of casos) {
    const k = clave(c);
    grupos.set(k, [...(grupos.get(k) ?? []), c]);
  }
  return grupos;
}

/** The targets, as the outside set will be judged. */
export interface Objetivos {
  readonly rojoNuncaPorDebajo: boolean;
  readonly aceptablesAlMenos95: boolean;
  readonly exactosAlMenos85: boolean;
  readonly sobreAlMaximo10: boolean;
  readonly verdeReconocidoAlMenos80: boolean;
}

export function objetivos(casos: readonly CasoEvaluado[]): Objetivos {
  const total = cifras(casos);
  const verdes = casos.filter((c) => c.esperado === 'verde');
  const proporcion = (n: number, d: number) => (d === 0 ? 1 : n / d);
  return {
    rojoNuncaPorDebajo: casos.every((c) => c.esperado !== 'rojo' || c.obtenido === 'rojo'),
    aceptablesAlMenos95: proporcion(total.aceptables, total.casos) >= 0.95,
    exactosAlMenos85: proporcion(total.exactos, total.casos) >= 0.85,
    sobreAlMaximo10: total.casos === 0 || total.sobre / total.casos <= 0.1,
    verdeReconocidoAlMenos80: proporcion(verdes.filter((c) => c.obtenido === 'verde').length, verdes.length) >= 0.8,
  };
}

/** Every question of the flow (asked or not) without a valid blind answer, and answers to questions the flow no longer has. */
export function pendientes(flujo: Flujo, dadas: Readonly<Record<string, unknown>>): string[] {
  const faltan = flujo.preguntas
    .filter((p) => {
      const valor = dadas[p.id];
      if (valor === undefined || valor === null) return true;
      if (p.tipo === 'si_no') return valor !== 'si' && valor !== 'no';
      if (p.tipo === 'opciones') return !(p.opciones ?? []).includes(String(valor));
      if (p.tipo === 'numero') return typeof valor !== 'number';
      return false;
    })
    .map((p) => p.id);
  const sobran = Object.keys(dadas).filter((id) => !flujo.preguntas.some((p) => p.id === id));
  return [...faltan, ...sobran.map((id) => `${id} (ya no existe)`)];
}
