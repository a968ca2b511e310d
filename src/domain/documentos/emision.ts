/**
 * Who may issue a clinical document, and when (issue 12): only the
 * paediatrician the consultation is assigned to, only while it is 'activa',
 * and only with a registration number to print on it.
 */
import type { Actor, ConsultaAcceso } from '../consultas/estado.ts';

export type DecisionEmision = { readonly ok: true } | { readonly ok: false; readonly motivo: 'sin_permiso' | 'no_activa' | 'sin_colegiado' };

export function puedeEmitirDocumento(actor: Actor, c: ConsultaAcceso, numeroColegiado: string | null): DecisionEmision {
  if (actor.rol !== 'pediatra' || c.pediatraId !== actor.id) return { ok: false, motivo: 'sin_permiso' };
  if (c.status !== 'activa') return { ok: false, motivo: 'no_activa' };
  if (!numeroColegiado) return { ok: false, motivo: 'sin_colegiado' };
  return { ok: true };
}

/** The patient a document names: the child chosen at payment, else the one the paediatrician wrote in. */
export function pacienteDelDocumento(
  elegido: { nombre: string | null; edad: string | null },
  escrito: { nombre: string; edad: string } | undefined,
): { nombre: string; edad: string | null } | null {
  if (elegido.nombre) return { nombre: elegido.nombre, edad: elegido.edad };
  if (!escrito) return null;
  return { nombre: escrito.nombre, edad: escrito.edad || elegido.edad };
}
