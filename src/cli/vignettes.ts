/**
 * npm run vignettes                       figures of the blind evaluation (issue 9)
 * npm run vignettes -- --detalle          … and every case that is not exact
 * npm run vignettes -- --json             … as JSON
 * npm run vignettes -- --pendientes       for each case, the questions whose blind answer is missing or no longer valid
 * npm run vignettes -- --cuestionario <flujo>
 *     the questions of a flow without its rules, for whoever answers the cases blind
 *
 * Cases (story), keys (expected level, source) and blind answers are kept in
 * separate files under evaluacion-clinica/ so each person sees only their part.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FLUJOS_POR_ID } from '../domain/triage/catalogue/index.ts';
import { agrupar, cifras, objetivos, pendientes, type CasoEvaluado, type Cifras } from '../domain/triage/evaluacion.ts';
import { recorrerRespuestas } from '../domain/triage/run-answers.ts';
import type { Flujo, Urgencia } from '../domain/triage/types.ts';

const DIR = path.resolve(import.meta.dirname, '../../evaluacion-clinica');

interface Caso {
  readonly id: string;
  readonly flujo: string;
  readonly historia: string;
}
interface Clave {
  readonly id: string;
  readonly nivel: Urgencia;
  readonly aceptables: readonly Urgencia[];
  readonly patron: string;
  readonly fuente: string;
  readonly criterio: string;
}

function leerCarpeta<T>(carpeta: string): T[] {
  const dir = path.join(DIR, carpeta);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      const datos = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as T[] | Record<string, T>;
      return Array.isArray(datos) ? datos : Object.entries(datos).map(([id, v]) => ({ id, respuestas: v }) as T);
    });
}

function cuestionario(flujo: Flujo): string {
  const lineas = [`# ${flujo.nombre} (${flujo.id})`, ''];
  for (const p of flujo.preguntas) {
    lineas.push(`- ${p.id} [${p.tipo}]: ${p.texto}`);
    if (p.ayuda) lineas.push(`    ayuda: ${p.ayuda}`);
    if (p.mostrar_si) lineas.push(`    solo si: ${p.mostrar_si}`);
    if (p.tipo === 'si_no') lineas.push(`    valores: "si" | "no"`);
    for (const o of p.opciones ?? []) lineas.push(`    · "${o}"`);
  }
  return lineas.join('\n');
}

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)} %`);
const fila = (nombre: string, c: Cifras) =>
  `${nombre.padEnd(24)} ${String(c.casos).padStart(4)}  exactos ${pct(c.exactos, c.casos).padStart(7)}  aceptables ${pct(c.aceptables, c.casos).padStart(7)}  infra ${pct(c.infra, c.casos).padStart(7)}  sobre ${pct(c.sobre, c.casos).padStart(7)}`;

const args = process.argv.slice(2);
const OPCIONES = ['--cuestionario', '--pendientes', '--detalle', '--json'];
// An unknown flag must not print the figures: an answerer who asks for help would see them.
const desconocida = args.find((a) => a.startsWith('-') && !OPCIONES.includes(a));
if (desconocida) {
  process.stderr.write(`Opción desconocida '${desconocida}'. Uso: npm run vignettes [-- --detalle | --json | --pendientes | --cuestionario <flujo>]\n`);
  process.exit(2);
}
if (args[0] === '--cuestionario') {
  const flujo = FLUJOS_POR_ID.get(args[1] ?? '');
  if (!flujo) {
    process.stderr.write(`Flujo desconocido '${args[1] ?? ''}'\n`);
    process.exit(2);
  }
  process.stdout.write(`${cuestionario(flujo)}\n`);
  process.exit(0);
}

const casos = new Map(leerCarpeta<Caso>('casos').map((c) => [c.id, c]));
const claves = new Map(leerCarpeta<Clave>('claves').map((c) => [c.id, c]));
const respuestas = new Map(leerCarpeta<{ id: string; respuestas: Record<string, unknown> }>('respuestas').map((r) => [r.id, r.respuestas]));

if (args.includes('--pendientes')) {
  for (const caso of casos.values()) {
    const flujo = FLUJOS_POR_ID.get(caso.flujo);
    if (!flujo) continue;
    const lista = pendientes(flujo, respuestas.get(caso.id) ?? {});
    if (lista.length > 0) process.stdout.write(`${caso.id} ${flujo.id}: ${lista.join(', ')}\n`);
  }
  process.exit(0);
}

const evaluados: (CasoEvaluado & { titulo: string })[] = [];
const problemas: string[] = [];
for (const caso of casos.values()) {
  const clave = claves.get(caso.id);
  const dadas = respuestas.get(caso.id);
  const flujo = FLUJOS_POR_ID.get(caso.flujo);
  if (!clave || !flujo) {
    problemas.push(`${caso.id}: ${!clave ? 'sin clave' : `flujo desconocido ${caso.flujo}`}`);
    continue;
  }
  if (!dadas) {
    problemas.push(`${caso.id}: sin respuestas`);
    continue;
  }
  const recorrido = recorrerRespuestas(flujo, dadas);
  if (!recorrido.ok) {
    problemas.push(`${caso.id} (${flujo.id}): ${recorrido.error}`);
    continue;
  }
  evaluados.push({
    id: caso.id,
    flujo: flujo.id,
    esperado: clave.nivel,
    aceptables: clave.aceptables,
    obtenido: recorrido.resultado.urgencia,
    patron: clave.patron,
    titulo: recorrido.resultado.titulo,
  });
}

const total = cifras(evaluados);
if (args.includes('--json')) {
  process.stdout.write(
    `${JSON.stringify(
      {
        total,
        objetivos: objetivos(evaluados),
        porNivel: Object.fromEntries([...agrupar(evaluados, (c) => c.esperado)].map(([k, v]) => [k, cifras(v)])),
        porFlujo: Object.fromEntries([...agrupar(evaluados, (c) => c.flujo)].map(([k, v]) => [k, cifras(v)])),
        porPatron: Object.fromEntries([...agrupar(evaluados, (c) => c.patron)].map(([k, v]) => [k, cifras(v)])),
        problemas,
      },
      null,
      2,
    )}\n`,
  );
  process.exit(0);
}

const salida: string[] = [];
salida.push(`Evaluación ciega con viñetas: ${evaluados.length} casos evaluados de ${casos.size}`, '');
salida.push(fila('TOTAL', total));
salida.push(`  infratriaje no aceptable ${pct(total.infraInaceptable, total.casos)}, sobretriaje no aceptable ${pct(total.sobreInaceptable, total.casos)}`, '');
salida.push('Por nivel esperado (exactos = nivel reconocido):');
for (const nivel of ['rojo', 'amarillo', 'verde'] as const) salida.push(fila(`  ${nivel}`, cifras(evaluados.filter((c) => c.esperado === nivel))));
salida.push('', 'Por lote (c se escribió después de la primera ronda de cambios: mide la segunda sin haberla orientado):');
for (const [lote, grupo] of [...agrupar(evaluados, (c) => c.id.split('-')[0] ?? '')].sort()) salida.push(fila(`  ${lote}`, cifras(grupo)));
salida.push('', 'Por patrón:');
for (const [patron, grupo] of [...agrupar(evaluados, (c) => c.patron)].sort()) salida.push(fila(`  ${patron}`, cifras(grupo)));
salida.push('', 'Por flujo:');
for (const [flujo, grupo] of [...agrupar(evaluados, (c) => c.flujo)].sort()) salida.push(fila(`  ${flujo}`, cifras(grupo)));
const o = objetivos(evaluados);
const marca = (ok: boolean) => (ok ? 'sí' : 'NO');
salida.push(
  '',
  'Objetivos:',
  `  ningún rojo por debajo de rojo: ${marca(o.rojoNuncaPorDebajo)}`,
  `  aceptables ≥ 95 %: ${marca(o.aceptablesAlMenos95)}`,
  `  exactos ≥ 85 %: ${marca(o.exactosAlMenos85)}`,
  `  sobretriaje ≤ 10 %: ${marca(o.sobreAlMaximo10)}`,
  `  verde reconocido ≥ 80 %: ${marca(o.verdeReconocidoAlMenos80)}`,
);
if (args.includes('--detalle')) {
  salida.push('', 'Casos no exactos:');
  for (const c of evaluados.filter((x) => x.obtenido !== x.esperado)) {
    salida.push(`  ${c.id} ${c.flujo}: esperado ${c.esperado}${c.aceptables.length > 1 ? ` (acepta ${c.aceptables.join('/')})` : ''}, obtenido ${c.obtenido} — ${c.titulo}`);
  }
}
if (problemas.length > 0) salida.push('', `Casos sin evaluar (${problemas.length}):`, ...problemas.map((p) => `  ${p}`));
process.stdout.write(`${salida.join('\n')}\n`);
