import pg from 'pg';
import type { Oyente } from './database.ts';

const ESPERA_MAXIMA_MS = 30_000;

/**
 * One dedicated connection per subscription that LISTENs (a pooled one would
 * be handed to other queries, and PgBouncer's transaction pooling drops
 * LISTEN; tech-notes §4). When the connection is lost it reconnects with
 * backoff, LISTENs again and tells the subscriber to resync, because
 * notifications sent in the gap are gone.
 */
export async function escucharPostgres(connectionString: string, canal: string, oyente: Oyente): Promise<() => Promise<void>> {
  let cliente: pg.Client | null = null;
  let cerrado = false;
  let intentos = 0;
  let temporizador: NodeJS.Timeout | undefined;

  const conectar = async (): Promise<void> => {
    const nuevo = new pg.Client({ connectionString });
    nuevo.on('notification', (n) => {
      if (n.channel === canal) oyente.aviso(n.payload ?? '');
    });
    const perdido = () => {
      if (cliente !== nuevo || cerrado) return;
      cliente = null;
      programar();
    };
    nuevo.on('error', perdido);
    nuevo.on('end', perdido);
    await nuevo.connect();
    await nuevo.query(`LISTEN ${pg.escapeIdentifier(canal)}`);
    cliente = nuevo;
  };

  const programar = () => {
    const espera = Math.min(ESPERA_MAXIMA_MS, 250 * 2 ** intentos++);
    temporizador = setTimeout(() => {
      conectar().then(
        () => {
          intentos = 0;
          oyente.reconectado();
        },
        () => programar(),
      );
    }, espera);
    temporizador.unref();
  };

  await conectar();
  return async () => {
    cerrado = true;
    clearTimeout(temporizador);
    const actual = cliente;
    cliente = null;
    await actual?.end().catch(() => undefined);
  };
}
