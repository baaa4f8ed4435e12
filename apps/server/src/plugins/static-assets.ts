import { readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A file of the web build, the same for everyone. */
    staticFile?: boolean;
  }
}

/** A file of the web build, not a page or an API answer: nothing personal (no cookie) goes with it. */
export const isStaticFile = (request: FastifyRequest) => request.routeOptions.config.staticFile === true;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENCODED_EXTENSIONS = ['.br', '.gz'];

/**
 * Pages are answered by the page handler (pages.ts), which adds the site configuration, from the list
 * of prerendered.json; hidden files (Vite's .vite/manifest.json) are the build's own; .br and .gz files
 * are other encodings of a file.
 */
const isServed = (file: string) =>
  !file.endsWith('.html') &&
  file !== 'prerendered.json' &&
  !file.split('/').some((segment) => segment.startsWith('.')) &&
  !ENCODED_EXTENSIONS.some((extension) => file.endsWith(extension));

/**
 * The files of the web build, one route each for the files found at start. Vite's content-hashed files
 * under /assets/ are cached for a year; the others keep their names when their content changes (the
 * example reports' images, rendered again at each build, robots.txt, og-image.png) and are revalidated
 * by ETag and Last-Modified. The .br and .gz written beside a file by the build (apps/web/build/precompress.ts) go,
 * as they are, to the clients that accept them; nothing here is compressed on the fly.
 */
export async function registerStaticAssets(app: FastifyInstance, webRoot: string) {
  // @fastify/send's own Cache-Control would replace the one set here.
  await app.register(fastifyStatic, {
    root: webRoot,
    serve: false,
    preCompressed: true,
    cacheControl: false,
  });
  const files = new Set(
    readdirSync(webRoot, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(webRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      ),
  );
  for (const file of files) {
    if (!isServed(file)) continue;
    const cacheControl = file.startsWith('assets/') ? IMMUTABLE : 'no-cache';
    const encoded = ENCODED_EXTENSIONS.some((extension) => files.has(file + extension));
    app.get(`/${file}`, { compress: false, config: { staticFile: true } }, async (_request, reply) => {
      reply.header('cache-control', cacheControl);
      if (encoded) reply.header('vary', 'accept-encoding');
      return reply.sendFile(file);
    });
  }
}
