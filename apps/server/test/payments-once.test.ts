import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailsTo, signIn, TEST_PASSWORD } from './helpers/auth';
import {
  freshAddress,
  insertDiscountCode,
  italianBuyer,
  PAYING_CARD,
  pay,
  rememberRegulationVersion,
  reportOnSale,
  runJobs,
} from './helpers/checkout';
import { createTestApp, type TestContext } from './helpers/test-app';
import { cookieHeader } from './helpers/xsrf';

// Money is taken once (docs/decisions/046-one-purchase-per-buyer-and-partial-refunds.md).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const first = await reportOnSale(ctx.db);
  await rememberRegulationVersion(ctx, first.inspectionId);
});
afterAll(() => ctx.close());

const ordersOf = (reportId: string, email: string) =>
  ctx.db.query<{ status: string; invoices: number; duplicate: boolean }>(
    `SELECT p.status, (SELECT count(*)::int FROM invoices i WHERE i.purchase_id = p.id) AS invoices,
            p.duplicate_of IS NOT NULL AS duplicate
       FROM purchases p WHERE p.report_id = $1 AND lower(p.buyer_email) = lower($2) ORDER BY p.created_at`,
    [reportId, email],
  );
const paidOf = async (reportId: string, email: string) =>
  (await ordersOf(reportId, email)).filter((o) => o.status === 'paid');

describe('one active purchase per buyer and report', () => {
  it('10 concurrent payments by a signed-in buyer: 1 paid with 1 invoice, 9 refused with 409 before any charge', async () => {
    const sale = await reportOnSale(ctx.db);
    const buyer = await createUser(ctx.db, { email: 'dieci.volte@example.it' });
    const session = await signIn(ctx.app, buyer.email);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        pay(ctx, sale.inspectionId, { buyer: italianBuyer(ctx, buyer.email), card: PAYING_CARD }, session),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: 'already_purchased',
        message: 'Hai già acquistato questo report: lo trovi nell’Area riservata.',
      });
    }
    const paid = await paidOf(sale.reportId, buyer.email);
    expect(paid).toEqual([{ status: 'paid', invoices: 1, duplicate: false }]);
    const invoices = await ctx.db.query(
      'SELECT 1 FROM invoices i JOIN purchases p ON p.id = i.purchase_id WHERE p.report_id = $1',
      [sale.reportId],
    );
    expect(invoices).toHaveLength(1);
  });

  it('refuses a signed-in owner before the card step: no order is opened', async () => {
    const sale = await reportOnSale(ctx.db);
    const buyer = await createUser(ctx.db, { email: 'gia.mio@example.it' });
    const session = await signIn(ctx.app, buyer.email);
    const body = { buyer: italianBuyer(ctx, buyer.email), card: PAYING_CARD };
    expect((await pay(ctx, sale.inspectionId, body, session)).statusCode).toBe(200);
    const again = await pay(ctx, sale.inspectionId, body, session);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_purchased');
    expect(await ordersOf(sale.reportId, buyer.email)).toHaveLength(1);
  });

  it('a guest paying with the e-mail of an owner learns nothing first, and is not refunded before the owner confirms (decision 049)', async () => {
    const sale = await reportOnSale(ctx.db);
    const owner = await createUser(ctx.db, { email: 'titolare@example.it' });
    const session = await signIn(ctx.app, owner.email);
    const body = { buyer: italianBuyer(ctx, owner.email), card: PAYING_CARD };
    expect((await pay(ctx, sale.inspectionId, body, session)).statusCode).toBe(200);

    const guest = await Promise.all([pay(ctx, sale.inspectionId, body), pay(ctx, sale.inspectionId, body)]);
    expect(guest.map((r) => r.statusCode)).toEqual([200, 200]);
    await runJobs(ctx);
    // Paid and invoiced to what was typed, without a buyer: the index never sees them.
    expect(await ordersOf(sale.reportId, owner.email)).toEqual([
      { status: 'paid', invoices: 1, duplicate: false },
      { status: 'paid', invoices: 1, duplicate: false },
      { status: 'paid', invoices: 1, duplicate: false },
    ]);
    const templates = (await mailsTo(ctx.db, owner.email)).map((m) => m.template);
    expect(templates.filter((t) => t === 'purchase_claim')).toHaveLength(2);
    expect(templates).not.toContain('purchase_duplicate_refund');
    const report = await ctx.app.inject({
      url: `/api/report/${sale.inspectionId}`,
      headers: session.headers,
    });
    expect(report.statusCode).toBe(200);
  });

  it('an access that ended, or a full refund, does not stop buying again', async () => {
    const sale = await reportOnSale(ctx.db);
    const buyer = await createUser(ctx.db, { email: 'di.nuovo@example.it' });
    const session = await signIn(ctx.app, buyer.email);
    const body = { buyer: italianBuyer(ctx, buyer.email), card: PAYING_CARD };
    const first = await pay(ctx, sale.inspectionId, body, session);
    expect(first.statusCode).toBe(200);
    await ctx.db.query(
      "UPDATE purchases SET paid_at = now() - interval '200 days', access_until = now() - interval '20 days' WHERE id = $1",
      [first.json().purchase_uuid],
    );
    const second = await pay(ctx, sale.inspectionId, body, session);
    expect(second.statusCode).toBe(200);
    await ctx.db.query("UPDATE purchases SET status = 'refunded', refunded_at = now() WHERE id = $1", [
      second.json().purchase_uuid,
    ]);
    const third = await pay(ctx, sale.inspectionId, body, session);
    expect(third.statusCode).toBe(200);
    expect((await paidOf(sale.reportId, buyer.email)).map((o) => o.invoices)).toEqual([1, 1]);
  });
});

