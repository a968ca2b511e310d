/**
 * Saved triage results (SPEC §3 consultas_triaje). The server runs the answers
 * through the same engine as the browser and stores that result, so a saved
 * record never says something the catalogue would not.
 */
import { and, desc, eq } from 'drizzle-orm';
import { FLUJOS_POR_ID } from '../../domain/triage/catalogue/index.ts';
import { edadRangoAMeses, pesoDesdeRespuesta, PREGUNTA_EDAD_ID, PREGUNTA_PESO_ID } from '../../domain/triage/edad.ts';
import { recorrerRespuestas } from '../../domain/triage/run-answers.ts';
import type { ConsultaTriaje, ConsultaTriajeResumen, GuardarTriaje } from '../../shared/consultas-triaje.ts';
import type { Db } from '../db/database.ts';
import { consultasTriaje } from '../db/schema.ts';
import { esHijoDe } from '../hijos/hijos-service.ts';

type Fila = typeof consultasTriaje.$inferSelect;

export type ResultadoGuardar = { ok: true; consulta: ConsultaTriaje } | { ok: false; motivo: string };

function aResumen(fila: Pick<Fila, 'id' | 'createdAt' | 'flujoTipo' | 'tituloDiagnostico' | 'resultadoUrgencia' | 'hijoId'>): ConsultaTriajeResumen {
  return {
    id: fila.id,
    created_at: fila.createdAt.toISOString(),
    flujo_tipo: fila.flujoTipo,
    titulo_diagnostico: fila.tituloDiagnostico,
    resultado_urgencia: fila.resultadoUrgencia,
    hijo_id: fila.hijoId ?? null,
  };
}

function aConsulta(fila: Fila): ConsultaTriaje {
  return {
    ...aResumen(fila),
    edad_meses: fila.edadMeses,
    peso_kg: fila.pesoKg,
    respuestas: fila.respuestas,
    consejos: fila.consejos,
    acciones_sugeridas: fila.accionesSugeridas,
    medicacion: fila.medicacion as ConsultaTriaje['medicacion'],
  };
}

export async function guardarTriaje(db: Db, userId: string, entrada: GuardarTriaje): Promise<ResultadoGuardar> {
  const flujo = FLUJOS_POR_ID.get(entrada.flujo_tipo);
  if (!flujo) return { ok: false, motivo: 'Flujo desconocido.' };
  const recorrido = recorrerRespuestas(flujo, entrada.respuestas);
  if (!recorrido.ok) return { ok: false, motivo: 'Las respuestas no están completas o no son válidas.' };
  if (entrada.hijo_id && !(await esHijoDe(db, userId, entrada.hijo_id))) return { ok: false, motivo: 'Perfil infantil no encontrado.' };
  const preguntadas = new Set(recorrido.preguntadas);
  const respuestas = Object.fromEntries(Object.entries(entrada.respuestas).filter(([id]) => preguntadas.has(id)));
  const { resultado } = recorrido;
  const [fila] = await db
    .insert(consultasTriaje)
    .values({
      userId,
      hijoId: entrada.hijo_id ?? null,
      flujoTipo: flujo.id,
      edadMeses: edadRangoAMeses(respuestas[PREGUNTA_EDAD_ID]),
      pesoKg: pesoDesdeRespuesta(respuestas[PREGUNTA_PESO_ID]),
      respuestas,
      resultadoUrgencia: resultado.urgencia,
      tituloDiagnostico: resultado.titulo,
      consejos: [...resultado.consejos],
      accionesSugeridas: [...resultado.acciones_sugeridas],
      medicacion: [...resultado.medicacion],
    })
    .returning();
  return { ok: true, consulta: aConsulta(fila as Fila) };
}

export async function listarTriajes(db: Db, userId: string, hijoId?: string): Promise<ConsultaTriajeResumen[]> {
  const filtro = hijoId ? and(eq(consultasTriaje.userId, userId), eq(consultasTriaje.hijoId, hijoId)) : eq(consultasTriaje.userId, userId);
  const filas = await db
    .select({
      id: consultasTriaje.id,
      createdAt: consultasTriaje.createdAt,
      flujoTipo: consultasTriaje.flujoTipo,
      tituloDiagnostico: consultasTriaje.tituloDiagnostico,
      resultadoUrgencia: consultasTriaje.resultadoUrgencia,
      hijoId: consultasTriaje.hijoId,
    })
    .from(consultasTriaje)
    .where(filtro)
    .orderBy(desc(consultasTriaje.createdAt));
  return filas.map(aResumen);
}

export async function obtenerTriaje(db: Db, userId: string, id: string): Promise<ConsultaTriaje | null> {
  const [fila] = await db.select().from(consultasTriaje).where(and(eq(consultasTriaje.id, id), eq(consultasTriaje.userId, userId)));
  return fila ? aConsulta(fila) : null;
}
