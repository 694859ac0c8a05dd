import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors.ts';

const NEVER_CACHE = 'no-cache, no-store, must-revalidate';
const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built player app: hashed assets cached for a year, index.html and the service worker never
 * cached, app routes falling back to index.html, unknown /api paths answering 404 JSON.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.startsWith(join(distDir, 'assets'));
        res.setHeader('cache-control', isHashedAsset ? ONE_YEAR : NEVER_CACHE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send(errorBody('not_found', `No endpoint ${request.method} ${path}`));
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || !hasBuild || /\.[a-z0-9]{2,5}$/i.test(path)) {
      return reply
        .status(404)
        .type('text/plain')
        .send(hasBuild ? 'Not found' : 'The web app is not built: run npm run build.');
    }
    return reply.header('cache-control', NEVER_CACHE).type('text/html').sendFile('index.html', distDir);
  });
}
