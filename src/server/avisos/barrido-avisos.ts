/**
 * The notifications sweep (decision 0027). Every app process runs it every
 * few seconds; each piece of news is claimed by one conditional update (a
 * mark set once), so of several processes exactly one notifies it. News of
 * one consultation is claimed under that consultation's row lock, so one
 * sweep takes all of it and its recipients get one push and one e-mail,
 * not one per message. Claims commit before anything is sent: a process
 * that dies in between loses that notification rather than sending it twice.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  avisosDeConsulta,
  avisosDePendientes,
  limitesDelBarrido,
  segunPreferencias,
  type Aviso,
  type NovedadesConsulta,
} from '../../domain/avisos/decidir.ts';
import type { Db } from '../db/database.ts';
import { consultasChat, mensajesChat, preferenciasAvisos, profiles, suscripcionesPush, user } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { EmisorPush } from './emisor-push.ts';
import { correoAviso } from './plantillas.ts';
import { dispositivosDe, olvidarDispositivo, preferenciasDe } from './repositorio.ts';

export interface DependenciasAvisos {
  readonly db: Db;
  readonly mailer: Mailer;
  readonly emisor: EmisorPush;
  readonly appName: string;
  readonly urlPublica: string;
  readonly minutosEmail: number;
}

export interface ResultadoBarrido {
  /** Push messages the push services accepted. */
  readonly push: number;
  /** Devices forgotten because their push service said they are gone. */
  readonly olvidados: number;
  readonly correos: number;
}

type Limites = ReturnType<typeof limitesDelBarrido>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A new paid consultation keeps its push for an hour at the push service; news of one's own consultation, a day. */
const TTL_PENDIENTES_S = 60 * 60;
const TTL_NOVEDADES_S = 24 * 60 * 60;

export async function barrerAvisos(deps: DependenciasAvisos, ahora: Date): Promise<ResultadoBarrido> {
  const limites = limitesDelBarrido(ahora.getTime(), deps.minutosEmail);
  const avisos: Aviso[] = [...(await reclamarPendientes(deps, ahora, limites))];
  for (const consultaId of await consultasConNovedades(deps.db, limites)) {
    const novedades = await reclamarConsulta(deps.db, consultaId, ahora, limites);
    if (novedades) avisos.push(...avisosDeConsulta(novedades, deps.appName));
  }
  if (avisos.length === 0) return { push: 0, olvidados: 0, correos: 0 };
  const elegidos = segunPreferencias(avisos, await preferenciasDe(deps.db, [...new Set(avisos.map((a) => a.userId))]));
  const push = await enviarPush(deps, elegidos.filter((a) => a.canal === 'push'));
  const correos = await enviarCorreos(deps, elegidos.filter((a) => a.canal === 'email'));
  return { ...push, correos };
}

/**
 * Paid consultations no paediatrician's device has been told about: one push
 * to every paediatrician who wants them, whatever their number. While no
 * paediatrician has a device with push on, nothing is claimed (and nothing
 * written): one who turns it on while a consultation still waits hears of it.
 */
async function reclamarPendientes(deps: DependenciasAvisos, ahora: Date, l: Limites): Promise<Aviso[]> {
  const pediatras = await deps.db
    .selectDistinct({ id: profiles.userId })
    .from(profiles)
    .innerJoin(suscripcionesPush, eq(suscripcionesPush.userId, profiles.userId))
    .leftJoin(preferenciasAvisos, eq(preferenciasAvisos.userId, profiles.userId))
    .where(and(eq(profiles.role, 'pediatra'), sql`coalesce(${preferenciasAvisos.push}, true)`));
  if (pediatras.length === 0) return [];
  const nuevas = await deps.db
    .update(consultasChat)
    .set({ avisoPendientePushAt: ahora })
    .where(and(eq(consultasChat.status, 'pendiente'), isNull(consultasChat.avisoPendientePushAt), gt(consultasChat.createdAt, l.pushDesde)))
    .returning({ id: consultasChat.id });
  return avisosDePendientes(
    nuevas.length,
    pediatras.map((p) => p.id),
    deps.appName,
  );
}

