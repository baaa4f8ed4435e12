import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formDraftKeys, readFormDraft, writeFormDraft } from '../../../lib/form-drafts';
import { type FakeApi, renderAppPage, stubApi } from '../../../testing/fake-api';
import {
  bodiesOf,
  fillBilling,
  fillCard,
  INSPECTION_UUID,
  makeOffer,
  PURCHASE_UUID,
  typeInto,
} from '../testing/payments-test-kit';
import { CheckoutPage } from './checkout-page';

const OFFER_PATH = `/api/checkout/${INSPECTION_UUID}`;
const DRAFT_KEY = formDraftKeys.checkout(INSPECTION_UUID);
const BENVENUTO50 = {
  code: 'BENVENUTO50',
  description: '50% di sconto sul primo report',
  list_price_cents: 1900,
  discount_cents: 950,
  total_cents: 950,
};
const RETYPE = 'Per sicurezza non conserviamo il numero della carta e il CVC: inseriscili di nuovo.';

function renderCheckout(api: FakeApi = {}, offer = makeOffer()) {
  const fetchMock = stubApi({
    [`GET ${OFFER_PATH}`]: () => ({ status: 200, body: offer }),
    [`POST ${OFFER_PATH}/discount`]: () => ({ status: 200, body: BENVENUTO50 }),
    ...api,
  });
  renderAppPage(<CheckoutPage />, { path: `/checkout/${INSPECTION_UUID}`, route: '/checkout/:uuid' });
  return fetchMock;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const checkbox = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const total = () =>
  within(screen.getByRole('region', { name: 'Riepilogo dell’ordine' })).getByText('Totale (IVA inclusa)')
    .nextElementSibling?.textContent;
const everythingStored = () =>
  Array.from({ length: sessionStorage.length }, (_, i) =>
    sessionStorage.getItem(sessionStorage.key(i) ?? ''),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the checkout keeps what was typed in this tab', () => {
  it('gives every field its autocomplete token and input mode', async () => {
    renderCheckout();
    await screen.findByRole('heading', { level: 1 });
    const expected: [string, string, string | null][] = [
      ['Email', 'email', 'email'],
      ['Nome', 'given-name', null],
      ['Cognome', 'family-name', null],
      ['Paese di residenza', 'country', null],
      ['Codice fiscale', 'off', 'text'],
      ['Indirizzo', 'street-address', null],
      ['CAP', 'postal-code', 'numeric'],
      ['Comune', 'address-level2', null],
      ['Provincia', 'address-level1', null],
      ['Numero della carta', 'cc-number', 'numeric'],
      ['Scadenza (MM/AA)', 'cc-exp', 'numeric'],
      ['CVC', 'cc-csc', 'numeric'],
    ];
    for (const [label, token, inputMode] of expected) {
      expect([
        label,
        field(label).getAttribute('autocomplete'),
        field(label).getAttribute('inputmode'),
      ]).toEqual([label, token, inputMode]);
    }
    expect(field('Email').type).toBe('email');
    expect(field('Codice fiscale').getAttribute('autocapitalize')).toBe('characters');
    // Outside Italy a postal code may have letters.
    fireEvent.change(field('Paese di residenza'), { target: { value: 'NL' } });
    expect(field('CAP').getAttribute('inputmode')).toBe('text');
  });

  it('brings back every field, the ticks and the code after leaving the page, never the card number or CVC', async () => {
    renderCheckout();
    await screen.findByRole('heading', { level: 1 });
    typeInto('Email', 'mario@example.it');
    typeInto('Nome', 'Mario');
    typeInto('Cognome', 'Rossi');
    fillBilling();
    fireEvent.click(checkbox(/Ho letto e accetto il Regolamento/));
    fireEvent.click(checkbox(/Dichiaro di avere almeno 18 anni/));
    fillCard('4242 4242 4242 4242');
    typeInto('Codice sconto (facoltativo)', 'benvenuto50');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Applica' })));
    expect(total()).toBe('9,50 €');

    const stored = everythingStored().join('\n');
    expect(stored).toContain('RSSMRA85T10A562S');
    expect(stored).not.toContain('4242');
    expect(stored).not.toMatch(/"card_cvc"|"card_number"/);

    // Back, reload or a visit elsewhere: the page is rendered again in the same tab.
    cleanup();
    const afterReturn = renderCheckout();
    await screen.findByRole('heading', { level: 1 });
    expect(field('Email').value).toBe('mario@example.it');
    expect(field('Nome').value).toBe('Mario');
    expect(field('Codice fiscale').value).toBe('RSSMRA85T10A562S');
    expect(field('Indirizzo').value).toBe('Via Roma 1');
    expect(field('Provincia').value).toBe('mi');
    expect(checkbox(/Ho letto e accetto il Regolamento/).checked).toBe(true);
    expect(checkbox(/Dichiaro di avere almeno 18 anni/).checked).toBe(true);
    expect(checkbox(/Chiedo di accedere subito/).checked).toBe(false);
    expect(field('Scadenza (MM/AA)').value).toBe('12/39');
    expect(field('Numero della carta').value).toBe('');
    expect(field('CVC').value).toBe('');
    expect(screen.getByText(RETYPE)).toBeTruthy();

    // The code is priced again, with the e-mail it was applied with.
    await waitFor(() => expect(total()).toBe('9,50 €'));
    expect(bodiesOf(afterReturn, 'POST', `${OFFER_PATH}/discount`)).toEqual([
      { code: 'BENVENUTO50', email: 'mario@example.it' },
    ]);
    expect(screen.getByRole('button', { name: 'Rimuovi il codice sconto BENVENUTO50' })).toBeTruthy();

    typeInto('Numero della carta', '4242 4242 4242 4242');
    expect(screen.queryByText(RETYPE)).toBeNull();
  });

  it('shows a kept code that no longer applies in its field with the reason, at full price', async () => {
    writeFormDraft(DRAFT_KEY, { values: { email: 'mario@example.it' }, code: 'BENVENUTO50' });
    renderCheckout({
      [`POST ${OFFER_PATH}/discount`]: () => ({
        status: 422,
        body: { code: 'discount_expired', message: 'Il codice sconto è scaduto.' },
      }),
    });
    await screen.findByRole('heading', { level: 1 });

    expect(await screen.findByText('Il codice sconto è scaduto.')).toBeTruthy();
    expect(field('Codice sconto (facoltativo)').value).toBe('BENVENUTO50');
    expect(total()).toBe('19,00 €');
    // Nobody pressed 'Applica': the focus was not moved.
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(readFormDraft(DRAFT_KEY)).not.toHaveProperty('code'));
  });

  it('puts the ticks back only under the Regolamento they were given for', async () => {
    const values = { email: 'mario@example.it', accept_regulation: true, declare_age: true };
    writeFormDraft(DRAFT_KEY, { values, regulation_version: 'a0a0a0a0a0a0' });
    renderCheckout();
    await screen.findByRole('heading', { level: 1 });
    expect(field('Email').value).toBe('mario@example.it');
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').map((box) => box.checked)).toEqual([
      false,
      false,
      false,
      false,
    ]);

    cleanup();
    writeFormDraft(DRAFT_KEY, { values, regulation_version: makeOffer().regulation.version });
    renderCheckout();
    await screen.findByRole('heading', { level: 1 });
    expect(checkbox(/Ho letto e accetto il Regolamento/).checked).toBe(true);
    expect(checkbox(/Dichiaro di avere almeno 18 anni/).checked).toBe(true);
  });

  it('puts back over the signed-in buyer’s prefill only what the buyer typed', async () => {
    const offer = makeOffer({
      buyer: {
        email: 'anna@example.it',
        first_name: 'Anna',
        last_name: 'Bianchi',
        country: 'IT',
        tax_code: null,
      },
    });
    renderCheckout({}, offer);
    await screen.findByRole('heading', { level: 1 });
    typeInto('Nome', 'Annamaria');
    expect(readFormDraft(DRAFT_KEY)).toEqual({
      values: { first_name: 'Annamaria' },
      regulation_version: offer.regulation.version,
    });

    cleanup();
    renderCheckout({}, offer);
    await screen.findByRole('heading', { level: 1 });
    expect(field('Nome').value).toBe('Annamaria');
    expect(field('Cognome').value).toBe('Bianchi');
    expect(field('Email').value).toBe('anna@example.it');
  });

  it('forgets everything once the payment went through', async () => {
    renderCheckout({
      [`POST ${OFFER_PATH}/pay`]: () => ({
        status: 200,
        body: { purchase_uuid: PURCHASE_UUID, redirect_url: `/payment/confirm/${PURCHASE_UUID}` },
      }),
    });
    await screen.findByRole('heading', { level: 1 });
    typeInto('Email', 'mario@example.it');
    typeInto('Nome', 'Mario');
    typeInto('Cognome', 'Rossi');
    fillBilling();
    fireEvent.click(checkbox(/Ho letto e accetto il Regolamento/));
    fireEvent.click(checkbox(/Dichiaro di avere almeno 18 anni/));
    fillCard('4242 4242 4242 4242');
    expect(readFormDraft(DRAFT_KEY)).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Paga/ })));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/payment/confirm/${PURCHASE_UUID}`),
    );
    expect(sessionStorage.length).toBe(0);
  });
});
