import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { SiteConfig } from '@verificauto/shared/legal/site-config';
import { imagePreload } from '@verificauto/shared/prerender/image-preload';
import {
  type HeadTag,
  type LinkPreview,
  pageLinkTags,
  renderHeadTags,
} from '@verificauto/shared/prerender/link-preview';
import { escapeHtml, fillPlaceholders } from '@verificauto/shared/prerender/placeholders';
import type { RenderedPage } from '@verificauto/shared/prerender/request-render';
import { type ContentEncoding, preferredEncoding } from '../lib/accept-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Written by the web build (apps/web/build/prerendered-pages.ts).
const MANIFEST_FILE = 'prerendered.json';
interface PrerenderedManifest {
  shell: string;
  /** `rendered`: a shell's page with its scripts after the first paint, for the pages filled in for a request. */
  pages: { route: string; file: string; rendered?: string }[];
}

/**
 * A page as every visitor gets it: filled in once, compressed once at its first request at the highest
 * settings. A page made for one request (`kept` false) is left to the on-the-fly compression.
 */
export class Page {
  readonly etag: string;
  readonly #encoded: Partial<Record<ContentEncoding, Promise<Buffer>>> = {};

  constructor(
    readonly html: string,
    private readonly kept = true,
  ) {
    this.etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  }

  /** The page in the encoding the request prefers, or as text. */
  body(acceptEncoding: string | undefined): { encoding?: ContentEncoding; body: Promise<Buffer> | string } {
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding || !this.kept) return { body: this.html };
    this.#encoded[encoding] ??=
      encoding === 'br'
        ? brotli(this.html, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : gzipAsync(this.html, { level: constants.Z_BEST_COMPRESSION });
    return { encoding, body: this.#encoded[encoding] };
  }
}

/** A route of the manifest: a path, or a pattern with `:name` segments, each matching one segment. */
function matcher(route: string): (pathname: string) => Record<string, string> | undefined {
  const parts = route.split('/');
  return (pathname) => {
    const segments = pathname.split('/');
    if (segments.length !== parts.length) return undefined;
    const params: Record<string, string> = {};
    for (const [index, part] of parts.entries()) {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        if (!segment) return undefined;
        params[part.slice(1)] = decodeURIComponent(segment);
      } else if (part !== segment) return undefined;
    }
    return params;
  };
}

/**
 * A route's link preview, by the pattern of the prerendered page that answers it, and the sizes at which
 * that page shows the preview's photo.
 */
export type LinkPreviews = Record<
  string,
  {
    preview(params: Record<string, string>): Promise<LinkPreview | undefined>;
    imageSizes: string;
    /** The page rendered with a guest's data, where the first screen depends on it (decision 038). */
    guestPage?(params: Record<string, string>): Promise<RenderedPage | undefined>;
    /** The API call the page makes for its data, asked for from the head together with its scripts. */
    dataUrl?(params: Record<string, string>): string;
  }
>;

export interface PageSource {
  /** The page of a path: prerendered, or the shell where the browser renders it, or rendered for a guest. */
  pageFor(pathname: string, visitor: { guest: boolean }): Promise<Page>;
}

interface PageSet {
  /** The configuration they were filled in with, as JSON. */
  key: string;
  fillIn(html: string): string;
  shell: Page;
  exact: Map<string, Page>;
  patterns: { match: ReturnType<typeof matcher>; route: string; page: Page; rendered?: string }[];
}

/**
 * The web build's pages with the server's configuration filled in (decision 038): the prerendered public
 * pages by their path, the report page's shell for every report with that report's link preview, and
 * the empty shell for the rest. `decorate` adds what every page carries (the site configuration's block).
 * The configuration is asked for at every page: its price follows the workshops' fees (decision 063), and
 * the pages are filled in again when it changes.
 */
export async function loadPages(
  webRoot: string,
  options: {
    siteConfig(): Promise<SiteConfig>;
    publicUrl: string;
    linkPreviews: LinkPreviews;
    decorate(html: string, siteConfig: SiteConfig): string;
  },
): Promise<PageSource | undefined> {
  const manifestFile = path.join(webRoot, MANIFEST_FILE);
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderedManifest;
  // Read once: the pages are filled in again whenever the configuration changes.
  const files = new Map<string, string>();
  const read = (file: string) => {
    const html = files.get(file) ?? readFileSync(path.join(webRoot, file), 'utf8');
    files.set(file, html);
    return html;
  };

  const fillAll = (siteConfig: SiteConfig, key: string): PageSet => {
    const fillIn = (html: string) => fillPlaceholders(html, siteConfig, options.publicUrl);
    const fill = (file: string) => options.decorate(fillIn(read(file)), siteConfig);
    const set: PageSet = {
      key,
      fillIn,
      shell: new Page(fill(manifest.shell)),
      exact: new Map(),
      patterns: [],
    };
    for (const { route, file, rendered } of manifest.pages) {
      if (route.includes('/:'))
        set.patterns.push({
          match: matcher(route),
          route,
          page: new Page(fill(file)),
          rendered: rendered && fill(rendered),
        });
      else set.exact.set(route, new Page(fill(file)));
    }
    return set;
  };
  const fillNow = async (previous?: PageSet) => {
    const siteConfig = await options.siteConfig();
    const key = JSON.stringify(siteConfig);
    return previous?.key === key ? previous : fillAll(siteConfig, key);
  };
  // At start, so that a placeholder the server does not know stops it.
  let pages = await fillNow();

  return {
    async pageFor(pathname, { guest }) {
      pages = await fillNow(pages);
      const { fillIn, shell, exact, patterns } = pages;
      const page = exact.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
      if (page) return page;
      for (const { match, route, page: routePage, rendered: renderedTemplate } of patterns) {
        const params = match(pathname);
        if (!params) continue;
        const linkPreview = options.linkPreviews[route];
        const preview = await linkPreview?.preview(params);
        if (!linkPreview || !preview) return routePage;
        const tags = pageLinkTags(preview, options.publicUrl, pathname);
        if (preview.photo) tags.push(imagePreload(preview.photo, linkPreview.imageSizes));
        const rendered = guest ? await linkPreview.guestPage?.(params) : undefined;
        // A rendered page came with its data.
        if (linkPreview.dataUrl && !rendered) tags.push(dataPreload(linkPreview.dataUrl(params)));
        return new Page(
          rendered
            ? withRendered(
                withLinkPreview(renderedTemplate ?? routePage.html, tags, preview),
                rendered,
                fillIn,
              )
            : withLinkPreview(routePage.html, tags, preview),
          false,
        );
      }
      return shell;
    },
  };
}

/**
 * The page's API call preloaded: `crossorigin` (anonymous) gives the credentials of the app's `fetch`
 * (same-origin), so that the browser hands the preloaded answer to it instead of asking again.
 */
function dataPreload(href: string): HeadTag {
  return { type: 'link', props: { rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' } };
}

const ROOT = /(<div id="root">)[\s\S]*(<\/div>\s*<\/body>)/;

/** The shell with the page rendered for the request in its root, and that page's title. */
function withRendered(html: string, page: RenderedPage, fillIn: (html: string) => string): string {
  if (!ROOT.test(html)) throw new Error('La pagina della route non ha il suo elemento #root');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(ROOT, (_, open: string, close: string) => `${open}${fillIn(page.root)}${close}`);
}

function withLinkPreview(html: string, tags: HeadTag[], preview: LinkPreview): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(preview.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${renderHeadTags(tags)}</head>`);
}
