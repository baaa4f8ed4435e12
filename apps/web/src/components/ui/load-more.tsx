import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';

/** The part of a TanStack infinite query that loading the next page needs. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => unknown;
}

/** Pages loaded by scrolling alone; after them the button asks, so that what follows the list can be reached. */
export const SCROLL_LOADED_PAGES = 3;

/**
 * The end of a long list (decision 071): a failed page's message, and the button that loads the next page.
 * With `onScroll`, the next pages also load when the button comes into view, so a person scrolling never has
 * to aim at it — the first SCROLL_LOADED_PAGES only: an endless list would keep the footer and the sections
 * below it (the profile's 'I miei dati') out of reach. The button stays for keyboards and for a failed page.
 */
export function LoadMore({
  list,
  label,
  onScroll = false,
}: {
  list: PagedList;
  /** 'Carica altri', 'Carica altre', in the gender of what the list holds. */
  label: string;
  onScroll?: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [scrollLoads, setScrollLoads] = useState(0);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;

  useEffect(() => {
    const target = button.current;
    if (!onScroll || scrollLoads >= SCROLL_LOADED_PAGES || !target) return;
    if (!hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setScrollLoads((loads) => loads + 1);
      fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [onScroll, scrollLoads, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return (
    <>
      <div aria-live="polite">
        {isFetchNextPageError && (
          <div className="alert alert-danger" role="alert">
            {list.error?.message}
          </div>
        )}
      </div>
      {hasNextPage && (
        <Button
          ref={button}
          variant="outline-primary"
          disabled={isFetchingNextPage}
          onClick={() => fetchNextPage()}
        >
          {isFetchingNextPage ? 'Caricamento…' : label}
        </Button>
      )}
    </>
  );
}
