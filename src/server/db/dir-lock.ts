import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Exclusive pid lock file. A lock left by a dead process is taken over; one
 * held by a live process refuses the start with a clear message.
 */
export function acquireDirLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `El directorio de datos ya está en uso por el proceso ${holder} (${lockPath}). Detén ese proceso o usa otro DATA_DIR.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`No se pudo bloquear ${lockPath}`);
}
