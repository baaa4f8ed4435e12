import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, renderAppPage, stubApi } from '../../../testing/fake-api';
import { INSPECTION_UUID, makePurchase, PURCHASE_UUID } from '../testing/payments-test-kit';
import { PaymentConfirmPage } from './payment-confirm-page';

const PURCHASE_PATH = `/api/purchases/${PURCHASE_UUID}`;

function renderConfirm(api: FakeApi) {
  const fetchMock = stubApi(api);
  renderAppPage(<PaymentConfirmPage />, {
    path: `/payment/confirm/${PURCHASE_UUID}`,
    route: '/payment/confirm/:uuid',
  });
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaymentConfirmPage', () => {
  it('opens the report at once in the browser that paid, and tells a confirmed user to sign in, with the order and the amount', async () => {
    renderConfirm({ [`GET ${PURCHASE_PATH}`]: () => ({ status: 200, body: makePurchase() }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Report acquistato' })).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Apri il report' });
    expect(open.getAttribute('href')).toBe(`/report/${INSPECTION_UUID}`);
    expect(open.className).toContain('btn-primary');
    expect(screen.getByText('Numero d’ordine').nextElementSibling?.textContent).toBe('VA-2026-000123');
    expect(screen.getByText('Importo pagato (IVA inclusa)').nextElementSibling?.textContent).toBe('9,50 €');
    expect(screen.getByText('Riceverai a breve l’email con il link al report e la fattura.')).toBeTruthy();
    expect(await screen.findByText('Accedi all’area riservata per vedere il report.')).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Accedi' });
    expect(signIn.getAttribute('href')).toBe(`/signin?redirect=%2Freport%2F${INSPECTION_UUID}`);
    // One primary action: opening the report.
    expect(signIn.className).toContain('btn-outline-primary');
    expect(screen.queryByText(/per impostare la password/)).toBeNull();
  });

  it('offers no report to open when the receipt does not allow it, and signing in stays the way', async () => {
    renderConfirm({
      [`GET ${PURCHASE_PATH}`]: () => ({ status: 200, body: makePurchase({ can_open: false }) }),
    });

    expect(await screen.findByText('Accedi all’area riservata per vedere il report.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Apri il report' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Accedi' }).className).toContain('btn-primary');
  });

  it('tells an unconfirmed user that an email to set the password is on its way', async () => {
    renderConfirm({
      [`GET ${PURCHASE_PATH}`]: () => ({
        status: 200,
        body: makePurchase({ user: { name: 'Anna', email: 'anna@example.it', confirmed: false } }),
      }),
    });

    await screen.findByRole('heading', { level: 1, name: 'Report acquistato' });
    const text = await screen.findByText(/Ti abbiamo inviato un’email all’indirizzo/);
    expect(text.textContent).toBe(
      'Ti abbiamo inviato un’email all’indirizzo anna@example.it per impostare la password del primo accesso.',
    );
    expect(screen.queryByRole('link', { name: 'Accedi' })).toBeNull();
    // The password can wait: the browser that paid reads the report now.
    expect(screen.getByRole('link', { name: 'Apri il report' })).toBeTruthy();
  });

  it('links a signed-in buyer straight to the report, without asking to sign in', async () => {
    const fetchMock = renderConfirm({
      'GET /auth/me': () => ({ status: 200, body: { email: 'mario@example.it' } }),
      [`GET ${PURCHASE_PATH}`]: () => ({ status: 200, body: makePurchase() }),
    });

    expect((await screen.findByRole('link', { name: 'Apri il report' })).getAttribute('href')).toBe(
      `/report/${INSPECTION_UUID}`,
    );
    // Once the session check has answered, nothing asks to sign in.
    const sessionCheck =
      fetchMock.mock.results[fetchMock.mock.calls.findIndex(([url]) => url === '/auth/me')];
    await act(async () => {
      await sessionCheck?.value;
    });
    expect(screen.queryByText('Accedi all’area riservata per vedere il report.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Accedi' })).toBeNull();
  });

  it('asks a guest who paid with an existing account’s e-mail to confirm from that e-mail, without a sign-in link, and opens the report meanwhile', async () => {
    renderConfirm({
      [`GET ${PURCHASE_PATH}`]: () => ({ status: 200, body: makePurchase({ awaiting_owner: true }) }),
    });

    await screen.findByRole('heading', { level: 1, name: 'Report acquistato' });
    const text = await screen.findByText(/per confermare l’acquisto/);
    expect(text.textContent).toBe(
      'Ti abbiamo inviato un’email all’indirizzo mario@example.it per confermare l’acquisto: con il suo pulsante il report entra nell’Area riservata, dove poi lo vedi accedendo con quell’indirizzo.',
    );
    expect(screen.queryByText('Riceverai a breve l’email con il link al report e la fattura.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Accedi' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Apri il report' }).getAttribute('href')).toBe(
      `/report/${INSPECTION_UUID}`,
    );
  });

  it('says that a second payment for a report already bought is refunded, not that the report is gone', async () => {
    renderConfirm({
      [`GET ${PURCHASE_PATH}`]: () => ({
        status: 200,
        body: makePurchase({ status: 'refunded', duplicate: true }),
      }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento doppio' })).toBeTruthy();
    expect(screen.getByText(/ti rimborsiamo per intero questo pagamento sulla stessa carta/)).toBeTruthy();
    expect(screen.queryByText(/non è più consultabile/)).toBeNull();
  });

  it('says that a refunded purchase can no longer be read', async () => {
    renderConfirm({
      [`GET ${PURCHASE_PATH}`]: () => ({
        status: 200,
        body: makePurchase({ status: 'refunded', can_open: false }),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acquisto rimborsato' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Apri il report' })).toBeNull();
  });

  it('says when the payment is still being confirmed', async () => {
    renderConfirm({
      [`GET ${PURCHASE_PATH}`]: () => ({ status: 200, body: makePurchase({ status: 'pending' }) }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamento in corso di conferma' }),
    ).toBeTruthy();
  });

  it('shows a generic not-found message on 404 (docs/product.md#errors)', async () => {
    renderConfirm({ [`GET ${PURCHASE_PATH}`]: () => ({ status: 404, body: { message: 'Non trovato' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acquisto non trovato' })).toBeTruthy();
  });

  it('offers the withdrawal function while the server gives its link, and nothing without it', async () => {
    const token = `p.${PURCHASE_UUID}.firma`;
    renderConfirm({
      [`GET ${PURCHASE_PATH}`]: () => ({ status: 200, body: makePurchase({ withdrawal_token: token }) }),
    });

    const link = await screen.findByRole('link', { name: 'Recedi dal contratto qui' });
    expect(link.getAttribute('href')).toBe(`/recesso/${token}`);
    expect(link.className).toBe('btn btn-outline-primary');
    expect(screen.getByRole('heading', { level: 2, name: 'Diritto di recesso' })).toBeTruthy();
    expect(screen.getByText(/Puoi recedere dal contratto entro 30 giorni dall’acquisto/).textContent).toBe(
      'Puoi recedere dal contratto entro 30 giorni dall’acquisto, senza indicarne il motivo e senza accedere; se hai chiesto l’accesso immediato, solo finché non apri il report. Il rimborso torna sulla stessa carta.',
    );
  });

  it('offers no withdrawal link when the server gives none (the period is over)', async () => {
    renderConfirm({ [`GET ${PURCHASE_PATH}`]: () => ({ status: 200, body: makePurchase() }) });

    await screen.findByRole('heading', { level: 1, name: 'Report acquistato' });
    expect(screen.queryByRole('link', { name: 'Recedi dal contratto qui' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Diritto di recesso' })).toBeNull();
  });
});
