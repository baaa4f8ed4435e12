import { cleanup, screen, within } from '@testing-library/react';
import type { ClosedDayBooking } from '@verificauto/shared/contracts/workshop-closures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../../testing/fake-api';
import { ClosedDayBookingsPage } from './closed-day-bookings-page';

const BOOKING: ClosedDayBooking = {
  uuid: '6f0c2d1e-5b3a-4c1d-8e2f-9a0b1c2d3e4f',
  booked_at: '2026-12-07T08:30:00.000Z',
  status: 'booked',
  car_license_plate: 'FG123HK',
  contact_name: 'Giulia Bianchi',
  contact_email: 'giulia.bianchi@example.it',
  contact_phone: '+39 333 123 4567',
  workshop: {
    id: '0b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b10',
    name: 'Officina Rinaldi',
    city: 'Milano',
    phone: '02 1234567',
  },
  reason: 'Sant’Ambrogio',
};
const PAGE = {
  path: '/backoffice/prenotazioni-giorni-chiusura',
  route: '/backoffice/prenotazioni-giorni-chiusura',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back office: bookings on closed days', () => {
  it('lists each booking with the day, the reason, the seller’s contact and the workshop', async () => {
    stubApi({
      'GET /api/backoffice/closed-day-bookings': () => ({
        status: 200,
        body: {
          bookings: [
            BOOKING,
            {
              ...BOOKING,
              uuid: '7f0c2d1e-5b3a-4c1d-8e2f-9a0b1c2d3e40',
              status: 'awaiting_payment',
              contact_phone: null,
              reason: 'Festività nazionale',
              booked_at: '2026-12-08T13:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderAppPage(<ClosedDayBookingsPage />, PAGE);

    expect(await screen.findByText('2 prenotazioni da spostare')).toBeTruthy();
    const card = within(screen.getByRole('article', { name: 'lunedì 7 dicembre 2026, ore 09:30' }));
    expect(card.getByText('Sant’Ambrogio')).toBeTruthy();
    expect(card.getByText('Prenotata · targa FG123HK')).toBeTruthy();
    expect(card.getByRole('link', { name: 'giulia.bianchi@example.it' }).getAttribute('href')).toBe(
      'mailto:giulia.bianchi@example.it',
    );
    expect(card.getByRole('link', { name: '+39 333 123 4567' }).getAttribute('href')).toBe(
      'tel:+393331234567',
    );
    expect(card.getByRole('link', { name: 'Officina Rinaldi (Milano)' }).getAttribute('href')).toBe(
      `/backoffice/officine/${BOOKING.workshop.id}/chiusure`,
    );
    const holiday = within(screen.getByRole('article', { name: 'martedì 8 dicembre 2026, ore 14:00' }));
    expect(holiday.getByText('Festività nazionale')).toBeTruthy();
    expect(holiday.getByText('In attesa del pagamento · targa FG123HK')).toBeTruthy();
    const sections = within(screen.getByRole('navigation', { name: 'Sezioni del back office' }));
    expect(sections.getByRole('link', { name: 'Prenotazioni da spostare' }).getAttribute('href')).toBe(
      '/backoffice/prenotazioni-giorni-chiusura',
    );
  });

  it('says when no booking falls on a closed day', async () => {
    stubApi({ 'GET /api/backoffice/closed-day-bookings': () => ({ status: 200, body: { bookings: [] } }) });
    renderAppPage(<ClosedDayBookingsPage />, PAGE);
    expect(await screen.findByText('Nessuna prenotazione in un giorno di chiusura.')).toBeTruthy();
  });
});
