import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollOnNavigation } from './use-scroll-behaviour';

let scrolled = 0;

function Page() {
  useScrollOnNavigation();
  return <p>pagina</p>;
}

beforeEach(() => {
  scrolled = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrolled);
  // jsdom lays nothing out: the window scrolls wherever it is told, and says so as a browser does.
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrolled = options.top ?? 0;
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useScrollOnNavigation', () => {
  it('opens a link at the top, and Back and Forward where each page was left', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/profile'] });
    render(<RouterProvider router={router} />);
    expect(window.history.scrollRestoration).toBe('manual');

    act(() => window.scrollTo({ top: 4200 }));
    await act(() => router.navigate('/report/1'));
    expect(scrolled).toBe(0);
    act(() => window.scrollTo({ top: 900 }));

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/profile');
    expect(scrolled).toBe(4200);
    await act(() => router.navigate(1));
    expect(scrolled).toBe(900);
    await act(() => router.navigate(-1));
    expect(scrolled).toBe(4200);

    // A link to the same page is a new visit: the top.
    await act(() => router.navigate('/profile'));
    expect(scrolled).toBe(0);
  });
});
