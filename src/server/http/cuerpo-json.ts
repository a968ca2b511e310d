/**
 * Every JSON body the server reads, ours and the auth library's: strict
 * UTF-8 (invalid bytes are refused, not turned into replacement characters),
 * and no NUL or lone surrogate in any key or string — PostgreSQL cannot store
 * them, and they are never part of honest input.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorHttp } from './errors.ts';

export type LecturaJson = { readonly ok: true; readonly valor: unknown } | { readonly ok: false; readonly code: string; readonly message: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

function textoLimpio(texto: string): boolean {
  return !texto.includes('\u0000') && texto.isWellFormed();
}

function todoLimpio(valor: unknown): boolean {
  if (typeof valor === 'string') return textoLimpio(valor);
  if (Array.isArray(valor)) return valor.every(todoLimpio);
  if (valor && typeof valor === 'object') return Object.entries(valor).every(([k, v]) => textoLimpio(k) && todoLimpio(v));
  return true;
}

export function leerJson(cuerpo: Buffer): LecturaJson {
  let texto: string;
  try {
    texto = utf8.decode(cuerpo);
  } catch {
    return { ok: false, code: 'invalid_utf8', message: 'El cuerpo de la petición no es UTF-8 válido.' };
  }
  let valor: unknown;
  try {
    valor = JSON.parse(texto);
  } catch {
    return { ok: false, code: 'invalid_json', message: 'El cuerpo de la petición no es JSON válido.' };
  }
  if (!todoLimpio(valor)) return { ok: false, code: 'invalid_characters', message: 'El contenido contiene caracteres no permitidos' };
  return { ok: true, valor };
}

export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, cuerpo, done) => {
    if (cuerpo.length === 0) return done(new ErrorHttp(400, 'invalid_json', 'El cuerpo de la petición no es JSON válido.'), undefined);
    const lectura = leerJson(cuerpo as Buffer);
    if (lectura.ok) done(null, lectura.valor);
    else done(new ErrorHttp(400, lectura.code, lectura.message), undefined);
  });
}
