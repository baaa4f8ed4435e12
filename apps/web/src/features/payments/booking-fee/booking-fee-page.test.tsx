import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { BookingFeeOffer } from '@verificauto/shared/contracts/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formDraftKeys, readFormDraft } from '../../../lib/form-drafts';
import { type FakeApi, renderAppPage, stubApi } from '../../../testing/fake-api';
import {
  bodiesOf,
  fillBilling,
  fillCard,
  INSPECTION_UUID,
  PURCHASE_UUID,
} from '../testing/payments-test-kit';
import { BookingFeePage } from './booking-fee-page';

const FEE_PATH = `/api/inspections/${INSPECTION_UUID}/fee`;

function makeFee(overrides: Partial<BookingFeeOffer> = {}): BookingFeeOffer {
  return {
    inspection_uuid: INSPECTION_UUID,
    order_number: 'VA-100007',
    amount_cents: 8900,
    provider: 'test',
    status: 'awaiting_payment',
    fee_paid: false,
    hold_expires_at: '2026-11-25T09:30:00.000Z',
    booked_at: '2026-11-30T08:00:00.000Z',
    car_license_plate: 'AB123CD',
    workshop: { name: 'Officina Rossi', address: 'Via Emilia 12, 40128 Bologna (BO)' },
    buyer: {
      email: 'mario@example.it',
      first_name: 'Mario',
      last_name: 'Rossi',
      country: 'IT',
      tax_code: null,
    },
    ...overrides,
  };
}

function renderFee(api: FakeApi = {}, fee = makeFee()) {
  const fetchMock = stubApi({ [`GET ${FEE_PATH}`]: () => ({ status: 200, body: fee }), ...api });
  renderAppPage(<BookingFeePage />, { path: `/booking/pay/${INSPECTION_UUID}`, route: '/booking/pay/:uuid' });
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Each test starts in a new tab: nothing kept from the one before.
  sessionStorage.clear();
});

