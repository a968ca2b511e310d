/** Entry point of `npm start`: config → database (migrated) → app → listen, and a clean stop. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import { DataDirLockedError } from './db/dir-lock.ts';
import { openDatabase } from './db/open.ts';
import { UMASK_PRIVADA } from './db/directorio-privado.ts';
import { avisarSiFaltaAdmin } from './consultas/sin-admin.ts';

// Everything this process writes (database files, keys) is private to the server's user.
process.umask(UMASK_PRIVADA);

let config: Config;
let database: Database;
try {
  config = loadConfig();
  database = await openDatabase(config);
} catch (error) {
  // Operator mistakes get one clear line; anything else keeps its stack.
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? `No se puede arrancar: ${error.message}` : error);
  process.exit(1);
}
const app = await buildApp(config, { database });

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const forced = setTimeout(() => {
    app.log.error('shutdown took too long, exiting');
    process.exit(1);
  }, 10_000);
  forced.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

try {
  // One address to open, not Fastify's list of every interface it bound.
  await app.listen({ port: config.PORT, host: config.HOST, listenTextResolver: () => `${config.APP_NAME} listo (${database.engine}): abre ${config.PUBLIC_URL} en el navegador` });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await database.close();
  process.exit(1);
}
// A check for the operator, not a condition to start: the product runs, the wait alert just has nobody to tell.
await avisarSiFaltaAdmin(database.db, app.log).catch((error: unknown) => app.log.warn({ err: error }, 'could not check for an admin account'));
