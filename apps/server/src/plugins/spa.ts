import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@verificauto/shared/legal/site-config';
import type { FastifyInstance } from 'fastify';
import { registerStaticAssets } from './static-assets';

const API_PREFIXES = ['/api/', '/auth/', '/dev/api/'];
export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * The page with the site's configuration as a JSON data block: not executed, so the strict CSP holds,
 * and `<` escaped so that no value can close the element.
 */
export function withSiteConfig(html: string, siteConfig: SiteConfig): string {
  if (!html.includes('</head>'))
    throw new Error('index.html senza </head>: la configurazione del sito non ha dove stare');
  const json = JSON.stringify(siteConfig).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script></head>`,
  );
}

const NO_BUILD_PAGE =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Verificauto</title></head>' +
  '<body><p>L’interfaccia web non è stata compilata: esegui npm run build.</p></body></html>';

/**
 * Serves the built web app: hashed assets cached for a year, index.html (with the site configuration)
 * revalidated by its ETag, and index.html for any other GET so that client-side routes work on reload.
 * Unknown API paths get JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string, siteConfig: SiteConfig) {
  const indexFile = path.join(webRoot, 'index.html');
  const hasBuild = existsSync(indexFile);
  // Without a build the page still carries the configuration: the Vite dev server copies it from here.
  const page = withSiteConfig(hasBuild ? readFileSync(indexFile, 'utf8') : NO_BUILD_PAGE, siteConfig);
  const etag = `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
  // The raw index.html lacks the configuration: it is answered like any other page path.
  if (hasBuild) await registerStaticAssets(app, webRoot);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'not_found', message: 'Risorsa non trovata.' });
    }
    if (!hasBuild) return reply.status(503).type('text/html; charset=utf-8').send(page);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
