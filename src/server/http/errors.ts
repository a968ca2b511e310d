/**
 * One error shape for the whole API: `{ error: { code, message } }` with a 4xx
 * for anything the client can fix — also for what Node's HTTP parser refuses
 * before Fastify sees a request. Messages never echo request bodies or URLs.
 */
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.status(status).send({ error: { code, message } });
}

/** An error a plugin or parser throws to answer with a given status, code and Spanish message. */
export class ErrorHttp extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

const MENSAJES_4XX: Readonly<Record<number, [string, string]>> = {
  404: ['not_found', 'Recurso no encontrado.'],
  405: ['method_not_allowed', 'Método no permitido.'],
  408: ['request_timeout', 'La petición tardó demasiado.'],
  413: ['body_too_large', 'El cuerpo de la petición es demasiado grande.'],
  414: ['uri_too_long', 'La dirección es demasiado larga.'],
  415: ['unsupported_media_type', 'Tipo de contenido no admitido.'],
  429: ['rate_limited', 'Demasiadas peticiones. Inténtalo de nuevo en un momento.'],
  431: ['headers_too_large', 'Las cabeceras de la petición son demasiado grandes.'],
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ErrorHttp) return sendError(reply, error.statusCode, error.code, error.message);
    if (error.validation) return sendError(reply, 400, 'invalid_body', 'El cuerpo de la petición no es válido.');
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        // The analytics contract answers oversized bodies with 400, like any other invalid body.
        return sendError(reply, 400, 'body_too_large', 'El cuerpo de la petición es demasiado grande.');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendError(reply, 400, 'invalid_json', 'El cuerpo de la petición no es JSON válido.');
    }
    if (error instanceof SyntaxError) return sendError(reply, 400, 'invalid_json', 'El cuerpo de la petición no es JSON válido.');
    const status = error.statusCode ?? 500;
    const conocido = MENSAJES_4XX[status];
    if (conocido) return sendError(reply, status, ...conocido);
    if (status >= 400 && status < 500) return sendError(reply, status, 'bad_request', 'Petición no válida.');
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal_error', 'Error interno del servidor.');
  });
}

/** What Node's HTTP parser refuses (bad request line, oversized headers, malformed Host…) still gets our JSON shape. */
export function respuestaErrorDeCliente(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const [code, message] = MENSAJES_4XX[status] ?? ['bad_request', 'Petición no válida.'];
  const cuerpo = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(cuerpo)}\r\nConnection: close\r\n\r\n${cuerpo}`,
  );
}
