import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@verificauto/shared/legal/site-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type LinkPreviews, loadPages } from './pages';
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

export interface SpaOptions {
  /** The configuration as of now: the inspection's price in it follows the workshops' fees (decision 063). */
  siteConfig(): Promise<SiteConfig>;
  publicUrl: string;
  linkPreviews: LinkPreviews;
  /** A request that carries no session: the pages rendered with data are rendered for it alone. */
  isGuest(request: FastifyRequest): boolean;
}

/**
 * Serves the built web app: its files (static-assets.ts), and for any other GET the page of that path
 * (pages.ts: prerendered, or the shell where the browser renders the route), with the site configuration,
 * revalidated by its ETag. Unknown API paths get JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string, options: SpaOptions) {
  const pages = await loadPages(webRoot, { ...options, decorate: withSiteConfig });
  if (pages) await registerStaticAssets(app, webRoot);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'not_found', message: 'Risorsa non trovata.' });
    }
    // Without a build the page still carries the configuration: the Vite dev server copies it from here.
    if (!pages)
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(withSiteConfig(NO_BUILD_PAGE, await options.siteConfig()));
    const page = await pages.pageFor(url, { guest: options.isGuest(request) });
    reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const { encoding, body } = page.body(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(await body);
  });
}
