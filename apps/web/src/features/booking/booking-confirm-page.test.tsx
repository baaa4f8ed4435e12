import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, renderAppPage, stubApi } from '../../testing/fake-api';
import { BookingConfirmPage } from './booking-confirm-page';
import { INSPECTION_UUID, makeBooked } from './testing/booking-test-kit';

const INSPECTION_PATH = `/api/inspections/${INSPECTION_UUID}`;

function renderConfirm(api: FakeApi) {
  stubApi(api);
  renderAppPage(<BookingConfirmPage />, {
    path: `/booking/confirm/${INSPECTION_UUID}`,
    route: '/booking/confirm/:uuid',
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

describe('BookingConfirmPage', () => {
  it('thanks a confirmed user, gives the appointment and fires the event once', async () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    renderConfirm({ [`GET ${INSPECTION_PATH}`]: () => ({ status: 200, body: makeBooked() }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione confermata' })).toBeTruthy();
    expect(screen.getByText('Grazie, Mario Rossi!')).toBeTruthy();
    expect(screen.getByText(/Ti abbiamo inviato un’email di conferma all’indirizzo/).textContent).toContain(
      'mario@example.it',
    );
    expect(screen.getByText('Appuntamento').nextElementSibling?.textContent).toBe(
      'lunedì 30 novembre 2026 alle 09:00',
    );
    expect(screen.getByText('Targa').nextElementSibling?.textContent).toBe('AB123CD');
    expect(screen.getByText('Officina').nextElementSibling?.textContent).toContain(
      'Via Emilia 12, 40128 Bologna (BO)',
    );
    expect(screen.queryByText(/impostare la password/)).toBeNull();
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        { event: 'gtm.js' },
        { event: 'booking_confirmed', inspection_uuid: INSPECTION_UUID },
      ]),
    );
  });

  it('tells an unconfirmed user that an email to set the password is coming, creating the dataLayer', async () => {
    renderConfirm({
      [`GET ${INSPECTION_PATH}`]: () => ({
        status: 200,
        body: makeBooked({ user: { name: 'Anna Verdi', email: 'anna@example.it', confirmed: false } }),
      }),
    });

    expect(await screen.findByText('Grazie, Anna Verdi!')).toBeTruthy();
    expect(
      screen.getByText(
        'Riceverai anche un’email per impostare la password dell’Area riservata, dove potrai seguire la tua ispezione.',
      ),
    ).toBeTruthy();
    expect(window.dataLayer).toEqual([{ event: 'booking_confirmed', inspection_uuid: INSPECTION_UUID }]);
  });

  it('says the booking cannot be found, without an event', async () => {
    renderConfirm({
      [`GET ${INSPECTION_PATH}`]: () => ({ status: 404, body: { code: 'not_found', message: 'x' } }),
    });

    expect(await screen.findByRole('heading', { name: 'Prenotazione non trovata' })).toBeTruthy();
    expect(window.dataLayer).toBeUndefined();
  });
});
