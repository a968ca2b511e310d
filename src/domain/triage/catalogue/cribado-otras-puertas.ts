/**
 * The wrong-door screens (issue 9, pattern 2; decisions 0031 and round 15):
 * questions asked in every flow about conditions that fresh vignettes kept
 * finding behind a door whose own questions never ask about them. NHS 111's
 * Pathways opens every symptom with such an emergency screen before the
 * symptom's own questions, and closes with the "anything else" checks.
 *
 * One builder serves both screens; a screen is its question (id, text, help,
 * the "none" option), the level each of its items gives, its items, and where
 * its question goes:
 *
 * - The emergency screen (`otra_urgencia`, rojo, content in
 *   `urgencias-otras-puertas.ts`) right after the flow's opening life-threat
 *   questions. Each item is rojo on its own, so the engine stops at once.
 * - The same-day screen (`otra_consulta`, amarillo, content in
 *   `consultas-otras-puertas.ts`) at the end of the flow's own questions,
 *   before the general "very ill" and "worried" questions and the weight.
 *   Its rules come right after the flow's own amarillo rules: the flow's more
 *   specific amarillo title wins, its rojo rules still win by level, and its
 *   catch-all verde stays last.
 *
 * A flow whose own questions already cover an item does not show it
 * (`yaPreguntadaEn`), so a parent never answers the same thing twice.
 */
import { PREGUNTA_PESO_ID } from '../edad.ts';
import type { FlujoId } from './ids.ts';
import type { Flujo, Fuente, Pregunta, Regla } from '../types.ts';
import { PREGUNTA_MUY_ENFERMO, PREGUNTA_PREOCUPADO } from './comunes.ts';
import { CONSULTAS_DE_OTRA_PUERTA, NINGUNA_CONSULTA_DE_OTRA_PUERTA } from './consultas-otras-puertas.ts';
import { NINGUNA_URGENCIA_DE_OTRA_PUERTA, URGENCIAS_DE_OTRA_PUERTA, type UrgenciaDeOtraPuerta } from './urgencias-otras-puertas.ts';

/** One item of a screen: an option, its result, its sources and where it is not shown. */
export interface ItemCribado {
  /** Stable name of the item, for tests and the review document. */
  readonly clave: string;
  /** The option the parent taps: short, observable, in the parent's words. */
  readonly opcion: string;
  /** The result (the screen fills in the condition and the level). */
  readonly regla: Omit<Regla, 'si' | 'urgencia'>;
  readonly fuentes: readonly Fuente[];
  /** Flows whose own questions already ask this: the screen leaves it out there. */
  readonly yaPreguntadaEn: readonly FlujoId[];
}

export interface Cribado {
  /** The question id (stored answers depend on it). */
  readonly id: string;
  readonly texto: string;
  readonly ayuda: string;
  /** The first option, which changes nothing. */
  readonly ninguna: string;
  /** The level each item gives on its own. */
  readonly urgencia: 'rojo' | 'amarillo';
  readonly items: readonly ItemCribado[];
  /** Where the question goes among the flow's questions (an index to insert at). */
  readonly posicion: (flujo: Flujo, despuesDe?: string) => number;
}

/**
 * The opening questions about a threat to life that come before the emergency
 * screen: a child who is not breathing well or not responding is sent on at
 * once, before any list is read.
 */
const AMENAZAS_VITALES = new Set([
  'respiracion', 'respira_mal', 'esfuerzo_respiratorio', 'via_aerea', 'respira_boca',
  'color', 'color_grave', 'circulacion', 'signos_shock',
  'no_responde', 'actividad', 'adormilado', 'manchas_piel',
]);

/**
 * Where the emergency screen goes: right after `despuesDe` when the flow names
 * the last of its own immediate life-threat questions, otherwise after the age
 * and the leading shared life-threat questions.
 */
