import { useEffect, useRef } from 'react';

/** The site's sticky top bar's height as --editor-sticky-top, so that the section bar sticks right under it. */
export function useStickyOffset() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    const element = ref.current;
    if (!header || !element) return;
    const update = () => element.style.setProperty('--editor-sticky-top', `${header.offsetHeight}px`);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}
