import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// Lazy pages and their data render the heading a little after the navigation: wait for it this long.
const HEADING_WAIT_MS = 3000;
// Once the user clicks or types, the focus is theirs: the wait ends.
const USER_INPUT_EVENTS = ['keydown', 'pointerdown'] as const;

function target(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  if (id) return document.getElementById(id);
  return document.querySelector<HTMLElement>('main h1');
}

function focusWithoutScrolling(element: HTMLElement) {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1');
  // The scroll belongs to useScrollOnNavigation (docs/product.md#navigation: top, or the anchor 150px from
  // the top).
  element.focus({ preventScroll: true });
}

/**
 * WCAG 2.4.3: after a navigation (not on the first load) the focus moves to the new page's h1, or to the
 * anchor of a hash link, or to <main> if neither shows up in time. It only moves the focus away from where
 * the navigation left it (the clicked link, or <body>): a dialog or a form step that placed it stays as is.
 */
export function useFocusOnNavigation() {
  const { hash, key } = useLocation();
  const lastKey = useRef(key);

  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    const from = document.activeElement;
    const started = performance.now();
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const event of USER_INPUT_EVENTS) window.removeEventListener(event, stop, true);
    };
    for (const event of USER_INPUT_EVENTS) window.addEventListener(event, stop, true);

    const moveFocus = () => {
      const active = document.activeElement;
      if (active !== null && active !== from && active !== document.body) return stop();
      const element = target(hash);
      if (element) {
        focusWithoutScrolling(element);
        return stop();
      }
      if (performance.now() - started < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(moveFocus);
        return;
      }
      const main = document.querySelector<HTMLElement>('main');
      if (main) focusWithoutScrolling(main);
      stop();
    };
    moveFocus();
    return stop;
  }, [hash, key]);
}
