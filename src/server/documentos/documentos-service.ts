/**
 * Issuing clinical documents in the chat (issue 12; DECISIONS beyond-8). The
 * PDF is drawn and stored first; then one transaction numbers the chat
 * message under the consultation's row lock — on the condition that it is
 * still 'activa' and still this paediatrician's — stores the message and the
 * document, and, for a closing report, closes the consultation. A retry with
 * the same client id returns what was stored; a PDF whose transaction did not
 * commit is deleted.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { codigoDesdeBytes, BYTES_CODIGO } from '../../domain/documentos/codigo-verificacion.ts';
import { componerDocumento, edadImpresa, referenciaConsulta, type Clinica } from '../../domain/documentos/componer.ts';
import { pacienteDelDocumento, puedeEmitirDocumento } from '../../domain/documentos/emision.ts';
import { puedeLeerMensajes } from '../../domain/chat/participacion.ts';
import type { Actor } from '../../domain/consultas/estado.ts';
import { rutaArchivo, type Mensaje } from '../../shared/chat.ts';
import { ETIQUETAS_DOCUMENTO, type ContenidoDocumento, type DocumentoEmitido, type EmitirDocumento } from '../../shared/documentos.ts';
import type { Almacen } from '../archivos/almacen.ts';
import { anunciarChat } from '../chat/avisos-chat.ts';
import { leerMensajes } from '../chat/mensajes-service.ts';
import { anunciarCambio } from '../consultas/avisos.ts';
import type { Db } from '../db/database.ts';
import { consultasChat, documentosClinicos, mensajesChat, profiles, user } from '../db/schema.ts';
import { dibujarPdf } from './pdf.ts';

export interface ContextoEmision {
  readonly clinica: Clinica;
  /** PUBLIC_URL: printed on the document as where to verify it. */
  readonly urlPublica: string;
}

type Fallo = { readonly ok: false; readonly status: 400 | 403 | 404 | 409; readonly code: string; readonly message: string };
const NO_ENCONTRADA: Fallo = { ok: false, status: 404, code: 'not_found', message: 'Consulta no encontrada.' };
const SIN_PERMISO: Fallo = { ok: false, status: 403, code: 'forbidden', message: 'Solo el pediatra que atiende la consulta puede emitir documentos en ella.' };
const NO_ACTIVA: Fallo = { ok: false, status: 409, code: 'consultation_not_active', message: 'La consulta no está activa: no se pueden emitir documentos.' };
const SIN_COLEGIADO: Fallo = {
  ok: false,
  status: 403,
  code: 'colegiado_required',
  message: 'Para emitir documentos falta tu número de colegiado. Pide a un administrador que lo registre.',
};
const SIN_PACIENTE: Fallo = {
  ok: false,
  status: 400,
  code: 'patient_required',
  message: 'Indica el nombre del paciente: la familia no eligió a ningún hijo al pagar la consulta.',
};
const DUPLICADO: Fallo = { ok: false, status: 409, code: 'duplicate_client_id', message: 'Ese identificador de mensaje ya está en uso.' };

type FilaDocumento = typeof documentosClinicos.$inferSelect;

function aDocumento(d: FilaDocumento, seq: number): DocumentoEmitido {
  return {
    id: d.id,
    consulta_id: d.consultaId,
    tipo: d.tipo,
    etiqueta: ETIQUETAS_DOCUMENTO[d.tipo],
    codigo: d.codigo,
    es_cierre: d.esCierre,
    created_at: d.createdAt.toISOString(),
    seq,
    contenido: d.contenido as ContenidoDocumento,
    emisor: { nombre: d.emisorNombre, numero_colegiado: d.emisorColegiado, colegio_provincia: d.emisorProvincia },
    pdf: rutaArchivo(d.consultaId, seq),
  };
}

const nombreCompleto = (p: { nombre: string; apellidos: string } | undefined, respaldo = '') => [p?.nombre, p?.apellidos].filter(Boolean).join(' ').trim() || respaldo;

async function emitido(db: Db, almacen: Almacen, consultaId: string, clientId: string) {
  const [fila] = await db
    .select({ documento: documentosClinicos, seq: mensajesChat.seq, senderId: mensajesChat.senderId })
    .from(mensajesChat)
    .leftJoin(documentosClinicos, eq(documentosClinicos.mensajeId, mensajesChat.id))
    .where(and(eq(mensajesChat.consultaId, consultaId), eq(mensajesChat.clientId, clientId)));
  if (!fila) return null;
  const [mensaje] = await leerMensajes(db, almacen, consultaId, fila.seq - 1);
  return { ...fila, mensaje };
}

