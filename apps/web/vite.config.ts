import { existsSync } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { pageChunks } from './build/page-chunks';
import { precompress } from './build/precompress';
import { appShell, prerenderedPages } from './build/prerendered-pages';
import { workshopPrecache } from './build/workshop-precache';
import { WORKSHOP_SCOPE } from './src/features/workshop/installable/workshop-app-scope';

const server = process.env.VITE_API_ORIGIN ?? 'http://localhost:3000';

/**
 * The example reports' illustrations, rendered by the demo tool (`npm run examples:images -w
 * @verificauto/demo`, run first by the root `build` and `dev`) into the gitignored generated/examples/:
 * served under /examples/ in development, copied to dist/examples/ by the build
 * (docs/decisions/021-example-reports.md).
 */
function exampleImages(): Plugin {
  const dir = path.resolve(import.meta.dirname, 'generated/examples');
  return {
    name: 'verificauto:example-images',
    configureServer(devServer) {
      devServer.middlewares.use('/examples', (req, res, next) => {
        const file = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (!/^\/[a-z]+\/[a-z0-9-]+-\d+\.webp$/.test(file)) return next();
        readFile(path.join(dir, file)).then(
          (data) => {
            res.setHeader('Content-Type', 'image/webp');
            res.end(data);
          },
          () => next(),
        );
      });
    },
    async writeBundle({ dir: outDir = 'dist' }) {
      if (!existsSync(dir)) {
        this.error(
          `Immagini di esempio mancanti in ${dir}: npm run examples:images -w @verificauto/demo (npm run build lo fa da sé).`,
        );
      }
      await cp(dir, path.join(outDir, 'examples'), { recursive: true });
    },
  };
}

/**
 * The dev server's index.html with the API server's site configuration (apps/server/src/plugins/spa.ts),
 * read from the API server's own page on every load: without it the pages fall back to
 * DEVELOPMENT_SITE_CONFIG, whose Regolamento version the server refuses. When the API server is not up,
 * the page keeps that fallback.
 */
function apiSiteConfig(): Plugin {
  // SITE_CONFIG_ELEMENT_ID of @verificauto/shared/legal/site-config: Vite loads this file with Node, which
  // cannot import the workspace's TypeScript sources.
  const dataBlock = /<script id="site-config" type="application\/json">.*?<\/script>/s;
  return {
    name: 'verificauto:api-site-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      const page = await fetch(`${server}/`, { signal: AbortSignal.timeout(2000) })
        .then((res) => res.text())
        .catch(() => '');
      const block = dataBlock.exec(page)?.[0];
      return block ? html.replace('</head>', `${block}</head>`) : html;
    },
  };
}

/**
 * `vite build --ssr src/render.tsx`: the server's renderer of pages with request data (src/render.tsx,
 * decision 038), one self-contained module beside the web build.
 */
const requestRenderer: UserConfig = {
  plugins: [react()],
  ssr: { noExternal: true },
  build: { outDir: 'dist-render', target: 'node20', emptyOutDir: true, copyPublicDir: false },
  css: { preprocessorOptions: { scss: { quietDeps: true } } },
};

const pages = pageChunks();

/**
 * The workshop app's service worker, service-worker/officina-sw.ts built beside the pages as
 * /officina-sw.js, with the list of what it keeps (build/workshop-precache.ts). No manifest link and no
 * registration in index.html, whose page every route shares: the workshop's pages add both
 * (src/features/workshop/installable/, docs/decisions/067-workshop-app-installable.md).
 */
const workshopWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'service-worker',
  filename: 'officina-sw.ts',
  scope: WORKSHOP_SCOPE,
  injectRegister: false,
  manifest: false,
  injectManifest: {
    rollupFormat: 'iife',
    sourcemap: false,
    globPatterns: ['assets/**/*.{js,css,woff2,svg,png,webp}'],
    manifestTransforms: [workshopPrecache(path.resolve(import.meta.dirname, 'dist'))],
  },
});

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? requestRenderer
    : {
        plugins: [
          react(),
          exampleImages(),
          apiSiteConfig(),
          // In this order: the shell is kept before the prerender fills index.html, the pages are linked after.
          appShell(),
          vitePrerenderPlugin({
            renderTarget: '#root',
            prerenderScript: path.resolve(import.meta.dirname, 'src/prerender.tsx'),
          }),
          prerenderedPages(),
          pages.plugin,
          workshopWorker,
          // Last: it compresses what the others wrote.
          precompress(),
        ],
        // Several dev servers may run side by side (one per developer task); each can keep its own cache.
        cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
        build: {
          target: 'es2022',
          assetsInlineLimit: 0,
          reportCompressedSize: false,
          manifest: true,
          rolldownOptions: { output: { codeSplitting: { groups: pages.groups } } },
          modulePreload: {
            resolveDependencies: (_file, deps, { hostType }) =>
              hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
          },
        },
        css: {
          preprocessorOptions: {
            // Bootstrap 5.3 still uses @import and global functions; silence its deprecation noise only.
            scss: {
              quietDeps: true,
              silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
            },
          },
        },
        server: {
          port: 5173,
          proxy: { '/api': server, '/auth': server, '/dev/api': server, '/healthz': server },
        },
      },
);
