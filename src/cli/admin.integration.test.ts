import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/database.ts';
import { openPglite } from '../server/db/pglite.ts';
import { profiles, user } from '../server/db/schema.ts';
import { TEST_DATABASES } from '../../test/helpers/databases.ts';
import { freePort } from '../../test/helpers/port.ts';
import { leerComando } from './admin-argumentos.ts';
import { ejecutarComando, FalloComando } from './admin-comandos.ts';

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'triaje-admin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function admin(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['src/cli/admin.ts', ...args], { env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

// The real command, as an operator types it: each call is a fresh Node process opening the PGlite directory.
describe('npm run admin', () => {
  it('creates a verified pediatra whose printed password signs in, records their identity, and changes roles', { timeout: 180_000 }, async () => {
    const creado = await admin('create-user', '--email', 'Ana@Clinica.es', '--role', 'pediatra', '--nombre', 'Ana Ruiz');
    expect(creado.code).toBe(0);
    const password = /Contraseña \(se muestra solo esta vez\): (\S+)/.exec(creado.out)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(20);
    expect(creado.out).not.toContain('Confirma tu email');

    const role = async () => {
      const database = await openPglite(dir);
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const app = await buildApp(loadConfig({ DATA_DIR: dir, PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'silent' }), { database });
      await app.listen({ port, host: '127.0.0.1' });
      try {
        const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url },
          body: JSON.stringify({ email: 'ana@clinica.es', password }),
        });
        expect(signIn.status).toBe(200);
        const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
        return ((await (await fetch(`${url}/api/me`, { headers: { cookie } })).json()) as { role: string }).role;
      } finally {
        await app.close();
        await database.close();
      }
    };
    expect(await role()).toBe('pediatra');
    const colegiado = await admin('set-colegiado', '--email', 'ana@clinica.es', '--numero', '28 2812345', '--provincia', 'Madrid', '--nombre', 'Ana María', '--apellidos', 'Ruiz Gil');
    expect(colegiado).toMatchObject({ code: 0, out: expect.stringContaining('colegiado nº 282812345 (Madrid)') });
    expect(colegiado.out).toContain('Así aparece en el chat y en los documentos: Ana María Ruiz Gil · Pediatría · Nº de colegiado 282812345 (Madrid)');
    const database = await openPglite(dir);
    try {
      const [perfil] = await database.db.select().from(profiles);
      expect(perfil).toMatchObject({ numeroColegiado: '282812345', colegioProvincia: 'Madrid', apellidos: 'Ruiz Gil', nombre: 'Ana María', especialidad: 'Pediatría' });
    } finally {
      await database.close();
    }
    expect((await admin('set-role', '--email', 'ana@clinica.es', '--role', 'admin')).code).toBe(0);
    expect(await role()).toBe('admin');
    expect(await admin('require-2fa', '--email', 'ana@clinica.es')).toMatchObject({ code: 0, out: expect.stringContaining('dos pasos') });
  });

  it('refuses bad arguments with a clear message', { timeout: 180_000 }, async () => {
    // Refused by the database: exit code 2 and the reason, as for bad arguments.
    expect(await admin('set-role', '--email', 'nadie@clinica.es', '--role', 'admin')).toMatchObject({ code: 2, out: expect.stringContaining('No hay ninguna cuenta') });
    // Refused before the database opens (the argument checks are unit-tested in admin-argumentos.test.ts).
    expect(await admin('set-role', '--email', 'x', '--role', 'admin')).toMatchObject({ code: 2, out: expect.stringContaining('--email') });
    expect(await admin('set-role', '--email', 'a@b.es', '--role', 'root')).toMatchObject({ code: 2, out: expect.stringContaining('--role') });
    expect(await admin('set-colegiado', '--email', 'ana@clinica.es', '--numero', '12A45', '--provincia', 'Madrid')).toMatchObject({ code: 2, out: expect.stringContaining('entre 5 y 9 cifras') });
    expect(await admin('set-colegiado', '--email', 'ana@clinica.es', '--numero', '282812345')).toMatchObject({ code: 2, out: expect.stringContaining('provincia') });
    expect(await admin('set-colegiado', '--email', 'ana@clinica.es', '--numero', '282812345', '--provincia', 'Madrid', '--especialidad', 'Pediatría 2')).toMatchObject({
      code: 2,
      out: expect.stringContaining('La especialidad debe tener entre 3 y 80 caracteres'),
    });
    expect(await admin('set-colegiado', '--email', 'ana@clinica.es', '--numero', '282812345', '--provincia', 'Madrid', '--nombre', 'A')).toMatchObject({ code: 2, out: expect.stringContaining('El nombre') });
    expect(await admin('set-role', '--email', 'ana@clinica.es', '--rol', 'admin')).toMatchObject({ code: 2, out: expect.stringContaining('Opción desconocida: --rol') });
    expect(await admin('borrar-todo')).toMatchObject({ code: 2, out: expect.stringContaining('Uso:') });
  });
});

