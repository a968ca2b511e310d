/**
 * npm run catalogue -- --json   the whole catalogue as JSON, for review and tools
 */
import { CATEGORIAS, FLUJOS, FLUJOS_PROXIMAMENTE } from '../domain/triage/catalogue/index.ts';

const args = process.argv.slice(2);

if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify({ categorias: CATEGORIAS, flujos: FLUJOS, proximamente: FLUJOS_PROXIMAMENTE }, null, 2)}\n`);
} else {
  process.stderr.write('Uso: npm run catalogue -- --json\n');
  process.exitCode = 2;
}
