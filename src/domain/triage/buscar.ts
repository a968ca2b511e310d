/**
 * Symptom search for the home page: finds a flow by its name or by the
 * everyday words parents use ('moco', 'se ha caído', 'pila'), ignoring
 * accents, case, punctuation and filler words ('mi hijo tiene…').
 */

export interface Buscable {
  readonly id: string;
  readonly nombre: string;
  readonly sinonimos: readonly string[];
}

const VACIAS = new Set([
  'a', 'al', 'con', 'de', 'del', 'el', 'en', 'es', 'esta', 'ha', 'he', 'la', 'las', 'le', 'lo', 'los', 'me', 'mi', 'mis',
  'muy', 'no', 'nino', 'nina', 'bebe', 'hijo', 'hija', 'por', 'que', 'se', 'su', 'sus', 'tiene', 'un', 'una', 'y', 'o', 'mucho', 'mucha',
  'estan', 'tengo', 'desde', 'hace', 'poco', 'algo', 'pasa', 'le', 'les', 'mas', 'como', 'cuando', 'todo', 'toda', 'dia', 'dias',
]);

export function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function palabras(texto: string): string[] {
  return normalizar(texto).split(' ').filter((p) => p.length > 0 && !VACIAS.has(p));
}

/** 'moco' finds 'mocos', 'caid' finds 'caido': one word is the start of the other, from 4 letters. */
function coinciden(consulta: string, palabra: string): boolean {
  if (consulta === palabra) return true;
  const corta = consulta.length <= palabra.length ? consulta : palabra;
  const larga = corta === consulta ? palabra : consulta;
  return corta.length >= 4 && larga.startsWith(corta);
}

interface Indice {
  readonly item: Buscable;
  readonly frases: readonly string[];
  readonly palabras: ReadonlySet<string>;
}

export function crearBuscador<T extends Buscable>(items: readonly T[]): (consulta: string) => T[] {
  const indice: (Indice & { item: T })[] = items.map((item) => {
    const frases = [item.nombre, ...item.sinonimos].map(normalizar);
    return { item, frases, palabras: new Set(frases.flatMap((f) => palabras(f))) };
  });
  return (consulta: string) => {
    const frase = normalizar(consulta);
    const buscadas = palabras(consulta);
    if (frase.length < 2) return [];
    const puntuados = indice
      .map(({ item, frases, palabras: suyas }) => {
        let puntos = 0;
        if (frases.some((f) => f === frase)) puntos += 100;
        else if (frases.some((f) => f.includes(frase))) puntos += 50;
        const halladas = buscadas.filter((b) => [...suyas].some((p) => coinciden(b, p))).length;
        if (buscadas.length > 0) puntos += (halladas / buscadas.length) * 40 + halladas;
        if (halladas === 0 && puntos < 50) puntos = 0;
        return { item, puntos };
      })
      .filter((p) => p.puntos > 0)
      .sort((a, b) => b.puntos - a.puntos);
    // Far weaker matches than the best one are noise ('para' in 'no para de llorar').
    const mejor = puntuados[0]?.puntos ?? 0;
    return puntuados.filter((p) => p.puntos >= mejor / 2).map((p) => p.item);
  };
}
