/**
 * The data directory holds the embedded database, the session-signing key and
 * (later) the families' files: only the server's own user may read or write
 * it (folders 0700, files 0600), also when it exists from an earlier version
 * that left it world-readable.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** New files and folders of this process are private from the start (0600 / 0700). */
export const UMASK_PRIVADA = 0o077;

export function asegurarDirectorioPrivado(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  privatizar(dir);
}

function privatizar(ruta: string): void {
  const info = lstatSync(ruta);
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    if ((info.mode & 0o777) !== 0o700) chmodSync(ruta, 0o700);
    for (const nombre of readdirSync(ruta)) privatizar(path.join(ruta, nombre));
  } else if ((info.mode & 0o777) !== 0o600) {
    chmodSync(ruta, 0o600);
  }
}
