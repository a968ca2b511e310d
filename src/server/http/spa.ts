/**
 * Serves the built SPA: hashed assets cached for a year, index.html and the
 * service-worker files never cached, and index.html for every client route.
 * Unknown /api paths get a JSON 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

const NEVER_CACHE = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // The build writes .br and .gz beside each asset; clients get the smallest they accept.
      preCompressed: true,
      index: 'index.html',
      cacheControl: false,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`) && !NEVER_CACHE.has(name);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ staticDir: root }, 'no SPA build found: run `npm run build` (npm start does it)');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !url.startsWith('/api/') && url !== '/api';
    if (wantsPage && hasBuild && !path.extname(url)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendError(reply, 404, 'not_found', 'Recurso no encontrado.');
  });
}
