import type { Plugin, Rolldown } from 'vite';

/**
 * How the browser's scripts are split into files (decision 038, "Chunks"). Rolldown's own split gives
 * every set of pages that shares code a file of its own: the example report loaded 44 scripts, and on a
 * slow connection each one waits for one of the browser's six connections to a site (Lighthouse mobile:
 * LCP 2.2 s, against 1.9 s with 6 scripts). So the entry's static imports make one file (`start`), and the
 * code of the public pages, those a visitor opens first, goes into a few files named by who needs it.
 * The other pages (profile, workshop app, back office) keep Rolldown's split and import from these.
 */

export type PageKind = 'marketing' | 'example' | 'report' | 'sign-in' | 'booking' | 'checkout';
const FORMS = ['sign-in', 'booking', 'checkout'] as const;

/** The public pages' modules, by file name, with the kinds of page each serves. */
const PUBLIC_PAGES: Record<string, PageKind[]> = {
  'home-page': ['marketing'],
  'about-page': ['marketing'],
  'how-to-sell-page': ['marketing'],
  'how-to-buy-page': ['marketing'],
  'contact-page': ['marketing'],
  'work-with-us-page': ['marketing'],
  'policies-page': ['marketing'],
  'example-report-page': ['example'],
  'report-page': ['report'],
  'sign-in-page': ['sign-in'],
  'booking-page': ['booking'],
  'checkout-page': ['checkout'],
  // The layout of the pages that load data (src/app/router.tsx): every public page but the marketing ones.
  'query-layout': ['example', 'report', ...FORMS],
};

/**
 * The files, highest priority first: code shared with the marketing pages, shared by the example report
 * and a page with a form, shared by pages with forms (and the report page), the report's view (the
 * example report and the report page), then each kind of page's own code. A marketing page's own code
 * is in a file of its own (`home-page`…), lowest: `marketing` holds what they share.
 */
export const CHUNKS = ['site', 'common', 'forms', 'report', 'report-page', 'marketing', ...FORMS] as const;
export type Chunk = (typeof CHUNKS)[number];

/**
 * The file of a module that these kinds of page need. A module's imports are needed by at least the same
 * pages, so they map to the same file or to one of higher priority: Rolldown puts a group's modules'
 * imports in the group unless a group of higher priority took them.
 */
export function chunkFor(kinds: ReadonlySet<PageKind>): Chunk {
  const [only] = kinds;
  if (kinds.size > 1 && kinds.has('marketing')) return 'site';
  if (kinds.has('example') && FORMS.some((kind) => kinds.has(kind))) return 'common';
  if (kinds.has('example')) return 'report';
  if (kinds.size > 1) return 'forms';
  return only === 'report' ? 'report-page' : (only as Exclude<PageKind, 'example' | 'report'>);
}

// The entries' own modules stay in their files: the browser's hydrates the page, the prerender's imports
// `start`, and the loader of a page's scripts (src/scripts-after-paint.ts) must stay small.
const ENTRY = /(index\.html|[\\/]src[\\/](main|prerender|scripts-after-paint)\.tsx?)$/;
const ROUTER = /[\\/]src[\\/]app[\\/]router\.tsx$/;
const FILE_NAME = /([^\\/]+)\.tsx?$/;

/** The plugin that reads which public pages need each module, and the groups that use it. */
export function pageChunks(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const chunkOf = new Map<string, Chunk>();
  const marketingPageOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'verificauto:page-chunks',
    apply: 'build',
    buildEnd() {
      const router = [...this.getModuleIds()].find((id) => ROUTER.test(id));
      if (!router) this.error('src/app/router.tsx mancante nella build');
      const kindsOf = new Map<string, Set<PageKind>>();
      const pagesOf = new Map<string, Set<string>>();
      for (const page of this.getModuleInfo(router)?.dynamicallyImportedIds ?? []) {
        const name = FILE_NAME.exec(page)?.[1] ?? '';
        const pageKinds = PUBLIC_PAGES[name] ?? [];
        const seen = new Set(pageKinds.length ? [page] : []);
        for (const id of seen) {
          kindsOf.set(id, new Set([...(kindsOf.get(id) ?? []), ...pageKinds]));
          pagesOf.set(id, (pagesOf.get(id) ?? new Set()).add(name));
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) seen.add(imported);
        }
      }
      chunkOf.clear();
      marketingPageOf.clear();
      for (const [id, kinds] of kindsOf) {
        const chunk = chunkFor(kinds);
        const [page, ...others] = pagesOf.get(id) ?? [];
        if (chunk === 'marketing' && page && !others.length) marketingPageOf.set(id, page);
        else chunkOf.set(id, chunk);
      }
    },
  };
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: 'start', priority: CHUNKS.length + 2, tags: ['$initial'], test: (id) => !ENTRY.test(id) },
    ...CHUNKS.map((name, index) => ({
      name,
      priority: CHUNKS.length - index + 1,
      test: (id: string) => chunkOf.get(id) === name,
    })),
    { name: (id) => marketingPageOf.get(id) ?? null, priority: 1 },
  ];
  return { plugin, groups };
}
