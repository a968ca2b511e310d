import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { sendError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parses a body with its shared schema; on failure answers 400 with the first Spanish message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, reply: FastifyReply): z.infer<S> | null {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // Our schemas carry the spec's Spanish messages; zod's own English ones stay out of the UI.
  const propio = issue && issue.code !== 'unrecognized_keys' && !/^(Invalid|Unrecognized|Expected|Too (big|small))/.test(issue.message);
  sendError(reply, 400, 'invalid_body', propio ? issue.message : 'El cuerpo de la petición no es válido.');
  return null;
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
