/**
 * The paid consultation's life (SPEC §4 "Consultation status", §6, DECISIONS
 * read-11): pendiente → activa → cerrada, or pendiente → cancelada when the
 * family withdraws before any paediatrician accepts. Who may do what lives
 * here; the server asks before every change and writes the change as one
 * conditional update whose condition is `desde` below, so a racing second
 * actor finds nothing to update.
 */
import type { Rol } from '../../shared/me.ts';

export const ESTADOS_CONSULTA = ['pendiente', 'activa', 'cerrada', 'cancelada'] as const;
export type EstadoConsulta = (typeof ESTADOS_CONSULTA)[number];

export type AccionConsulta = 'aceptar' | 'cerrar' | 'cancelar';

export interface Actor {
  readonly id: string;
  readonly rol: Rol;
}

/** The fields of a consultation that decide access; the rest is content. */
export interface ConsultaAcceso {
  readonly status: EstadoConsulta;
  /** Null once the family's account is deleted (the record is kept, detached). */
  readonly userId: string | null;
  readonly pediatraId: string | null;
}

/** The one state each action starts from, and the state it leaves. */
export const TRANSICIONES: Readonly<Record<AccionConsulta, { readonly desde: EstadoConsulta; readonly hacia: EstadoConsulta }>> = {
  aceptar: { desde: 'pendiente', hacia: 'activa' },
  cerrar: { desde: 'activa', hacia: 'cerrada' },
  cancelar: { desde: 'pendiente', hacia: 'cancelada' },
};

export type Decision = { readonly ok: true; readonly hacia: EstadoConsulta } | { readonly ok: false; readonly motivo: 'sin_permiso' | 'estado' };

const esFamilia = (actor: Actor, c: ConsultaAcceso) => c.userId !== null && c.userId === actor.id;
const esAsignado = (actor: Actor, c: ConsultaAcceso) => actor.rol === 'pediatra' && c.pediatraId === actor.id;

/**
 * May this actor see this consultation? The family that paid; a paediatrician
 * when it waits for someone (to decide to accept) or is theirs; an admin
 * while it is active (SPEC §6 'Chats Activos') or when it is their own.
 */
export function puedeVer(actor: Actor, c: ConsultaAcceso): boolean {
  if (esFamilia(actor, c)) return true;
  if (actor.rol === 'pediatra') return c.status === 'pendiente' || c.pediatraId === actor.id;
  if (actor.rol === 'admin') return c.status === 'activa';
  return false;
}

/** Whether the actor may take the action on the consultation as it is now. */
export function decidir(actor: Actor, accion: AccionConsulta, c: ConsultaAcceso): Decision {
  // Someone who may not see the consultation learns nothing about its state.
  if (!puedeVer(actor, c)) return { ok: false, motivo: 'sin_permiso' };
  const permitido =
    accion === 'aceptar' ? actor.rol === 'pediatra' && (c.pediatraId === null || c.pediatraId === actor.id) : accion === 'cerrar' ? esAsignado(actor, c) : esFamilia(actor, c);
  if (!permitido) return { ok: false, motivo: 'sin_permiso' };
  const { desde, hacia } = TRANSICIONES[accion];
  return c.status === desde ? { ok: true, hacia } : { ok: false, motivo: 'estado' };
}

/**
 * Should a change to this consultation be pushed to this actor? Everyone who
 * may see it after the change, and every paediatrician when it stops waiting
 * (so the entry leaves their list). The event carries the id only; the client
 * then fetches what it may see.
 */
export function debeRecibirAviso(actor: Actor, despues: ConsultaAcceso, estadoAnterior: EstadoConsulta | null): boolean {
  if (puedeVer(actor, despues)) return true;
  if (actor.rol === 'pediatra' && estadoAnterior === 'pendiente') return true;
  // An admin's 'Chats Activos' loses the entry when it closes.
  return actor.rol === 'admin' && estadoAnterior === 'activa';
}

/** Consultations a paediatrician's list holds (SPEC §7: assigned to them or pending). */
export function estaEnListaDePediatra(pediatraId: string, c: ConsultaAcceso): boolean {
  return c.status === 'pendiente' || c.pediatraId === pediatraId;
}

/**
 * Issue 12: the family is promised the name and número de colegiado of who
 * attends them, so a paediatrician without a recorded number may not accept.
 * Asked once `decidir` has allowed the acceptance, with the number read in
 * the accepting transaction.
 */
export function faltaColegiadoParaAceptar(accion: AccionConsulta, numeroColegiado: string | null | undefined): boolean {
  return accion === 'aceptar' && !numeroColegiado?.trim();
}
