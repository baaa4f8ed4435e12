import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the build prerenders a page and while the browser hydrates it, true after and in pages
 * rendered in the browser: for a style that only the browser may set, as the CSP refuses style attributes
 * in the page's HTML (docs/decisions/038-prerendered-pages.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
