import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * The built-in test checkout (apps/web/src/features/payments, decision 033) at /checkout/{inspectionUuid},
 * and the purchase e-mails of apps/server/src/features/payments/purchases/purchase-emails.ts.
 */
export const CHECKOUT_TITLE = 'Acquista il report';
export const PAID_TITLE = 'Report acquistato';
export const PROMO_CODE = 'BENVENUTO50';

/** Stripe's test cards, as the test checkout answers them (apps/server/src/features/payments/gateway/test-card.ts). */
export const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export const CARD_DECLINED_MESSAGE =
  'La carta è stata rifiutata dalla banca: nessun importo è stato addebitato. Prova con un’altra carta.';

/** A buyer resident in Italy, with a valid codice fiscale (the e-invoice needs it). */
export const ITALIAN_BUYER = {
  firstName: 'Mario',
  lastName: 'Rossi',
  country: 'Italia',
  taxCode: 'RSSMRA85T10A562S',
  street: 'Via Roma 10',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
} as const;

/** The controls of the checkout page, by their labels. */
export function checkoutForm(page: Page) {
  const main = page.getByRole('main');
  return {
    heading: main.getByRole('heading', { level: 1, name: CHECKOUT_TITLE, exact: true }),
    email: main.getByLabel('Email', { exact: true }),
    firstName: main.getByLabel('Nome', { exact: true }),
    lastName: main.getByLabel('Cognome', { exact: true }),
    country: main.getByLabel('Paese di residenza', { exact: true }),
    taxCode: main.getByLabel('Codice fiscale', { exact: true }),
    street: main.getByLabel('Indirizzo', { exact: true }),
    postalCode: main.getByLabel('CAP', { exact: true }),
    city: main.getByLabel('Comune', { exact: true }),
    province: main.getByLabel('Provincia', { exact: true }),
    acceptRegulation: main.getByRole('checkbox', { name: /^Ho letto e accetto il Regolamento/ }),
    immediateAccess: main.getByRole('checkbox', { name: /^Chiedo di accedere subito al report/ }),
    declareAge: main.getByRole('checkbox', { name: /^Dichiaro di avere almeno 18 anni/ }),
    marketing: main.getByRole('checkbox', { name: /offerte e novità/ }),
    cardNumber: main.getByLabel('Numero della carta', { exact: true }),
    cardExpiry: main.getByLabel('Scadenza (MM/AA)', { exact: true }),
    cardCvc: main.getByLabel('CVC', { exact: true }),
    discountCode: main.getByLabel('Codice sconto (facoltativo)', { exact: true }),
    applyCode: main.getByRole('button', { name: 'Applica', exact: true }),
    payButton: main.locator('form').getByRole('button', { name: /^Paga / }),
    alert: main.locator('form').getByRole('alert'),
  };
}

/** The order summary beside the form and its total line. */
export function orderSummary(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: 'Riepilogo dell’ordine', exact: true });
}

export function summaryTotal(page: Page): Locator {
  return orderSummary(page).getByRole('term').filter({ hasText: 'Totale (IVA inclusa)' }).locator('+ dd');
}

/** Fills who pays, resident in Italy, as the invoice needs it (the report's checkout and a booking's fee). */
export async function fillBilling(page: Page) {
  const form = checkoutForm(page);
  await form.firstName.fill(ITALIAN_BUYER.firstName);
  await form.lastName.fill(ITALIAN_BUYER.lastName);
  await form.country.selectOption({ label: ITALIAN_BUYER.country });
  await form.taxCode.fill(ITALIAN_BUYER.taxCode);
  await form.street.fill(ITALIAN_BUYER.street);
  await form.postalCode.fill(ITALIAN_BUYER.postalCode);
  await form.city.fill(ITALIAN_BUYER.city);
  await form.province.fill(ITALIAN_BUYER.province);
}

/** Fills step 1 (the e-mail and who pays) and ticks the statements of step 2 (not the marketing one). */
export async function fillBuyerAndStatements(page: Page, email: string) {
  const form = checkoutForm(page);
  await form.email.fill(email);
  await fillBilling(page);
  for (const box of [form.acceptRegulation, form.immediateAccess, form.declareAge]) {
    await expect(box).not.toBeChecked();
    await box.check();
  }
  await expect(form.marketing).not.toBeChecked();
}

export async function fillCard(page: Page, number: string, expiry = '12/30', cvc = '123') {
  const form = checkoutForm(page);
  await form.cardNumber.fill(number);
  await form.cardExpiry.fill(expiry);
  await form.cardCvc.fill(cvc);
}

interface MailboxItem {
  id: string;
  to: string;
  subject: string;
  template: string;
}

export interface MailboxAttachment {
  filename: string;
  content_type: string;
  size: number;
  url: string;
}

export interface MailboxMessage extends MailboxItem {
  text: string;
  html: string;
  attachments: MailboxAttachment[];
}

/**
 * Through the dev mailbox API, polls until every template is among the e-mails sent to `to`: the purchase
 * e-mails are queued by a background job a moment after the payment. Returns the newest of each.
 */
export async function waitForMails<T extends string>(
  request: APIRequestContext,
  to: string,
  templates: readonly T[],
): Promise<Record<T, MailboxMessage>> {
  let found: MailboxItem[] = [];
  await expect
    .poll(
      async () => {
        const list = await request.get('/dev/api/mailbox');
        expect(list.status()).toBe(200);
        const { messages } = (await list.json()) as { messages: MailboxItem[] };
        found = messages.filter((m) => m.to.toLowerCase() === to.toLowerCase());
        return templates.filter((template) => !found.some((m) => m.template === template));
      },
      { message: `email per ${to}`, timeout: 15_000 },
    )
    .toEqual([]);
  const entries = await Promise.all(
    templates.map(async (template) => {
      const item = found.find((m) => m.template === template) as MailboxItem;
      const response = await request.get(`/dev/api/mailbox/${item.id}`);
      expect(response.status()).toBe(200);
      return [template, (await response.json()) as MailboxMessage] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<T, MailboxMessage>;
}

/** The templates of all the e-mails sent to `to` (to check that nothing was sent). */
export async function mailTemplatesFor(request: APIRequestContext, to: string): Promise<string[]> {
  const list = await request.get('/dev/api/mailbox');
  const { messages } = (await list.json()) as { messages: MailboxItem[] };
  return messages.filter((m) => m.to.toLowerCase() === to.toLowerCase()).map((m) => m.template);
}

/** GETs a URL with the page's cookies and expects a PDF file. */
export async function expectPdf(request: APIRequestContext, url: string): Promise<Buffer> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return body;
}
