import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

/**
 * The build steps around vite-prerender-plugin (docs/decisions/038-prerendered-pages.md).
 *
 * `appShell` keeps the page as Vite writes it, before the prerender fills index.html with the home page:
 * shell.html, with an empty root, is what the server answers for the routes that are not prerendered.
 *
 * `prerenderedPages` reads the marks src/prerender-pages.tsx leaves in each page's head: the route it answers
 * becomes an entry of prerendered.json (which the server reads), and the lazy chunks it rendered give the
 * page its stylesheet links, so that the first paint has its styles. Their scripts are left to main.tsx:
 * preloaded from the head they took a slow connection from the styles and the main image.
 */

export const SHELL_FILE = 'shell.html';
export const MANIFEST_FILE = 'prerendered.json';

// Must match src/prerender-pages.tsx: the plugin's template serializes them this way.
const ROUTE_MARK = /<meta name="verificauto:route" content="([^"]+)">\n?/;
const CHUNKS_MARK = /<meta name="verificauto:chunks" content="([^"]+)">\n?/;

export interface PrerenderedManifest {
  shell: string;
  /** `route`: a path, or a route pattern whose every path gets this page (the report page's shell). */
  /** `rendered`: the page with its scripts after the first paint, for the server to fill in for a request. */
  pages: { route: string; file: string; rendered?: string }[];
}

const isChunk = (output: Rollup.OutputAsset | Rollup.OutputChunk): output is Rollup.OutputChunk =>
  output.type === 'chunk';

export function appShell(): Plugin {
  return {
    name: 'verificauto:app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('index.html mancante nella build');
      this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: index.source });
    },
  };
}

// A page rendered with its content has its heading; a shell shows the loading state until its data comes.
const HEADING = /<h1[ >]/;
// The entry and its imports, as Vite writes them into index.html.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
const LOADER_SOURCE = fileURLToPath(new URL('../src/scripts-after-paint.ts', import.meta.url));

/**
 * A page whose content is in its HTML needs its scripts only to respond: the loader
 * (src/scripts-after-paint.ts) asks for them once the page has loaded and painted, so that a slow
 * connection brings the styles, fonts and photos first (Lighthouse mobile on the home page: LCP 2.0 →
 * 1.4 s). A shell keeps them as they are: its content comes from them.
 */
function withScriptsAfterPaint(html: string, loader: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('la pagina non ha il suo script principale');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const tag = `<script type="module" crossorigin src="/${loader}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => tag);
}

export function prerenderedPages(): Plugin {
  let loaderRef = '';
  return {
    name: 'verificauto:prerendered-pages',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      loaderRef = this.emitFile({ type: 'chunk', id: LOADER_SOURCE, name: 'scripts-after-paint' });
    },
    generateBundle(_options, bundle) {
      const loader = this.getFileName(loaderRef);
      const chunks = Object.values(bundle).filter(isChunk);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rollup.OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(start.fileName)) return seen;
        seen.add(start.fileName);
        for (const file of start.imports) {
          const imported = byFile.get(file);
          if (imported) closure(imported, seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
      if (!entry) this.error('la build non ha il suo script principale');
      const loaded = closure(entry);
      const cssOf = (files: Iterable<string>) =>
        [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      const loadedCss = new Set(cssOf(loaded));

      const pageStyles = (exportNames: string[]): string => {
        const files = new Set<string>();
        for (const name of exportNames) {
          const found = chunks.filter((chunk) =>
            Object.values(chunk.modules).some((module) => module.renderedExports.includes(name)),
          );
          if (found.length !== 1)
            this.error(`${found.length} chunk esportano la pagina ${name}: ne serve uno`);
          for (const file of closure(found[0] as Rollup.OutputChunk)) if (!loaded.has(file)) files.add(file);
        }
        const styles = [...new Set(cssOf(files))].filter((file) => !loadedCss.has(file));
        return styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n');
      };

      const pages: PrerenderedManifest['pages'] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.html') || output.fileName === SHELL_FILE)
          continue;
        const html = String(output.source);
        const route = ROUTE_MARK.exec(html)?.[1];
        const chunkNames = CHUNKS_MARK.exec(html)?.[1];
        if (!route || !chunkNames)
          this.error(`${output.fileName}: la pagina prerenderizzata non dice la sua route`);
        const page = html.replace(ROUTE_MARK, '').replace(CHUNKS_MARK, pageStyles(chunkNames.split(' ')));
        const hasContent = HEADING.test(page);
        output.source = hasContent ? withScriptsAfterPaint(page, loader) : page;
        // A shell the server may fill in for a request (decision 038) gets the loader once it has content.
        const rendered =
          !hasContent && route.includes('/:')
            ? output.fileName.replace(/index\.html$/, 'rendered.html')
            : undefined;
        if (rendered)
          this.emitFile({ type: 'asset', fileName: rendered, source: withScriptsAfterPaint(page, loader) });
        pages.push({ route, file: output.fileName, ...(rendered && { rendered }) });
      }
      const manifest: PrerenderedManifest = { shell: SHELL_FILE, pages };
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
