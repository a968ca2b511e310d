/**
 * Reading one uploaded file from a multipart request into memory, with a hard
 * cap: a file over 10 MB is answered "too large" without its bytes being kept
 * or stored. The cap is enforced twice — by busboy, which stops the stream at
 * `limits.fileSize` (OPCIONES_MULTIPART), and here, by counting — so a route
 * registered with other limits still cannot buffer more.
 *
 * Upload route, for the lead (chat):
 *   await app.register(multipart, OPCIONES_MULTIPART);
 *   const parte = await request.file();
 *   if (!parte) → 400 archivo_no_valido
 *   const recibida = await recibirSubida(parte);           // name, type, size
 *   if (!recibida.ok) → sendError(reply, recibida.estado, recibida.codigo, recibida.mensaje)
 *   const preparada = await prepararParaGuardar(recibida); // bytes, re-encoding
 *   if (!preparada.ok) → the same
 *   const clave = await almacen.guardar(preparada.bytes, preparada.tipo);
 *   const url = await almacen.enlaceFirmado(clave, { nombre: preparada.nombre, tipo: preparada.tipo, segundos: CADUCIDAD_VISTA_PREVIA_S });
 */
import type { FastifyMultipartBaseOptions, MultipartFile } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { TAMANO_MAXIMO_BYTES, errorArchivo, validarArchivo, type ErrorArchivo } from '../../domain/archivos/validacion.ts';

/**
 * Options for @fastify/multipart on an upload route. preservePath keeps the
 * name as sent, so '../x.png' is refused by the spec's name rule rather than
 * silently shortened to 'x.png'; busboy stops a file at 10 MB and marks it
 * truncated, which recibirSubida answers as too large.
 */
export const OPCIONES_MULTIPART = {
  preservePath: true,
  throwFileSizeLimit: false,
  limits: { fileSize: TAMANO_MAXIMO_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 11, headerPairs: 50 },
} as const satisfies FastifyMultipartBaseOptions;

export type SubidaRecibida =
  | { readonly ok: true; readonly bytes: Buffer; readonly tipo: string; readonly nombre: string; readonly tamano: number }
  | ({ readonly ok: false } & ErrorArchivo);

export async function recibirSubida(parte: Pick<MultipartFile, 'file' | 'filename' | 'mimetype'>, maximo = TAMANO_MAXIMO_BYTES): Promise<SubidaRecibida> {
  const nombre = parte.filename;
  // The name and type are known before the first byte: refuse without reading the rest.
  const previo = validarArchivo({ nombre, tipo: parte.mimetype });
  if (previo) {
    await descartar(parte.file);
    return { ok: false, ...previo };
  }
  const trozos: Buffer[] = [];
  let tamano = 0;
  try {
    for await (const trozo of parte.file as AsyncIterable<Buffer>) {
      tamano += trozo.length;
      if (tamano > maximo) {
        // Leaving the loop destroys the stream: nothing more is read or kept.
        trozos.length = 0;
        break;
      }
      trozos.push(trozo);
    }
  } catch {
    return { ok: false, ...errorArchivo('archivo_no_valido') };
  }
  if (tamano > maximo || parte.file.truncated) return { ok: false, ...errorArchivo('archivo_demasiado_grande', maximo) };
  if (tamano === 0) return { ok: false, ...errorArchivo('archivo_no_valido') };
  return { ok: true, bytes: Buffer.concat(trozos, tamano), tipo: parte.mimetype, nombre, tamano };
}

/** Reads the rest of a refused file into nothing, so the request can be answered. */
async function descartar(flujo: Readable): Promise<void> {
  flujo.resume();
  await finished(flujo).catch(() => undefined);
}