function posicionTrasAmenazas(flujo: Flujo, despuesDe?: string): number {
  if (despuesDe !== undefined) {
    const indice = flujo.preguntas.findIndex((p) => p.id === despuesDe);
    if (indice < 0) throw new Error(`${flujo.id}: el cribado va después de '${despuesDe}', que no es una pregunta del flujo`);
    return indice + 1;
  }
  let i = 1;
  for (let p = flujo.preguntas[i]; p && AMENAZAS_VITALES.has(p.id) && !p.mostrar_si; p = flujo.preguntas[i]) i++;
  return i;
}

/** The general closing questions: the child's look, the parent's worry, the weight. */
export const PREGUNTAS_DE_CIERRE: readonly string[] = [PREGUNTA_MUY_ENFERMO.id, PREGUNTA_PREOCUPADO.id, PREGUNTA_PESO_ID];

/**
 * Where the same-day screen goes: at the end of the flow's own questions,
 * right after the last of them that comes before the parent's worry (or the
 * weight, or the end). In a flow that closes as usual that is right before
 * 'muy_enfermo' (or before 'preocupado' / 'peso_kg' when there is no
 * 'muy_enfermo'). A 'muy_enfermo' asked only on one branch in the middle of a
 * flow ('intoxicacion' asks it after a suspect meal) does not pull the screen
 * before the flow's other questions; a question after the worry (the
 * parent's doubt in 'lactancia_alimentacion' and 'sueno_infantil') stays after.
 */
function posicionAlFinal(flujo: Flujo): number {
  const ids = flujo.preguntas.map((p) => p.id);
  const limites = [ids.indexOf(PREGUNTA_PREOCUPADO.id), ids.indexOf(PREGUNTA_PESO_ID)].filter((i) => i >= 0);
  const limite = limites.length > 0 ? Math.min(...limites) : ids.length;
  return ids.slice(0, limite).findLastIndex((id) => !PREGUNTAS_DE_CIERRE.includes(id)) + 1;
}

export const CRIBADO_URGENCIAS: Cribado = {
  id: 'otra_urgencia',
  texto: 'Antes de seguir: ¿le ha pasado alguna de estas cosas?',
  ayuda:
    'Son urgencias que a veces llegan por otro síntoma. Si le pasa más de una, elige cualquiera. Si no le pasa ninguna, elige la primera opción y seguimos con lo que has elegido.',
  ninguna: NINGUNA_URGENCIA_DE_OTRA_PUERTA,
  urgencia: 'rojo',
  items: URGENCIAS_DE_OTRA_PUERTA,
  posicion: posicionTrasAmenazas,
};

export const CRIBADO_CONSULTAS: Cribado = {
  id: 'otra_consulta',
  texto: 'Una última comprobación: ¿le pasa alguna de estas cosas?',
  ayuda:
    'Son motivos para que lo vea un médico hoy que a veces vienen junto con otro síntoma. Si le pasa más de una, elige cualquiera. Si no le pasa ninguna, elige la primera opción.',
  ninguna: NINGUNA_CONSULTA_DE_OTRA_PUERTA,
  urgencia: 'amarillo',
  items: CONSULTAS_DE_OTRA_PUERTA,
  posicion: posicionAlFinal,
};

/** Both screens, in the order `conCribado` applies them. */
export const CRIBADOS: readonly Cribado[] = [CRIBADO_URGENCIAS, CRIBADO_CONSULTAS];

export function itemsParaFlujo(cribado: Cribado, flujo: string): readonly ItemCribado[] {
  return cribado.items.filter((u) => !(u.yaPreguntadaEn as readonly string[]).includes(flujo));
}

export function preguntaDeCribado(cribado: Cribado, flujo: string): Pregunta {
  const items = itemsParaFlujo(cribado, flujo);
  return {
    id: cribado.id,
    texto: cribado.texto,
    tipo: 'opciones',
    opciones: [cribado.ninguna, ...items.map((u) => u.opcion)],
    ayuda: cribado.ayuda,
    alarma: items.map((u) => u.opcion),
  };
}

