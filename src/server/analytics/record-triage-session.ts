import type { SesionAnalitica } from '../../shared/analytics.ts';
import type { Db } from '../db/database.ts';
import { analyticsTriajeSessions } from '../db/schema.ts';

const MAX_USER_AGENT = 512;

export interface RecordTriageSessionOptions {
  readonly sesion: SesionAnalitica;
  readonly userAgent: string | undefined;
  readonly now: Date;
}

/** Stores one started/completed row (SPEC §3 analytics_triaje_sessions). */
export async function recordTriageSession(db: Db, { sesion, userAgent, now }: RecordTriageSessionOptions): Promise<void> {
  await db.insert(analyticsTriajeSessions).values({
    sessionId: sesion.session_id,
    flujoTipo: sesion.flujo_tipo,
    status: sesion.status,
    userAgent: userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    completedAt: sesion.status === 'completed' ? now : null,
  });
}
