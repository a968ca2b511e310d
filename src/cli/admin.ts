/**
 * Operator commands (never exposed over HTTP):
 *   npm run admin -- create-user --email ana@clinica.es --role pediatra [--nombre "Ana"]
 *   npm run admin -- set-role --email ana@clinica.es --role admin
 *   npm run admin -- require-2fa --email ana@clinica.es [--off]
 *   npm run admin -- set-colegiado --email ana@clinica.es --numero 282812345 --provincia Madrid [--nombre "Ana"] [--apellidos "Ruiz Gil"] [--especialidad "Pediatría"]
 * create-user generates a strong password and prints it once; the account is
 * verified. set-colegiado records what the family is shown of who attends
 * them; without a número de colegiado a paediatrician cannot accept
 * consultations. Uses the same configuration as the server (DATABASE_URL or
 * the PGlite data directory, which must not be in use by a running server).
 */
import { leerComando } from './admin-argumentos.ts';

const lectura = leerComando(process.argv.slice(2));
if (!lectura.ok) {
  console.error(lectura.mensaje);
  process.exit(2);
}

// Only a well-formed command loads the configuration and the database.
const [{ UMASK_PRIVADA }, { loadConfig }, { openDatabase }, { ejecutarComando, FalloComando }] = await Promise.all([
  import('../server/db/directorio-privado.ts'),
  import('../server/config.ts'),
  import('../server/db/open.ts'),
  import('./admin-comandos.ts'),
]);
process.umask(UMASK_PRIVADA);
const config = loadConfig();
const database = await openDatabase(config);
let salida = 0;
try {
  console.log(await ejecutarComando(database.db, config, lectura.comando));
} catch (error) {
  if (!(error instanceof FalloComando)) throw error;
  console.error(error.message);
  salida = 2;
} finally {
  await database.close();
}
process.exitCode = salida;
