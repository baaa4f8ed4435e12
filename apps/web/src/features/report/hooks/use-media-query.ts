import { useCallback, useSyncExternalStore } from 'react';

/**
 * Live result of a CSS media query. `prerendered` is the result the build's prerender assumes (it has no
 * screen) and hydration starts from; the page then takes the real one.
 */
export function useMediaQuery(query: string, prerendered: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => prerendered,
  );
}