export type ResultadoEmision = { ok: true; nuevo: boolean; documento: DocumentoEmitido; mensaje: Mensaje } | Fallo;

export async function emitirDocumento(
  db: Db,
  almacen: Almacen,
  contexto: ContextoEmision,
  actor: Actor,
  consultaId: string,
  entrada: EmitirDocumento & { documento: ContenidoDocumento },
  ahora: Date,
): Promise<ResultadoEmision> {
  const [c] = await db
    .select({
      status: consultasChat.status,
      userId: consultasChat.userId,
      pediatraId: consultasChat.pediatraId,
      pacienteNombre: consultasChat.pacienteNombre,
      triaje: consultasChat.triaje,
    })
    .from(consultasChat)
    .where(eq(consultasChat.id, consultaId));
  if (!c || !puedeLeerMensajes(actor, c)) return NO_ENCONTRADA;

  const previo = await emitido(db, almacen, consultaId, entrada.clientId);
  if (previo) {
    if (previo.senderId !== actor.id || !previo.documento || !previo.mensaje) return DUPLICADO;
    return { ok: true, nuevo: false, documento: aDocumento(previo.documento, previo.seq), mensaje: previo.mensaje };
  }

  const [emisor] = await db
    .select({ nombre: profiles.nombre, apellidos: profiles.apellidos, numero: profiles.numeroColegiado, provincia: profiles.colegioProvincia, especialidad: profiles.especialidad })
    .from(profiles)
    .where(eq(profiles.userId, actor.id));
  const decision = puedeEmitirDocumento(actor, c, emisor?.numero && emisor.provincia ? emisor.numero : null);
  if (!decision.ok) return { sin_permiso: SIN_PERMISO, no_activa: NO_ACTIVA, sin_colegiado: SIN_COLEGIADO }[decision.motivo];
  // Without a chosen child the questionnaire only knew an age range: the document prints only what the paediatrician writes.
  const paciente = pacienteDelDocumento({ nombre: c.pacienteNombre, edad: c.pacienteNombre ? edadImpresa(c.triaje?.edad_meses ?? null) : null }, entrada.paciente);
  if (!paciente) return SIN_PACIENTE;
  const [familia] = c.userId
    ? await db.select({ nombre: profiles.nombre, apellidos: profiles.apellidos, name: user.name }).from(profiles).innerJoin(user, eq(user.id, profiles.userId)).where(eq(profiles.userId, c.userId))
    : [];

  const codigo = codigoDesdeBytes(randomBytes(BYTES_CODIGO));
  const esCierre = entrada.cerrar === true;
  const emisorNombre = nombreCompleto(emisor, 'Pediatra');
  const compuesto = componerDocumento({
    clinica: contexto.clinica,
    emisor: { nombre: emisorNombre, especialidad: emisor?.especialidad ?? 'Pediatría', numeroColegiado: emisor?.numero ?? '', provincia: emisor?.provincia ?? '' },
    paciente,
    familiar: nombreCompleto(familia, familia?.name ?? 'Titular de la cuenta'),
    emitidoAt: ahora,
    referencia: referenciaConsulta(consultaId),
    codigo,
    urlVerificacion: `${contexto.urlPublica.replace(/\/$/, '')}/verificar?codigo=${codigo}`,
    contenido: entrada.documento,
    esCierre,
  });
  const pdf = await dibujarPdf(compuesto, ahora);
  const clave = await almacen.guardar(pdf, 'application/pdf');

  const resultado = await db
    .transaction(async (tx) => {
      const [numerada] = await tx
        .update(consultasChat)
        .set({
          ultimoSeq: sql`${consultasChat.ultimoSeq} + 1`,
          ...(esCierre ? { status: 'cerrada' as const, cerradaPor: actor.id, cerradaAt: ahora } : {}),
        })
        .where(and(eq(consultasChat.id, consultaId), eq(consultasChat.status, 'activa'), eq(consultasChat.pediatraId, actor.id)))
        .returning({ seq: consultasChat.ultimoSeq });
      if (!numerada) return null;
      const [mensaje] = await tx
        .insert(mensajesChat)
        .values({
          consultaId,
          seq: numerada.seq,
          clientId: entrada.clientId,
          senderId: actor.id,
          content: compuesto.titulo,
          messageType: 'documento',
          fileUrl: clave,
          fileName: compuesto.nombreArchivo,
          fileType: 'application/pdf',
          fileSize: pdf.byteLength,
          createdAt: ahora,
        })
        .onConflictDoNothing({ target: [mensajesChat.consultaId, mensajesChat.clientId] })
        .returning({ id: mensajesChat.id });
      // The same issue committed meanwhile: roll back, giving the number back, and answer with the stored one.
      if (!mensaje) return tx.rollback();
      const [documento] = await tx
        .insert(documentosClinicos)
        .values({
          consultaId,
          pediatraId: actor.id,
          tipo: entrada.documento.tipo,
          contenido: entrada.documento,
          codigo,
          emisorNombre,
          emisorColegiado: emisor?.numero ?? '',
          emisorProvincia: emisor?.provincia ?? '',
          esCierre,
          clave,
          tamano: pdf.byteLength,
          mensajeId: mensaje.id,
          createdAt: ahora,
        })
        .returning();
      await anunciarChat(tx, { tipo: 'mensaje', consultaId, seq: numerada.seq });
      if (esCierre) await anunciarCambio(tx, { id: consultaId, antes: 'activa' });
      if (!documento) throw new Error('El documento no se pudo guardar.');
      return { documento, seq: numerada.seq };
    })
    .catch(async (error: unknown) => {
      await almacen.borrar(clave);
      const repetido = await emitido(db, almacen, consultaId, entrada.clientId);
      if (!repetido) throw error;
      return repetido.documento && repetido.mensaje && repetido.senderId === actor.id ? { repetido: aDocumento(repetido.documento, repetido.seq), mensaje: repetido.mensaje } : DUPLICADO;
    });

  if (!resultado) {
    // Closed, or handed over, between the check and the write.
    await almacen.borrar(clave);
    return NO_ACTIVA;
  }
  if ('code' in resultado) return resultado;
  if ('repetido' in resultado) return { ok: true, nuevo: false, documento: resultado.repetido, mensaje: resultado.mensaje };
  const [mensaje] = await leerMensajes(db, almacen, consultaId, resultado.seq - 1);
  if (!mensaje) throw new Error('El mensaje del documento no se pudo leer tras guardarlo.');
  return { ok: true, nuevo: true, documento: aDocumento(resultado.documento, resultado.seq), mensaje };
}

