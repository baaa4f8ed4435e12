import { useEffect, useRef } from 'react';

/** Moves the focus to the element when a form step appears, so keyboard users continue where they are. */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
