import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';

describe('serving the SPA', () => {
  let server: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'triaje-spa-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>SPA</title>');
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'sw.js'), 'self.skipWaiting()');
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    server = await startServer(TEST_DATABASES[0]!, { STATIC_DIR: dir });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/consultas', '/auth?mode=register', '/cualquier/ruta'])('answers the client route %s with index.html, not cached', async (ruta) => {
    const response = await fetch(`${server.url}${ruta}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>SPA</title>');
  });

  it('caches hashed assets for a year and the service worker never', async () => {
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the pre-compressed asset to clients that accept it', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('answers a missing file and unknown API routes with a JSON 404', async () => {
    for (const ruta of ['/assets/missing.js', '/api/nada', '/api']) {
      const response = await fetch(`${server.url}${ruta}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('does not treat POSTs to client routes as page loads', async () => {
    const response = await fetch(`${server.url}/consultas`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});
