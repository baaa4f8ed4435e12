// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ManifestEntry } from 'workbox-build';
import { type ViteManifest, WORKSHOP_MODULES, workshopFiles, workshopPrecache } from './workshop-precache';

const [WORKSHOP_PAGE = '', EDITOR_PAGE = ''] = WORKSHOP_MODULES;
const OTHER_PAGES = ['src/features/marketing/home/home-page.tsx', 'src/features/booking/booking-page.tsx'];

/** A build as Vite's manifest describes it: the entry lazily loads every page, some chunks are shared. */
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_start-1.js'], assets: ['assets/favicon-1.svg'] },
  '_start-1.js': {
    file: 'assets/start-1.js',
    css: ['assets/start-1.css'],
    dynamicImports: [...WORKSHOP_MODULES, ...OTHER_PAGES],
  },
  '_booking-1.js': {
    file: 'assets/booking-1.js',
    css: ['assets/booking-1.css'],
    dynamicImports: ['src/features/booking/map/leaflet-map.tsx'],
  },
  '_workshop-1.js': {
    file: 'assets/workshop-1.js',
    dynamicImports: ['src/features/workshop/photos/resize.ts'],
  },
  'src/features/workshop/photos/resize.ts': { file: 'assets/resize-1.js' },
  'src/features/booking/map/leaflet-map.tsx': {
    file: 'assets/leaflet-map-1.js',
    css: ['assets/leaflet-1.css'],
  },
  [OTHER_PAGES[0] ?? '']: { file: 'assets/home-page-1.js', imports: ['_start-1.js'] },
  [OTHER_PAGES[1] ?? '']: { file: 'assets/booking-page-1.js', imports: ['_booking-1.js'] },
  ...Object.fromEntries(
    WORKSHOP_MODULES.map((key, index) => [
      key,
      { file: `assets/workshop-module-${index}.js`, imports: ['_start-1.js'] },
    ]),
  ),
  [WORKSHOP_PAGE]: {
    file: 'assets/workshop-page-1.js',
    imports: ['_start-1.js', '_workshop-1.js', '_booking-1.js'],
  },
  [EDITOR_PAGE]: {
    file: 'assets/editor-page-1.js',
    imports: ['_workshop-1.js'],
    css: ['assets/editor-1.css'],
  },
};

const STYLESHEETS: Record<string, string> = {
  'assets/start-1.css':
    '@font-face{src:url(/assets/font-400-1.woff2) format("woff2"),url(/assets/font-400-1.woff) format("woff")}' +
    '.x{background:url("data:image/svg+xml,%3csvg%3e")}',
  'assets/editor-1.css': '.y{background:url(/assets/hint-1.png)}',
};
const readStylesheet = (file: string) => STYLESHEETS[file] ?? '';

describe('workshopFiles', () => {
  const files = workshopFiles(MANIFEST, readStylesheet);

  it('keeps the entry, the workshop’s pages, their chunks and stylesheets, the fonts and images these load', () => {
    for (const file of [
      'assets/index-1.js',
      'assets/favicon-1.svg',
      'assets/start-1.js',
      'assets/start-1.css',
      'assets/font-400-1.woff2',
      'assets/workshop-page-1.js',
      'assets/editor-page-1.js',
      'assets/editor-1.css',
      'assets/hint-1.png',
      'assets/workshop-1.js',
      'assets/booking-1.js',
      'assets/booking-1.css',
    ])
      expect(files, file).toContain(file);
  });

  it('follows the lazy imports of the chunks only the workshop loads', () => {
    expect(files).toContain('assets/resize-1.js');
  });

  it('leaves out the other pages, the lazy imports of shared chunks and the .woff fallbacks', () => {
    for (const file of [
      'assets/home-page-1.js',
      'assets/booking-page-1.js',
      'assets/leaflet-map-1.js',
      'assets/leaflet-1.css',
      'assets/font-400-1.woff',
    ])
      expect(files, file).not.toContain(file);
    expect([...files].every((file) => file.startsWith('assets/'))).toBe(true);
  });

  it('stops the build when a module of the workshop is no longer in the build', () => {
    const { [EDITOR_PAGE]: _editor, ...withoutEditor } = MANIFEST;
    expect(() => workshopFiles(withoutEditor, readStylesheet)).toThrow(EDITOR_PAGE);
  });
});

describe('workshopPrecache', () => {
  function build(shell: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'verificauto-precache-'));
    mkdirSync(path.join(dir, '.vite'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    for (const file of Object.values(MANIFEST).flatMap((chunk) => chunk.css ?? []))
      writeFileSync(path.join(dir, file), readStylesheet(file));
    writeFileSync(path.join(dir, 'shell.html'), shell);
    return dir;
  }
  const globbed = (files: string[]) =>
    files.map((url) => ({ url, revision: null, size: 100 }) satisfies ManifestEntry & { size: number });
  const everyFile = () => [
    ...workshopFiles(MANIFEST, readStylesheet),
    'assets/home-page-1.js',
    'assets/leaflet-map-1.js',
  ];

  it('keeps the workshop’s files and adds the shell, with a revision that follows the build’s shell.html', async () => {
    const first = await workshopPrecache(build('<html>1</html>'))(globbed(everyFile()));
    const urls = first.manifest.map((entry) => entry.url);
    expect(urls).toContain('assets/editor-page-1.js');
    expect(urls).not.toContain('assets/home-page-1.js');
    expect(urls).not.toContain('assets/leaflet-map-1.js');
    const shell = first.manifest.find((entry) => entry.url === '/officina');
    expect(shell?.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(urls.filter((url) => url.startsWith('/api') || url.startsWith('/auth'))).toEqual([]);

    const second = await workshopPrecache(build('<html>2</html>'))(globbed(everyFile()));
    expect(second.manifest.find((entry) => entry.url === '/officina')?.revision).not.toBe(shell?.revision);
  });

  it('stops the build when a file the workshop needs is not among the files found', async () => {
    const transform = workshopPrecache(build('<html></html>'));
    expect(() => transform(globbed(everyFile().filter((file) => file !== 'assets/hint-1.png')))).toThrow(
      'assets/hint-1.png',
    );
  });
});
