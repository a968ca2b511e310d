/**
 * What each operator command does to the database, given arguments already
 * checked (admin-argumentos.ts). The CLI runs it in its own process; tests
 * that need a staff account before starting a server call it in-process,
 * the same code an operator runs.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { especialidadAGuardar, lineaIdentidad } from '../domain/personal/colegiado.ts';
import type { Config } from '../server/config.ts';
import type { Db } from '../server/db/database.ts';
import { profiles, user } from '../server/db/schema.ts';
import type { ComandoAdmin } from './admin-argumentos.ts';

/** A refusal the operator reads as it is (exit code 2); nothing was changed. */
export class FalloComando extends Error {}

async function cuentaDe(db: Db, email: string): Promise<{ id: string; role: string | null; especialidad: string | null }> {
  const [cuenta] = await db
    .select({ id: user.id, role: profiles.role, especialidad: profiles.especialidad })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.email, email));
  if (!cuenta) throw new FalloComando(`No hay ninguna cuenta con ${email}.`);
  return cuenta;
}

async function crearCuenta(db: Db, config: Config, comando: Extract<ComandoAdmin, { tipo: 'create-user' }>): Promise<string> {
  const { email, rol, nombre } = comando;
  const [existente] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existente) throw new FalloComando(`Ya existe una cuenta con ${email}. Usa set-role para cambiar su rol.`);
  // The auth library is the heaviest import of all: only this command loads it.
  const [{ createAuth }, { loadAuthSecret }] = await Promise.all([import('../server/auth/auth.ts'), import('../server/auth/secret.ts')]);
  // Staff accounts are verified by the operator: no confirmation e-mail is sent.
  const sinCorreo = { send: async () => undefined, deliverPending: async () => 0, close: () => undefined };
  const auth = createAuth({ db, config, reloj: Date.now, secret: loadAuthSecret(config.BETTER_AUTH_SECRET, config.DATA_DIR), mailer: sinCorreo });
  const password = randomBytes(18).toString('base64url');
  await auth.api.signUpEmail({ body: { email, password, name: nombre } });
  const [creado] = await db.update(user).set({ emailVerified: true }).where(eq(user.email, email)).returning({ id: user.id });
  if (!creado) throw new FalloComando('No se pudo crear la cuenta.');
  await db.update(profiles).set({ role: rol, nombre }).where(eq(profiles.userId, creado.id));
  return `Cuenta creada: ${email} (rol ${rol}).\nContraseña (se muestra solo esta vez): ${password}`;
}

async function registrarColegiado(db: Db, comando: Extract<ComandoAdmin, { tipo: 'set-colegiado' }>): Promise<string> {
  const { email, identidad } = comando;
  const cuenta = await cuentaDe(db, email);
  if (cuenta.role !== 'pediatra') throw new FalloComando(`${email} no tiene el rol pediatra: el número de colegiado es de un pediatra.`);
  const { numero, provincia } = identidad.colegiacion;
  const guardado = await db.transaction(async (tx) => {
    const [fila] = await tx
      .update(profiles)
      .set({
        numeroColegiado: numero,
        colegioProvincia: provincia,
        especialidad: especialidadAGuardar(identidad.especialidad, cuenta.especialidad),
        ...(identidad.nombre === undefined ? {} : { nombre: identidad.nombre }),
        ...(identidad.apellidos === undefined ? {} : { apellidos: identidad.apellidos }),
      })
      .where(eq(profiles.userId, cuenta.id))
      .returning({ nombre: profiles.nombre, apellidos: profiles.apellidos, especialidad: profiles.especialidad });
    // The account's own name follows, so every screen that greets them agrees.
    if (identidad.nombre !== undefined) await tx.update(user).set({ name: identidad.nombre }).where(eq(user.id, cuenta.id));
    return fila;
  });
  if (!guardado) throw new FalloComando(`${email} no tiene perfil.`);
  return [
    `${email}: colegiado nº ${numero} (${provincia}). Las familias lo verán al aceptar sus consultas.`,
    `Así aparece en el chat y en los documentos: ${lineaIdentidad({ ...guardado, numero, provincia })}`,
  ].join('\n');
}

/** Runs one command and returns what to print; throws FalloComando for what the operator must fix. */
export async function ejecutarComando(db: Db, config: Config, comando: ComandoAdmin): Promise<string> {
  switch (comando.tipo) {
    case 'create-user':
      return crearCuenta(db, config, comando);
    case 'set-colegiado':
      return registrarColegiado(db, comando);
    case 'require-2fa': {
      const { id } = await cuentaDe(db, comando.email);
      await db.update(profiles).set({ requiere2fa: comando.requerir }).where(eq(profiles.userId, id));
      return comando.requerir
        ? `${comando.email} deberá activar la verificación en dos pasos para usar las funciones de personal.`
        : `${comando.email} ya no necesita la verificación en dos pasos.`;
    }
    case 'set-role': {
      const { id } = await cuentaDe(db, comando.email);
      await db.update(profiles).set({ role: comando.rol }).where(eq(profiles.userId, id));
      return `Rol de ${comando.email}: ${comando.rol}.`;
    }
  }
}
