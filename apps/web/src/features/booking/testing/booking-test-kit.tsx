import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { BookedInspection, Inspector, InspectorSlots } from '@verificauto/shared/contracts/booking';
import { type ReactElement, StrictMode } from 'react';
import { createMemoryRouter, parsePath, RouterProvider, useLocation } from 'react-router';

export const NATIVE_UUID = 'a1000000-0000-4000-8000-000000000001';
export const CALENDLY_UUID = 'a1000000-0000-4000-8000-000000000002';
export const INSPECTION_UUID = 'c1000000-0000-4000-8000-000000000001';

export function makeInspector(overrides: Partial<Inspector> = {}): Inspector {
  return {
    uuid: NATIVE_UUID,
    name: 'Officina Rossi',
    address: 'Via Emilia 12, 40128 Bologna (BO)',
    phone: '051 123 4567',
    distance: 3.1449,
    latitude: 44.5,
    longitude: 11.34,
    url: null,
    booking: 'native',
    fee_cents: 0,
    ...overrides,
  };
}

export const WORKSHOPS: Inspector[] = [
  makeInspector(),
  makeInspector({
    uuid: CALENDLY_UUID,
    name: 'Autofficina Bianchi',
    address: 'Via Larga 3, 40138 Bologna (BO)',
    phone: '+39 051 765 4321',
    distance: 12.3449,
    booking: 'calendly',
    url: 'https://calendly.com/officina-bianchi/ispezione',
  }),
];

/** Monday 30 November 2026 at 09:00 and 10:00 in Rome (UTC+1), Tuesday at 14:00. */
export function makeSlots(overrides: Partial<InspectorSlots> = {}): InspectorSlots {
  return {
    uuid: NATIVE_UUID,
    slot_minutes: 60,
    fee_cents: 0,
    days: [
      { date: '2026-11-30', slots: ['2026-11-30T08:00:00.000Z', '2026-11-30T09:00:00.000Z'] },
      { date: '2026-12-01', slots: ['2026-12-01T13:00:00.000Z'] },
    ],
    ...overrides,
  };
}

export function makeBooked(overrides: Partial<BookedInspection> = {}): BookedInspection {
  return {
    uuid: INSPECTION_UUID,
    status: 'booked',
    scheduling_source: 'native',
    hold_expires_at: null,
    fee_cents: 0,
    amount_paid_cents: 0,
    booked_at: '2026-11-30T08:00:00.000Z',
    car_license_plate: 'AB123CD',
    workshop: {
      name: 'Officina Rossi',
      address: 'Via Emilia 12, 40128 Bologna (BO)',
      phone: '051 123 4567',
      latitude: 44.494887,
      longitude: 11.3426163,
    },
    user: { name: 'Mario Rossi', email: 'mario@example.it', confirmed: true },
    awaiting_owner: false,
    withdrawal_token: null,
    calendar_url: `/api/inspections/${INSPECTION_UUID}/calendar.ics`,
    ...overrides,
  };
}

function CurrentLocation() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{pathname + search + hash}</p>;
}

/**
 * Renders `page` at `path` (with the history entry's `state`, as after a reload) in a memory data router, so that a test can press the browser's Back button
 * (`router.navigate(-1)`); any other path shows its URL in data-testid="location".
 */
export function renderBookingRoute(
  page: ReactElement,
  { path, route, state }: { path: string; route: string; state?: unknown },
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: route, element: page },
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [state === undefined ? path : { ...parsePath(path), state }] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}
