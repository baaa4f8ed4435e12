/**
 * What a page whose content is in its HTML loads instead of its scripts (build/prerendered-pages.ts,
 * decision 038): they are needed only to respond, so they are asked for once the page has loaded and
 * painted, and a slow connection brings the styles, fonts and photos of the first screen first. The
 * page's `<script data-entry>` names the entry and, in `data-preload`, the entry's own imports.
 */
export function loadScriptsAfterPaint(tag: HTMLScriptElement) {
  const { entry = '', preload = '' } = tag.dataset;
  const load = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      document.head.append(
        Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }),
      );
    }
    document.head.append(
      Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry }),
    );
  };
  // The frame after `load` has been painted once the timer runs.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(load));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
if (tag) loadScriptsAfterPaint(tag);
