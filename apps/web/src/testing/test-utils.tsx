import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Fragment, type JSXElementConstructor, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

interface RenderRouteOptions {
  path: string;
  route: string;
  /** The history entry's state, as `navigate(path, { state })` leaves it. */
  state?: unknown;
  /** Providers around the routes (inside the router), e.g. StrictMode and the auth context. */
  wrapper?: JSXElementConstructor<{ children: ReactNode }>;
}

/**
 * Renders `page` at `path` (pattern `route`) with a fresh query client that does not retry; any other
 * path shows its URL in data-testid="location".
 */
export function renderRoute(page: ReactElement, { path, route, state, wrapper }: RenderRouteOptions) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const Providers = wrapper ?? Fragment;
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>
        <Providers>
          <Routes>
            <Route path={route} element={page} />
            <Route path="*" element={<CurrentLocation />} />
          </Routes>
        </Providers>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Every fetch answers `status` with `body`; returns the mock to inspect the calls. */
export function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json(body, { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** happy-dom lays nothing out: pretend every element's content is taller than its box. */
export function pretendContentOverflows() {
  const scroll = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(600);
  const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  return () => {
    scroll.mockRestore();
    client.mockRestore();
  };
}
