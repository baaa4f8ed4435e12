import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export const ANCHOR_OFFSET_PX = 150;
const SCROLLED_CLASS = 'is-scrolled';
const SCROLLED_AFTER_PX = 10;
// Lazy pages render their anchors a little after the navigation, and late web fonts move them again:
// keep the target in place for a while, until the user scrolls or interacts.
const ANCHOR_WAIT_MS = 3000;
const USER_INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps the window scrolled to `target` (undefined while the page has not drawn it) as the page renders and
 * grows, for a while, until the user scrolls or interacts.
 */
function holdScroll(target: () => number | undefined): () => void {
  let frame = 0;
  let observer: ResizeObserver | undefined;
  const started = performance.now();
  const align = () => {
    const top = target();
    if (top === undefined) return false;
    window.scrollTo({ top, behavior: 'instant' });
    return true;
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    for (const event of USER_INPUT_EVENTS) window.removeEventListener(event, stop);
    clearTimeout(timer);
  };
  const timer = setTimeout(stop, ANCHOR_WAIT_MS);
  for (const event of USER_INPUT_EVENTS) window.addEventListener(event, stop, { passive: true });

  const waitForTarget = () => {
    if (align()) {
      // Chrome's scroll anchoring does not compensate width-driven reflows (fonts), so re-align on resize.
      observer = new ResizeObserver(() => align());
      observer.observe(document.body);
      void document.fonts?.ready.then(() => align());
      return;
    }
    if (performance.now() - started < ANCHOR_WAIT_MS) frame = requestAnimationFrame(waitForTarget);
  };
  waitForTarget();
  return stop;
}

const scrollToAnchor = (id: string) =>
  holdScroll(() => {
    const target = document.getElementById(id);
    return target ? target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX : undefined;
  });

/** How far each visit of a page (history entry, by its key) was scrolled, for Back and Forward. */
const scrolledTo = new Map<string, number>();

/**
 * The product rules (docs/product.md#navigation): hash navigation scrolls the anchor to 150px from the top,
 * any other navigation to the top (not the page's first load, which the browser places); Back and Forward
 * return to where that page was scrolled, as a browser does between documents (a long list loaded page by
 * page: docs/decisions/073-profile-lists-paged.md).
 */
export function useScrollOnNavigation() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  // The entry being rendered, and the one whose page the effect below has placed: scrolls in between (the
  // old page clamped by the new one's height) belong to neither.
  const rendering = useRef(key);
  rendering.current = key;
  const placed = useRef<string | null>(null);

  useEffect(() => {
    // The browser would restore its own record at popstate, over the page being left.
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (placed.current === rendering.current) scrolledTo.set(rendering.current, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (new key) must scroll, even to the same path.
  useEffect(() => {
    // The document's own entry (and StrictMode's second run of it) was placed by the browser, and a page
    // rendered on the server may already be scrolled by its reader: no jump to the top under their finger.
    const loaded = placed.current === null || placed.current === key;
    placed.current = key;
    const id = decodeURIComponent(hash.slice(1));
    if (id) return scrollToAnchor(id);
    const kept = navigationType === 'POP' ? scrolledTo.get(key) : undefined;
    if (kept) return holdScroll(() => kept);
    if (!loaded) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, key]);
}

/** Adds a class to <body> while the page is scrolled down (the top bar shrinks its logo). */
export function useScrolledBodyClass() {
  useEffect(() => {
    const update = () => document.body.classList.toggle(SCROLLED_CLASS, window.scrollY > SCROLLED_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      document.body.classList.remove(SCROLLED_CLASS);
    };
  }, []);
}