describe('discount codes under concurrency', () => {
  it('a code for one use, 10 buyers at once: used once, the others refused with 422', async () => {
    const sale = await reportOnSale(ctx.db);
    await insertDiscountCode(ctx.db, 'UNOSOLO', { once_per_user: false, max_redemptions: 1 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        pay(ctx, sale.inspectionId, {
          buyer: italianBuyer(ctx, `sconto${i}@example.it`),
          discount_code: 'UNOSOLO',
          card: PAYING_CARD,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    expect(results.find((r) => r.statusCode === 422)?.json().code).toBe('discount_used_up');
    const [code] = await ctx.db.query<{ redemptions: number; used: number }>(
      `SELECT redemptions, (SELECT count(*)::int FROM purchases p WHERE p.discount_code_id = d.id AND p.status = 'paid') AS used
         FROM discount_codes d WHERE code = 'UNOSOLO'`,
    );
    expect(code).toEqual({ redemptions: 1, used: 1 });
  });

  it('a once-per-account code, one buyer at once on 10 reports: used once', async () => {
    await insertDiscountCode(ctx.db, 'UNAVOLTA');
    const sales = await Promise.all(Array.from({ length: 10 }, () => reportOnSale(ctx.db)));
    const results = await Promise.all(
      sales.map((sale) =>
        pay(ctx, sale.inspectionId, {
          buyer: italianBuyer(ctx, 'una.volta.sola@example.it'),
          discount_code: 'UNAVOLTA',
          card: PAYING_CARD,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    expect(results.find((r) => r.statusCode === 422)?.json().code).toBe('discount_already_used');
    const [code] = await ctx.db.query<{ redemptions: number }>(
      "SELECT redemptions FROM discount_codes WHERE code = 'UNAVOLTA'",
    );
    expect(code?.redemptions).toBe(1);
  });
});

describe('GET /api/purchases/{uuid} of a closed account', () => {
  it('answers the receipt as 404, never a 500', async () => {
    const sale = await reportOnSale(ctx.db);
    const email = 'chiude@example.it';
    await createUser(ctx.db, { email });
    const session = await signIn(ctx.app, email);
    const paid = await pay(ctx, sale.inspectionId, { buyer: italianBuyer(ctx, email), card: PAYING_CARD });
    expect(paid.statusCode).toBe(200);
    const receipt = paid.cookies.find((c) => c.name === 'va_purchase');
    const closed = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/account/close',
      headers: session.headers,
      payload: { password: TEST_PASSWORD },
      remoteAddress: freshAddress(),
    });
    expect(closed.statusCode).toBeLessThan(300);
    const res = await ctx.app.inject({
      url: `/api/purchases/${paid.json().purchase_uuid}`,
      headers: { cookie: cookieHeader({ va_purchase: receipt?.value ?? '' }) },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'purchase_not_found', message: 'Acquisto non trovato.' });
  });
});
