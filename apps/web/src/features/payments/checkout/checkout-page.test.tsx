import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, pending, renderAppPage, stubApi } from '../../../testing/fake-api';
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
const DECLINED = 'La carta è stata rifiutata. Prova con un’altra carta.';

function renderCheckout(api: FakeApi = {}, offer = makeOffer()) {
  const fetchMock = stubApi({ [`GET ${OFFER_PATH}`]: () => ({ status: 200, body: offer }), ...api });
  renderAppPage(<CheckoutPage />, { path: `/checkout/${INSPECTION_UUID}`, route: '/checkout/:uuid' });
  return fetchMock;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const payButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /^Paga|^Ordina e paga|Attendi/ });

function fillBuyer() {
  typeInto('Email', 'mario@example.it');
  typeInto('Nome', 'Mario');
  typeInto('Cognome', 'Rossi');
  fillBilling();
  fireEvent.click(screen.getByRole('checkbox', { name: /Ho letto e accetto il Regolamento/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /Dichiaro di avere almeno 18 anni/ }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Each test starts in a new tab: nothing kept from the one before.
  sessionStorage.clear();
});

describe('CheckoutPage', () => {
  it('shows what is sold, the price, the VAT country and unticked statements', async () => {
    renderCheckout();

    expect(await screen.findByRole('heading', { level: 1, name: 'Acquista il report' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Riepilogo dell’ordine' });
    expect(summary.textContent).toContain(
      'Accesso online al report n. 10001 del veicolo Volkswagen Golf 2019, consultabile nel browser per 180 giorni, fino al 23/5/2027 (non scaricabile).',
    );
    expect(within(summary).getByText('Prezzo').nextElementSibling?.textContent).toBe('19,00 €');
    expect(within(summary).getByText('Totale (IVA inclusa)').nextElementSibling?.textContent).toBe('19,00 €');
    expect(within(summary).queryByText(/Sconto/)).toBeNull();
    expect(summary.textContent).toContain('IVA applicata: Italia 22%');
    expect(summary.textContent).toContain('Visa, Mastercard, Maestro, American Express');

    const checkboxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(checkboxes).toHaveLength(4);
    expect(checkboxes.every((box) => !box.checked)).toBe(true);
    expect(screen.getByText('Ho letto e accetto il Regolamento (versione del 24/11/2026).')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Leggi il Regolamento/ }).getAttribute('href')).toBe(
      '/policies#service-regulation',
    );
    expect(screen.getByRole('link', { name: /informativa sulla privacy/ }).getAttribute('href')).toBe(
      '/policies#privacy-policy',
    );
    expect(screen.getByRole('link', { name: /politica di rimborso/ }).getAttribute('href')).toBe(
      '/policies#refund-policy',
    );
    expect(screen.getByText(/Modalità di prova: nessun addebito reale/)).toBeTruthy();
    expect(field('Email').getAttribute('autocomplete')).toBe('email');
    expect(field('Numero della carta').getAttribute('autocomplete')).toBe('cc-number');
    expect(payButton().textContent).toBe('Paga 19,00 €');

    // Another country of residence: its VAT, and no codice fiscale or province.
    fireEvent.change(field('Paese di residenza'), { target: { value: 'DE' } });
    expect(summary.textContent).toContain('IVA applicata: Germania 19%');
    expect(screen.queryByLabelText('Codice fiscale')).toBeNull();
    expect(screen.queryByLabelText('Provincia')).toBeNull();
  });

  it('prefills the signed-in buyer’s details', async () => {
    renderCheckout(
      {},
      makeOffer({
        buyer: {
          email: 'anna@example.it',
          first_name: 'Anna',
          last_name: 'Bianchi',
          country: 'IT',
          tax_code: 'BNCGVN70A01H501H',
        },
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(field('Email').value).toBe('anna@example.it');
    expect(field('Nome').value).toBe('Anna');
    expect(field('Codice fiscale').value).toBe('BNCGVN70A01H501H');
  });

  it('applies BENVENUTO50 in the payment step: the total and the button become 9,50 €', async () => {
    const fetchMock = renderCheckout({
      [`POST ${OFFER_PATH}/discount`]: () => ({
        status: 200,
        body: {
          code: 'BENVENUTO50',
          description: '50% di sconto sul primo report',
          list_price_cents: 1900,
          discount_cents: 950,
          total_cents: 950,
        },
      }),
    });
    await screen.findByRole('heading', { level: 1 });
    typeInto('Email', 'mario@example.it');
    typeInto('Codice sconto (facoltativo)', 'benvenuto50');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Applica' })));

    const summary = screen.getByRole('region', { name: 'Riepilogo dell’ordine' });
    expect(within(summary).getByText('Sconto (BENVENUTO50)').nextElementSibling?.textContent).toBe('-9,50 €');
    expect(within(summary).getByText('Totale (IVA inclusa)').nextElementSibling?.textContent).toBe('9,50 €');
    expect(payButton().textContent).toBe('Paga 9,50 €');
    expect(bodiesOf(fetchMock, 'POST', `${OFFER_PATH}/discount`)).toEqual([
      { code: 'benvenuto50', email: 'mario@example.it' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi il codice sconto BENVENUTO50' }));
    expect(payButton().textContent).toBe('Paga 19,00 €');
    expect(within(summary).queryByText(/Sconto/)).toBeNull();
  });

  it('shows the server’s reason under the code field when the code cannot be used', async () => {
    renderCheckout({
      [`POST ${OFFER_PATH}/discount`]: () => ({
        status: 422,
        body: { code: 'discount_expired', message: 'Il codice sconto è scaduto.' },
      }),
    });
    await screen.findByRole('heading', { level: 1 });
    typeInto('Codice sconto (facoltativo)', 'ESTATE2020');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Applica' })));

    const message = await screen.findByText('Il codice sconto è scaduto.');
    const input = field('Codice sconto (facoltativo)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(payButton().textContent).toBe('Paga 19,00 €');
  });

  it('shows the server’s message about the code under the code field, not another input’s', async () => {
    const emailMessage = 'L’indirizzo email è troppo lungo.';
    const codeMessage = 'Il codice sconto è troppo lungo.';
    renderCheckout({
      [`POST ${OFFER_PATH}/discount`]: () => ({
        status: 400,
        body: {
          code: 'invalid_input',
          message: emailMessage,
          fields: { email: emailMessage, code: codeMessage },
        },
      }),
    });
    await screen.findByRole('heading', { level: 1 });
    typeInto('Codice sconto (facoltativo)', 'ESTATE2020');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Applica' })));

    const message = await screen.findByText(codeMessage);
    const input = field('Codice sconto (facoltativo)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(input);
    expect(screen.queryByText(emailMessage)).toBeNull();
  });

  it('rejects a mistyped card number before sending (Luhn)', async () => {
    const fetchMock = renderCheckout();
    await screen.findByRole('heading', { level: 1 });
    typeInto('Numero della carta', '4242424242424243');
    expect(field('Numero della carta').value).toBe('4242 4242 4242 4243');
    fireEvent.blur(field('Numero della carta'));

    const message = screen.getByText('Il numero della carta non è valido: controlla di averlo scritto bene.');
    expect(field('Numero della carta').getAttribute('aria-describedby')).toContain(message.id);
    fillBuyer();
    fireEvent.click(payButton());
    expect(document.activeElement).toBe(field('Numero della carta'));
    expect(bodiesOf(fetchMock, 'POST', `${OFFER_PATH}/pay`)).toEqual([]);
  });

  it('points at the missing data and sends nothing', async () => {
    const fetchMock = renderCheckout();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(payButton());

    expect(document.activeElement).toBe(field('Email'));
    expect(screen.getByText('Inserisci l’indirizzo email.')).toBeTruthy();
    expect(screen.getByText('Per acquistare devi accettare il Regolamento.')).toBeTruthy();
    expect(screen.getByText(/Correggi i \d+ campi segnalati sopra\./)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', `${OFFER_PATH}/pay`)).toEqual([]);
  });

  it('shows a declined card in an alert, keeps the data and focuses the alert', async () => {
    const fetchMock = renderCheckout({
      [`POST ${OFFER_PATH}/pay`]: () => ({ status: 402, body: { code: 'card_declined', message: DECLINED } }),
    });
    await screen.findByRole('heading', { level: 1 });
    fillBuyer();
    fillCard('4000 0000 0000 0002');
    await act(async () => fireEvent.click(payButton()));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(DECLINED);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(field('Email').value).toBe('mario@example.it');
    expect(field('Numero della carta').value).toBe('4000 0000 0000 0002');
    expect(field('CVC').value).toBe('123');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Regolamento/ }).checked).toBe(true);
    expect(payButton().disabled).toBe(false);

    const [body] = bodiesOf(fetchMock, 'POST', `${OFFER_PATH}/pay`);
    expect(body).toEqual({
      buyer: {
        email: 'mario@example.it',
        first_name: 'Mario',
        last_name: 'Rossi',
        country: 'IT',
        tax_code: 'RSSMRA85T10A562S',
        address: { street: 'Via Roma 1', postal_code: '20121', city: 'Milano', province: 'MI' },
        accept_regulation: true,
        regulation_version: '0123456789ab',
        declare_age: true,
        immediate_access: false,
        marketing_consent: false,
      },
      card: { number: '4000000000000002', expiry: '12/39', cvc: '123' },
    });
  });

  it('shows the server’s field messages on their inputs and focuses the first of them', async () => {
    renderCheckout({
      [`POST ${OFFER_PATH}/pay`]: () => ({
        status: 400,
        body: {
          code: 'invalid_input',
          message: 'Il CAP non corrisponde alla provincia.',
          fields: {
            'card.number': 'Il numero della carta non è valido: controlla di averlo scritto correttamente.',
            'buyer.address.postal_code': 'Il CAP non corrisponde alla provincia.',
          },
        },
      }),
    });
    await screen.findByRole('heading', { level: 1 });
    fillBuyer();
    fillCard('4242 4242 4242 4242');
    await act(async () => fireEvent.click(payButton()));

    const postalCode = field('CAP');
    await waitFor(() => expect(document.activeElement).toBe(postalCode));
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(postalCode.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Il CAP non corrisponde alla provincia.',
    );
    const card = field('Numero della carta');
    expect(card.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Il numero della carta non è valido: controlla di averlo scritto correttamente.',
    );
    expect(field('Comune').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the order once, waits with the button disabled, then opens the confirmation', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const fetchMock = renderCheckout({
      [`POST ${OFFER_PATH}/pay`]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await screen.findByRole('heading', { level: 1 });
    fillBuyer();
    fillCard('4242 4242 4242 4242');
    await act(async () => fireEvent.click(payButton()));
    fireEvent.click(payButton());

    expect(payButton().disabled).toBe(true);
    expect(payButton().textContent).toBe('Attendi…');
    expect(bodiesOf(fetchMock, 'POST', `${OFFER_PATH}/pay`)).toHaveLength(1);

    await act(async () =>
      answer({
        status: 200,
        body: { purchase_uuid: PURCHASE_UUID, redirect_url: `/payment/confirm/${PURCHASE_UUID}` },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/payment/confirm/${PURCHASE_UUID}`),
    );
  });

  it('with Stripe asks no card, says "Ordina e paga" and goes to Stripe’s page', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      origin: 'http://localhost',
    });
    const fetchMock = renderCheckout(
      {
        [`POST ${OFFER_PATH}/session`]: () => ({
          status: 200,
          body: { purchase_uuid: PURCHASE_UUID, redirect_url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
        }),
      },
      makeOffer({ provider: 'stripe' }),
    );
    await screen.findByRole('heading', { level: 1 });

    expect(screen.queryByLabelText('Numero della carta')).toBeNull();
    expect(screen.queryByText(/Modalità di prova/)).toBeNull();
    expect(screen.getByText(/pagina di pagamento sicura di Stripe/)).toBeTruthy();
    expect(payButton().textContent).toBe('Ordina e paga 19,00 €');

    fillBuyer();
    fireEvent.click(screen.getByRole('checkbox', { name: /Chiedo di accedere subito al report/ }));
    await act(async () => fireEvent.click(payButton()));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    const [body] = bodiesOf(fetchMock, 'POST', `${OFFER_PATH}/session`) as [
      { buyer: { immediate_access: boolean } },
    ];
    expect(body.buyer.immediate_access).toBe(true);
    expect(payButton().disabled).toBe(true);
  });

  it('with Stripe takes BENVENUTO50 on our page: 9,50 € on the button, the code sent with the order', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign: vi.fn(),
      origin: 'http://localhost',
    });
    const fetchMock = renderCheckout(
      {
        [`POST ${OFFER_PATH}/discount`]: () => ({
          status: 200,
          body: {
            code: 'BENVENUTO50',
            description: 'Sconto di benvenuto del 50% sul primo report',
            list_price_cents: 1900,
            discount_cents: 950,
            total_cents: 950,
          },
        }),
        [`POST ${OFFER_PATH}/session`]: () => ({
          status: 200,
          body: { purchase_uuid: PURCHASE_UUID, redirect_url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
        }),
      },
      makeOffer({ provider: 'stripe' }),
    );
    await screen.findByRole('heading', { level: 1 });
    fillBuyer();
    typeInto('Codice sconto (facoltativo)', 'benvenuto50');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Applica' })));

    const summary = screen.getByRole('region', { name: 'Riepilogo dell’ordine' });
    expect(within(summary).getByText('Totale (IVA inclusa)').nextElementSibling?.textContent).toBe('9,50 €');
    expect(payButton().textContent).toBe('Ordina e paga 9,50 €');
    await act(async () => fireEvent.click(payButton()));

    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', `${OFFER_PATH}/session`)).toHaveLength(1));
    const [body] = bodiesOf(fetchMock, 'POST', `${OFFER_PATH}/session`) as [{ discount_code?: string }];
    expect(body.discount_code).toBe('BENVENUTO50');
  });

  it('explains an offer that cannot be bought (404)', async () => {
    renderCheckout({
      [`GET ${OFFER_PATH}`]: () => ({ status: 404, body: { code: 'not_found', message: 'Non trovato' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Report non acquistabile' })).toBeTruthy();
  });

  it.each([
    ['already_purchased', 'Hai già acquistato questo report'],
    ['own_report', 'È il report della tua ispezione'],
  ])(
    'tells whoever can already read the report (409 %s) before any form, with the way in',
    async (code, title) => {
      renderCheckout({
        [`GET ${OFFER_PATH}`]: () => ({ status: 409, body: { code, message: 'Messaggio del server.' } }),
      });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Apri il report' }).getAttribute('href')).toBe(
        `/report/${INSPECTION_UUID}`,
      );
      expect(screen.getByRole('link', { name: 'Vai all’Area riservata' }).getAttribute('href')).toBe(
        '/profile',
      );
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.queryAllByRole('textbox')).toEqual([]);
      expect(screen.queryAllByRole('checkbox')).toEqual([]);
    },
  );

  it('shows the loading state first', () => {
    renderCheckout({ [`GET ${OFFER_PATH}`]: pending });
    expect(screen.getByRole('status').textContent).toBe('Caricamento dell’ordine…');
  });
});
