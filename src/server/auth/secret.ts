import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asegurarDirectorioPrivado } from '../db/directorio-privado.ts';

/**
 * The key that signs session cookies. From BETTER_AUTH_SECRET when set (several
 * instances must share it); otherwise generated once and kept in DATA_DIR, so
 * the embedded default needs no configuration and sessions survive restarts.
 */
export function loadAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  asegurarDirectorioPrivado(dataDir);
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
