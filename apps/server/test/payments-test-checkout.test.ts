import { PurchaseSchema } from '@verificauto/shared/contracts/payments';
import { UserReportsSchema } from '@verificauto/shared/contracts/user-reports';
import { REPORT_ACCESS_DAYS } from '@verificauto/shared/domain/business';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundPurchase } from '../src/features/payments/purchases/purchases.service';
import { createUser, mailsTo, signIn } from './helpers/auth';
import {
  DECLINED_CARD,
  insertDiscountCode,
  italianBuyer,
  PAYING_CARD,
  pay,
  rememberRegulationVersion,
  reportOnSale,
  runJobs,
} from './helpers/checkout';
import { validateFatturaPa } from './helpers/fatturapa-schema';
import { createTestApp, type TestContext } from './helpers/test-app';
import { cookieHeader, xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let sale: Awaited<ReturnType<typeof reportOnSale>>;
beforeAll(async () => {
  ctx = await createTestApp();
  sale = await reportOnSale(ctx.db);
  await rememberRegulationVersion(ctx, sale.inspectionId);
});
afterAll(() => ctx.close());

const DAY_MS = 86_400_000;
const year = () => new Date().getFullYear();

const purchaseRow = async (id: string) => {
  const [row] = await ctx.db.query<Record<string, unknown>>(
    `SELECT p.*, u.email AS user_email, u.confirmed AS user_confirmed, u.password_hash
       FROM purchases p LEFT JOIN users u ON u.id = p.buyer_id WHERE p.id = $1`,
    [id],
  );
  if (!row) throw new Error(`no purchase ${id}`);
  return row;
};

const invoicesOf = (purchaseId: string) =>
  ctx.db.query<{
    kind: string;
    label: string;
    net_cents: number;
    vat_cents: number;
    gross_cents: number;
    xml: string;
  }>(
    'SELECT kind, label, net_cents, vat_cents, gross_cents, xml FROM invoices WHERE purchase_id = $1 ORDER BY kind DESC',
    [purchaseId],
  );

const receiptCookie = (res: { cookies: { name: string; value: string }[] }) => {
  const cookie = res.cookies.find((c) => c.name === 'va_purchase');
  if (!cookie) throw new Error('no receipt cookie');
  return { va_purchase: cookie.value };
};

describe('GET /api/checkout/{uuid}', () => {
  it('offers an approved report at 19,00 € for 180 days under the current Regolamento', async () => {
    const res = await ctx.app.inject(`/api/checkout/${sale.inspectionId}`);
    expect(res.statusCode).toBe(200);
    const offer = res.json();
    expect(offer).toMatchObject({
      inspection_uuid: sale.inspectionId,
      list_price_cents: 1900,
      access_days: REPORT_ACCESS_DAYS,
      provider: 'test',
      buyer: null,
      reportPreview: { brand: 'Fiat', model: 'Panda', year: 2019 },
    });
    expect(offer.regulation.version).toMatch(/^[0-9a-f]{12}$/);
    expect(Date.parse(offer.access_until) - Date.now()).toBeGreaterThan((REPORT_ACCESS_DAYS - 1) * DAY_MS);
  });

  it('tells the signed-in seller, before any form, that it is the report of their inspection (409 own_report)', async () => {
    const own = await reportOnSale(ctx.db, 'venditore.proprio@example.it');
    const session = await signIn(ctx.app, 'venditore.proprio@example.it');
    const res = await ctx.app.inject({ url: `/api/checkout/${own.inspectionId}`, headers: session.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'own_report',
      message: 'Questo è il report della tua ispezione: lo leggi senza acquistarlo.',
    });
  });

  it('answers 404 for an unknown id, a malformed one and a report not approved yet', async () => {
    const draft = await reportOnSale(ctx.db);
    await ctx.db.query('UPDATE reports SET backoffice_state = NULL WHERE id = $1', [draft.reportId]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'non-un-uuid', draft.inspectionId]) {
      const res = await ctx.app.inject(`/api/checkout/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('checkout_unavailable');
    }
  });
});

describe('discount codes in the payment step', () => {
  const quote = (code: string, email?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/${sale.inspectionId}/discount`,
      payload: { code, email },
      headers: xsrfHeaders(),
    });

  it('takes BENVENUTO50 in any case: 19,00 € → 9,50 €', async () => {
    for (const code of ['BENVENUTO50', ' benvenuto50 ']) {
      const res = await quote(code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 'BENVENUTO50', discount_cents: 950, total_cents: 950 });
    }
  });

  it('refuses unknown, expired and used-up codes with an Italian message', async () => {
    await insertDiscountCode(ctx.db, 'SCADUTO', { valid_until: '2020-01-01T00:00:00Z' });
    await insertDiscountCode(ctx.db, 'ESAURITO', { max_redemptions: 3, redemptions: 3 });
    const cases = [
      ['NONESISTE', 'discount_unknown', 'Il codice sconto non esiste'],
      ['SCADUTO', 'discount_expired', 'Il codice sconto è scaduto.'],
      ['ESAURITO', 'discount_used_up', 'numero massimo di volte'],
    ] as const;
    for (const [code, errorCode, message] of cases) {
      const res = await quote(code);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(errorCode);
      expect(res.json().message).toContain(message);
    }
  });

  it('takes the welcome code once per account', async () => {
    const used = await reportOnSale(ctx.db);
    const email = 'una-volta@example.it';
    const first = await pay(ctx, used.inspectionId, {
      buyer: italianBuyer(ctx, email),
      discount_code: 'BENVENUTO50',
      card: PAYING_CARD,
    });
    expect(first.statusCode).toBe(200);
    const second = await quote('BENVENUTO50', email);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({
      code: 'discount_already_used',
      message: 'Hai già usato questo codice sconto.',
    });
  });

  it('a fixed amount never takes the total below zero', async () => {
    await insertDiscountCode(ctx.db, 'REGALO', { percent_off: null, amount_off_cents: 5000 });
    const res = await quote('REGALO');
    expect(res.json()).toMatchObject({ discount_cents: 1900, total_cents: 0 });
  });
});

describe('paying with the built-in test checkout', () => {
  it('a guest pays 9,50 € with the code: account, purchase, access, invoice and e-mails, once', async () => {
    const email = 'maria.rossi@example.it';
    const redemptions = async () =>
      (
        await ctx.db.query<{ n: number }>(
          "SELECT redemptions AS n FROM discount_codes WHERE code = 'BENVENUTO50'",
        )
      )[0]?.n ?? 0;
    const usesBefore = await redemptions();
    const res = await pay(ctx, sale.inspectionId, {
      buyer: italianBuyer(ctx, email),
      discount_code: 'benvenuto50',
      card: PAYING_CARD,
    });
    expect(res.statusCode).toBe(200);
    const { purchase_uuid: id, redirect_url } = res.json();
    expect(redirect_url).toBe(`/payment/confirm/${id}`);

    const row = await purchaseRow(id);
    expect(row).toMatchObject({
      status: 'paid',
      amount_cents: 950,
      discount_cents: 950,
      list_price_cents: 1900,
      discount_code: 'BENVENUTO50',
      payment_method: 'Visa •••• 4242',
      provider: 'test',
      user_email: email,
      user_confirmed: false,
      password_hash: null,
      checkout_user_agent: 'Vitest/1.0 (test)',
      marketing_consent: false,
    });
    expect(String(row?.order_number)).toMatch(/^VA-\d+$/);
    expect(String(row?.provider_ref)).toMatch(/^test_/);
    expect(row?.regulation_version).toMatch(/^[0-9a-f]{12}$/);
    expect(row?.checkout_ip).toMatch(/^10\.77\./);
    expect(row?.withdrawal_waived_at).toBeInstanceOf(Date);
    const access = (row.access_until as Date).getTime() - (row.paid_at as Date).getTime();
    expect(access).toBe(REPORT_ACCESS_DAYS * DAY_MS);
    const consents = row?.consents as { key: string; text: string }[];
    expect(consents.map((c) => c.key)).toEqual(['regulation', 'immediate_access', 'age']);
    expect(consents[0]?.text).toMatch(
      /^Ho letto e accetto il Regolamento \(versione del \d+\/\d+\/\d{4}\)\.$/,
    );
    expect(await redemptions()).toBe(usesBefore + 1);

    const [invoice] = await invoicesOf(id);
    expect(invoice).toMatchObject({ kind: 'invoice', net_cents: 779, vat_cents: 171, gross_cents: 950 });
    expect(invoice?.label).toMatch(new RegExp(`^\\d+/${year()}$`));
    expect(await validateFatturaPa(invoice?.xml ?? '')).toEqual([]);
    expect(invoice?.xml).toContain('<CodiceFiscale>RSSMRA85T10A562S</CodiceFiscale>');

    // The browser that paid reads its purchase; anyone else gets 404.
    const mine = await ctx.app.inject({
      url: `/api/purchases/${id}`,
      headers: { cookie: cookieHeader(receiptCookie(res)) },
    });
    expect(mine.statusCode).toBe(200);
    expect(PurchaseSchema.parse(mine.json()).user).toEqual({ name: 'Maria Rossi', email, confirmed: false });
    expect((await ctx.app.inject(`/api/purchases/${id}`)).statusCode).toBe(404);
    const forged = { va_purchase: `${id}.firma-inventata` };
    expect(
      (await ctx.app.inject({ url: `/api/purchases/${id}`, headers: { cookie: cookieHeader(forged) } }))
        .statusCode,
    ).toBe(404);

    await runJobs(ctx);
    await runJobs(ctx);
    const mails = await mailsTo(ctx.db, email);
    expect(mails.map((m) => m.template).sort()).toEqual([
      'invoice',
      'password_setup',
      'purchase_confirmation',
    ]);
    const confirmation = mails.find((m) => m.template === 'purchase_confirmation');
    expect(confirmation?.text).toContain(`/report/${sale.inspectionId}`);
    expect(confirmation?.text).toContain('Totale pagato 9,50 € (IVA inclusa; di cui IVA 22% 1,71 €)');
    expect(confirmation?.text).toContain('perdi il diritto di recesso');
    const attachments = await ctx.db.query<{ template: string; filename: string; content_type: string }>(
      `SELECT m.template, a.filename, a.content_type FROM mail_attachments a JOIN mail_outbox m ON m.id = a.mail_id
        WHERE lower(m.to_address) = lower($1) ORDER BY m.template, a.position`,
      [email],
    );
    expect(attachments.map((a) => [a.template, a.filename.replace(/-[0-9a-f]{12}/, '')])).toEqual([
      ['invoice', `fattura-${invoice?.label.replace(/(\d+)\/(\d+)/, '$2-$1')}.pdf`],
      ['purchase_confirmation', 'regolamento-verificauto.pdf'],
      ['purchase_confirmation', 'modulo-di-recesso.pdf'],
    ]);
  });

  it('a declined card grants nothing, creates no account and sends nothing', async () => {
    const email = 'rifiutata@example.it';
    const res = await pay(ctx, sale.inspectionId, { buyer: italianBuyer(ctx, email), card: DECLINED_CARD });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'card_declined' });
    expect(res.json().message).toContain('rifiutata');
    const rows = await ctx.db.query<{ status: string; buyer_id: string | null }>(
      'SELECT status, buyer_id FROM purchases WHERE buyer_email = $1',
      [email],
    );
    expect(rows).toEqual([{ status: 'failed', buyer_id: null }]);
    expect(await ctx.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
    await runJobs(ctx);
    expect(await mailsTo(ctx.db, email)).toHaveLength(0);
  });

  it('refuses a mistyped card, an expired one and missing statements before any order exists', async () => {
    const email = 'errori@example.it';
    const bad = [
      {
        card: { ...PAYING_CARD, number: '4242 4242 4242 4241' },
        field: 'card.number',
        message: 'Il numero della carta non è valido',
      },
      { card: { ...PAYING_CARD, expiry: '01/20' }, field: 'card.expiry', message: 'La carta è scaduta.' },
    ];
    for (const { card, field, message } of bad) {
      const res = await pay(ctx, sale.inspectionId, { buyer: italianBuyer(ctx, email), card });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      // The checkout shows it under the card's input.
      expect(res.json().fields).toEqual({ [field]: res.json().message });
    }
    const noCodiceFiscale = await pay(ctx, sale.inspectionId, {
      buyer: italianBuyer(ctx, email, { tax_code: '' }),
      card: PAYING_CARD,
    });
    expect(noCodiceFiscale.statusCode).toBe(400);
    const unticked = await pay(ctx, sale.inspectionId, {
      buyer: { ...italianBuyer(ctx, email), accept_regulation: false as true },
      card: PAYING_CARD,
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().message).toContain('Regolamento');
    const oldRegulation = await pay(ctx, sale.inspectionId, {
      buyer: italianBuyer(ctx, email, { regulation_version: 'aaaaaaaaaaaa' }),
      card: PAYING_CARD,
    });
    expect(oldRegulation.statusCode).toBe(409);
    expect(await ctx.db.query('SELECT 1 FROM purchases WHERE buyer_email = $1', [email])).toHaveLength(0);
  });

  it('a signed-in buyer who did not tick the express request owns the report at once, is asked for it before reading, has the card in the profile and the invoice', async () => {
    const buyer = await createUser(ctx.db, { email: 'luca.bianchi@example.it', name: 'Luca Bianchi' });
    const session = await signIn(ctx.app, buyer.email);
    const offer = await ctx.app.inject({
      url: `/api/checkout/${sale.inspectionId}`,
      headers: session.headers,
    });
    expect(offer.json().buyer).toMatchObject({
      email: buyer.email,
      first_name: 'Luca',
      last_name: 'Bianchi',
    });

    const before = await ctx.app.inject({
      url: `/api/report/${sale.inspectionId}`,
      headers: session.headers,
    });
    expect(before.statusCode).toBe(403);
    const res = await pay(
      ctx,
      sale.inspectionId,
      {
        buyer: italianBuyer(ctx, buyer.email, {
          first_name: 'Luca',
          last_name: 'Bianchi',
          immediate_access: false,
        }),
        card: PAYING_CARD,
      },
      { cookies: session.cookies },
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().purchase_uuid;
    expect((await purchaseRow(id))?.withdrawal_waived_at).toBeNull();
    // The express request not ticked at checkout is asked before the report (decision 058).
    const after = await ctx.app.inject({ url: `/api/report/${sale.inspectionId}`, headers: session.headers });
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('waiver_required');

    const purchase = await ctx.app.inject({ url: `/api/purchases/${id}`, headers: session.headers });
    expect(purchase.json().user).toEqual({ name: 'Luca Bianchi', email: buyer.email, confirmed: true });

    const profile = UserReportsSchema.parse(
      (await ctx.app.inject({ url: '/api/user/reports', headers: session.headers })).json(),
    );
    const card = profile.inspectionsPurchased[0];
    expect(card).toMatchObject({
      uuid: sale.inspectionId,
      amount_cents: 1900,
      invoice_url: `/api/purchases/${id}/invoice.pdf`,
    });
    const pdf = await ctx.app.inject({ url: card?.invoice_url ?? '', headers: session.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/attachment; filename="fattura-\d{4}-\d+\.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Neither another user nor the buyer reads the XML; the back office does.
    const other = await createUser(ctx.db, { email: 'curioso@example.it' });
    const otherSession = await signIn(ctx.app, other.email);
    expect(
      (await ctx.app.inject({ url: card?.invoice_url ?? '', headers: otherSession.headers })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/purchases/${id}`, headers: otherSession.headers })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/purchases/${id}/invoice.xml`, headers: session.headers }))
        .statusCode,
    ).toBe(404);
    const staff = await createUser(ctx.db, { email: 'contabilita@example.it', role: 'backoffice' });
    const xml = await ctx.app.inject({
      url: `/api/purchases/${id}/invoice.xml`,
      headers: (await signIn(ctx.app, staff.email)).headers,
    });
    expect(xml.statusCode).toBe(200);
    expect(await validateFatturaPa(xml.body)).toEqual([]);

    // A second purchase would buy nothing.
    const again = await ctx.app.inject({
      url: `/api/checkout/${sale.inspectionId}`,
      headers: session.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'already_purchased',
      message: 'Hai già acquistato questo report: lo trovi nell’Area riservata.',
    });
  });

  it('records the first opening after Accetto, once', async () => {
    const buyer = await createUser(ctx.db, { email: 'apre@example.it' });
    const session = await signIn(ctx.app, buyer.email);
    const res = await pay(
      ctx,
      sale.inspectionId,
      { buyer: italianBuyer(ctx, buyer.email), card: PAYING_CARD },
      { cookies: session.cookies },
    );
    const id = res.json().purchase_uuid;
    const accept = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/report/${sale.inspectionId}/accepted`,
        headers: session.headers,
      });
    expect((await accept()).statusCode).toBe(204);
    const first = (await purchaseRow(id))?.report_accessed_at as Date;
    expect(first).toBeInstanceOf(Date);
    await accept();
    expect(((await purchaseRow(id)).report_accessed_at as Date).getTime()).toBe(first.getTime());
    const guest = await ctx.app.inject({
      method: 'POST',
      url: `/api/report/${sale.inspectionId}/accepted`,
      headers: xsrfHeaders(),
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('refunds by the back office', () => {
  const refund = (purchaseId: string) =>
    refundPurchase({ db: ctx.db, seller: ctx.config.company, gateway: null }, purchaseId);

  it('refunds within 30 days before the report is opened: access ends, a credit note is issued, once', async () => {
    const other = await reportOnSale(ctx.db);
    const buyer = await createUser(ctx.db, { email: 'ripensamento@example.it' });
    const session = await signIn(ctx.app, buyer.email);
    const res = await pay(
      ctx,
      other.inspectionId,
      { buyer: italianBuyer(ctx, buyer.email), card: PAYING_CARD },
      { cookies: session.cookies },
    );
    const id = res.json().purchase_uuid;
    await refund(id);
    expect((await purchaseRow(id))?.status).toBe('refunded');
    const report = await ctx.app.inject({
      url: `/api/report/${other.inspectionId}`,
      headers: session.headers,
    });
    expect(report.statusCode).toBe(403);
    const documents = await invoicesOf(id);
    expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    const note = documents[1];
    expect(note?.label).toMatch(/^NC\d+\/\d{4}$/);
    expect(await validateFatturaPa(note?.xml ?? '')).toEqual([]);
    expect(note?.xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    await expect(refund(id)).rejects.toMatchObject({ statusCode: 409, code: 'not_refundable' });
    expect(await invoicesOf(id)).toHaveLength(2);
  });

  it('refuses once the report was opened after the express request for immediate access', async () => {
    const other = await reportOnSale(ctx.db);
    const buyer = await createUser(ctx.db, { email: 'ha-aperto@example.it' });
    const session = await signIn(ctx.app, buyer.email);
    const res = await pay(
      ctx,
      other.inspectionId,
      { buyer: italianBuyer(ctx, buyer.email), card: PAYING_CARD },
      { cookies: session.cookies },
    );
    await ctx.app.inject({
      method: 'POST',
      url: `/api/report/${other.inspectionId}/accepted`,
      headers: session.headers,
    });
    await expect(refund(res.json().purchase_uuid)).rejects.toMatchObject({ statusCode: 409 });
    expect((await purchaseRow(res.json().purchase_uuid))?.status).toBe('paid');
  });
});

describe('invoice numbers under concurrent payments', () => {
  it('20 payments at once get 20 different numbers with no gap', async () => {
    const other = await reportOnSale(ctx.db);
    const before = await ctx.db.query<{ n: number }>(
      "SELECT coalesce(max(number), 0)::int AS n FROM invoices WHERE kind = 'invoice' AND year = $1",
      [year()],
    );
    const start = before[0]?.n ?? 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pay(ctx, other.inspectionId, {
          buyer: italianBuyer(ctx, `concorrente${i}@example.it`),
          card: PAYING_CARD,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const numbers = await ctx.db.query<{ number: number }>(
      `SELECT i.number FROM invoices i JOIN purchases p ON p.id = i.purchase_id
        WHERE p.report_id = $1 AND i.kind = 'invoice' ORDER BY i.number`,
      [other.reportId],
    );
    expect(numbers.map((r) => r.number)).toEqual(Array.from({ length: 20 }, (_, i) => start + i + 1));
  });
});
