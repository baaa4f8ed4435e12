import { type ReactElement, type ReactNode, StrictMode } from 'react';
import { vi } from 'vitest';
import { AuthProvider } from '../lib/auth-context';
import { renderRoute } from './test-utils';

type Reply = { status: number; body?: unknown };
/** Answers by "METHOD /path" (no query); /auth/me answers 401 (a guest) unless given. */
export type FakeApi = Record<string, (request: { url: URL; body: unknown }) => Reply | Promise<Reply>>;

export function stubApi(api: FakeApi) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = api[key] ?? (key === 'GET /auth/me' ? (): Reply => ({ status: 401 }) : undefined);
    if (!handler) throw new Error(`Chiamata inattesa: ${key}`);
    const reply = await handler({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A request that never answers: the form stays in its loading state. */
export const pending = () => new Promise<never>(() => {});

function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AuthProvider>{children}</AuthProvider>
    </StrictMode>
  );
}

/** Renders `page` at `path` (pattern `route`) with the providers of the app; other paths show the URL. */
export function renderAppPage(page: ReactElement, options: { path: string; route: string; state?: unknown }) {
  return renderRoute(page, { ...options, wrapper: AppProviders });
}
