import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openPglite } from '../server/db/pglite.ts';
import { profiles } from '../server/db/schema.ts';
import { freePort } from '../../test/helpers/port.ts';

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

describe('npm run admin', () => {
  // Each command is a fresh Node process that opens the database: generous on a loaded 2-core machine.
  it('creates a verified pediatra whose printed password signs in, and changes roles', { timeout: 180_000 }, async () => {
    const creado = await admin('create-user', '--email', 'Ana@Clinica.es', '--role', 'pediatra', '--nombre', 'Ana Ruiz');
    expect(creado.code).toBe(0);
    const password = /Contraseña \(se muestra solo esta vez\): (\S+)/.exec(creado.out)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(20);
    expect(creado.out).not.toContain('Confirma tu email');
    expect((await admin('create-user', '--email', 'ana@clinica.es', '--role', 'pediatra')).code).toBe(2);

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
    expect(await admin('set-colegiado', '--email', 'ana@clinica.es', '--numero', '28 2812345', '--provincia', 'Madrid', '--apellidos', 'Ruiz Gil')).toMatchObject({
      code: 0,
      out: expect.stringContaining('colegiado nº 282812345 (Madrid)'),
    });
    const database = await openPglite(dir);
    try {
      const [perfil] = await database.db.select().from(profiles);
      expect(perfil).toMatchObject({ numeroColegiado: '282812345', colegioProvincia: 'Madrid', apellidos: 'Ruiz Gil', nombre: 'Ana Ruiz' });
    } finally {
      await database.close();
    }
    expect((await admin('set-role', '--email', 'ana@clinica.es', '--role', 'admin')).code).toBe(0);
    expect(await role()).toBe('admin');
    expect(await admin('require-2fa', '--email', 'ana@clinica.es')).toMatchObject({ code: 0, out: expect.stringContaining('dos pasos') });
  });

  it('refuses bad arguments with a clear message', { timeout: 180_000 }, async () => {
    expect(await admin('set-role', '--email', 'nadie@clinica.es', '--role', 'admin')).toMatchObject({ code: 2, out: expect.stringContaining('No hay ninguna cuenta') });
    expect(await admin('set-role', '--email', 'x', '--role', 'admin')).toMatchObject({ code: 2, out: expect.stringContaining('--email') });
    expect(await admin('set-role', '--email', 'a@b.es', '--role', 'root')).toMatchObject({ code: 2, out: expect.stringContaining('--role') });
    expect(await admin('set-colegiado', '--email', 'ana@clinica.es', '--numero', '12A45', '--provincia', 'Madrid')).toMatchObject({ code: 2, out: expect.stringContaining('entre 5 y 9 cifras') });
    expect(await admin('set-colegiado', '--email', 'ana@clinica.es', '--numero', '282812345')).toMatchObject({ code: 2, out: expect.stringContaining('provincia') });
    // Ana is an admin by now (the test above): a registration number belongs to a paediatrician.
    expect(await admin('set-colegiado', '--email', 'ana@clinica.es', '--numero', '282812345', '--provincia', 'Madrid')).toMatchObject({ code: 2, out: expect.stringContaining('rol pediatra') });
    expect(await admin('borrar-todo')).toMatchObject({ code: 2, out: expect.stringContaining('Uso:') });
  });
});