// The same commands in-process on both databases: what each does and refuses, without a process per call.
describe.each(TEST_DATABASES)('admin commands on $name', (testDatabase) => {
  let database: Database;
  let dispose: () => Promise<void>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'triaje-admin-comandos-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  beforeAll(async () => {
    ({ database, dispose } = await testDatabase.open());
  });
  afterAll(async () => {
    await dispose?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const ejecutar = (...argv: string[]) => {
    const lectura = leerComando(argv);
    if (!lectura.ok) throw new Error(lectura.mensaje);
    return ejecutarComando(database.db, config, lectura.comando);
  };
  const perfilDe = async (email: string) => {
    const [fila] = await database.db
      .select({ nombre: profiles.nombre, apellidos: profiles.apellidos, role: profiles.role, numero: profiles.numeroColegiado, provincia: profiles.colegioProvincia, especialidad: profiles.especialidad, name: user.name })
      .from(user)
      .innerJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.email, email));
    return fila;
  };
  const refusal = async (argv: string[], motivo: string) => {
    const error = await ejecutar(...argv).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FalloComando);
    expect((error as Error).message).toContain(motivo);
  };

  it('refuses a second account with the same e-mail, and changes nothing', async () => {
    await ejecutar('create-user', '--email', 'doble@clinica.es', '--role', 'pediatra', '--nombre', 'Berta');
    const antes = await perfilDe('doble@clinica.es');
    await refusal(['create-user', '--email', 'Doble@Clinica.es', '--role', 'admin'], 'Ya existe una cuenta con doble@clinica.es');
    expect(await perfilDe('doble@clinica.es')).toEqual(antes);
    expect(await database.db.select({ id: user.id }).from(user).where(eq(user.email, 'doble@clinica.es'))).toHaveLength(1);
  });

  it('records the identity: Pediatría when the profile has no specialty, the recorded one kept when none is given, a given one replacing it', async () => {
    await ejecutar('create-user', '--email', 'carla@clinica.es', '--role', 'pediatra', '--nombre', 'Carla');
    expect(await perfilDe('carla@clinica.es')).toMatchObject({ especialidad: null, numero: null });

    const salida = await ejecutar('set-colegiado', '--email', 'carla@clinica.es', '--numero', '080812345', '--provincia', 'Barcelona');
    expect(salida).toContain('Carla · Pediatría · Nº de colegiado 080812345 (Barcelona)');
    expect(await perfilDe('carla@clinica.es')).toMatchObject({ nombre: 'Carla', apellidos: '', numero: '080812345', provincia: 'Barcelona', especialidad: 'Pediatría' });

    await ejecutar('set-colegiado', '--email', 'carla@clinica.es', '--numero', '080812345', '--provincia', 'Barcelona', '--especialidad', 'Neonatología', '--nombre', 'Carla Inés', '--apellidos', 'Vidal  Pons');
    expect(await perfilDe('carla@clinica.es')).toMatchObject({ nombre: 'Carla Inés', name: 'Carla Inés', apellidos: 'Vidal Pons', especialidad: 'Neonatología' });

    // A later correction of the number alone keeps the name and the specialty.
    const corregida = await ejecutar('set-colegiado', '--email', 'carla@clinica.es', '--numero', '080899999', '--provincia', 'Girona');
    expect(corregida).toContain('Carla Inés Vidal Pons · Neonatología · Nº de colegiado 080899999 (Girona)');
    expect(await perfilDe('carla@clinica.es')).toMatchObject({ nombre: 'Carla Inés', apellidos: 'Vidal Pons', numero: '080899999', provincia: 'Girona', especialidad: 'Neonatología' });
  });

  it('refuses a number for an account that is not a paediatrician, or does not exist, and changes nothing', async () => {
    await ejecutar('create-user', '--email', 'familia@example.com', '--role', 'user', '--nombre', 'Dora');
    const antes = await perfilDe('familia@example.com');
    await refusal(['set-colegiado', '--email', 'familia@example.com', '--numero', '282812345', '--provincia', 'Madrid', '--nombre', 'Otra'], 'no tiene el rol pediatra');
    expect(await perfilDe('familia@example.com')).toEqual(antes);
    await refusal(['set-colegiado', '--email', 'nadie@clinica.es', '--numero', '282812345', '--provincia', 'Madrid'], 'No hay ninguna cuenta con nadie@clinica.es.');
    await refusal(['require-2fa', '--email', 'nadie@clinica.es'], 'No hay ninguna cuenta');
    await refusal(['set-role', '--email', 'nadie@clinica.es', '--role', 'admin'], 'No hay ninguna cuenta');
    expect(await database.db.select({ id: user.id }).from(user).where(eq(user.email, 'nadie@clinica.es'))).toHaveLength(0);
  });
});
