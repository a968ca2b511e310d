/**
 * The operator commands' arguments (npm run admin), read and checked before
 * anything heavy loads: a mistyped command answers at once, without opening
 * the database, and these checks are unit-tested.
 */
import { parseArgs } from 'node:util';
import { validarIdentidadProfesional, validarNombre, type IdentidadProfesional } from '../domain/personal/colegiado.ts';
import type { Rol } from '../shared/me.ts';

export const ROLES: readonly Rol[] = ['user', 'pediatra', 'admin'];

export type ComandoAdmin =
  | { readonly tipo: 'create-user'; readonly email: string; readonly rol: Rol; readonly nombre: string }
  | { readonly tipo: 'set-role'; readonly email: string; readonly rol: Rol }
  | { readonly tipo: 'require-2fa'; readonly email: string; readonly requerir: boolean }
  | { readonly tipo: 'set-colegiado'; readonly email: string; readonly identidad: IdentidadProfesional };

export const USO = [
  'Uso: npm run admin -- <orden> …',
  '  create-user   --email <email> --role user|pediatra|admin [--nombre "…"]',
  '  set-role      --email <email> --role user|pediatra|admin',
  '  require-2fa   --email <email> [--off]',
  '  set-colegiado --email <email> --numero <nº de colegiado> --provincia <provincia> [--nombre "…"] [--apellidos "…"] [--especialidad "…" (por defecto Pediatría)]',
].join('\n');

const COMANDOS = ['create-user', 'set-role', 'require-2fa', 'set-colegiado'] as const;

/** node:util's parse errors are in English and name the option: the operator reads which one, in Spanish. */
function errorDeOpciones(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const opcion = /'(-[^' ]+)/.exec(message ?? '')?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Opción desconocida: ${opcion}.\n${USO}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `Falta el valor de ${opcion} o no es válido.`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `Sobra un argumento sin opción.\n${USO}`;
  return `Argumentos no válidos.\n${USO}`;
}

export function leerComando(argv: readonly string[]): { ok: true; comando: ComandoAdmin } | { ok: false; mensaje: string } {
  const [orden, ...resto] = argv;
  const tipo = COMANDOS.find((c) => c === orden);
  if (!tipo) return { ok: false, mensaje: USO };
  let values;
  try {
    ({ values } = parseArgs({
      args: resto,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        nombre: { type: 'string' },
        apellidos: { type: 'string' },
        especialidad: { type: 'string' },
        numero: { type: 'string' },
        provincia: { type: 'string' },
        off: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    return { ok: false, mensaje: errorDeOpciones(error) };
  }
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { ok: false, mensaje: 'Falta --email o no es válido.' };
  const rol = ROLES.find((r) => r === values.role);

  switch (tipo) {
    case 'create-user': {
      if (!rol) return { ok: false, mensaje: 'Falta --role (user, pediatra o admin).' };
      if (values.nombre === undefined) return { ok: true, comando: { tipo, email, rol, nombre: '' } };
      const nombre = validarNombre(values.nombre);
      return nombre.ok ? { ok: true, comando: { tipo, email, rol, nombre: nombre.valor } } : { ok: false, mensaje: nombre.motivo };
    }
    case 'set-role':
      return rol ? { ok: true, comando: { tipo, email, rol } } : { ok: false, mensaje: 'Falta --role (user, pediatra o admin).' };
    case 'require-2fa':
      return { ok: true, comando: { tipo, email, requerir: !values.off } };
    case 'set-colegiado': {
      if (values.numero === undefined) return { ok: false, mensaje: 'Falta --numero (el número de colegiado).' };
      if (values.provincia === undefined) return { ok: false, mensaje: 'Falta --provincia (la del Colegio de Médicos).' };
      const identidad = validarIdentidadProfesional({
        numero: values.numero,
        provincia: values.provincia,
        nombre: values.nombre,
        apellidos: values.apellidos,
        especialidad: values.especialidad,
      });
      return identidad.ok ? { ok: true, comando: { tipo, email, identidad: identidad.identidad } } : { ok: false, mensaje: identidad.motivo };
    }
  }
}
