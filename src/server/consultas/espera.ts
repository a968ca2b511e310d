/**
 * No silent waiting (DECISIONS beyond-7): a paid consultation that nobody has
 * accepted within CONSULTATION_WAIT_ALERT_MINUTES is reported to every admin,
 * once — the conditional update on `aviso_espera_at` makes one process, once,
 * the one that sends. The family's page shows the wait and offers the refund.
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultasChat, profiles, user } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { consultaEsperandoEmail } from '../mail/templates.ts';

export async function avisarEsperasLargas(
  db: Db,
  mailer: Mailer,
  { ahora, minutos, appName, urlPanel }: { ahora: Date; minutos: number; appName: string; urlPanel: string },
): Promise<number> {
  const limite = new Date(ahora.getTime() - minutos * 60_000);
  const avisadas = await db
    .update(consultasChat)
    .set({ avisoEsperaAt: ahora })
    .where(and(eq(consultasChat.status, 'pendiente'), isNull(consultasChat.avisoEsperaAt), lte(consultasChat.createdAt, limite)))
    .returning({ createdAt: consultasChat.createdAt });
  if (avisadas.length === 0) return 0;
  const admins = await db.select({ email: user.email }).from(profiles).innerJoin(user, eq(user.id, profiles.userId)).where(eq(profiles.role, 'admin'));
  // One e-mail per admin per sweep, however many wait.
  const masAntigua = Math.min(...avisadas.map((c) => c.createdAt.getTime()));
  const espera = Math.round((ahora.getTime() - masAntigua) / 60_000);
  for (const admin of admins) await mailer.send(consultaEsperandoEmail(appName, admin.email, avisadas.length, espera, urlPanel));
  return avisadas.length;
}
