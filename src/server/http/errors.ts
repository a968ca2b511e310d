/**
 * One error shape for the whole API: `{ error: { code, message } }` with a 4xx
 * for anything the client can fix. Messages never echo request bodies.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.status(status).send({ error: { code, message } });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return sendError(reply, 400, 'invalid_body', 'El cuerpo de la petición no es válido.');
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        // The analytics contract answers oversized bodies with 400, like any other invalid body.
        return sendError(reply, 400, 'body_too_large', 'El cuerpo de la petición es demasiado grande.');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(reply, 415, 'unsupported_media_type', 'Tipo de contenido no admitido.');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendError(reply, 400, 'invalid_json', 'El cuerpo de la petición no es JSON válido.');
    }
    if (error instanceof SyntaxError) return sendError(reply, 400, 'invalid_json', 'El cuerpo de la petición no es JSON válido.');
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, 'rate_limited', 'Demasiadas peticiones. Inténtalo de nuevo en un momento.');
    if (status >= 400 && status < 500) return sendError(reply, status, 'bad_request', 'Petición no válida.');
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal_error', 'Error interno del servidor.');
  });
}
