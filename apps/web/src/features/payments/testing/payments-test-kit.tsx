import type { CheckoutOffer, Purchase } from '@verificauto/shared/contracts/payments';
import { type ReactElement, type ReactNode, StrictMode } from 'react';
import { vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth-context';
import { renderRoute } from '../../../testing/test-utils';

export const INSPECTION_UUID = 'de000000-0000-4000-8000-00000000a003';
export const PURCHASE_UUID = 'ab000000-0000-4000-8000-00000000b001';

export function makeOffer(overrides: Partial<CheckoutOffer> = {}): CheckoutOffer {
  return {
    inspection_uuid: INSPECTION_UUID,
    report_number: 10001,
    reportPreview: {
      verdict_datecompleted: '2026-01-16T12:00:00.000Z',
      brand: 'Volkswagen',
      model: 'Golf',
      main_image: null,
      year: 2019,
      odometer: 123456,
    },
    list_price_cents: 1900,
    access_days: 180,
    access_until: '2027-05-23T10:00:00.000Z',
    regulation: { version: '0123456789ab', date: '2026-11-24' },
    provider: 'test',
    buyer: null,
    ...overrides,
  };
}

export function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    uuid: PURCHASE_UUID,
    status: 'paid',
    order_number: 'VA-2026-000123',
    inspection_uuid: INSPECTION_UUID,
    amount_cents: 950,
    user: { name: 'Mario Rossi', email: 'mario@example.it', confirmed: true },
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown };
/** Answers by "METHOD /path"; /auth/me answers 401 (a guest) unless given. */
export type FakeApi = Record<string, (request: { body: unknown }) => Reply | Promise<Reply>>;

export function stubApi(api: FakeApi) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = api[key] ?? (key === 'GET /auth/me' ? (): Reply => ({ status: 401 }) : undefined);
    if (!handler) throw new Error(`Chiamata inattesa: ${key}`);
    const reply = await handler({ body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The body of every call to "METHOD /path". */
export function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) =>
        (init?.method ?? 'GET') === method && new URL(url, 'http://localhost').pathname === path,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
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
export function renderPaymentsPage(page: ReactElement, options: { path: string; route: string }) {
  return renderRoute(page, { ...options, wrapper: AppProviders });
}
