/**
 * Consultation changes announced to every app process (tech-notes §4): the
 * NOTIFY goes out in the transaction that made the change, so it is delivered
 * on commit and never for a change that rolled back. It carries the id and
 * the state before the change only — no health data in the notify queue.
 */
import { sql } from 'drizzle-orm';
import type { EstadoConsulta } from '../../domain/consultas/estado.ts';
import type { Db } from '../db/database.ts';

export const CANAL_CONSULTAS = 'consultas';

export interface AvisoConsulta {
  readonly id: string;
  readonly antes: EstadoConsulta | null;
}

export async function anunciarCambio(tx: Db, aviso: AvisoConsulta): Promise<void> {
  await tx.execute(sql`select pg_notify(${CANAL_CONSULTAS}, ${JSON.stringify(aviso)})`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ESTADOS = new Set(['pendiente', 'activa', 'cerrada', 'cancelada']);

/** A payload from the channel, or null when it is not ours. */
export function leerAviso(payload: string): AvisoConsulta | null {
  try {
    const valor = JSON.parse(payload) as { id?: unknown; antes?: unknown };
    if (typeof valor.id !== 'string' || !UUID.test(valor.id)) return null;
    const antes = typeof valor.antes === 'string' && ESTADOS.has(valor.antes) ? (valor.antes as EstadoConsulta) : null;
    return { id: valor.id, antes };
  } catch {
    return null;
  }
}