/** Consultations with something to claim: an acceptance not pushed, unread messages not pushed or e-mailed, an acceptance the family has not opened. */
async function consultasConNovedades(db: Db, l: Limites): Promise<string[]> {
  const aceptadas = db.select({ id: consultasChat.id }).from(consultasChat).where(aceptadaSinPush(l));
  const sinAbrir = db
    .select({ id: consultasChat.id })
    .from(consultasChat)
    .where(and(isNull(consultasChat.avisoAceptadaEmailAt), lte(consultasChat.aceptadaAt, l.emailHasta), gt(consultasChat.aceptadaAt, l.emailDesde), familiaSinAbrir()));
  const sinPush = db
    .select({ id: mensajesChat.consultaId })
    .from(mensajesChat)
    .innerJoin(consultasChat, eq(consultasChat.id, mensajesChat.consultaId))
    .where(
      and(
        mensajeSinPush(l),
        or(
          and(eq(mensajesChat.senderId, consultasChat.userId), recibePush(consultasChat.pediatraId)),
          and(eq(mensajesChat.senderId, consultasChat.pediatraId), recibePush(consultasChat.userId)),
        ),
      ),
    );
  const sinEmail = db
    .select({ id: mensajesChat.consultaId })
    .from(mensajesChat)
    .where(and(eq(mensajesChat.isRead, false), isNull(mensajesChat.avisoEmailAt), lte(mensajesChat.createdAt, l.emailHasta), gt(mensajesChat.createdAt, l.emailDesde)));
  const filas = await aceptadas.union(sinAbrir).union(sinPush).union(sinEmail);
  return filas.map((f) => f.id);
}

/**
 * Someone with a device and push not turned off. Pushes are claimed only for
 * them: news for anyone else stays unclaimed — nothing is written — and is
 * pushed if they turn push on while it is still fresh and unread.
 */
function recibePush(userId: SQL | AnyPgColumn) {
  return sql`(exists (select 1 from ${suscripcionesPush} s where s.user_id = ${userId}) and not exists (select 1 from ${preferenciasAvisos} p where p.user_id = ${userId} and not p.push))`;
}

/** An acceptance is news for a short while only: pushed at once, or not at all (the e-mail covers a family away longer). */
function aceptadaSinPush(l: Limites) {
  return and(isNull(consultasChat.avisoAceptadaPushAt), gt(consultasChat.aceptadaAt, l.aceptadaPushDesde), recibePush(consultasChat.userId));
}

function mensajeSinPush(l: Limites) {
  return and(eq(mensajesChat.isRead, false), isNull(mensajesChat.avisoPushAt), lte(mensajesChat.createdAt, l.pushHasta), gt(mensajesChat.createdAt, l.pushDesde));
}

/**
 * The family has not opened the chat since the acceptance: it has written
 * nothing and read nothing there (an open, visible chat marks what it shows
 * read). Only then is the acceptance itself e-mailed.
 */
function familiaSinAbrir() {
  return sql`not exists (select 1 from ${mensajesChat} m where m.consulta_id = ${consultasChat.id} and (m.sender_id is not distinct from ${consultasChat.userId} or m.is_read))`;
}

