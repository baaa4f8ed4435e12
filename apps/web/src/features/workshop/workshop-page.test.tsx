import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../testing/fake-api';
import { makeBooking } from './testing/workshop-fixtures';
import { WorkshopPage } from './workshop-page';

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const THIS_WEEK = {
  workshop: { name: 'Officina Rossi', city: 'Bologna' },
  from: '2026-11-30',
  to: '2026-12-06',
  bookings: [],
  to_complete: [],
};

function renderList(reply: { status: number; body?: unknown }) {
  stubApi({ 'GET /api/workshop/bookings': () => reply });
  renderAppPage(<WorkshopPage />, { path: '/officina', route: '/officina' });
}

beforeEach(() => {
  // Monday 30 November 2026, 09:00 in Rome.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T08:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WorkshopPage', () => {
  it('lists the bookings by day in Italian time with their report state and action', async () => {
    renderList({
      status: 200,
      body: {
        ...THIS_WEEK,
        bookings: [
          makeBooking({ uuid: uuid(1), booked_at: '2026-11-30T08:00:00.000Z', draft_state: 'submitted' }),
          makeBooking({
            uuid: uuid(2),
            booked_at: '2026-11-30T14:30:00.000Z',
            car_license_plate: 'CD456EF',
            draft_state: 'editing',
            returned_note: 'Manca la foto del cruscotto.',
          }),
          // 23:30 UTC on the 1st is already the 2nd in Rome.
          makeBooking({ uuid: uuid(3), booked_at: '2026-12-01T23:30:00.000Z', contact_phone: null }),
          makeBooking({ uuid: uuid(4), booked_at: '2026-12-01T09:00:00.000Z', draft_state: 'editing' }),
          makeBooking({
            uuid: uuid(5),
            booked_at: '2026-12-02T14:00:00.000Z',
            car_license_plate: 'EF789GH',
            checked_in_at: '2026-12-02T13:52:00.000Z',
          }),
        ],
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Officina' })).toBeTruthy();
    expect(screen.getByText('Officina Rossi · Bologna')).toBeTruthy();
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(days).toEqual(['Oggi', 'Domani', 'Mercoledì 2 dicembre']);

    const today = screen.getByRole('region', { name: 'Oggi' });
    const [first, second] = within(today).getAllByRole('article');
    expect(first?.textContent).toContain('09:00');
    expect(within(first as HTMLElement).getByText('In approvazione')).toBeTruthy();
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Vedi il report' })
        .getAttribute('href'),
    ).toBe(`/officina/ispezioni/${uuid(1)}`);
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: '333 123 4567' })
        .getAttribute('href'),
    ).toBe('tel:3331234567');
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'mario.rossi@example.it' })
        .getAttribute('href'),
    ).toBe('mailto:mario.rossi@example.it');
    expect(second?.textContent).toContain('15:30');
    expect(within(second as HTMLElement).getByText('Rimandato dal back office')).toBeTruthy();
    expect(second?.textContent).toContain('Manca la foto del cruscotto.');
    expect(within(second as HTMLElement).getByRole('link', { name: 'Continua il report' })).toBeTruthy();

    const tomorrow = screen.getByRole('region', { name: 'Domani' });
    expect(within(tomorrow).getByText('In compilazione')).toBeTruthy();
    const later = screen.getByRole('region', { name: 'Mercoledì 2 dicembre' });
    const waiting = within(later).getByRole('article', { name: /AB123CD/ });
    expect(within(waiting).getByText('Da iniziare')).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Inizia il report' })).toBeTruthy();
    // A car checked in and not yet started says so (decision 051).
    const arrived = within(later).getByRole('article', { name: /EF789GH/ });
    expect(within(arrived).getByText('Auto in officina dalle 14:52')).toBeTruthy();
    expect(within(arrived).getByRole('link', { name: 'Inizia il report' })).toBeTruthy();
    expect(within(later).queryByRole('link', { name: /^tel/ })).toBeNull();
  });

  it('sends a guest to sign in and back', async () => {
    renderList({ status: 401, body: { code: 'unauthorized', message: 'Devi accedere per continuare.' } });
    expect((await screen.findByTestId('location')).textContent).toBe('/signin?redirect=%2Fofficina');
  });

  it('refuses another role', async () => {
    renderList({
      status: 403,
      body: { code: 'forbidden', message: 'Quest’area è riservata alle officine.' },
    });
    expect(await screen.findByRole('heading', { name: 'Accesso non consentito' })).toBeTruthy();
    expect(screen.getByText('Quest’area è riservata alle officine.')).toBeTruthy();
  });

  it('lists first the earlier reports still to complete, each under its day', async () => {
    renderList({
      status: 200,
      body: {
        ...THIS_WEEK,
        to_complete: [
          makeBooking({ uuid: uuid(1), booked_at: '2026-11-20T09:00:00.000Z', car_license_plate: 'GH012IL' }),
          makeBooking({
            uuid: uuid(2),
            booked_at: '2026-11-27T10:00:00.000Z',
            draft_state: 'editing',
            returned_note: 'Rifare le foto.',
          }),
        ],
      },
    });
    const toComplete = await screen.findByRole('region', { name: 'Report da completare' });
    expect(
      within(toComplete)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Venerdì 20 novembre', 'Venerdì 27 novembre']);
    expect(within(toComplete).getByRole('article', { name: /GH012IL/ })).toBeTruthy();
    expect(toComplete.textContent).toContain('Rifare le foto.');
    expect(screen.getByText('Nessuna prenotazione in questa settimana.')).toBeTruthy();
  });

  it('goes from week to week with links, and back to this week', async () => {
    const weeks: Record<string, unknown> = {
      today: {
        ...THIS_WEEK,
        bookings: [makeBooking({ uuid: uuid(1), booked_at: '2026-11-30T08:00:00.000Z' })],
      },
      '2026-12-07': {
        ...THIS_WEEK,
        from: '2026-12-07',
        to: '2026-12-13',
        bookings: [
          makeBooking({ uuid: uuid(2), booked_at: '2026-12-09T08:00:00.000Z', car_license_plate: 'ZZ999ZZ' }),
        ],
      },
    };
    const fetchMock = stubApi({
      'GET /api/workshop/bookings': ({ url }) => ({
        status: 200,
        body: weeks[url.searchParams.get('from') ?? 'today'],
      }),
    });
    renderAppPage(<WorkshopPage />, { path: '/officina', route: '/officina' });

    const weeksNav = await screen.findByRole('navigation', { name: 'Settimane' });
    expect(within(weeksNav).getByText('Questa settimana: dal 30 novembre al 6 dicembre')).toBeTruthy();
    expect(within(weeksNav).getByRole('link', { name: '← Settimana precedente' }).getAttribute('href')).toBe(
      '/officina?dal=2026-11-23',
    );
    expect(within(weeksNav).queryByRole('link', { name: 'Torna a oggi' })).toBeNull();
    fireEvent.click(within(weeksNav).getByRole('link', { name: 'Settimana successiva →' }));

    expect(await screen.findByRole('article', { name: /ZZ999ZZ/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Mercoledì 9 dicembre' })).toBeTruthy();
    const nextNav = screen.getByRole('navigation', { name: 'Settimane' });
    expect(within(nextNav).getByText('Settimana: dal 7 dicembre al 13 dicembre')).toBeTruthy();
    // The week before the next one is this week: its link has no date.
    expect(within(nextNav).getByRole('link', { name: '← Settimana precedente' }).getAttribute('href')).toBe(
      '/officina',
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/workshop/bookings?from=2026-12-07');
    fireEvent.click(within(nextNav).getByRole('link', { name: 'Torna a oggi' }));
    expect(await screen.findByText('Questa settimana: dal 30 novembre al 6 dicembre')).toBeTruthy();
  });

  it('shows this week for a date in the address that is not one', async () => {
    stubApi({ 'GET /api/workshop/bookings': () => ({ status: 200, body: THIS_WEEK }) });
    renderAppPage(<WorkshopPage />, { path: '/officina?dal=domani', route: '/officina' });
    expect(await screen.findByText('Questa settimana: dal 30 novembre al 6 dicembre')).toBeTruthy();
  });
});
