import { createServer } from 'node:net';

/** A free loopback port, so the app's PUBLIC_URL (trusted origin, cookie scope) can name it before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