async function reclamarConsulta(db: Db, consultaId: string, ahora: Date, l: Limites): Promise<NovedadesConsulta | null> {
  return db.transaction(async (tx: Tx) => {
    // The lock makes concurrent sweeps take this consultation's news one after the other: the second finds it claimed.
    const [c] = await tx
      .select({ familiaId: consultasChat.userId, pediatraId: consultasChat.pediatraId })
      .from(consultasChat)
      .where(eq(consultasChat.id, consultaId))
      .for('update');
    if (!c) return null;
    const aceptadaPush = await tx
      .update(consultasChat)
      .set({ avisoAceptadaPushAt: ahora })
      .where(and(eq(consultasChat.id, consultaId), aceptadaSinPush(l)))
      .returning({ id: consultasChat.id });
    // Read before this sweep's own e-mail marks: who was already told by e-mail and has not come back since.
    const yaAvisados = await tx
      .selectDistinct({ remitente: mensajesChat.senderId })
      .from(mensajesChat)
      .where(and(eq(mensajesChat.consultaId, consultaId), eq(mensajesChat.isRead, false), isNotNull(mensajesChat.avisoEmailAt)));
    const aceptadaEmail = await tx
      .update(consultasChat)
      .set({ avisoAceptadaEmailAt: ahora })
      .where(
        and(
          eq(consultasChat.id, consultaId),
          isNull(consultasChat.avisoAceptadaEmailAt),
          lte(consultasChat.aceptadaAt, l.emailHasta),
          gt(consultasChat.aceptadaAt, l.emailDesde),
          familiaSinAbrir(),
        ),
      )
      .returning({ id: consultasChat.id });
    const noLeidos = and(eq(mensajesChat.consultaId, consultaId), eq(mensajesChat.isRead, false));
    // Only messages whose recipient can be pushed: the family's to a paediatrician with a device, and the other way round.
    const remitentesConDestino = [
      c.familiaId && c.pediatraId ? and(eq(mensajesChat.senderId, c.familiaId), recibePush(sql`${c.pediatraId}`)) : undefined,
      c.familiaId && c.pediatraId ? and(eq(mensajesChat.senderId, c.pediatraId), recibePush(sql`${c.familiaId}`)) : undefined,
    ];
    const paraPush = await tx
      .update(mensajesChat)
      .set({ avisoPushAt: ahora })
      .where(and(eq(mensajesChat.consultaId, consultaId), mensajeSinPush(l), or(...remitentesConDestino) ?? sql`false`))
      .returning({ remitente: mensajesChat.senderId });
    const paraEmail = await tx
      .update(mensajesChat)
      .set({ avisoEmailAt: ahora })
      .where(and(noLeidos, isNull(mensajesChat.avisoEmailAt), lte(mensajesChat.createdAt, l.emailHasta), gt(mensajesChat.createdAt, l.emailDesde)))
      .returning({ remitente: mensajesChat.senderId });
    const yaAvisadosPorEmail = yaAvisados
      .map((f) => (f.remitente === c.familiaId ? c.pediatraId : f.remitente === c.pediatraId ? c.familiaId : null))
      .filter((id): id is string => id !== null);
    return {
      consultaId,
      familiaId: c.familiaId,
      pediatraId: c.pediatraId,
      aceptadaPush: aceptadaPush.length > 0,
      aceptadaEmail: aceptadaEmail.length > 0,
      remitentesPush: paraPush.map((f) => f.remitente),
      remitentesEmail: paraEmail.map((f) => f.remitente),
      yaAvisadosPorEmail,
    };
  });
}

/** Every device of every person told, at once; a device its push service says is gone is forgotten. */
async function enviarPush(deps: DependenciasAvisos, avisos: readonly Aviso[]): Promise<{ push: number; olvidados: number }> {
  if (avisos.length === 0) return { push: 0, olvidados: 0 };
  const dispositivos = await dispositivosDe(deps.db, [...new Set(avisos.map((a) => a.userId))]);
  const envios = avisos.flatMap((aviso) =>
    dispositivos
      .filter((d) => d.userId === aviso.userId)
      .map(async (d) => {
        const resultado = await deps.emisor.enviar(d, aviso.contenido, {
          ttlSegundos: aviso.consultaId ? TTL_NOVEDADES_S : TTL_PENDIENTES_S,
          tema: aviso.consultaId ? aviso.consultaId.replaceAll('-', '') : 'pendientes',
        });
        if (resultado === 'caducada') await olvidarDispositivo(deps.db, d.id);
        return resultado;
      }),
  );
  const resultados = await Promise.all(envios);
  return { push: resultados.filter((r) => r === 'entregado').length, olvidados: resultados.filter((r) => r === 'caducada').length };
}

async function enviarCorreos(deps: DependenciasAvisos, avisos: readonly Aviso[]): Promise<number> {
  if (avisos.length === 0) return 0;
  const direcciones = await deps.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.id, [...new Set(avisos.map((a) => a.userId))]));
  const emailDe = new Map(direcciones.map((d) => [d.id, d.email]));
  let enviados = 0;
  for (const aviso of avisos) {
    const to = emailDe.get(aviso.userId);
    if (!to) continue;
    await deps.mailer.send(correoAviso(deps.appName, to, aviso, deps.urlPublica));
    enviados++;
  }
  return enviados;
}
