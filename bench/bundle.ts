/**
 * JavaScript the browser downloads, gzipped: what the triage home needs
 * before it is interactive (entry + its static imports, from index.html) and
 * the whole triage including the catalogue; with a per-chunk table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { IDS_FLUJOS_SPEC } from '../src/domain/triage/catalogue/ids.ts';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Chunk {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
  readonly inicial: boolean;
}

export function benchBundle(dist = 'dist'): { chunks: Chunk[]; inicialGzip: number; totalGzip: number; triajeGzip: number; unSintomaGzip: number } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const inicialFiles = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!));
  const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const chunks = assets
    .map((f) => {
      const buffer = readFileSync(path.join(dist, 'assets', f));
      return { file: `assets/${f}`, bytes: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length, inicial: inicialFiles.has(`assets/${f}`) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const js = chunks.filter((c) => c.file.endsWith('.js'));
  const inicialGzip = js.filter((c) => c.inicial).reduce((s, c) => s + c.gzip, 0);
  const totalGzip = js.reduce((s, c) => s + c.gzip, 0);
  const esFlujo = (c: Chunk) => (IDS_FLUJOS_SPEC as readonly string[]).includes(c.file.replace(/^assets\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, ''));
  const esComunes = (c: Chunk) => /^assets\/comunes-/.test(c.file);
  // The whole triage: the home, the shared flow pieces and all 30 flows (account pages are not part of it).
  const triajeGzip = js.filter((c) => c.inicial || esComunes(c) || esFlujo(c)).reduce((s, c) => s + c.gzip, 0);
  // What one parent's triage downloads: the home, the shared flow pieces and the largest single flow.
  const comunes = js.filter(esComunes).reduce((s, c) => s + c.gzip, 0);
  const unSintomaGzip = inicialGzip + comunes + Math.max(0, ...js.filter(esFlujo).map((c) => c.gzip));
  return { chunks, inicialGzip, totalGzip, triajeGzip, unSintomaGzip };
}
