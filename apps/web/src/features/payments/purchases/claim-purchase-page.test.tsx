import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, renderAppPage, stubApi } from '../../../testing/fake-api';
import { INSPECTION_UUID } from '../testing/payments-test-kit';
import { ClaimPurchasePage } from './claim-purchase-page';

const TOKEN = 'x'.repeat(43);
const CLAIM_PATH = `/api/purchases/claim/${TOKEN}`;

function renderClaim(api: FakeApi) {
  const fetchMock = stubApi(api);
  renderAppPage(<ClaimPurchasePage />, { path: `/payment/claim/${TOKEN}`, route: '/payment/claim/:token' });
  return fetchMock;
}

const claims = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => new URL(url, 'http://localhost').pathname === CLAIM_PATH);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClaimPurchasePage', () => {
  it('adds the purchase only when the owner presses the button', async () => {
    const fetchMock = renderClaim({
      [`POST ${CLAIM_PATH}`]: () => ({
        status: 200,
        body: { inspection_uuid: INSPECTION_UUID, report_number: 42, duplicate: false },
      }),
    });
    const button = await screen.findByRole('button', { name: 'Sì, l’ho acquistato io' });
    expect(screen.getByRole('heading', { level: 1, name: 'Conferma l’acquisto' })).toBeTruthy();
    expect(claims(fetchMock)).toHaveLength(0);

    fireEvent.click(button);
    const done = await screen.findByRole('heading', { level: 1, name: 'Acquisto aggiunto' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(claims(fetchMock)).toHaveLength(1);
    expect(
      screen.getByText('Il report n. 42 ora è nella tua Area riservata, nella scheda «Sto comprando».'),
    ).toBeTruthy();
  });

  it('sends one request for a double click, and shows the purchase added, not the used link', async () => {
    const fetchMock = renderClaim({
      [`POST ${CLAIM_PATH}`]: () =>
        claims(fetchMock).length === 1
          ? { status: 200, body: { inspection_uuid: INSPECTION_UUID, report_number: 42, duplicate: false } }
          : { status: 404, body: { code: 'claim_link_not_found', message: 'Link non valido o già usato.' } },
    });
    const button = await screen.findByRole('button', { name: 'Sì, l’ho acquistato io' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acquisto aggiunto' })).toBeTruthy();
    expect(claims(fetchMock)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says that a purchase of a report the owner could already read is refunded', async () => {
    renderClaim({
      [`POST ${CLAIM_PATH}`]: () => ({
        status: 200,
        body: { inspection_uuid: INSPECTION_UUID, report_number: 42, duplicate: true },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sì, l’ho acquistato io' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento doppio' })).toBeTruthy();
    expect(screen.getByText(/ti rimborsiamo per intero questo secondo pagamento/)).toBeTruthy();
  });
});
