import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';

/** The part of a TanStack infinite query that loading the next page needs. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => unknown;
}

/**
 * The end of a long list (decision 071): a failed page's message, and the button that loads the next page.
 * With `onScroll`, the next page also loads when the button comes into view, so a person scrolling never has
 * to aim at it; the button stays for keyboards and for a page that failed.
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
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;

  useEffect(() => {
    const target = button.current;
    if (!onScroll || !target || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [onScroll, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

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
