/**
 * GET /api/archivos/:clave — the local adapter's signed links. No session is
 * needed: whoever holds an unexpired link signed by this server gets the file
 * (links are issued only after a participant check, and only for a short
 * time). Without a valid signature nothing about the file, not even whether
 * it exists, is answered. With the S3 adapter the bucket serves the links and
 * this plugin mounts nothing.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../http/errors.ts';
import { cabecerasDe, type Almacen } from './almacen.ts';
import { RUTA_ENLACES, type AlmacenLocal } from './local.ts';

export interface OpcionesArchivosRoutes {
  readonly almacen: Almacen;
}

/** What a stored file may do if a browser ever renders it: nothing (no script, no requests, a unique origin). */
const CSP_ARCHIVO = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export const archivosRoutes: FastifyPluginAsync<OpcionesArchivosRoutes> = async (app, { almacen }) => {
  app.addHook('onClose', async () => almacen.cerrar());
  if (!esLocal(almacen)) return;

  app.get<{ Params: { clave: string }; Querystring: Record<string, unknown> }>(`${RUTA_ENLACES}/:clave`, async (request, reply) => {
    const comprobacion = almacen.comprobarEnlace(request.params.clave, request.query);
    if (comprobacion.estado === 'no_valido') return sendError(reply, 403, 'enlace_no_valido', 'El enlace del archivo no es válido.');
    if (comprobacion.estado === 'caducado') return sendError(reply, 403, 'enlace_caducado', 'El enlace del archivo ha caducado.');
    const objeto = await almacen.leer(comprobacion.enlace.clave);
    if (!objeto) return sendError(reply, 404, 'archivo_no_encontrado', 'El archivo no existe.');
    const { contentType, contentDisposition } = cabecerasDe(comprobacion.enlace);
    return reply
      .header('content-type', contentType)
      .header('content-disposition', contentDisposition)
      .header('content-length', objeto.tamano)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', CSP_ARCHIVO)
      // Never cached longer than the link lives, and never by a shared cache.
      .header('cache-control', `private, max-age=${comprobacion.restante}`)
      .send(objeto.cuerpo);
  });
};

function esLocal(almacen: Almacen): almacen is AlmacenLocal {
  return almacen.modo === 'local' && 'comprobarEnlace' in almacen;
}
