/**
 * The V8 heap of an app process after a full garbage collection, read over
 * the inspector protocol the bench opens on loopback (`--inspect=127.0.0.1:0`).
 * An RSS difference also counts the garbage of whatever just happened and the
 * pages V8 keeps after collecting; the heap after a collection is what a
 * socket really holds on to.
 */
import type { Readable } from 'node:stream';
import WebSocket from 'ws';

/** The inspector's own notices, which would otherwise interleave with the figures. */
const AVISO_DEL_INSPECTOR = /^(Debugger (listening|attached|ending)|For help, see)/;

/** Resolves with the inspector's address from the process's stderr; every other line is passed on to ours. */
export function direccionInspector(stderr: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    let pendiente = '';
    stderr.on('data', (trozo: Buffer) => {
      const lineas = (pendiente + trozo.toString('utf8')).split('\n');
      pendiente = lineas.pop() ?? '';
      for (const linea of lineas) {
        const encontrada = /Debugger listening on (ws:\/\/\S+)/.exec(linea);
        if (encontrada) resolve(encontrada[1]!);
        else if (!AVISO_DEL_INSPECTOR.test(linea)) process.stderr.write(`${linea}\n`);
      }
    });
    stderr.once('end', () => reject(new Error('the app process closed stderr before its inspector listened')));
  });
}

/** Bytes of V8 heap in use right after a full collection. */
export async function montonTrasGc(direccion: string): Promise<number> {
  const socket = new WebSocket(direccion);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let siguiente = 0;
  const llamar = (method: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++siguiente;
      const escuchar = (datos: WebSocket.RawData) => {
        const respuesta = JSON.parse(String(datos)) as { id?: number; result?: Record<string, unknown>; error?: { message: string } };
        if (respuesta.id !== id) return;
        socket.off('message', escuchar);
        if (respuesta.error) reject(new Error(respuesta.error.message));
        else resolve(respuesta.result ?? {});
      };
      socket.on('message', escuchar);
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    await llamar('HeapProfiler.collectGarbage');
    const uso = await llamar('Runtime.getHeapUsage');
    return Number(uso.usedSize);
  } finally {
    socket.close();
  }
}
