/** What issuing a clinical document costs: jsPDF's first load (memory, time) and each PDF after it. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface CifrasDocumentos {
  readonly rssAntesMB: number;
  readonly rssTrasPrimeroMB: number;
  readonly rssFinalMB: number;
  readonly primeroMs: number;
  readonly p50ms: number;
  readonly p99ms: number;
  readonly bytes: number;
}

export function benchDocumentos(): CifrasDocumentos {
  // The heap limits of `npm start` (package.json): without them V8 keeps more pages and RSS reads as growth.
  const salida = execFileSync(process.execPath, ['--max-semi-space-size=2', '--max-old-space-size=256', path.join(import.meta.dirname, 'documentos-proceso.ts')], {
    encoding: 'utf8',
  });
  return JSON.parse(salida.trim().split('\n').at(-1) ?? '{}') as CifrasDocumentos;
}
