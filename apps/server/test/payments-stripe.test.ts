import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailsTo, signIn } from './helpers/auth';
import {
  italianBuyer,
  rememberRegulationVersion,
  reportOnSale,
  runJobs,
  startStripeSession,
} from './helpers/checkout';
import { signedStripeEvent } from './helpers/stripe-events';
import { type StripeMockServer, startStripeMockServer } from './helpers/stripe-mock-server';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

const WEBHOOK_SECRET = 'whsec_segretodeltestwebhook';
let stripe: StripeMockServer;
let ctx: TestContext;
let sale: Awaited<ReturnType<typeof reportOnSale>>;

beforeAll(async () => {
  stripe = await startStripeMockServer();
  ctx = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_chiavedeltest',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  sale = await reportOnSale(ctx.db);
  await rememberRegulationVersion(ctx, sale.inspectionId);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const deliver = (event: { payload: string; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload: event.payload,
    headers: event.headers,
  });

const counts = async (purchaseId: string, email: string) => {
  const [row] = await ctx.db.query<{ purchases: number; invoices: number; status: string }>(
    `SELECT (SELECT count(*)::int FROM purchases WHERE id = $1 AND status = 'paid') AS purchases,
            (SELECT count(*)::int FROM invoices WHERE purchase_id = $1) AS invoices,
            (SELECT status FROM purchases WHERE id = $1) AS status`,
    [purchaseId],
  );
  return { ...row, mails: (await mailsTo(ctx.db, email)).length };
};

/**
 * Our page's statements (and a discount code, typed in its payment step), then Stripe's session; returns
 * our purchase and the session Stripe made. With `cookies`, from a browser signed in as the e-mail's
 * account (decision 049).
 */
async function openSession(email: string, cookies: Record<string, string> = {}, discountCode?: string) {
  const res = await startStripeSession(
    ctx,
    sale.inspectionId,
    { buyer: italianBuyer(ctx, email), ...(discountCode ? { discount_code: discountCode } : {}) },
    cookies,
  );
  expect(res.statusCode).toBe(200);
  const { purchase_uuid: purchaseId, redirect_url: url } = res.json();
  const created = stripe.requests
    .filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')
    .at(-1);
  const [row] = await ctx.db.query<{ provider_session: string }>(
    'SELECT provider_session FROM purchases WHERE id = $1',
    [purchaseId],
  );
  return {
    purchaseId: String(purchaseId),
    url: String(url),
    created,
    sessionId: row?.provider_session ?? '',
  };
}

/** The session as a checkout.session.expired event would carry it. */
const unpaidCopy = (session: Stripe.Checkout.Session): Stripe.Checkout.Session => ({
  ...session,
  status: 'expired',
  payment_status: 'unpaid',
});

describe('Stripe Checkout', () => {
  it('offers Stripe, and the statements on our page open a session in EUR without Stripe’s promotion codes', async () => {
    const offer = await ctx.app.inject(`/api/checkout/${sale.inspectionId}`);
    expect(offer.json().provider).toBe('stripe');
    const { purchaseId, url, created } = await openSession('anna.verdi@example.it');
    expect(url.startsWith('http')).toBe(true);
    expect(created?.params).toMatchObject({
      mode: 'payment',
      customer_email: 'anna.verdi@example.it',
      client_reference_id: purchaseId,
      success_url: `${ctx.config.publicUrl}/payment/confirm/${purchaseId}`,
      cancel_url: `${ctx.config.publicUrl}/report/${sale.inspectionId}`,
      line_items: [{ price_data: { currency: 'eur', unit_amount: '1900' } }],
    });
    // Codes are typed on our page, under our rules (decision 050).
    expect(created?.params).not.toHaveProperty('allow_promotion_codes');
    // The built-in test checkout is off.
    const test = await ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/${sale.inspectionId}/pay`,
      payload: {
        buyer: italianBuyer(ctx, 'x@example.it'),
        card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
      },
      headers: xsrfHeaders(),
    });
    expect(test.statusCode).toBe(409);
  });

  it('a signed webhook completes the purchase once, however often and however concurrently it comes', async () => {
    const email = 'giulia.neri@example.it';
    const { purchaseId, sessionId } = await openSession(email, {}, 'BENVENUTO50');
    const paid = stripe.completeSession(sessionId, {
      card: { brand: 'mastercard', last4: '4444', country: 'IT' },
    });
    const event = signedStripeEvent(WEBHOOK_SECRET, 'checkout.session.completed', paid);

    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    const replays = await Promise.all([deliver(event), deliver(event)]);
    for (let i = 0; i < 4; i++) replays.push(await deliver(event));
    expect(replays.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    // Another delivery of the same payment under a new event id changes nothing either.
    expect(
      (await deliver(signedStripeEvent(WEBHOOK_SECRET, 'checkout.session.completed', paid))).statusCode,
    ).toBe(200);
    await runJobs(ctx);
    await runJobs(ctx);

    const [row] = await ctx.db.query<Record<string, unknown>>(
      `SELECT status, amount_cents, discount_cents, discount_code, payment_method, card_country, provider_ref
         FROM purchases WHERE id = $1`,
      [purchaseId],
    );
    expect(row).toMatchObject({
      status: 'paid',
      amount_cents: 950,
      discount_cents: 950,
      discount_code: 'BENVENUTO50',
      payment_method: 'Mastercard •••• 4444',
      card_country: 'IT',
    });
    expect(String(row?.provider_ref)).toMatch(/^pi_/);
    expect(await counts(purchaseId, email)).toEqual({ purchases: 1, invoices: 1, status: 'paid', mails: 3 });
    const redemptions = await ctx.db.query<{ redemptions: number }>(
      "SELECT redemptions FROM discount_codes WHERE code = 'BENVENUTO50'",
    );
    expect(redemptions[0]?.redemptions).toBe(1);
  });

  it('refuses a bad, missing or foreign signature with 400 and records nothing', async () => {
    const email = 'firma@example.it';
    const { purchaseId, sessionId } = await openSession(email);
    const paid = stripe.completeSession(sessionId);
    const good = signedStripeEvent(WEBHOOK_SECRET, 'checkout.session.completed', paid);
    const foreign = signedStripeEvent('whsec_unaltrosegreto', 'checkout.session.completed', paid);
    const attempts = [
      { payload: good.payload, headers: { 'content-type': 'application/json' } },
      { payload: good.payload, headers: foreign.headers },
      { payload: good.payload.replace('"paid"', '"PAID"'), headers: good.headers },
    ];
    for (const attempt of attempts) {
      const res = await deliver(attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('stripe_signature');
    }
    expect(await counts(purchaseId, email)).toEqual({
      purchases: 0,
      invoices: 0,
      status: 'pending',
      mails: 0,
    });
  });

  it('an expired session grants nothing; a late payment after it still completes the purchase', async () => {
    const email = 'ritardo@example.it';
    const { purchaseId, sessionId } = await openSession(email);
    const paid = stripe.completeSession(sessionId);
    const expired = signedStripeEvent(WEBHOOK_SECRET, 'checkout.session.expired', unpaidCopy(paid));
    // Out of order: the expiry notice arrives first.
    expect((await deliver(expired)).statusCode).toBe(200);
    expect((await counts(purchaseId, email)).status).toBe('expired');
    const completed = signedStripeEvent(WEBHOOK_SECRET, 'checkout.session.completed', paid);
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await counts(purchaseId, email)).status).toBe('paid');
    // An expiry notice after the payment changes nothing.
    await deliver(signedStripeEvent(WEBHOOK_SECRET, 'checkout.session.expired', unpaidCopy(paid)));
    expect((await counts(purchaseId, email)).status).toBe('paid');
  });

  it('a refund in Stripe revokes access and issues one credit note', async () => {
    const buyer = await createUser(ctx.db, { email: 'rimborso@example.it' });
    const session = await signIn(ctx.app, buyer.email);
    const { purchaseId, sessionId } = await openSession(buyer.email, session.cookies);
    const paid = stripe.completeSession(sessionId);
    await deliver(signedStripeEvent(WEBHOOK_SECRET, 'checkout.session.completed', paid));
    expect(
      (await ctx.app.inject({ url: `/api/report/${sale.inspectionId}`, headers: session.headers }))
        .statusCode,
    ).toBe(200);

    const [{ provider_ref: paymentIntent } = { provider_ref: '' }] = await ctx.db.query<{
      provider_ref: string;
    }>('SELECT provider_ref FROM purchases WHERE id = $1', [purchaseId]);
    const refund = signedStripeEvent(
      WEBHOOK_SECRET,
      'charge.refunded',
      stripe.refundInDashboard(paymentIntent),
    );
    expect((await deliver(refund)).statusCode).toBe(200);
    expect((await deliver(refund)).statusCode).toBe(200);

    const after = await ctx.app.inject({ url: `/api/report/${sale.inspectionId}`, headers: session.headers });
    expect(after.statusCode).toBe(403);
    const documents = await ctx.db.query<{ kind: string; label: string }>(
      'SELECT kind, label FROM invoices WHERE purchase_id = $1 ORDER BY kind',
      [purchaseId],
    );
    expect(documents.map((d) => d.kind)).toEqual(['credit_note', 'invoice']);
    expect(documents[0]?.label).toMatch(/^NC1\/\d{4}$/);
  });
});
