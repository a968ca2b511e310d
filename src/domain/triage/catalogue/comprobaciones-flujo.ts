/**
 * The checks every flow must pass (issue: catalogue tests), as a vitest
 * suite each flow's own test file runs: ids and structure, every condition
 * type-checked, no dead end over all option answers and boundary numbers,
 * early rojo exit consistent with the full evaluation, monotone red
 * features, every rule reachable, and doses within the formulary.
 */
import { describe, expect, it } from 'vitest';
import { checkFlow } from '../check-flow.ts';
import { primerNumeroORango } from '../dosis.ts';
import { EDAD_OPCIONES, PREGUNTA_EDAD_ID, PREGUNTA_PESO_ID } from '../edad.ts';
import { evaluarCondicion, NIVEL, reglaAplicable, reglasOrdenadas, respuestasVigentes } from '../engine.ts';
import { completar, recorrerCaminos, valoresCandidatos } from '../explorar-flujo.ts';
import { FORMULARIO } from '../formulario.ts';
import type { Flujo, Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { AVISO_PREOCUPADO, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, PREGUNTA_PREOCUPADO } from './comunes.ts';
import { CONSULTA_ID, CRIBADO_CONSULTAS, CRIBADO_ID, esReglaConsulta } from './cribado-otras-puertas.ts';

const WALK_TIMEOUT_MS = 1_500_000;

/**
 * The answers the walk tries for a question. For the same-day screen
 * (`otra_consulta`): "No, ninguna de estas" and only the first item shown.
 * Its items are not rojo, so an item does not stop the walk early: it goes on
 * through the rest of the flow, and trying every item would multiply the
 * paths by their number (5 to 8 times slower, for flows that already take
 * 70-120 s of the 180 s limit). Every item gives the same kind of rule
 * (amarillo, naming only this question, which no other rule or question
 * reads), so one item checks the walk's properties for all of them;
 * cribado-otras-puertas.test.ts proves every item in every flow at every age
 * (at least amarillo, the flow's rojo still rojo, each rule reachable).
 * After that one item, only one answer of each remaining question is tried
 * ("no", or the first option, so the item's own rule is the one reached):
 * they are the closing questions (very ill, worried, weight, the
 * parent's doubt), none of which can give rojo, and the level is already
 * amarillo or above; walking them all again would double the leaves.
 */
export function candidatosDelRecorrido(flujo: Flujo, pregunta: Pregunta, respuestas: Respuestas): ValorRespuesta[] {
  const candidatos = valoresCandidatos(flujo, pregunta);
  if (pregunta.id === CONSULTA_ID) return candidatos.slice(0, 2);
  const consulta = respuestas[CONSULTA_ID];
  if (consulta !== undefined && consulta !== CRIBADO_CONSULTAS.ninguna) return [candidatos.includes('no') ? 'no' : candidatos[0]!];
  return candidatos;
}

interface RecorridoComprobado {
  readonly hojas: number;
  /** What broke a walk property, one line per path (at most MAX_FALLOS). */
  readonly fallos: string[];
  /** Titles of the rules that decided at least one path. */
  readonly ganadoras: Set<string>;
  /** The same-day screen's answers the walk tried. */
  readonly probadas: Set<ValorRespuesta>;
}

const MAX_FALLOS = 20;
const recorridos = new WeakMap<Flujo, RecorridoComprobado>();

/**
 * One walk over every path serves both walk tests (it is most of the catalogue tests' time): it
 * checks each leaf and records which rule decided it. Failures are collected rather than thrown, so
 * the test reports them all at once.
 */
export function recorridoComprobado(flujo: Flujo): RecorridoComprobado {
  const hecho = recorridos.get(flujo);
  if (hecho) return hecho;
  // The wrong-door screen's items are rojo at once (the walk checks each as an early stop, and
  // cribado-otras-puertas.test.ts at every age): switching to one can never lower the level.
  // The same-day screen's items only add an amarillo rule that nothing else reads, so
  // switching to one can never lower the level either (proved item by item in the same test).
  const conAlarma = flujo.preguntas.filter((p) => (p.alarma ?? []).length > 0 && p.id !== CRIBADO_ID && p.id !== CONSULTA_ID);
  const fallos: string[] = [];
  const fallo = (texto: string) => {
    if (fallos.length < MAX_FALLOS) fallos.push(texto);
  };
  const ganadoras = new Set<string>();
  const probadas = new Set<ValorRespuesta>();
  let muestra = 0;
  const hojas = recorrerCaminos(flujo, ({ respuestas, anticipado }) => {
    const consulta = respuestas[CONSULTA_ID];
    if (consulta !== undefined) probadas.add(consulta);
    if (anticipado) {
      ganadoras.add(reglaAplicable(flujo, respuestas)!.titulo);
      // Whatever the remaining answers, the full evaluation is rojo too.
      for (const elegir of [(c: ValorRespuesta[]) => c[0]!, (c: ValorRespuesta[]) => c.at(-1)!]) {
        const completas = completar(flujo, respuestas, elegir);
        const urgencia = reglaAplicable(flujo, completas)?.urgencia;
        if (urgencia !== 'rojo') fallo(`parada anticipada en rojo, pero completas dan ${urgencia}: ${JSON.stringify(completas)}`);
      }
      return;
    }
    // A rule is really true: the spec's fallback is never needed.
    const vigentes = respuestasVigentes(flujo, respuestas);
    const cierta = reglasOrdenadas(flujo).find((r) => evaluarCondicion(r.si, vigentes) === true);
    if (!cierta) {
      fallo(`ninguna regla cierta (callejón sin salida): ${JSON.stringify(respuestas)}`);
      ganadoras.add(reglaAplicable(flujo, respuestas)!.titulo);
      return;
    }
    ganadoras.add(cierta.titulo);

    // Monotonicity, on a sample of paths: an alarming answer never lowers the level. A path with a
    // same-day item is its "none" twin plus one amarillo rule: it is left out of the sample, which
    // stays the one the walk took before that screen.
    if (consulta !== undefined && consulta !== CRIBADO_CONSULTAS.ninguna) return;
    if (muestra++ % 7 !== 0) return;
    const nivel = NIVEL[cierta.urgencia];
    for (const pregunta of conAlarma) {
      if (respuestas[pregunta.id] === undefined) continue;
      for (const valor of pregunta.alarma ?? []) {
        if (respuestas[pregunta.id] === valor) continue; // unchanged answers: the same leaf
        const cambiadas: Respuestas = completar(flujo, { ...respuestas, [pregunta.id]: valor }, (c) => c[0]!);
        const despues = reglaAplicable(flujo, cambiadas)!.urgencia;
        if (NIVEL[despues] < nivel) fallo(`${pregunta.id}=${valor} baja de ${cierta.urgencia} a ${despues} en ${JSON.stringify(respuestas)}`);
      }
    }
  }, undefined, candidatosDelRecorrido);
  const recorrido = { hojas, fallos, ganadoras, probadas };
  recorridos.set(flujo, recorrido);
  return recorrido;
}

export function comprobacionesDeFlujo(flujo: Flujo): void {
  describe(`${flujo.id}: catalogue checks`, () => {
  it('is well formed: names, icon, sources, review date, question ids and types', () => {
    expect(flujo.nombre.length).toBeGreaterThan(2);
    expect(flujo.icono.length).toBeGreaterThan(0);
    expect(flujo.fuentes.length).toBeGreaterThan(0);
    for (const fuente of flujo.fuentes) {
      expect(fuente.url).toMatch(/^https:\/\//);
      expect(fuente.anio).toBeGreaterThan(1990);
    }
    expect(flujo.revisado).toMatch(/^\d{4}-\d\d-\d\d$/);
    for (const p of flujo.preguntas) {
      expect(p.id).toMatch(/^[a-z][a-z0-9_]*$/);
      if (p.tipo === 'opciones') expect(p.opciones?.length).toBeGreaterThan(0);
      for (const valor of p.alarma ?? []) expect(p.tipo === 'si_no' ? ['si', 'no'] : p.opciones).toContain(valor);
    }
  });

  it('opens with the standard age question and asks the weight last, only where a dose can follow', () => {
    const edad = flujo.preguntas[0];
    expect(edad?.id).toBe(PREGUNTA_EDAD_ID);
    expect(edad?.opciones).toEqual(EDAD_OPCIONES);
    const peso = flujo.preguntas.find((p) => p.id === PREGUNTA_PESO_ID);
    const conMedicacion = flujo.reglas.some((r) => (r.medicacion ?? []).length > 0);
    if (peso) {
      expect(peso.tipo).toBe('numero');
      expect(flujo.preguntas.at(-1)).toBe(peso);
    }
    expect(Boolean(peso)).toBe(conMedicacion);
  });

  it('every result says what to do next, for its level (CLINICAL.md "Rules")', () => {
      for (const regla of flujo.reglas) {
        expect(regla.consejos.length, regla.titulo).toBeGreaterThan(0);
        expect(regla.acciones_sugeridas.length, regla.titulo).toBeGreaterThan(0);
        if (regla.urgencia === 'rojo') expect(regla.consejos, regla.titulo).toContain(CONSEJO_ROJO_CAMINO);
        if (regla.urgencia === 'amarillo') expect(regla.consejos, regla.titulo).toContain(CONSEJO_AMARILLO);
        if (regla.urgencia === 'verde') expect(regla.consejos.some((c) => c.startsWith('Vuelve a consultar')), regla.titulo).toBe(true);
      }
    });

  it("never lets the parent's worry alone decide a level, and answers it with the paediatrician-now advice (issue 9)", () => {
    const mencionaPreocupado = (condicion: string) => /\bpreocupado\b/.test(condicion);
    for (const regla of flujo.reglas) expect(mencionaPreocupado(regla.si), regla.titulo).toBe(false);
    for (const pregunta of flujo.preguntas) expect(mencionaPreocupado(pregunta.mostrar_si ?? ''), pregunta.id).toBe(false);
    const preguntaPreocupado = flujo.preguntas.some((p) => p.id === PREGUNTA_PREOCUPADO.id);
    expect(Boolean(flujo.avisos?.includes(AVISO_PREOCUPADO))).toBe(preguntaPreocupado);
  });

  it('type-checks every condition against its questions', () => {
    expect(checkFlow(flujo)).toEqual([]);
  });

  it('suggests only formulary medicines, within their per-kg range, never in rojo, never mentioning Teleconsulta', () => {
    for (const regla of flujo.reglas) {
      expect(regla.acciones_sugeridas.join(' ')).not.toContain('Teleconsulta');
      if (regla.urgencia === 'rojo') expect(regla.medicacion ?? []).toEqual([]);
      for (const item of regla.medicacion ?? []) {
        const medicamento = FORMULARIO[item.med];
        expect(medicamento).toBeDefined();
        if (!medicamento.porPeso) continue;
        const porKg = primerNumeroORango(item.dosis_por_kg);
        expect(porKg).not.toBeNull();
        expect(porKg!).toBeGreaterThanOrEqual(medicamento.porKgPermitido[0]);
        expect(porKg!).toBeLessThanOrEqual(medicamento.porKgPermitido[1]);
        expect(/\bml\b/.test(item.dosis_por_kg) ? 'ml' : 'mg').toBe(medicamento.unidad);
      }
    }
  });

  // The whole-path walk of the largest flows takes about a minute alone and several times that on a
  // shared, loaded machine: the limit only stops a runaway walk, it measures nothing (bench/ does).
  it('has no dead end, stops early only when rojo is certain, and never lowers urgency for a red feature', { timeout: WALK_TIMEOUT_MS }, () => {
    const recorrido = recorridoComprobado(flujo);
    expect(recorrido.hojas).toBeGreaterThan(0);
    expect(recorrido.fallos).toEqual([]);
  });

  it('reaches every rule it declares: none is shadowed by the rules before it', { timeout: WALK_TIMEOUT_MS }, () => {
    const { ganadoras, probadas } = recorridoComprobado(flujo);
    // The same-day items the walk does not try are reached in cribado-otras-puertas.test.ts.
    const noProbada = (si: string) => esReglaConsulta({ si }) && ![...probadas].some((v) => si === `${CONSULTA_ID} = '${v}'`);
    expect(flujo.reglas.filter((r) => !noProbada(r.si)).map((r) => r.titulo).filter((t) => !ganadoras.has(t))).toEqual([]);
  });
  });
}
