/**
 * accept-consultation and its siblings (close, cancel): the domain decides
 * who may, and the change is one conditional update in one transaction
 * whose condition is the state the action starts from, so of two actors
 * racing exactly one wins and the other is told it could not.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { decidir, faltaColegiadoParaAceptar, puedeVer, TRANSICIONES, type AccionConsulta, type Actor } from '../../domain/consultas/estado.ts';
import type { Db } from '../db/database.ts';
import { consultasChat, pagos, profiles } from '../db/schema.ts';
import { anunciarCambio } from './avisos.ts';

export type ResultadoAccion = { ok: true; pagoId: string } | { ok: false; status: 403 | 404 | 409; code: string; message: string };

const SIN_COLEGIADO = {
  ok: false,
  status: 403,
  code: 'colegiado_required',
  message: 'Para aceptar consultas falta tu número de colegiado. Pide a un administrador que lo registre.',
} as const satisfies ResultadoAccion;

const FALLO: Record<AccionConsulta, string> = {
  aceptar: 'No se pudo aceptar la consulta',
  cerrar: 'No se pudo cerrar la consulta',
  cancelar: 'No se pudo cancelar la consulta: un pediatra ya la ha aceptado.',
};

export async function aplicarAccion(db: Db, actor: Actor, accion: AccionConsulta, consultaId: string, ahora: Date): Promise<ResultadoAccion> {
  const [fila] = await db
    .select({ status: consultasChat.status, userId: consultasChat.userId, pediatraId: consultasChat.pediatraId, pagoId: consultasChat.pagoId })
    .from(consultasChat)
    .where(eq(consultasChat.id, consultaId));
  if (!fila) return { ok: false, status: 404, code: 'not_found', message: 'Consulta no encontrada.' };
  // A paediatrician who saw it waiting and pressed 'Aceptar' a moment too late is told so, not "not found".
  if (accion === 'aceptar' && actor.rol === 'pediatra' && fila.status !== 'pendiente' && fila.pediatraId !== actor.id) {
    return { ok: false, status: 409, code: 'conflict', message: FALLO.aceptar };
  }
  if (!puedeVer(actor, fila)) return { ok: false, status: 404, code: 'not_found', message: 'Consulta no encontrada.' };
  const decision = decidir(actor, accion, fila);
  if (!decision.ok) {
    return decision.motivo === 'estado'
      ? { ok: false, status: 409, code: 'conflict', message: FALLO[accion] }
      : { ok: false, status: 403, code: 'forbidden', message: 'No tienes permiso para esta acción.' };
  }
  const { desde, hacia } = TRANSICIONES[accion];
  const cambio = {
    aceptar: { set: { status: hacia, pediatraId: actor.id, aceptadaAt: ahora }, quien: isNull(consultasChat.pediatraId) },
    cerrar: { set: { status: hacia, cerradaPor: actor.id, cerradaAt: ahora }, quien: eq(consultasChat.pediatraId, actor.id) },
    cancelar: { set: { status: hacia, canceladaAt: ahora }, quien: eq(consultasChat.userId, actor.id) },
  }[accion] satisfies { set: Partial<typeof consultasChat.$inferInsert>; quien: SQL };

  return db.transaction(async (tx): Promise<ResultadoAccion> => {
    if (accion === 'aceptar') {
      // Read under a share lock: an operator clearing the number waits for this acceptance to commit, or wins before it.
      const [perfil] = await tx.select({ numero: profiles.numeroColegiado }).from(profiles).where(eq(profiles.userId, actor.id)).for('share');
      if (faltaColegiadoParaAceptar(accion, perfil?.numero)) return SIN_COLEGIADO;
    }
    const [hecho] = await tx
      .update(consultasChat)
      .set(cambio.set)
      .where(and(eq(consultasChat.id, consultaId), eq(consultasChat.status, desde), cambio.quien))
      .returning({ pagoId: consultasChat.pagoId });
    if (!hecho) return { ok: false, status: 409, code: 'conflict', message: FALLO[accion] };
    // Our terms promise a full refund before acceptance: the refund is owed from this commit on.
    if (accion === 'cancelar') {
      await tx.update(pagos).set({ estado: 'reembolso_pendiente' }).where(and(eq(pagos.id, hecho.pagoId), eq(pagos.estado, 'pagado')));
    }
    await anunciarCambio(tx, { id: consultaId, antes: desde });
    return { ok: true, pagoId: hecho.pagoId };
  });
}
