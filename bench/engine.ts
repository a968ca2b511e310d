/** Engine evaluations per second over all shipped flows with random complete answers (one core). */
import { FLUJOS } from '../src/domain/triage/catalogue/index.ts';
import { evaluarTriaje } from '../src/domain/triage/engine.ts';
import type { Flujo, Respuestas } from '../src/domain/triage/types.ts';

function respuestaAleatoria(flujo: Flujo, random: () => number): Respuestas {
  const respuestas: Record<string, string | number> = {};
  for (const p of flujo.preguntas) {
    switch (p.tipo) {
      case 'opciones':
        respuestas[p.id] = p.opciones![Math.floor(random() * p.opciones!.length)]!;
        break;
      case 'si_no':
        respuestas[p.id] = random() < 0.5 ? 'si' : 'no';
        break;
      case 'numero':
        respuestas[p.id] = Math.round(random() * 400) / 10;
        break;
      case 'texto':
        respuestas[p.id] = 'texto libre';
        break;
    }
  }
  return respuestas;
}

function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function benchEngine(segundos = 2): { evaluacionesPorSegundo: number; flujos: number; muestras: number } {
  const random = mulberry32(42);
  const muestras = FLUJOS.flatMap((flujo) => Array.from({ length: 500 }, () => ({ flujo, respuestas: respuestaAleatoria(flujo, random) })));
  // Warm-up: parse caches and JIT.
  for (const m of muestras) evaluarTriaje(m.flujo, m.respuestas);
  let n = 0;
  const inicio = performance.now();
  const fin = inicio + segundos * 1000;
  while (performance.now() < fin) {
    for (let i = 0; i < 1000; i++) {
      const m = muestras[n % muestras.length]!;
      evaluarTriaje(m.flujo, m.respuestas);
      n++;
    }
  }
  const transcurrido = (performance.now() - inicio) / 1000;
  return { evaluacionesPorSegundo: Math.round(n / transcurrido), flujos: FLUJOS.length, muestras: muestras.length };
}
