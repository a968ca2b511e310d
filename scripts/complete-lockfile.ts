/**
 * Adds lock entries for platform-specific optional packages (other OSes and
 * CPUs) that npm left out of package-lock.json because this machine's registry
 * does not serve them. Without them `npm ci` refuses the lock file
 * ('Missing: @tailwindcss/oxide-darwin-x64@ from lock file'). The entries carry
 * os/cpu, so npm skips them here and installs them where they apply.
 *
 * Run after every `npm install` that changes dependencies:
 *   node scripts/complete-lockfile.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface Entry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}

const PLATFORM = /-(android|darwin|freebsd|linux|win32|openbsd|openharmony|sunos|aix|netbsd|wasm32)-([a-z0-9]+)/;

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Entry> };
let added = 0;
for (const meta of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const match = PLATFORM.exec(name.split('/').at(-1) ?? '');
    const entry: Entry = { version, ...(meta.dev ? { dev: true } : {}), optional: true };
    if (match?.[1] === 'wasm32') entry.cpu = ['wasm32'];
    else if (match) {
      entry.os = [match[1] as string];
      entry.cpu = [match[2] as string];
    }
    lock.packages[key] = entry;
    added++;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform entries added`);
