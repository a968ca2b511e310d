/**
 * Answer sets for the browser journeys: a well child by default (first option,
 * 'No', ordinary numbers), changed only where a journey says so.
 */
import { FLUJOS_POR_ID } from '../src/domain/triage/catalogue/index.ts';
import { ESFUERZO } from '../src/domain/triage/catalogue/banderas-respiracion.ts';
import { URGENCIAS_DE_OTRA_PUERTA } from '../src/domain/triage/catalogue/urgencias-otras-puertas.ts';
import type { Flujo, Respuestas, Urgencia, ValorRespuesta } from '../src/domain/triage/types.ts';

const NUMEROS_HABITUALES: Readonly<Record<string, number>> = {
  peso_kg: 15,
  temperatura: 38.5,
  respiraciones_minuto: 30,
  veces_vomito: 2,
  vomitos: 0,
  chichon_cm: 1,
  dias_vida: 10,
};

export function respuestasPara(flujo: Flujo, cambios: Readonly<Record<string, ValorRespuesta>>): Respuestas {
  const respuestas: Record<string, ValorRespuesta> = {};
  for (const p of flujo.preguntas) {
    if (p.tipo === 'opciones') respuestas[p.id] = p.opciones?.[0] ?? '';
    else if (p.tipo === 'si_no') respuestas[p.id] = 'no';
    else if (p.tipo === 'numero') respuestas[p.id] = NUMEROS_HABITUALES[p.id] ?? 1;
    else respuestas[p.id] = 'no lo sé';
  }
  return { ...respuestas, ...cambios };
}

export interface Recorrido {
  readonly flujo: Flujo;
  readonly categoria: string | null;
  readonly urgencia: Urgencia;
  readonly respuestas: Respuestas;
  readonly descripcion: string;
}

function recorrido(id: string, categoria: string | null, urgencia: Urgencia, descripcion: string, cambios: Readonly<Record<string, ValorRespuesta>>): Recorrido {
  const flujo = FLUJOS_POR_ID.get(id);
  if (!flujo) throw new Error(`no existe el flujo ${id}`);
  return { flujo, categoria, urgencia, descripcion, respuestas: respuestasPara(flujo, cambios) };
}

function opcionDelCribado(clave: string): string {
  const urgencia = URGENCIAS_DE_OTRA_PUERTA.find((u) => u.clave === clave);
  if (!urgencia) throw new Error(`no existe la urgencia ${clave} en el cribado`);
  return urgencia.opcion;
}

const FIEBRE = 'Fiebre y malestar general';
const RESPIRATORIO = 'Respiratorio y garganta';
const DIGESTIVO = 'Digestivo';
const GOLPES = 'Golpes y heridas';
const BEBES = 'Bebés y recién nacidos';

export const RECORRIDOS: readonly Recorrido[] = [
  recorrido('fiebre', FIEBRE, 'amarillo', 'baby of 3-6 months with 39 °C', { edad_rango: '3-6 meses', temperatura_medida: 'si', temperatura: 39 }),
  recorrido('tos', RESPIRATORIO, 'rojo', 'ribs sucking in hard, grunting', { edad_rango: '1-2 años', esfuerzo_respiratorio: ESFUERZO.grave }),
  recorrido('tos', RESPIRATORIO, 'amarillo', 'baby under 3 months with a cough', { edad_rango: '0-3 meses' }),
  recorrido('tos', RESPIRATORIO, 'verde', 'a cold with a cough, well', { edad_rango: '2-5 años' }),
  recorrido('vomitos', DIGESTIVO, 'rojo', 'dark green vomit', { edad_rango: '2-5 años', color_vomito: 'Verde oscuro, como espinacas' }),
  recorrido('diarrea', DIGESTIVO, 'amarillo', '6 watery stools a day', { edad_rango: '2-5 años', deposiciones: 6 }),
  recorrido('diarrea', DIGESTIVO, 'rojo', 'a fit during a tummy bug, caught by the emergency screen', {
    edad_rango: '1-2 años',
    otra_urgencia: opcionDelCribado('convulsion'),
  }),
  recorrido('vomitos', DIGESTIVO, 'verde', 'two vomits today, drinking well', { edad_rango: '5-12 años', veces_vomito: 2 }),
  recorrido('golpes_caidas', GOLPES, 'rojo', 'two vomits after a head bump', { edad_rango: '2-5 años', vomitos: 2 }),
  recorrido('golpes_caidas', GOLPES, 'amarillo', 'one vomit after a head bump', { edad_rango: '2-5 años', vomitos: 1 }),
  recorrido('golpes_caidas', GOLPES, 'verde', 'a minor bump, playing normally', { edad_rango: '2-5 años' }),
  recorrido('ictericia_neonatal', BEBES, 'rojo', 'yellow in the first day of life', { edad_rango: '0-3 meses', dias_vida: 1, primer_dia: 'si' }),
  recorrido('ictericia_neonatal', BEBES, 'amarillo', 'still yellow at 3 weeks', { edad_rango: '0-3 meses', dias_vida: 21 }),
  recorrido('ictericia_neonatal', BEBES, 'verde', 'mild yellow face at 5 days, feeding well', { edad_rango: '0-3 meses', dias_vida: 5, valorada: 'si' }),
];
