/**
 * /verificar (DECISIONS read-12): whether a document with this code was
 * issued, by whom and when — never its content, the child or the family.
 */
import { eq } from 'drizzle-orm';
import { normalizarCodigo } from '../../domain/documentos/codigo-verificacion.ts';
import { ETIQUETAS_DOCUMENTO, type DocumentoVerificado } from '../../shared/documentos.ts';
import type { Db } from '../db/database.ts';
import { documentosClinicos } from '../db/schema.ts';

export type ResultadoVerificacion = { ok: true; documento: DocumentoVerificado } | { ok: false; status: 400 | 404; code: string; message: string };

export async function verificarCodigo(db: Db, escrito: string): Promise<ResultadoVerificacion> {
  const codigo = normalizarCodigo(escrito);
  if (!codigo) return { ok: false, status: 400, code: 'invalid_code', message: 'El código no es válido. Revisa que lo has copiado entero: TP seguido de 16 letras y números.' };
  const [d] = await db
    .select({ tipo: documentosClinicos.tipo, createdAt: documentosClinicos.createdAt, nombre: documentosClinicos.emisorNombre, colegiado: documentosClinicos.emisorColegiado, provincia: documentosClinicos.emisorProvincia })
    .from(documentosClinicos)
    .where(eq(documentosClinicos.codigo, codigo));
  if (!d) return { ok: false, status: 404, code: 'not_found', message: 'No consta ningún documento emitido con este código.' };
  return {
    ok: true,
    documento: {
      valido: true,
      codigo,
      tipo: d.tipo,
      etiqueta: ETIQUETAS_DOCUMENTO[d.tipo],
      emitido_at: d.createdAt.toISOString(),
      emisor: { nombre: d.nombre, numero_colegiado: d.colegiado, colegio_provincia: d.provincia },
    },
  };
}
