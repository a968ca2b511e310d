/**
 * Reading consultations (SPEC §7 selects on consultas_chat), with access
 * applied where the data is read: the same domain rule as every change.
 */
import { and, count, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { esParticipante } from '../../domain/chat/participacion.ts';
import { puedeVer, type Actor } from '../../domain/consultas/estado.ts';
import { rutaArchivo } from '../../shared/chat.ts';
import type { ConsultaDetalle, ConsultaResumen, InformeCierre } from '../../shared/consultas.ts';
import type { Db } from '../db/database.ts';
import { consultasChat, documentosClinicos, mensajesChat, pagos, profiles } from '../db/schema.ts';

type Fila = typeof consultasChat.$inferSelect;

const iso = (fecha: Date | null) => fecha?.toISOString() ?? null;

function aResumen(fila: Fila, noLeidos = 0, informe: InformeCierre | null = null): ConsultaResumen {
  const t = fila.triaje;
  return {
    id: fila.id,
    status: fila.status,
    created_at: fila.createdAt.toISOString(),
    user_id: fila.userId,
    pediatra_id: fila.pediatraId,
    pago_id: fila.pagoId,
    aceptada_at: iso(fila.aceptadaAt),
    cerrada_at: iso(fila.cerradaAt),
    cancelada_at: iso(fila.canceladaAt),
    triaje: t ? { flujo_tipo: t.flujo_tipo, flujo_nombre: t.flujo_nombre, urgencia: t.urgencia, titulo: t.titulo } : null,
    paciente: t || fila.pacienteNombre ? { nombre: fila.pacienteNombre, edad_meses: t?.edad_meses ?? null, peso_kg: t?.peso_kg ?? null } : null,
    no_leidos: noLeidos,
    informe_cierre: informe,
  };
}

/** Per consultation, the other participant's messages this actor has not read; nothing for an admin or a non-participant. */
async function noLeidos(db: Db, actor: Actor, filas: readonly Fila[]): Promise<Map<string, number>> {
  const ids = filas.filter((f) => f.status !== 'pendiente' && esParticipante(actor, f)).map((f) => f.id);
  if (ids.length === 0) return new Map();
  const cuentas = await db
    .select({ consultaId: mensajesChat.consultaId, total: count() })
    .from(mensajesChat)
    .where(and(inArray(mensajesChat.consultaId, ids), eq(mensajesChat.isRead, false), or(isNull(mensajesChat.senderId), ne(mensajesChat.senderId, actor.id))))
    .groupBy(mensajesChat.consultaId);
  return new Map(cuentas.map((c) => [c.consultaId, c.total]));
}

/** The closing reports of these consultations (only closed ones can have one). */
async function informesDeCierre(db: Db, filas: readonly Fila[]): Promise<Map<string, InformeCierre>> {
  const ids = filas.filter((f) => f.status === 'cerrada').map((f) => f.id);
  if (ids.length === 0) return new Map();
  const informes = await db
    .select({ consultaId: documentosClinicos.consultaId, id: documentosClinicos.id, codigo: documentosClinicos.codigo, createdAt: documentosClinicos.createdAt, seq: mensajesChat.seq })
    .from(documentosClinicos)
    .innerJoin(mensajesChat, eq(mensajesChat.id, documentosClinicos.mensajeId))
    .where(and(inArray(documentosClinicos.consultaId, ids), eq(documentosClinicos.esCierre, true)));
  return new Map(
    informes.map((i) => [i.consultaId, { documento_id: i.id, codigo: i.codigo, created_at: i.createdAt.toISOString(), pdf: rutaArchivo(i.consultaId, i.seq) }]),
  );
}

async function resumenes(db: Db, actor: Actor, filas: readonly Fila[]): Promise<ConsultaResumen[]> {
  const [cuentas, informes] = await Promise.all([noLeidos(db, actor, filas), informesDeCierre(db, filas)]);
  return filas.map((f) => aResumen(f, cuentas.get(f.id) ?? 0, informes.get(f.id) ?? null));
}

/** SPEC §7: a family's own (an admin is a family here); a paediatrician's assigned and every pending one. */
export async function listarConsultas(db: Db, actor: Actor): Promise<ConsultaResumen[]> {
  const filtro =
    actor.rol === 'pediatra' ? or(eq(consultasChat.status, 'pendiente'), eq(consultasChat.pediatraId, actor.id)) : eq(consultasChat.userId, actor.id);
  const filas = await db.select().from(consultasChat).where(filtro).orderBy(desc(consultasChat.createdAt)).limit(500);
  return resumenes(db, actor, filas);
}

/** 'Chats Activos': a paediatrician's active consultations; an admin sees every active one. */
export async function listarActivas(db: Db, actor: Actor): Promise<ConsultaResumen[]> {
  const filtro = actor.rol === 'admin' ? eq(consultasChat.status, 'activa') : and(eq(consultasChat.status, 'activa'), eq(consultasChat.pediatraId, actor.id));
  const filas = await db.select().from(consultasChat).where(filtro).orderBy(desc(consultasChat.createdAt)).limit(500);
  return resumenes(db, actor, filas);
}

export async function detalleConsulta(db: Db, actor: Actor, id: string): Promise<ConsultaDetalle | null> {
  const [fila] = await db
    .select({ consulta: consultasChat, pago: { importe: pagos.importeCentimos, moneda: pagos.moneda, estado: pagos.estado } })
    .from(consultasChat)
    .innerJoin(pagos, eq(pagos.id, consultasChat.pagoId))
    .where(eq(consultasChat.id, id));
  if (!fila || !puedeVer(actor, fila.consulta)) return null;
  const { consulta, pago } = fila;
  const [pediatra] = consulta.pediatraId
    ? await db
        .select({ nombre: profiles.nombre, apellidos: profiles.apellidos, numero_colegiado: profiles.numeroColegiado, colegio_provincia: profiles.colegioProvincia,
          especialidad: profiles.especialidad,
        })
        .from(profiles)
        .where(eq(profiles.userId, consulta.pediatraId))
    : [];
  const [resumen] = await resumenes(db, actor, [consulta]);
  return {
    ...(resumen as ConsultaResumen),
    cerrada_por: consulta.cerradaPor,
    imagenes_consentidas: consulta.imagenesConsentidas,
    respuestas: consulta.triaje?.respuestas ?? [],
    consejos: consulta.triaje?.consejos ?? [],
    pago: { importe_centimos: pago.importe, moneda: pago.moneda, estado: pago.estado },
    pediatra: pediatra ?? null,
  };
}
