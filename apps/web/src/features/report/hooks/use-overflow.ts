import { type RefObject, useLayoutEffect, useState } from 'react';

/** Whether the element's content is taller than its box; measured while `active`, kept otherwise. */
export function useOverflow(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [overflowing, setOverflowing] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    // Width changes and late web fonts move the line breaks.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active]);

  return overflowing;
}
