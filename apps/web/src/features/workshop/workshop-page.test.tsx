import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../testing/fake-api';
import { makeBooking } from './testing/workshop-fixtures';
import { WorkshopPage } from './workshop-page';

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

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
        workshop: { name: 'Officina Rossi', city: 'Bologna' },
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
});