describe('BookingFeePage', () => {
  it('shows the appointment, the workshop, the plate and the fee, with the payer prefilled and no e-mail field', async () => {
    renderFee();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paga la prenotazione' })).toBeTruthy();
    expect(screen.getByText('Appuntamento').nextElementSibling?.textContent).toBe('30/11/2026 alle 09:00');
    expect(screen.getByText('Officina').nextElementSibling?.textContent).toContain('Via Emilia 12');
    expect(screen.getByText('Targa').nextElementSibling?.textContent).toBe('AB123CD');
    expect(screen.getByText(/Totale 89,00 €/)).toBeTruthy();
    expect(screen.getByText(/fino alle 10:30/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('Mario');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByText(/Modalità di prova/)).toBeTruthy();
  });

  it('pays with the test card and opens the booking’s confirmation', async () => {
    const fetchMock = renderFee({
      [`POST ${FEE_PATH}/pay`]: () => ({
        status: 200,
        body: { purchase_uuid: PURCHASE_UUID, redirect_url: `/booking/confirm/${INSPECTION_UUID}` },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Paga la prenotazione' });
    fillBilling();
    fillCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Paga 89,00 €' }));

    expect(await screen.findByTestId('location')).toHaveProperty(
      'textContent',
      `/booking/confirm/${INSPECTION_UUID}`,
    );
    expect(bodiesOf(fetchMock, 'POST', `${FEE_PATH}/pay`)).toEqual([
      {
        billing: {
          first_name: 'Mario',
          last_name: 'Rossi',
          country: 'IT',
          tax_code: 'RSSMRA85T10A562S',
          address: { street: 'Via Roma 1', postal_code: '20121', city: 'Milano', province: 'MI' },
        },
        card: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
      },
    ]);
  });

  it('points to the missing details and sends nothing', async () => {
    const fetchMock = renderFee();
    await screen.findByRole('heading', { level: 1, name: 'Paga la prenotazione' });
    fireEvent.click(screen.getByRole('button', { name: 'Paga 89,00 €' }));
    expect(await screen.findByText(/Correggi i \d+ campi segnalati sopra/)).toBeTruthy();
    expect(document.activeElement?.id).toBe('checkout-tax-code');
    expect(bodiesOf(fetchMock, 'POST', `${FEE_PATH}/pay`)).toEqual([]);
  });

  it('keeps the form and shows the bank’s refusal', async () => {
    renderFee({
      [`POST ${FEE_PATH}/pay`]: () => ({
        status: 402,
        body: { code: 'card_declined', message: 'La carta è stata rifiutata dalla banca.' },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Paga la prenotazione' });
    fillBilling();
    fillCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Paga 89,00 €' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La carta è stata rifiutata dalla banca.');
    expect(screen.getByLabelText<HTMLInputElement>('Comune').value).toBe('Milano');
  });

  it('with Stripe, asks no card and says where the payment happens', async () => {
    renderFee({}, makeFee({ provider: 'stripe' }));
    expect(await screen.findByRole('button', { name: 'Vai al pagamento di 89,00 €' })).toBeTruthy();
    expect(screen.queryByLabelText('Numero della carta')).toBeNull();
  });

  it('a lapsed booking offers another slot; a paid one its confirmation', async () => {
    renderFee({}, makeFee({ status: 'cancelled', hold_expires_at: null }));
    expect(await screen.findByRole('heading', { name: 'Tempo scaduto' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scegli un altro orario' }).getAttribute('href')).toBe(
      '/booking',
    );
    cleanup();
    renderFee({}, makeFee({ status: 'booked', hold_expires_at: null }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hai già pagato questa prenotazione' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vedi la prenotazione' }).getAttribute('href')).toBe(
      `/booking/confirm/${INSPECTION_UUID}`,
    );
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  it('a booking cancelled after its fee was paid (cancellation, withdrawal) says the fee comes back, not that nothing was charged', async () => {
    renderFee({}, makeFee({ status: 'cancelled', fee_paid: true, hold_expires_at: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione annullata' })).toBeTruthy();
    expect(document.body.textContent).toContain('ti viene rimborsata sulla stessa carta');
    expect(document.body.textContent).not.toContain('Non ti è stato addebitato nulla');
    expect(screen.getByRole('link', { name: 'Prenota un’altra ispezione' }).getAttribute('href')).toBe(
      '/booking',
    );
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  it('keeps the payer’s details in this tab, never the card number or CVC, and forgets them once paid', async () => {
    renderFee();
    await screen.findByRole('heading', { level: 1, name: 'Paga la prenotazione' });
    fillBilling();
    fillCard('4242 4242 4242 4242');
    const stored = () => JSON.stringify(readFormDraft(formDraftKeys.bookingFee(INSPECTION_UUID)) ?? null);
    expect(stored()).toContain('Via Roma 1');
    expect(stored()).not.toContain('4242');

    cleanup();
    renderFee({
      [`POST ${FEE_PATH}/pay`]: () => ({
        status: 200,
        body: { purchase_uuid: PURCHASE_UUID, redirect_url: `/booking/confirm/${INSPECTION_UUID}` },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Paga la prenotazione' });
    expect(screen.getByLabelText<HTMLInputElement>('Comune').value).toBe('Milano');
    expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('Mario');
    expect(screen.getByLabelText<HTMLInputElement>('Numero della carta').value).toBe('');
    expect(screen.getByText(/non conserviamo il numero della carta e il CVC/)).toBeTruthy();

    fillCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Paga 89,00 €' }));
    expect(await screen.findByTestId('location')).toHaveProperty(
      'textContent',
      `/booking/confirm/${INSPECTION_UUID}`,
    );
    expect(stored()).toBe('null');
  });

  it('a stranger’s browser gets the not-found message', async () => {
    stubApi({
      [`GET ${FEE_PATH}`]: () => ({ status: 404, body: { code: 'inspection_not_found', message: 'x' } }),
    });
    renderAppPage(<BookingFeePage />, {
      path: `/booking/pay/${INSPECTION_UUID}`,
      route: '/booking/pay/:uuid',
    });
    expect(await screen.findByRole('heading', { name: 'Prenotazione non trovata' })).toBeTruthy();
  });
});