/** Whether a rule is one of the screen's (its condition names only the screen's answer). */
export function esReglaDe(cribado: Cribado, regla: Pick<Regla, 'si'>): boolean {
  return regla.si.startsWith(`${cribado.id} = '`);
}

/**
 * One rule per item the flow shows, at the screen's level; the condition names
 * only this question. A pointer to the flow that shows the item is dropped (an
 * item shown in the flow that has part of its detail would point to itself).
 */
export function reglasDe(cribado: Cribado, flujo: string): Regla[] {
  return itemsParaFlujo(cribado, flujo).map((u) => {
    const regla: Regla = { ...u.regla, si: `${cribado.id} = '${u.opcion}'`, urgencia: cribado.urgencia };
    if (!u.regla.ver_tambien?.includes(flujo)) return regla;
    const { ver_tambien, ...resto } = regla;
    const otras = (ver_tambien ?? []).filter((id) => id !== flujo);
    return otras.length > 0 ? { ...resto, ver_tambien: otras } : resto;
  });
}

/** The sources of the items the flow shows, without repeating one the flow already cites. */
export function fuentesDe(cribado: Cribado, flujo: string, propias: readonly Fuente[]): Fuente[] {
  const vistas = new Set(propias.map((f) => f.url));
  const fuentes: Fuente[] = [];
  for (const u of itemsParaFlujo(cribado, flujo)) {
    for (const fuente of u.fuentes) {
      if (vistas.has(fuente.url)) continue;
      vistas.add(fuente.url);
      fuentes.push(fuente);
    }
  }
  return fuentes;
}

/**
 * A flow with one screen: its question where the screen says, its rules right
 * after the flow's last rule of the screen's level or above (after the rojo
 * rules for the emergency screen, after the amarillo ones for the same-day
 * screen), so the flow still ends with its catch-all (CLINICAL.md "Rules") and
 * reads from rojo down.
 */
export function aplicarCribado(flujo: Flujo, cribado: Cribado, despuesDe?: string): Flujo {
  const posicion = cribado.posicion(flujo, despuesDe);
  const nivel = cribado.urgencia === 'rojo' ? ['rojo'] : ['rojo', 'amarillo'];
  const trasNivel = flujo.reglas.findLastIndex((r) => nivel.includes(r.urgencia)) + 1;
  return {
    ...flujo,
    fuentes: [...flujo.fuentes, ...fuentesDe(cribado, flujo.id, flujo.fuentes)],
    preguntas: [...flujo.preguntas.slice(0, posicion), preguntaDeCribado(cribado, flujo.id), ...flujo.preguntas.slice(posicion)],
    reglas: [...flujo.reglas.slice(0, trasNivel), ...reglasDe(cribado, flujo.id), ...flujo.reglas.slice(trasNivel)],
  };
}

/**
 * A flow with both screens: the emergency screen early (after `despuesDe`
 * when given), the same-day screen at the end of its own questions.
 */
export function conCribado(flujo: Flujo, despuesDe?: string): Flujo {
  return aplicarCribado(aplicarCribado(flujo, CRIBADO_URGENCIAS, despuesDe), CRIBADO_CONSULTAS);
}

// ------------------------------------------------------ names the tests use

export const CRIBADO_ID = CRIBADO_URGENCIAS.id;
export const CONSULTA_ID = CRIBADO_CONSULTAS.id;

export function urgenciasParaFlujo(flujo: string): readonly UrgenciaDeOtraPuerta[] {
  return itemsParaFlujo(CRIBADO_URGENCIAS, flujo);
}

export function esReglaCribado(regla: Pick<Regla, 'si'>): boolean {
  return esReglaDe(CRIBADO_URGENCIAS, regla);
}

export function esReglaConsulta(regla: Pick<Regla, 'si'>): boolean {
  return esReglaDe(CRIBADO_CONSULTAS, regla);
}

export function consultasParaFlujo(flujo: string): readonly ItemCribado[] {
  return itemsParaFlujo(CRIBADO_CONSULTAS, flujo);
}
