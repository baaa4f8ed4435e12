import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const ANCHOR_OFFSET_PX = 150;
const SCROLLED_CLASS = 'is-scrolled';
const SCROLLED_AFTER_PX = 10;
// Lazy pages render their anchors a little after the navigation, and late web fonts move them again:
// keep the target in place for a while, until the user scrolls or interacts.
const ANCHOR_WAIT_MS = 3000;
const USER_INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function scrollToAnchor(id: string): () => void {
  let frame = 0;
  let observer: ResizeObserver | undefined;
  const started = performance.now();
  const align = () => {
    const target = document.getElementById(id);
    if (!target) return false;
    const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
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

/**
 * The product rules (docs/product.md#navigation): hash navigation scrolls the anchor to 150px from the top,
 * any other navigation to the top.
 */
export function useScrollOnNavigation() {
  const { pathname, hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (new key) must scroll, even to the same path.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) return scrollToAnchor(id);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
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
