/**
 * Chat events announced to every app process, as consultation changes are
 * (consultas/avisos.ts): sent inside the transaction that stored the change,
 * so only what is committed is announced; ids and numbers only.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

export const CANAL_CHAT = 'chat';

export type AvisoChat = { readonly tipo: 'mensaje'; readonly consultaId: string; readonly seq: number } | { readonly tipo: 'leidos'; readonly consultaId: string };

export async function anunciarChat(tx: Db, aviso: AvisoChat): Promise<void> {
  await tx.execute(sql`select pg_notify(${CANAL_CHAT}, ${JSON.stringify(aviso)})`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function leerAvisoChat(payload: string): AvisoChat | null {
  try {
    const v = JSON.parse(payload) as { tipo?: unknown; consultaId?: unknown; seq?: unknown };
    if (typeof v.consultaId !== 'string' || !UUID.test(v.consultaId)) return null;
    if (v.tipo === 'leidos') return { tipo: 'leidos', consultaId: v.consultaId };
    if (v.tipo === 'mensaje' && Number.isInteger(v.seq) && (v.seq as number) > 0) return { tipo: 'mensaje', consultaId: v.consultaId, seq: v.seq as number };
    return null;
  } catch {
    return null;
  }
}
