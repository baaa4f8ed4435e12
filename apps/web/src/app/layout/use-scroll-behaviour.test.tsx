import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
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

  it('leaves the first page where the browser and the user have put it while it loaded', async () => {
    // A server-rendered page is readable and scrollable before its script runs: a reader already scrolling
    // to 'Acquista il report' must not be thrown back to the top when the app takes over.
    scrolled = 1200;
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
      initialEntries: [{ pathname: '/report/1', key: 'loaded' }],
    });
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    expect(scrolled).toBe(1200);

    await act(() => router.navigate('/report/2'));
    expect(scrolled).toBe(0);
  });
});
