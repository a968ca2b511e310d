/** How a consultation's triage and patient read in the lists and pages. */
import { fichaFlujo } from '../../../domain/triage/catalogue/portada.ts';
import { EDAD_OPCIONES, edadRangoAMeses } from '../../../domain/triage/edad.ts';
import type { Paciente, TriajeDeConsulta } from '../../../shared/consultas.ts';
import { MSG } from '../../messages.ts';

/** 'Tos · Lucas' or the flow's name alone; no triage: says so. */
export function nombreTriaje(triaje: TriajeDeConsulta | null, paciente: Paciente | null): string {
  if (!triaje) return paciente?.nombre ? `${MSG.consultas.sinTriaje} · ${paciente.nombre}` : MSG.consultas.sinTriaje;
  const ficha = fichaFlujo(triaje.flujo_tipo);
  const flujo = ficha ? `${ficha.icono} ${ficha.nombre}` : triaje.flujo_nombre;
  return paciente?.nombre ? `${flujo} · ${paciente.nombre}` : flujo;
}

/**
 * A child's profile gives exact months; without one the age is the
 * questionnaire's range (stored as its representative month, SPEC §5), so
 * the range itself is shown rather than a false precision.
 */
export function edadPaciente(paciente: Paciente): string | null {
  const meses = paciente.edad_meses;
  if (meses === null) return null;
  if (paciente.nombre === null) {
    const rango = EDAD_OPCIONES.find((r) => edadRangoAMeses(r) === meses);
    if (rango) return rango;
  }
  return MSG.consultas.edadMeses(meses);
}

