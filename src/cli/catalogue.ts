/**
 * npm run catalogue -- --json     the whole catalogue as JSON, for review and tools
 * npm run catalogue -- --review   a printable HTML review document for a paediatrician's sign-off
 */
import { CATEGORIAS, FLUJOS } from '../domain/triage/catalogue/index.ts';
import { documentoRevision } from '../domain/triage/revision.ts';

const args = process.argv.slice(2);

if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify({ categorias: CATEGORIAS, flujos: FLUJOS }, null, 2)}\n`);
} else if (args.includes('--review')) {
  process.stdout.write(documentoRevision(FLUJOS, CATEGORIAS, new Date().toISOString().slice(0, 10)));
} else {
  process.stderr.write('Uso: npm run catalogue -- --json | --review > catalogo.html\n');
  process.exitCode = 2;
}
