/**
 * vite-prerender-plugin's entry (decision 038), built with the browser's scripts: it loads the pages'
 * renderer (prerender-pages.tsx) only when called, so that it shares no static import with the browser's
 * entry, whose static imports then make one file (build/page-chunks.ts).
 */
export async function prerender(data: { url: string }) {
  const { renderPage } = await import('./prerender-pages');
  return renderPage(data);
}
