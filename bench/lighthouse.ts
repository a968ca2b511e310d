/**
 * Lighthouse (mobile profile) on the production build served locally by the
 * real server: performance, accessibility and best-practices scores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPglite } from '../src/server/db/pglite.ts';
import { freePort } from '../test/helpers/port.ts';

export interface Lighthouse {
  readonly puntos: Record<string, number | null>;
  readonly metricas: Record<string, string>;
}

export async function benchLighthouse(): Promise<Lighthouse> {
  const dir = mkdtempSync(path.join(tmpdir(), 'triaje-lh-'));
  const database = await openPglite(dir);
  const port = await freePort();
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dir }), { database });
  const url = await app.listen({ port, host: '127.0.0.1' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-component-update'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const lhr = result?.lhr;
    const puntos = Object.fromEntries(
      Object.entries(lhr?.categories ?? {}).map(([id, c]) => [id, c.score === null ? null : Math.round(c.score * 100)]),
    );
    const ids = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    const metricas: Record<string, string> = Object.fromEntries(ids.map((id) => [id, lhr?.audits[id]?.displayValue ?? '?']));
    // Name what cost points, so a drop is actionable.
    for (const categoria of ['accessibility', 'best-practices'] as const) {
      for (const ref of lhr?.categories[categoria]?.auditRefs ?? []) {
        const audit = lhr?.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) metricas[`${categoria} ✗`] = `${metricas[`${categoria} ✗`] ? `${metricas[`${categoria} ✗`]}, ` : ''}${ref.id}`;
      }
    }
    return { puntos, metricas };
  } finally {
    chrome.kill();
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
