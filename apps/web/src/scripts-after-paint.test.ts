import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { loadScriptsAfterPaint } from './scripts-after-paint';

let frames: FrameRequestCallback[];
// What the loader adds to the head, kept from the test's document, which would try to run the scripts.
let added: (string | Node)[];
beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void added.push(...nodes));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function loaderTag() {
  const tag = document.createElement('script');
  tag.dataset.entry = '/assets/index-a.js';
  tag.dataset.preload = '/assets/rolldown-runtime-b.js /assets/start-c.js';
  return tag;
}

// As Vite writes them: `crossorigin` (anonymous), or the browser would not reuse a preload for the import.
const requested = () =>
  added.map((element) =>
    element instanceof HTMLLinkElement
      ? `${element.rel} ${element.getAttribute('href')} crossorigin=${element.getAttribute('crossorigin')}`
      : element instanceof HTMLScriptElement
        ? `${element.type} ${element.getAttribute('src')} crossorigin=${element.getAttribute('crossorigin')}`
        : String(element),
  );

/** The frame after the page's `load`, then the timer that runs once it is painted. */
function paintNextFrame() {
  for (const frame of frames.splice(0)) frame(performance.now());
  vi.runAllTimers();
}

it('asks for the entry and its imports only once the loaded page has painted a frame', () => {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  loadScriptsAfterPaint(loaderTag());
  vi.runAllTimers();
  expect(requested()).toEqual([]);

  window.dispatchEvent(new Event('load'));
  expect(requested()).toEqual([]);
  paintNextFrame();
  expect(requested()).toEqual([
    'modulepreload /assets/rolldown-runtime-b.js crossorigin=',
    'modulepreload /assets/start-c.js crossorigin=',
    'module /assets/index-a.js crossorigin=',
  ]);
});

it('starts from the next frame when the page has already loaded', () => {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  loadScriptsAfterPaint(loaderTag());
  paintNextFrame();
  expect(requested()).toContain('module /assets/index-a.js crossorigin=');
});
