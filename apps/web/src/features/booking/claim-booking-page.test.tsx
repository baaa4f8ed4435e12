import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, renderAppPage, stubApi } from '../../testing/fake-api';
import { ClaimBookingPage } from './claim-booking-page';
import { INSPECTION_UUID } from './testing/booking-test-kit';

const TOKEN = 'x'.repeat(43);
const CLAIM_PATH = `/api/bookings/claim/${TOKEN}`;

function renderClaim(api: FakeApi) {
  const fetchMock = stubApi(api);
  renderAppPage(<ClaimBookingPage />, { path: `/booking/claim/${TOKEN}`, route: '/booking/claim/:token' });
  return fetchMock;
}

const claims = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => new URL(url, 'http://localhost').pathname === CLAIM_PATH);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClaimBookingPage', () => {
  it('attaches the booking only when the owner presses the button', async () => {
    const fetchMock = renderClaim({
      [`POST ${CLAIM_PATH}`]: () => ({
        status: 200,
        body: {
          inspection_uuid: INSPECTION_UUID,
          booked_at: '2026-12-02T09:00:00.000Z',
          car_license_plate: 'AB123CD',
        },
      }),
    });
    const button = await screen.findByRole('button', { name: 'Sì, l’ho prenotata io' });
    expect(screen.getByRole('heading', { level: 1, name: 'Conferma la prenotazione' })).toBeTruthy();
    expect(claims(fetchMock)).toHaveLength(0);

    fireEvent.click(button);
    const done = await screen.findByRole('heading', { level: 1, name: 'Prenotazione aggiunta' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(claims(fetchMock)).toHaveLength(1);
    expect(
      screen.getByText(
        'L’ispezione dell’auto targata AB123CD per mercoledì 2 dicembre 2026 alle 10:00 ora è nella tua Area riservata, nella scheda «Sto vendendo».',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai all’Area riservata' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('shows the server’s reason for a used or expired link', async () => {
    const message =
      'Link non valido o già usato: se hai già confermato la prenotazione, la trovi nell’Area riservata.';
    renderClaim({
      [`POST ${CLAIM_PATH}`]: () => ({ status: 404, body: { code: 'claim_link_not_found', message } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sì, l’ho prenotata io' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
