import {
  PROMO_CODE,
  PROMO_PERCENT_OFF,
  PROMO_USES_PER_ACCOUNT,
  PROMO_VALID_UNTIL,
} from '@verificauto/shared/domain/business';
import { romeWallClock } from '@verificauto/shared/domain/rome-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import {
  insertDiscountCode,
  italianBuyer,
  rememberRegulationVersion,
  reportOnSale,
  startStripeSession,
} from './helpers/checkout';
import { signedStripeEvent } from './helpers/stripe-events';
import { type StripeMockServer, startStripeMockServer } from './helpers/stripe-mock-server';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

// docs/decisions/050-discount-codes-in-both-payment-modes.md: a database migrated without the demo seed,
// the code typed on our page, our rules price the order and Stripe charges that price.
const WEBHOOK_SECRET = 'whsec_segretodeltestwebhook';
let stripe: StripeMockServer;
let ctx: TestContext;
let first: Awaited<ReturnType<typeof reportOnSale>>;
let second: Awaited<ReturnType<typeof reportOnSale>>;
let buyer: SignedIn;
const BUYER_EMAIL = 'primo.acquisto@example.it';

beforeAll(async () => {
  stripe = await startStripeMockServer();
  ctx = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_chiavedeltest',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  first = await reportOnSale(ctx.db);
  second = await reportOnSale(ctx.db);
  await rememberRegulationVersion(ctx, first.inspectionId);
  await createUser(ctx.db, { email: BUYER_EMAIL });
  buyer = await signIn(ctx.app, BUYER_EMAIL);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const sessionRequests = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

const order = (inspectionId: string, discountCode?: string) =>
  startStripeSession(
    ctx,
    inspectionId,
    {
      buyer: italianBuyer(ctx, BUYER_EMAIL),
      ...(discountCode === undefined ? {} : { discount_code: discountCode }),
    },
    buyer.cookies,
  );

const quote = (inspectionId: string, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${inspectionId}/discount`,
    payload: { code, email: 'ospite@example.it' },
    headers: xsrfHeaders(),
  });

const purchasesOf = (reportId: string) =>
  ctx.db.query<Record<string, unknown>>(
    `SELECT id, status, list_price_cents, discount_cents, amount_cents, discount_code, provider_session
       FROM purchases WHERE report_id = $1 ORDER BY created_at`,
    [reportId],
  );

const deliver = (object: { id: string; object: string }) => {
  const event = signedStripeEvent(WEBHOOK_SECRET, 'checkout.session.completed', object);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload: event.payload,
    headers: event.headers,
  });
};

describe('the launch code in a database without the demo seed', () => {
  it('is there as the business constants state it, and a guest’s quote applies it', async () => {
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT code, percent_off, amount_off_cents, once_per_user, active, valid_from, valid_until, max_redemptions
         FROM discount_codes`,
    );
    expect(rows).toHaveLength(1);
    const [code] = rows;
    expect(code).toMatchObject({
      code: PROMO_CODE,
      percent_off: PROMO_PERCENT_OFF,
      amount_off_cents: null,
      once_per_user: PROMO_USES_PER_ACCOUNT === 1,
      active: true,
      valid_from: null,
      max_redemptions: null,
    });
    // Valid until the last minute of the day the Regolamento names, Italian time.
    const [year, month, day] = PROMO_VALID_UNTIL.split('-').map(Number);
    expect(romeWallClock(code?.valid_until as Date)).toMatchObject({
      year,
      month,
      day,
      hour: 23,
      minute: 59,
    });

    const res = await quote(first.inspectionId, 'benvenuto50');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: PROMO_CODE, discount_cents: 950, total_cents: 950 });
  });
});

describe('BENVENUTO50 typed on our page with Stripe', () => {
  it('charges 9,50 €: Stripe gets exactly our total and no promotion-code field; purchase and invoice match', async () => {
    const res = await order(first.inspectionId, ' benvenuto50 ');
    expect(res.statusCode).toBe(200);
    const created = sessionRequests().at(-1);
    expect(created?.params).toMatchObject({
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '950' } }],
    });
    expect(created?.params).not.toHaveProperty('allow_promotion_codes');
    expect(created?.params).not.toHaveProperty('discounts');
    const [pending] = await purchasesOf(first.reportId);
    const sessionId = String(pending?.provider_session);
    expect(stripe.retrieve('checkout.session', sessionId)).toMatchObject({ amount_total: 950 });

    const paid = stripe.completeSession(sessionId);
    const deliveries = await Promise.all([deliver(paid), deliver(paid), deliver(paid)]);
    deliveries.push(await deliver(paid));
    expect(deliveries.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);

    expect(await purchasesOf(first.reportId)).toEqual([
      {
        id: pending?.id,
        status: 'paid',
        list_price_cents: 1900,
        discount_cents: 950,
        amount_cents: 950,
        discount_code: PROMO_CODE,
        provider_session: sessionId,
      },
    ]);
    const invoices = await ctx.db.query<{ gross_cents: number }>(
      'SELECT gross_cents FROM invoices WHERE purchase_id = $1',
      [pending?.id],
    );
    expect(invoices).toEqual([{ gross_cents: 950 }]);
    const [code] = await ctx.db.query<{ redemptions: number }>(
      'SELECT redemptions FROM discount_codes WHERE code = $1',
      [PROMO_CODE],
    );
    expect(code?.redemptions).toBe(1);
  });

  it('refuses it to the same account’s second purchase before Stripe, with an Italian 422', async () => {
    const sessionsBefore = sessionRequests().length;
    const res = await order(second.inspectionId, PROMO_CODE);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'discount_already_used',
      message: 'Hai già usato questo codice sconto.',
    });
    expect(sessionRequests()).toHaveLength(sessionsBefore);
    expect(await purchasesOf(second.reportId)).toEqual([]);

    // Without the code the order goes to Stripe at the full price.
    expect((await order(second.inspectionId)).statusCode).toBe(200);
    expect(sessionRequests().at(-1)?.params).toMatchObject({
      line_items: [{ price_data: { unit_amount: '1900' } }],
    });
  });

  it('refuses a code that leaves less than a card payment’s minimum, in the quote and at the order', async () => {
    await insertDiscountCode(ctx.db, 'OMAGGIO', { percent_off: 100, once_per_user: false });
    const sessionsBefore = sessionRequests().length;
    const message =
      'Con questo codice il totale sarebbe inferiore a 0,50 €, il minimo che si può pagare con carta: il codice non si può usare per questo acquisto.';
    for (const res of [
      await quote(first.inspectionId, 'omaggio'),
      await order(second.inspectionId, 'OMAGGIO'),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'discount_below_card_minimum', message });
    }
    expect(sessionRequests()).toHaveLength(sessionsBefore);
  });
});
