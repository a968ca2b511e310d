/**
 * Files uploaded to a draft and never sent are not kept: once their preview
 * link has expired (7 days), at once when the consultation is no longer
 * 'activa' (nobody can send them any more), and when the uploader's account
 * is gone. The row goes first, under the same condition a send checks, so a
 * file a message has just taken is never removed.
 */
import { and, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CADUCIDAD_VISTA_PREVIA_S, type Almacen } from '../archivos/almacen.ts';
import type { Db } from '../db/database.ts';
import { adjuntosChat, consultasChat } from '../db/schema.ts';
import type { Reloj } from '../limits/ventana.ts';

const CADA_MS = 10 * 60_000;
const POR_VUELTA = 500;

export async function barrerAdjuntosSinEnviar(db: Db, almacen: Almacen, ahora: Date): Promise<number> {
  const caducados = new Date(ahora.getTime() - CADUCIDAD_VISTA_PREVIA_S * 1000);
  const cerradas = db.select({ id: consultasChat.id }).from(consultasChat).where(ne(consultasChat.status, 'activa'));
  const candidatos = db
    .select({ id: adjuntosChat.id })
    .from(adjuntosChat)
    .where(and(isNull(adjuntosChat.mensajeId), or(lt(adjuntosChat.createdAt, caducados), isNull(adjuntosChat.subidoPor), inArray(adjuntosChat.consultaId, cerradas))))
    .limit(POR_VUELTA);
  const borrados = await db
    .delete(adjuntosChat)
    .where(and(inArray(adjuntosChat.id, candidatos), isNull(adjuntosChat.mensajeId)))
    .returning({ clave: adjuntosChat.clave });
  for (const { clave } of borrados) await almacen.borrar(clave);
  return borrados.length;
}

export function programarLimpiezaAdjuntos(app: FastifyInstance, db: Db, almacen: Almacen, reloj: Reloj): void {
  const temporizador = setInterval(() => {
    barrerAdjuntosSinEnviar(db, almacen, new Date(reloj())).catch((err: unknown) => app.log.warn({ err }, 'unsent attachments sweep failed'));
  }, CADA_MS);
  temporizador.unref();
  app.addHook('onClose', async () => clearInterval(temporizador));
}