/** A consultation's documents, oldest first, for its participants and admins. */
export async function listarDocumentos(db: Db, actor: Actor, consultaId: string): Promise<DocumentoEmitido[] | null> {
  const [c] = await db
    .select({ status: consultasChat.status, userId: consultasChat.userId, pediatraId: consultasChat.pediatraId })
    .from(consultasChat)
    .where(eq(consultasChat.id, consultaId));
  if (!c || !puedeLeerMensajes(actor, c)) return null;
  return documentosDeConsulta(db, consultaId);
}

/** Without access checks: callers check (the data export reads a family's own). */
export async function documentosDeConsulta(db: Db, consultaId: string): Promise<DocumentoEmitido[]> {
  const filas = await db
    .select({ documento: documentosClinicos, seq: mensajesChat.seq })
    .from(documentosClinicos)
    .innerJoin(mensajesChat, eq(mensajesChat.id, documentosClinicos.mensajeId))
    .where(eq(documentosClinicos.consultaId, consultaId))
    .orderBy(asc(mensajesChat.seq));
  return filas.map((f) => aDocumento(f.documento, f.seq));
}

/** For the data export: each document with a signed link to its PDF that outlives the session (GDPR art. 20). */
export async function documentosParaExportar(db: Db, almacen: Almacen, consultaId: string, segundos: number): Promise<(DocumentoEmitido & { enlace_pdf: string })[]> {
  const filas = await db
    .select({ documento: documentosClinicos, seq: mensajesChat.seq, nombre: mensajesChat.fileName })
    .from(documentosClinicos)
    .innerJoin(mensajesChat, eq(mensajesChat.id, documentosClinicos.mensajeId))
    .where(eq(documentosClinicos.consultaId, consultaId))
    .orderBy(asc(mensajesChat.seq));
  return Promise.all(
    filas.map(async (f) => ({
      ...aDocumento(f.documento, f.seq),
      enlace_pdf: await almacen.enlaceFirmado(f.documento.clave, { nombre: f.nombre ?? `${f.documento.codigo}.pdf`, tipo: 'application/pdf', segundos, disposicion: 'attachment' }),
    })),
  );
}
