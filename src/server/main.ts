/** Entry point of `npm start`: config → database (migrated) → app → listen, and a clean stop. */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';

const config = loadConfig();
const database = await openDatabase(config);
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
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ url: config.PUBLIC_URL, database: database.engine }, `${config.APP_NAME} escuchando`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await database.close();
  process.exit(1);
}
