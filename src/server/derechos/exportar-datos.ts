/**
 * DECISIONS beyond-5, GDPR arts. 15 and 20: everything stored about the user,
 * machine-readable, in one download.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { CADUCIDAD_VISTA_PREVIA_S, type Almacen } from '../archivos/almacen.ts';
import type { Db } from '../db/database.ts';
import { adjuntosChat, consultasChat, mensajesChat, pagos, profiles, user } from '../db/schema.ts';
import { leerMensajes } from '../chat/mensajes-service.ts';
import { documentosParaExportar } from '../documentos/documentos-service.ts';
import { detalleConsulta, listarConsultas } from '../consultas/consultas-service.ts';
import { listarTriajes, obtenerTriaje } from '../consultas-triaje/consultas-triaje-service.ts';
import { listarHijos } from '../hijos/hijos-service.ts';
import { listarConsentimientos } from './consentimientos-service.ts';
import { avisosDe } from '../avisos/exportar-avisos.ts';

export async function exportarDatos(db: Db, almacen: Almacen, userId: string, ahora = new Date()) {
  const [cuenta] = await db
    .select({ id: user.id, email: user.email, nombre: user.name, email_verificado: user.emailVerified, creada_el: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  const [perfil] = await db.select({ nombre: profiles.nombre, apellidos: profiles.apellidos, rol: profiles.role }).from(profiles).where(eq(profiles.userId, userId));
  const resumenes = await listarTriajes(db, userId);
  const triajes = await Promise.all(resumenes.map((r) => obtenerTriaje(db, userId, r.id)));
  return {
    formato: 'triaje-pediatrico/datos-personales',
    version: 1,
    generado_el: ahora.toISOString(),
    cuenta: cuenta ? { ...cuenta, creada_el: cuenta.creada_el.toISOString() } : null,
    perfil: perfil ?? null,
    hijos: await listarHijos(db, userId),
    resultados_guardados: triajes.filter((t) => t !== null),
    consentimientos: await listarConsentimientos(db, userId),
    analitica: {
      filas: [],
      nota: 'Las estadísticas de uso del triaje se guardan sin vínculo con tu cuenta (identificador de sesión aleatorio por visita), por lo que no podemos atribuírtelas.',
    },
    teleconsultas: await teleconsultasDe(db, almacen, userId),
    avisos: await avisosDe(db, userId),
  };
}

/**
 * The family's paid consultations (as the family sees them), every payment
 * attempt, every message and every file. Links in an export live 7 days, the
 * longest a signed link may, so the download stays useful for a while.
 */
async function teleconsultasDe(db: Db, almacen: Almacen, userId: string) {
  // The family's view, whatever the account's role: its own consultations.
  const familia = { id: userId, rol: 'user' as const };
  const resumenes = await listarConsultas(db, familia);
  const consultas = await Promise.all(resumenes.map((c) => detalleConsulta(db, familia, c.id)));
  const filas = await db.select().from(pagos).where(eq(pagos.userId, userId)).orderBy(desc(pagos.createdAt));
  return {
    consultas: consultas.filter((c) => c !== null),
    pagos: filas.map((p) => ({
      id: p.id,
      proveedor: p.proveedor,
      estado: p.estado,
      importe_centimos: p.importeCentimos,
      moneda: p.moneda,
      imagenes_consentidas: p.imagenesConsentidas,
      creado_el: p.createdAt.toISOString(),
      pagado_el: p.pagadoAt?.toISOString() ?? null,
      reembolsado_el: p.reembolsadoAt?.toISOString() ?? null,
    })),
    mensajes: (await Promise.all(resumenes.map((c) => todosLosMensajes(db, almacen, c.id)))).flat(),
    /** Prescriptions, certificates and reports issued in them (issue 12), each with a link to its PDF. */
    documentos: (await Promise.all(resumenes.map((c) => documentosParaExportar(db, almacen, c.id, CADUCIDAD_VISTA_PREVIA_S)))).flat(),
    archivos: await archivosDe(db, almacen, userId),
  };
}

async function todosLosMensajes(db: Db, almacen: Almacen, consultaId: string) {
  const todos: Awaited<ReturnType<typeof leerMensajes>> = [];
  for (;;) {
    const pagina = await leerMensajes(db, almacen, consultaId, todos.at(-1)?.seq ?? 0, CADUCIDAD_VISTA_PREVIA_S);
    if (pagina.length === 0) return todos;
    todos.push(...pagina);
  }
}

/** Files of the family's consultations: sent by either side, or uploaded by the family and not sent. */
async function archivosDe(db: Db, almacen: Almacen, userId: string) {
  const propias = db.select({ id: consultasChat.id }).from(consultasChat).where(eq(consultasChat.userId, userId));
  const filas = await db
    .select({ adjunto: adjuntosChat, seq: mensajesChat.seq })
    .from(adjuntosChat)
    .leftJoin(mensajesChat, eq(mensajesChat.id, adjuntosChat.mensajeId))
    .where(inArray(adjuntosChat.consultaId, propias))
    .orderBy(asc(adjuntosChat.createdAt));
  const visibles = filas.filter(({ adjunto, seq }) => seq !== null || adjunto.subidoPor === userId);
  return Promise.all(
    visibles.map(async ({ adjunto, seq }) => ({
      id: adjunto.id,
      consulta_id: adjunto.consultaId,
      nombre: adjunto.nombre,
      tipo: adjunto.tipo,
      tamano: adjunto.tamano,
      subido_el: adjunto.createdAt.toISOString(),
      subido_por_mi: adjunto.subidoPor === userId,
      mensaje_seq: seq,
      enlace: await almacen.enlaceFirmado(adjunto.clave, { nombre: adjunto.nombre, tipo: adjunto.tipo, segundos: CADUCIDAD_VISTA_PREVIA_S, disposicion: 'attachment' }),
    })),
  );
}
