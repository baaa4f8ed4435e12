import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { WORKSHOP_SHELL_URL } from '../src/features/workshop/installable/workshop-app-scope';
import { SHELL_FILE } from './prerendered-pages';

/**
 * What the workshop app's worker keeps (docs/decisions/067-workshop-app-installable.md): the shell and the
 * files of this build that the workshop's pages load, read from Vite's manifest (build.manifest).
 */

/** The modules the router loads lazily for the workshop's routes, and those every page may need. */
export const WORKSHOP_MODULES = [
  'src/features/workshop/workshop-page.tsx',
  'src/features/workshop/inspection-editor-page.tsx',
  'src/app/workshop-closures-route.tsx',
  'src/features/errors/error-page.tsx',
  'src/features/errors/not-found-page.tsx',
  // The header's "Esci".
  'src/features/auth/api/sign-out.ts',
];

export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

const ENTRY = 'index.html';
// Files a stylesheet loads (fonts); .woff is the fallback of browsers without .woff2, which have no worker.
const STYLESHEET_URL = /url\(\/?(assets\/[^)"']+)\)/g;
const kept = (file: string) => !file.endsWith('.woff');

/**
 * The entry with its static imports, and the workshop's modules with everything they import; with their
 * stylesheets, the files those load, and the entry's assets (the favicon). Lazy imports are followed from
 * the chunks only the workshop loads: those of a chunk shared with other pages (the router's lazy pages in
 * the entry, the booking map in a chunk of shared code) are the other pages'.
 */
export function workshopFiles(manifest: ViteManifest, readFile: (file: string) => string): Set<string> {
  const chunkOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} manca nel manifest di Vite: aggiorna WORKSHOP_MODULES`);
    return chunk;
  };
  const staticClosure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of chunkOf(key).imports ?? []) visit(imported);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const entry = staticClosure([ENTRY]);
  const otherPages = [...entry]
    .flatMap((key) => chunkOf(key).dynamicImports ?? [])
    .filter((key) => !WORKSHOP_MODULES.includes(key));
  const shared = staticClosure(otherPages);

  const keys = new Set(entry);
  const collect = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    const { imports = [], dynamicImports = [] } = chunkOf(key);
    for (const imported of imports) collect(imported);
    if (!shared.has(key)) for (const imported of dynamicImports) collect(imported);
  };
  for (const key of WORKSHOP_MODULES) collect(key);

  const files = new Set<string>();
  for (const key of keys) {
    const { file, css = [], assets = [] } = chunkOf(key);
    files.add(file);
    for (const asset of assets) files.add(asset);
    for (const stylesheet of css) {
      files.add(stylesheet);
      for (const [, loaded] of readFile(stylesheet).matchAll(STYLESHEET_URL)) if (loaded) files.add(loaded);
    }
  }
  return new Set([...files].filter(kept));
}

/**
 * Workbox's list of the build's files cut to the workshop's, with the shell the server answers for every
 * page of the app (its revision from the build's shell.html, so that a new build replaces it). A file the
 * app needs missing from the list stops the build: the app would not open without network.
 */
export function workshopPrecache(outDir: string): ManifestTransform {
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  return (entries) => {
    const wanted = workshopFiles(JSON.parse(read('.vite/manifest.json')) as ViteManifest, read);
    const manifest = entries.filter((entry) => wanted.has(entry.url));
    const missing = [...wanted].filter((file) => !manifest.some((entry) => entry.url === file));
    if (missing.length) throw new Error(`File dell’officina fuori dalla precache: ${missing.join(', ')}`);
    const shell = read(SHELL_FILE);
    const revision = createHash('sha256').update(shell).digest('hex').slice(0, 16);
    manifest.push({ url: WORKSHOP_SHELL_URL, revision, size: Buffer.byteLength(shell) });
    return { manifest, warnings: [] };
  };
}
