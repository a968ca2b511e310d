/**
 * The triage a payment starts from, re-run on the server (never trusted from
 * the browser) and written down readably for the paediatrician, with the
 * child's name, age and weight when the family chose a child.
 */
import { and, eq } from 'drizzle-orm';
import { preguntasRespondidas, type ResumenTriaje } from '../../domain/consultas/resumen-triaje.ts';
import { mesesCumplidos } from '../../domain/hijos/edad.ts';
import { FLUJOS_POR_ID } from '../../domain/triage/catalogue/index.ts';
import { edadRangoAMeses, PREGUNTA_EDAD_ID, PREGUNTA_PESO_ID } from '../../domain/triage/edad.ts';
import { recorrerRespuestas } from '../../domain/triage/run-answers.ts';
import type { ValorRespuesta } from '../../domain/triage/types.ts';
import type { GuardarTriaje } from '../../shared/consultas-triaje.ts';
import type { Db } from '../db/database.ts';
import { hijos } from '../db/schema.ts';

export type TriajeDePago =
  | { readonly ok: true; readonly resumen: ResumenTriaje | null; readonly hijoId: string | null; readonly pacienteNombre: string | null }
  | { readonly ok: false; readonly motivo: string };

export async function prepararTriajeDePago(db: Db, userId: string, entrada: GuardarTriaje | undefined, hoy: Date): Promise<TriajeDePago> {
  if (!entrada) return { ok: true, resumen: null, hijoId: null, pacienteNombre: null };
  const flujo = FLUJOS_POR_ID.get(entrada.flujo_tipo);
  if (!flujo) return { ok: false, motivo: 'Flujo desconocido.' };
  const recorrido = recorrerRespuestas(flujo, entrada.respuestas);
  if (!recorrido.ok) return { ok: false, motivo: 'Las respuestas no están completas o no son válidas.' };
  let hijo: typeof hijos.$inferSelect | undefined;
  if (entrada.hijo_id) {
    [hijo] = await db.select().from(hijos).where(and(eq(hijos.id, entrada.hijo_id), eq(hijos.userId, userId)));
    if (!hijo) return { ok: false, motivo: 'Perfil infantil no encontrado.' };
  }
  const respuestas = entrada.respuestas as Readonly<Record<string, ValorRespuesta>>;
  const pesoRespondido = recorrido.preguntadas.includes(PREGUNTA_PESO_ID) && typeof respuestas[PREGUNTA_PESO_ID] === 'number' ? (respuestas[PREGUNTA_PESO_ID] as number) : null;
  const edadRespondida = recorrido.preguntadas.includes(PREGUNTA_EDAD_ID) ? edadRangoAMeses(respuestas[PREGUNTA_EDAD_ID]) : null;
  const resumen: ResumenTriaje = {
    flujo_tipo: flujo.id,
    flujo_nombre: flujo.nombre,
    urgencia: recorrido.resultado.urgencia,
    titulo: recorrido.resultado.titulo,
    respuestas: preguntasRespondidas(flujo, respuestas, recorrido.preguntadas),
    consejos: [...recorrido.resultado.consejos],
    // The child's profile is exact; the questionnaire's age is a range.
    edad_meses: hijo ? mesesCumplidos(hijo.fechaNacimiento, hoy) : edadRespondida,
    peso_kg: pesoRespondido ?? hijo?.pesoKg ?? null,
  };
  return { ok: true, resumen, hijoId: hijo?.id ?? null, pacienteNombre: hijo?.nombre ?? null };
}
