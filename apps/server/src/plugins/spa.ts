import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/auth/', '/dev/api/'];
export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for any other GET so that client-side routes work on reload. Unknown API paths get JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string) {
  const hasBuild = existsSync(path.join(webRoot, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'not_found', message: 'Risorsa non trovata.' });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send("L'interfaccia web non è stata compilata: esegui npm run build.");
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
