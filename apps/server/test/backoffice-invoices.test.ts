import {
  type BackofficeInvoice,
  BackofficeInvoicesSchema,
  INVOICES_PAGE_SIZE,
} from '@verificauto/shared/contracts/backoffice-invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOne } from '../src/db/db';
import { buildFatturaPaXml } from '../src/features/payments/invoicing/fatturapa-xml';
import { refundPurchase } from '../src/features/payments/purchases/purchases.service';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import { italianBuyer, PAYING_CARD, pay, rememberRegulationVersion, reportOnSale } from './helpers/checkout';
import { insertInspection, insertPurchase, insertRow, insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let backoffice: SignedIn;
let user: SignedIn;
let technician: SignedIn;
let purchaseId: string;
let orderNumber: string;
let invoiceLabel: string;

const OLD_INVOICES = 55;
const thisYear = () => Number(new Date().toISOString().slice(0, 4));

/** Invoices of earlier years written straight into the table, as the payments feature stores them. */
async function insertOldInvoice(
  purchase: string,
  fields: {
    year: number;
    number: number;
    issuedAt: string;
    name: string;
    gross: number;
    vat: number;
    orderNumber: string;
  },
) {
  const [firstName = '', lastName = ''] = fields.name.split(' ');
  const customer = { firstName, lastName, email: `${firstName}.${lastName}@example.it`.toLowerCase() };
  // A real file: every invoice a test database holds must pass the XSD (helpers/test-db.ts).
  const xml = buildFatturaPaXml({
    kind: 'invoice',
    year: fields.year,
    number: fields.number,
    issuedAt: new Date(fields.issuedAt),
    seller: ctx.config.company,
    customer: {
      ...customer,
      country: 'IT',
      taxCode: 'RSSMRA85T10A562S',
      address: { street: 'Via Garibaldi 12', postalCode: '20121', city: 'Milano', province: 'MI' },
    },
    orderNumber: fields.orderNumber,
    description: 'Documento di prova',
    listPriceCents: fields.gross,
    discountCents: 0,
    discountCode: null,
    grossCents: fields.gross,
    netCents: fields.gross - fields.vat,
    vatCents: fields.vat,
    vatRatePercent: 22,
    paidAt: new Date(fields.issuedAt),
    paymentMethod: 'Visa •••• 4242',
    reverses: null,
  });
  await insertRow(ctx.db, 'invoices', {
    purchase_id: purchase,
    kind: 'invoice',
    year: fields.year,
    number: fields.number,
    label: `${fields.number}/${fields.year}`,
    issued_at: fields.issuedAt,
    customer: JSON.stringify(customer),
    details: JSON.stringify({ description: 'Documento di prova', orderNumber: fields.orderNumber }),
    country: 'IT',
    vat_rate_bp: 2200,
    net_cents: fields.gross - fields.vat,
    vat_cents: fields.vat,
    gross_cents: fields.gross,
    xml,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  const sale = await reportOnSale(ctx.db);
  await rememberRegulationVersion(ctx, sale.inspectionId);
  const workshopId = await insertWorkshop(ctx.db, 'Officina Bianchi');
  await createUser(ctx.db, { email: 'bo@example.it', role: 'backoffice' });
  await createUser(ctx.db, { email: 'utente@example.it' });
  await createUser(ctx.db, { email: 'tecnico@example.it', role: 'technician', workshopId });
  backoffice = await signIn(ctx.app, 'bo@example.it');
  user = await signIn(ctx.app, 'utente@example.it');
  technician = await signIn(ctx.app, 'tecnico@example.it');

  const buyer = await createUser(ctx.db, { email: 'maria.rossi@example.it', name: 'Maria Rossi' });
  const paid = await pay(ctx, sale.inspectionId, {
    buyer: italianBuyer(ctx, buyer.email),
    card: PAYING_CARD,
  });
  expect(paid.statusCode).toBe(200);
  purchaseId = paid.json().purchase_uuid;
  await refundPurchase({ db: ctx.db, seller: ctx.config.company, gateway: null }, purchaseId);
  const [row] = await ctx.db.query<{ order_number: string; label: string }>(
    `SELECT p.order_number, i.label FROM purchases p JOIN invoices i ON i.purchase_id = p.id
      WHERE p.id = $1 AND i.kind = 'invoice'`,
    [purchaseId],
  );
  if (!row) throw new Error('no invoice for the purchase');
  orderNumber = row.order_number;
  invoiceLabel = row.label;

  for (let n = 1; n <= OLD_INVOICES; n++) {
    const old = await insertPurchase(ctx.db, {
      buyerId: buyer.id,
      reportId: sale.reportId,
      status: 'paid',
      paidDaysAgo: 400,
    });
    const oldOrder = await queryOne<{ order_number: string }>(
      ctx.db,
      'SELECT order_number FROM purchases WHERE id = $1',
      [old],
    );
    const issuedAt = new Date(Date.UTC(2020, 0, 1, n)).toISOString();
    await insertOldInvoice(old, {
      year: 2020,
      number: n,
      issuedAt,
      name: `Cliente Numero${n}`,
      gross: 1900,
      vat: 343,
      orderNumber: oldOrder?.order_number ?? '',
    });
  }
  // A booking fee's invoice (decision 035): an order without a report.
  const fee = await insertRow(ctx.db, 'purchases', {
    order_number: 'VA-FEE-1',
    buyer_id: buyer.id,
    kind: 'booking_fee',
    inspection_id: await insertInspection(ctx.db, { sellerId: buyer.id, workshopId }),
    list_price_cents: 3000,
    amount_cents: 3000,
    provider: 'test',
    status: 'paid',
    paid_at: '2021-06-01T10:00:00Z',
  });
  await insertOldInvoice(fee, {
    year: 2021,
    number: 1,
    issuedAt: '2021-06-01T10:00:00Z',
    name: 'Luca Verdi',
    gross: 3000,
    vat: 541,
    orderNumber: 'VA-FEE-1',
  });
});
afterAll(() => ctx.close());

const get = (url: string, who: SignedIn | null = backoffice) =>
  ctx.app.inject({ url, headers: who?.headers ?? {} });

async function list(query = ''): Promise<BackofficeInvoice[]> {
  const res = await get(`/api/backoffice/invoices${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return BackofficeInvoicesSchema.parse(res.json()).invoices;
}

describe('who may read invoices', () => {
  it('answers 401 to a guest and 403 to a user and a technician, for the list', async () => {
    expect((await get('/api/backoffice/invoices', null)).statusCode).toBe(401);
    for (const who of [user, technician]) {
      const res = await get('/api/backoffice/invoices', who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/permessi|back office/i);
    }
  });

  it('keeps the documents from a guest (401) and from anyone else who is not their buyer (404)', async () => {
    const [creditNote, invoice] = await list();
    for (const doc of [creditNote, invoice]) {
      for (const url of [doc?.pdf_url, doc?.xml_url]) {
        expect((await get(url ?? '', null)).statusCode).toBe(401);
        expect((await get(url ?? '', user)).statusCode).toBe(404);
        expect((await get(url ?? '', technician)).statusCode).toBe(404);
      }
    }
  });
});

describe('GET /api/backoffice/invoices', () => {
  it('lists the credit note and the invoice of a refunded purchase first, with their numbers and amounts', async () => {
    const [creditNote, invoice, fee, oldest] = await list();
    const year = thisYear();
    expect(invoiceLabel).toMatch(new RegExp(`^\\d+/${year}$`));
    const common = {
      customer: { name: 'Maria Rossi', email: 'maria.rossi@example.it' },
      order_number: orderNumber,
      item: 'report',
      net_cents: 1557,
      vat_cents: 343,
      gross_cents: 1900,
      vat_rate_percent: 22,
    };
    expect(creditNote).toMatchObject({ ...common, kind: 'credit_note', reverses: invoiceLabel });
    expect(creditNote?.label).toMatch(new RegExp(`^NC\\d+/${year}$`));
    expect(creditNote?.description).toMatch(/^Accesso online al report di ispezione/);
    expect(invoice).toMatchObject({ ...common, kind: 'invoice', label: invoiceLabel, reverses: null });
    expect(Date.parse(creditNote?.issued_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(invoice?.issued_at ?? ''),
    );
    expect(fee).toMatchObject({
      label: '1/2021',
      item: 'booking_fee',
      order_number: 'VA-FEE-1',
      customer: { name: 'Luca Verdi', email: 'luca.verdi@example.it' },
      net_cents: 2459,
      vat_cents: 541,
      gross_cents: 3000,
    });
    expect(oldest?.label).toBe(`${OLD_INVOICES}/2020`);
  });

  it('pages by 50, newest first, each page after the last document shown', async () => {
    const first = await list();
    expect(first).toHaveLength(INVOICES_PAGE_SIZE);
    const second = await list(`?before=${first.at(-1)?.id}`);
    expect(second).toHaveLength(OLD_INVOICES + 3 - INVOICES_PAGE_SIZE);
    const all = [...first, ...second];
    expect(new Set(all.map((doc) => doc.id)).size).toBe(OLD_INVOICES + 3);
    const times = all.map((doc) => Date.parse(doc.issued_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(second.at(-1)?.label).toBe('1/2020');
  });

  it('filters by year, kind and a search on name, e-mail or order number', async () => {
    expect((await list('?year=2021')).map((doc) => doc.label)).toEqual(['1/2021']);
    expect(await list(`?year=${thisYear()}`)).toHaveLength(2);
    const year2020 = await list('?year=2020');
    expect(year2020).toHaveLength(INVOICES_PAGE_SIZE);
    expect(await list(`?year=2020&before=${year2020.at(-1)?.id}`)).toHaveLength(OLD_INVOICES - 50);
    expect((await list('?kind=credit_note')).map((doc) => doc.kind)).toEqual(['credit_note']);
    expect(await list('?kind=invoice&year=2020&q=numero7')).toHaveLength(1);
    expect(await list('?q=MARIA%20ROSSI')).toHaveLength(2);
    expect(await list('?q=maria.rossi%40example')).toHaveLength(2);
    expect((await list(`?q=${orderNumber.toLowerCase()}`)).map((doc) => doc.kind)).toEqual([
      'credit_note',
      'invoice',
    ]);
    expect(await list('?q=luca.verdi')).toHaveLength(1);
    expect((await list('?q=va-fee-1')).map((doc) => doc.order_number)).toEqual(['VA-FEE-1']);
    expect((await list('?q=1/2021')).map((doc) => doc.label)).toEqual(['1/2021']);
    // Fields are searched one by one: no match across the end of one and the start of the next.
    expect(await list('?q=verdi%20luca')).toHaveLength(0);
    // A typed wildcard is a character.
    expect(await list('?q=%25')).toHaveLength(0);
    expect(await list('?q=Nessuno')).toHaveLength(0);
  });

  it('takes a year as the days of that year in Rome, the calendar documents are numbered by', async () => {
    const purchase = await insertPurchase(ctx.db, {
      buyerId: (await createUser(ctx.db, { email: 'capodanno@example.it' })).id,
      reportId: (await reportOnSale(ctx.db)).reportId,
      status: 'paid',
      paidDaysAgo: 400,
    });
    // 00:30 of 1 January 2022 in Rome.
    await insertOldInvoice(purchase, {
      year: 2022,
      number: 1,
      issuedAt: '2021-12-31T23:30:00Z',
      name: 'Anna Capodanno',
      gross: 1900,
      vat: 343,
      orderNumber: 'VA-CAPODANNO',
    });
    expect((await list('?year=2022')).map((doc) => doc.label)).toEqual(['1/2022']);
    expect((await list('?year=2021')).map((doc) => doc.label)).toEqual(['1/2021']);
  });

  it('refuses a wrong filter with a 400 that says what is wrong, in Italian', async () => {
    const cases = {
      '?year=duemila': 'Scegli un anno valido.',
      '?kind=ricevuta': 'Scegli fatture o note di credito.',
      '?before=123': 'La pagina richiesta non è valida.',
      [`?q=${'x'.repeat(121)}`]: 'La ricerca è troppo lunga (al massimo 120 caratteri).',
    };
    for (const [query, message] of Object.entries(cases)) {
      const res = await get(`/api/backoffice/invoices${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });
});

describe('downloads for the back office', () => {
  it('gets the PDF and the FatturaPA of the invoice and of the credit note through their links', async () => {
    const [creditNote, invoice] = await list();
    for (const doc of [creditNote, invoice]) {
      const pdf = await get(doc?.pdf_url ?? '');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const xml = await get(doc?.xml_url ?? '');
      expect(xml.statusCode).toBe(200);
      expect(xml.headers['content-type']).toMatch(/^application\/xml/);
      expect(xml.body).toContain(doc?.kind === 'credit_note' ? '<TipoDocumento>TD04' : '<TipoDocumento>TD01');
    }
    expect(invoice?.pdf_url).toBe(`/api/purchases/${purchaseId}/invoice.pdf`);
    expect(creditNote?.xml_url).toBe(`/api/purchases/${purchaseId}/credit_note.xml?id=${creditNote?.id}`);
  });
});
