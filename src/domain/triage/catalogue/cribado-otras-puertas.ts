/**
 * The wrong-door emergency screen (issue 9, pattern 2; decision 0031): one
 * question asked in every flow right after its opening life-threat questions,
 * listing the emergencies that fresh vignettes kept finding behind a door
 * whose own questions never ask about them (a seizure during a tummy bug, a
 * head knock behind 'Herida', something tight round the neck behind 'Ojo
 * rojo'…). NHS 111's Pathways opens every symptom with such an emergency
 * screen before the symptom's own questions.
 *
 * Each item is rojo on its own, whatever else the flow learns, so the engine
 * stops at once. A flow whose own questions already cover an item does not
 * show it (`yaPreguntadaEn`), so a parent never answers the same thing twice.
 * The clinical content lives in `urgencias-otras-puertas.ts`.
 */
import type { Flujo, Fuente, Pregunta, Regla } from '../types.ts';
import { NINGUNA_URGENCIA_DE_OTRA_PUERTA, URGENCIAS_DE_OTRA_PUERTA, type UrgenciaDeOtraPuerta } from './urgencias-otras-puertas.ts';

export const CRIBADO_ID = 'otra_urgencia';

export function urgenciasParaFlujo(flujo: string): readonly UrgenciaDeOtraPuerta[] {
  return URGENCIAS_DE_OTRA_PUERTA.filter((u) => !(u.yaPreguntadaEn as readonly string[]).includes(flujo));
}

export function preguntaCribado(flujo: string): Pregunta {
  const urgencias = urgenciasParaFlujo(flujo);
  return {
    id: CRIBADO_ID,
    texto: 'Antes de seguir: ¿le ha pasado alguna de estas cosas?',
    tipo: 'opciones',
    opciones: [NINGUNA_URGENCIA_DE_OTRA_PUERTA, ...urgencias.map((u) => u.opcion)],
    ayuda:
      'Son urgencias que a veces llegan por otro síntoma. Si le pasa más de una, elige cualquiera. Si no le pasa ninguna, elige la primera opción y seguimos con lo que has elegido.',
    alarma: urgencias.map((u) => u.opcion),
  };
}

/** Whether a rule is one of the screen's (its condition names only the screen's answer). */
export function esReglaCribado(regla: Pick<Regla, 'si'>): boolean {
  return regla.si.startsWith(`${CRIBADO_ID} = '`);
}

/** One rojo rule per item the flow shows; the condition names only this question. */
export function reglasCribado(flujo: string): Regla[] {
  return urgenciasParaFlujo(flujo).map((u) => ({ ...u.regla, si: `${CRIBADO_ID} = '${u.opcion}'`, urgencia: 'rojo' }));
}

/** The sources of the items the flow shows, without repeating one the flow already cites. */
export function fuentesCribado(flujo: string, propias: readonly Fuente[]): Fuente[] {
  const vistas = new Set(propias.map((f) => f.url));
  const fuentes: Fuente[] = [];
  for (const u of urgenciasParaFlujo(flujo)) {
    for (const fuente of u.fuentes) {
      if (vistas.has(fuente.url)) continue;
      vistas.add(fuente.url);
      fuentes.push(fuente);
    }
  }
  return fuentes;
}


/**
 * The opening questions about a threat to life that come before the screen:
 * a child who is not breathing well or not responding is sent on at once,
 * before any list is read.
 */
const AMENAZAS_VITALES = new Set([
  'respiracion', 'respira_mal', 'esfuerzo_respiratorio', 'via_aerea', 'respira_boca',
  'color', 'color_grave', 'circulacion', 'signos_shock',
  'no_responde', 'actividad', 'adormilado', 'manchas_piel',
]);

/**
 * Where the screen goes: right after `despuesDe` when the flow names the last
 * of its own immediate life-threat questions, otherwise after the age and the
 * leading shared life-threat questions.
 */
function posicionCribado(flujo: Flujo, despuesDe?: string): number {
  if (despuesDe !== undefined) {
    const indice = flujo.preguntas.findIndex((p) => p.id === despuesDe);
    if (indice < 0) throw new Error(`${flujo.id}: el cribado va después de '${despuesDe}', que no es una pregunta del flujo`);
    return indice + 1;
  }
  let i = 1;
  for (let p = flujo.preguntas[i]; p && AMENAZAS_VITALES.has(p.id) && !p.mostrar_si; p = flujo.preguntas[i]) i++;
  return i;
}

/**
 * A flow with the screen: its question early in the flow, its rojo rules right
 * after the flow's own rojo rules, so the flow still ends with its catch-all
 * (CLINICAL.md "Rules") and reads from rojo down.
 */
export function conCribado(flujo: Flujo, despuesDe?: string): Flujo {
  const posicion = posicionCribado(flujo, despuesDe);
  const trasRojas = flujo.reglas.findLastIndex((r) => r.urgencia === 'rojo') + 1;
  return {
    ...flujo,
    fuentes: [...flujo.fuentes, ...fuentesCribado(flujo.id, flujo.fuentes)],
    preguntas: [...flujo.preguntas.slice(0, posicion), preguntaCribado(flujo.id), ...flujo.preguntas.slice(posicion)],
    reglas: [...flujo.reglas.slice(0, trasRojas), ...reglasCribado(flujo.id), ...flujo.reglas.slice(trasRojas)],
  };
}
