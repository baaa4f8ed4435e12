import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadMore, SCROLL_LOADED_PAGES } from './load-more';

/** The observers the component made; `show()` brings the button into view for each. */
let observers: { callback: IntersectionObserverCallback; observed: boolean }[] = [];
const show = () =>
  act(() => {
    for (const observer of observers.filter((o) => o.observed)) {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; observed: boolean };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, observed: false };
        observers.push(this.entry);
      }
      observe() {
        this.entry.observed = true;
      }
      disconnect() {
        this.entry.observed = false;
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = (fetchNextPage: () => unknown) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  error: null,
  fetchNextPage,
});

describe('LoadMore', () => {
  it('loads the next pages as the button scrolls into view, then waits for the button', () => {
    const fetchNextPage = vi.fn();
    render(<LoadMore list={list(fetchNextPage)} label="Carica altri" onScroll />);
    for (let shown = 0; shown < SCROLL_LOADED_PAGES + 2; shown += 1) show();
    expect(fetchNextPage).toHaveBeenCalledTimes(SCROLL_LOADED_PAGES);
    fireEvent.click(screen.getByRole('button', { name: 'Carica altri' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(SCROLL_LOADED_PAGES + 1);
  });

  it('loads nothing by scrolling without onScroll', () => {
    const fetchNextPage = vi.fn();
    render(<LoadMore list={list(fetchNextPage)} label="Carica altri" />);
    show();
    expect(fetchNextPage).not.toHaveBeenCalled();
  });
});
