/** `node src/server/main.ts` as `npm start` runs it: ready, refuses a second copy, stops cleanly on SIGTERM. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

function start(port: number): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'info' },
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
  });
});
