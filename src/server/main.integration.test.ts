/** `node src/server/main.ts` as `npm start` runs it: ready, refuses a second copy, stops cleanly on SIGTERM. */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'triaje-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(port: number, dataDir = dir): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  });
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitReady(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('not ready');
}

describe('the server process', () => {
  it('starts on PGlite, refuses a second process on the same data, and shuts down cleanly', async () => {
    const port = await freePort();
    const first = start(port);
    await waitReady(`http://127.0.0.1:${port}`);
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(true);

    const second = start(await freePort());
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain('ya está en uso');

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    // Structured JSON logs, with no request bodies.
    const lines = first.output().trim().split('\n');
    expect(lines.every((l) => l.startsWith('{'))).toBe(true);
    expect(first.output()).toContain('shutting down');
    // One address to open, the public one, not Fastify's list of bound interfaces.
    expect(first.output()).toContain(`abre http://localhost:${port} en el navegador`);
    expect(first.output()).not.toContain('Server listening at');
    // A fresh installation has no admin yet: the operator is told the wait alert would reach nobody.
    expect(first.output()).toContain('No hay ninguna cuenta de administrador');
  });

  it('makes the data directory private to the server user, also one an earlier version left world-readable', async () => {
    const viejo = mkdtempSync(path.join(tmpdir(), 'triaje-permisos-'));
    try {
      chmodSync(viejo, 0o777);
      mkdirSync(path.join(viejo, 'antiguo'), { mode: 0o777 });
      writeFileSync(path.join(viejo, 'antiguo', 'datos'), 'x', { mode: 0o666 });
      chmodSync(path.join(viejo, 'antiguo', 'datos'), 0o666);
      const port = await freePort();
      const server = start(port, viejo);
      const url = `http://127.0.0.1:${port}`;
      await waitReady(url);
      // Writes after start create new database files.
      await fetch(`${url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
        body: JSON.stringify({ email: `permisos.${Date.now()}@example.com`, password: 'una-clave-larga-31', name: '' }),
      });
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      const abiertas: string[] = [];
      const revisar = (ruta: string) => {
        const modo = statSync(ruta).mode & 0o777;
        if (statSync(ruta).isDirectory()) {
          if (modo !== 0o700) abiertas.push(`${ruta} ${modo.toString(8)}`);
          for (const nombre of readdirSync(ruta)) revisar(path.join(ruta, nombre));
        } else if ((modo & 0o077) !== 0) abiertas.push(`${ruta} ${modo.toString(8)}`);
      };
      revisar(viejo);
      expect(abiertas).toEqual([]);
      expect(readdirSync(path.join(viejo, 'pg')).length).toBeGreaterThan(5);
    } finally {
      rmSync(viejo, { recursive: true, force: true });
    }
  });
});
