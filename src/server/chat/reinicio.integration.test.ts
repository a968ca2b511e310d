/**
 * The promise of the chat under the worst ordinary failure: the server
 * process is killed (SIGKILL) in the middle of a conversation and started
 * again. Both participants keep sending, retrying each message with its own
 * client id until the server answers; at the end both see every message
 * exactly once, numbered without gaps. On the embedded default (PGlite on
 * disk) and on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { leerComando } from '../../cli/admin-argumentos.ts';
import { ejecutarComando } from '../../cli/admin-comandos.ts';
import type { Mensaje } from '../../shared/chat.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { freePort } from '../../../test/helpers/port.ts';

const SECRETO = 'reinicio-secret-reinicio-secret-0123456789';
const POR_PARTE = 25;

interface Motor {
  readonly nombre: string;
  env(): Promise<Record<string, string>>;
  limpiar(): Promise<void>;
}

const dirs: string[] = [];
const pglite: Motor = {
  nombre: 'pglite on disk',
  async env() {
    const dir = mkdtempSync(path.join(tmpdir(), 'triaje-reinicio-'));
    dirs.push(dir);
    return { DATA_DIR: dir };
  },
  async limpiar() {},
};

function postgres(adminUrl: string): Motor {
  const nombre = `triaje_reinicio_${randomBytes(5).toString('hex')}`;
  return {
    nombre: 'postgres',
    async env() {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${nombre}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${nombre}`;
      const dir = mkdtempSync(path.join(tmpdir(), 'triaje-reinicio-'));
      dirs.push(dir);
      return { DATABASE_URL: url.toString(), DATA_DIR: dir };
    },
    async limpiar() {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${nombre} with (force)`);
      await admin.end();
    },
  };
}

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function crearCuentas(env: Record<string, string | undefined>): Promise<Record<'familia' | 'pediatra', { email: string; password: string }>> {
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    const orden = async (...argv: string[]) => {
      const lectura = leerComando(argv);
      if (!lectura.ok) throw new Error(lectura.mensaje);
      return ejecutarComando(database.db, config, lectura.comando);
    };
    const crear = async (rol: string) => {
      const email = `reinicio.${rol}.${randomBytes(4).toString('hex')}@example.com`;
      const password = /Contraseña \(se muestra solo esta vez\): (\S+)/.exec(await orden('create-user', '--email', email, '--role', rol))?.[1];
      if (!password) throw new Error('sin contraseña');
      return { email, password };
    };
    const [familia, pediatra] = [await crear('user'), await crear('pediatra')];
    await orden('set-colegiado', '--email', pediatra.email, '--numero', '282812345', '--provincia', 'Madrid');
    return { familia, pediatra };
  } finally {
    await database.close();
  }
}

const motores = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])];

for (const motor of motores) {
  describe(`the server killed mid-conversation (${motor.nombre})`, () => {
    afterAll(() => motor.limpiar());

    it('loses and doubles nothing: both sides see every message once, numbered without gaps', { timeout: 180_000 }, async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const env = { ...process.env, ...(await motor.env()), PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', BETTER_AUTH_SECRET: SECRETO };
      // The accounts an operator would create (npm run admin's own code, in this process), before the server owns the database.
      const cuentas = await crearCuentas(env);

      let proceso!: ChildProcess;
      const arrancar = async () => {
        proceso = spawn(process.execPath, ['src/server/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
        for (let i = 0; i < 300; i++) {
          if (await fetch(`${url}/api/ready`).then((r) => r.ok, () => false)) return;
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error('the server did not start');
      };
      await arrancar();
      try {
        const post = (cookie: string, ruta: string, body: unknown) =>
          fetch(`${url}${ruta}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url, cookie }, body: JSON.stringify(body) });
        const entrar = async ({ email, password }: { email: string; password: string }) => {
          const r = await post('', '/api/auth/sign-in/email', { email, password });
          return r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
        };
        const familia = await entrar(cuentas.familia);
        const pediatra = await entrar(cuentas.pediatra);
        const { sessionId } = (await (await post(familia, '/api/pagos/checkout', { tipoConsulta: 'teleconsulta', imagenes: false })).json()) as { sessionId: string };
        await post(familia, `/api/pagos/demo/${sessionId}/pagar`, {});
        const { consultaId } = (await (await post(familia, '/api/pagos/confirmar', { sessionId })).json()) as { consultaId: string };
        expect((await post(pediatra, '/api/consultas/aceptar', { consultaId })).status).toBe(200);

        let enviados = 0;
        // Each side sends its messages in order, retrying one until the server answers, with the same client id.
        const conversar = async (cookie: string, quien: string) => {
          const ids: string[] = [];
          for (let i = 0; i < POR_PARTE; i++) {
            const clientId = randomUUID();
            ids.push(clientId);
            for (;;) {
              const r = await post(cookie, `/api/consultas/${consultaId}/mensajes`, { clientId, content: `${quien} ${i}` }).catch(() => null);
              if (r && (r.status === 201 || r.status === 200)) break;
              await new Promise((res) => setTimeout(res, 50));
            }
            enviados++;
          }
          return ids;
        };
        const matar = (async () => {
          while (enviados < 12) await new Promise((r) => setTimeout(r, 5));
          proceso.kill('SIGKILL');
          await new Promise((r) => proceso.once('exit', r));
          await arrancar();
        })();
        const [idsFamilia, idsPediatra] = await Promise.all([conversar(familia, 'familia'), conversar(pediatra, 'pediatra'), matar]);

        const leer = () =>
          Promise.all(
            [familia, pediatra].map(async (cookie) => {
              const r = await fetch(`${url}/api/consultas/${consultaId}/mensajes?despues=0`, { headers: { cookie } });
              return ((await r.json()) as { mensajes: Mensaje[] }).mensajes;
            }),
          );
        // The first reading marks each side's messages delivered to the other; the second sees the same marks on both sides.
        await leer();
        const vistas = await leer();
        expect(vistas[0]).toEqual(vistas[1]);
        expect(vistas[0]!.every((m) => m.entregado_at !== null)).toBe(true);
        const mensajes = vistas[0]!;
        expect(mensajes.map((m) => m.seq)).toEqual(Array.from({ length: 2 * POR_PARTE }, (_, i) => i + 1));
        expect(new Set(mensajes.map((m) => m.client_id))).toEqual(new Set([...idsFamilia!, ...idsPediatra!]));
        // Each side's messages keep the order they were written in.
        expect(mensajes.filter((m) => m.content.startsWith('familia')).map((m) => m.content)).toEqual(Array.from({ length: POR_PARTE }, (_, i) => `familia ${i}`));
        expect(mensajes.filter((m) => m.content.startsWith('pediatra')).map((m) => m.content)).toEqual(Array.from({ length: POR_PARTE }, (_, i) => `pediatra ${i}`));
      } finally {
        proceso!.kill('SIGTERM');
        await new Promise((r) => proceso!.once('exit', r));
      }
    });
  });
}
