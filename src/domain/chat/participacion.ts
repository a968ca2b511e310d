/**
 * Who writes in a consultation's chat (SPEC §4, §6): the family and the
 * assigned paediatrician, only while it is 'activa'. An admin reads the
 * active ones ('Chats Activos') but never writes. Reading follows `puedeVer`.
 */
import { puedeVer, type Actor, type ConsultaAcceso } from '../consultas/estado.ts';

export type DecisionEscritura = { readonly ok: true } | { readonly ok: false; readonly motivo: 'sin_permiso' | 'no_activa' };

export function esParticipante(actor: Actor, c: ConsultaAcceso): boolean {
  return (c.userId !== null && c.userId === actor.id) || (actor.rol === 'pediatra' && c.pediatraId === actor.id);
}

export function puedeEscribir(actor: Actor, c: ConsultaAcceso): DecisionEscritura {
  if (!esParticipante(actor, c)) return { ok: false, motivo: 'sin_permiso' };
  return c.status === 'activa' ? { ok: true } : { ok: false, motivo: 'no_activa' };
}

export function puedeLeerMensajes(actor: Actor, c: ConsultaAcceso): boolean {
  return esParticipante(actor, c) || (puedeVer(actor, c) && actor.rol === 'admin');
}

/**
 * DECISIONS read-10: a family that paid without consenting to images is asked
 * before its first photo. The consent is the family's, about their child: a
 * paediatrician's image (a diagram, a leaflet) needs none.
 */
export function faltaConsentimientoImagenes(actor: Actor, c: ConsultaAcceso & { readonly imagenesConsentidas: boolean }, esImagen: boolean): boolean {
  return esImagen && !c.imagenesConsentidas && c.userId === actor.id;
}
