/**
 * Operator commands (never exposed over HTTP):
 *   npm run admin -- create-user --email ana@clinica.es --role pediatra [--nombre "Ana Ruiz"]
 *   npm run admin -- set-role --email ana@clinica.es --role admin
 *   npm run admin -- require-2fa --email ana@clinica.es [--off]
 *   npm run admin -- set-colegiado --email ana@clinica.es --numero 282812345 --provincia Madrid [--apellidos "Ruiz Gil"]
 * create-user generates a strong password and prints it once; the account is
 * verified. Uses the same configuration as the server (DATABASE_URL or the
 * PGlite data directory, which must not be in use by a running server).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { createAuth } from '../server/auth/auth.ts';
import { loadAuthSecret } from '../server/auth/secret.ts';
import { loadConfig } from '../server/config.ts';
import { UMASK_PRIVADA } from '../server/db/directorio-privado.ts';
import { openDatabase } from '../server/db/open.ts';
import { profiles, user } from '../server/db/schema.ts';
import { validarColegiacion } from '../domain/personal/colegiado.ts';

const ROLES = ['user', 'pediatra', 'admin'] as const;
type Rol = (typeof ROLES)[number];

function fallar(mensaje: string): never {
  console.error(mensaje);
  process.exit(2);
}

const [comando, ...resto] = process.argv.slice(2);
const { values } = parseArgs({
  args: resto,
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    nombre: { type: 'string' },
    apellidos: { type: 'string' },
    numero: { type: 'string' },
    provincia: { type: 'string' },
    off: { type: 'boolean' },
  },
  strict: true,
});
const email = values.email?.trim().toLowerCase();
const rol = values.role as Rol | undefined;
if (!comando || !['create-user', 'set-role', 'require-2fa', 'set-colegiado'].includes(comando)) {
  fallar(
    'Uso: npm run admin -- create-user|set-role --email <email> --role user|pediatra|admin [--nombre "…"]  |  require-2fa --email <email> [--off]  |  set-colegiado --email <email> --numero <nº de colegiado> --provincia <provincia> [--apellidos "…"]',
  );
}
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fallar('Falta --email o no es válido.');
if ((comando === 'create-user' || comando === 'set-role') && (!rol || !ROLES.includes(rol))) fallar('Falta --role (user, pediatra o admin).');
const colegiacion = comando === 'set-colegiado' ? validarColegiacion(values.numero ?? '', values.provincia ?? '') : null;
if (colegiacion && !colegiacion.ok) fallar(colegiacion.motivo);

process.umask(UMASK_PRIVADA);
const config = loadConfig();
const database = await openDatabase(config);
try {
  const db = database.db;
  if (comando === 'create-user') {
    // Staff accounts are verified by the operator: no confirmation e-mail is sent.
    const sinCorreo = { send: async () => undefined, deliverPending: async () => 0, close: () => undefined };
    const auth = createAuth({ db, config, reloj: Date.now, secret: loadAuthSecret(config.BETTER_AUTH_SECRET, config.DATA_DIR), mailer: sinCorreo });
    const [existente] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (existente) fallar(`Ya existe una cuenta con ${email}. Usa set-role para cambiar su rol.`);
    const password = randomBytes(18).toString('base64url');
    const nombre = values.nombre?.trim() ?? '';
    await auth.api.signUpEmail({ body: { email, password, name: nombre } });
    const [creado] = await db.update(user).set({ emailVerified: true }).where(eq(user.email, email)).returning({ id: user.id });
    if (!creado) fallar('No se pudo crear la cuenta.');
    await db.update(profiles).set({ role: rol, nombre }).where(eq(profiles.userId, creado.id));
    console.log(`Cuenta creada: ${email} (rol ${rol}).\nContraseña (se muestra solo esta vez): ${password}`);
  } else {
    const [cuenta] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!cuenta) fallar(`No hay ninguna cuenta con ${email}.`);
    if (colegiacion?.ok) {
      const [perfil] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, cuenta.id));
      if (perfil?.role !== 'pediatra') fallar(`${email} no tiene el rol pediatra: el número de colegiado es de un pediatra.`);
      const apellidos = values.apellidos?.trim();
      await db
        .update(profiles)
        .set({ numeroColegiado: colegiacion.colegiacion.numero, colegioProvincia: colegiacion.colegiacion.provincia, ...(apellidos ? { apellidos } : {}) })
        .where(eq(profiles.userId, cuenta.id));
      console.log(`${email}: colegiado nº ${colegiacion.colegiacion.numero} (${colegiacion.colegiacion.provincia}). Las familias lo verán al aceptar sus consultas.`);
    } else if (comando === 'require-2fa') {
      const requerir = !values.off;
      await db.update(profiles).set({ requiere2fa: requerir }).where(eq(profiles.userId, cuenta.id));
      console.log(requerir ? `${email} deberá activar la verificación en dos pasos para usar las funciones de personal.` : `${email} ya no necesita la verificación en dos pasos.`);
    } else {
      await db.update(profiles).set({ role: rol }).where(eq(profiles.userId, cuenta.id));
      console.log(`Rol de ${email}: ${rol}.`);
    }
  }
} finally {
  await database.close();
}
