import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailsTo, signIn } from './helpers/auth';
import {
  italianBuyer,
  rememberRegulationVersion,
  reportOnSale,
  runJobs,
  startStripeSession,
} from './helpers/checkout';
import { validateFatturaPa } from './helpers/fatturapa-schema';
import { signedStripeEvent } from './helpers/stripe-events';
import { type StripeMockServer, startStripeMockServer } from './helpers/stripe-mock-server';
import { createTestApp, type TestContext } from './helpers/test-app';

// Money is taken once, with Stripe (docs/decisions/046-one-purchase-per-buyer-and-partial-refunds.md).
const WEBHOOK_SECRET = 'whsec_segretodeltestwebhook';
let stripe: StripeMockServer;
let ctx: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  stripe = await startStripeMockServer();
  ctx = await createTestApp(
    {
      // Development logs, so that the webhook's warnings can be read.
      NODE_ENV: 'development',
      STRIPE_SECRET_KEY: 'sk_test_chiavedeltest',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
    { logDestination: { write: (line) => logLines.push(line) } },
  );
  const sale = await reportOnSale(ctx.db);
  await rememberRegulationVersion(ctx, sale.inspectionId);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

/** `object`: a whole object of the local Stripe server, or a few fields of one it does not know. */
const deliver = <T extends { id: string; object: string }>(type: string, object: T) => {
  const event = signedStripeEvent(WEBHOOK_SECRET, type, object);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload: event.payload,
    headers: event.headers,
  });
};

/**
 * Our page, then Stripe's session: the purchase and the session's id. Signed in as the e-mail's account,
 * whose purchase is its own at once (a guest's would wait for the address owner, decision 049).
 */
async function openSession(inspectionId: string, email: string) {
  const signedIn = await signIn(ctx.app, email);
  const res = await startStripeSession(
    ctx,
    inspectionId,
    { buyer: italianBuyer(ctx, email) },
    signedIn.cookies,
  );
  expect(res.statusCode).toBe(200);
  const purchaseId = String(res.json().purchase_uuid);
  const [row] = await ctx.db.query<{ provider_session: string }>(
    'SELECT provider_session FROM purchases WHERE id = $1',
    [purchaseId],
  );
  return { purchaseId, sessionId: row?.provider_session ?? '' };
}

const purchase = async (id: string) => {
  const [row] = await ctx.db.query<{
    status: string;
    provider_ref: string;
    duplicate_of: string | null;
    refunded_at: Date | null;
  }>('SELECT status, provider_ref, duplicate_of, refunded_at FROM purchases WHERE id = $1', [id]);
  if (!row) throw new Error(`no purchase ${id}`);
  return row;
};

const documentsOf = (purchaseId: string) =>
  ctx.db.query<{ kind: string; gross_cents: number; net_cents: number; vat_cents: number; xml: string }>(
    `SELECT kind, gross_cents, net_cents, vat_cents, xml FROM invoices WHERE purchase_id = $1
      ORDER BY kind DESC, number`,
    [purchaseId],
  );

const refundRequests = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

/** A charge.refunded event's object for the payment of a purchase, with the total refunded so far. */
const refundedCharge = (paymentIntent: string, refunded: number) => ({
  id: `ch_${paymentIntent}`,
  object: 'charge',
  payment_intent: paymentIntent,
  amount: 1900,
  amount_refunded: refunded,
  refunded: refunded === 1900,
});

describe('two Stripe tabs of one buyer', () => {
  it('both paid: one purchase, one invoice; the second payment refunded once, with an e-mail', async () => {
    const sale = await reportOnSale(ctx.db);
    const email = 'due.schede@example.it';
    await createUser(ctx.db, { email });
    const tabs = [await openSession(sale.inspectionId, email), await openSession(sale.inspectionId, email)];
    const paid = tabs.map((tab) => stripe.completeSession(tab.sessionId));
    const delivered = await Promise.all(
      paid.map((session) => deliver('checkout.session.completed', session)),
    );
    expect(delivered.map((r) => r.statusCode)).toEqual([200, 200]);
    await runJobs(ctx);

    const rows = await Promise.all(tabs.map((tab) => purchase(tab.purchaseId)));
    const kept = rows.findIndex((row) => row.status === 'paid');
    const second = tabs[1 - kept]?.purchaseId ?? '';
    const keptId = tabs[kept]?.purchaseId ?? '';
    expect(await purchase(second)).toMatchObject({ status: 'refunded', duplicate_of: keptId });
    expect((await purchase(second)).refunded_at).toBeInstanceOf(Date);
    expect((await documentsOf(keptId)).map((d) => d.kind)).toEqual(['invoice']);
    expect(await documentsOf(second)).toEqual([]);

    const refunds = refundRequests();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.headers['idempotency-key']).toBe(`refund:${second}`);
    const intent = (await purchase(second)).provider_ref;
    expect(refunds[0]?.params).toMatchObject({ payment_intent: intent });

    // Stripe's own event for that refund, and replays of the payment, change nothing.
    expect((await deliver('charge.refunded', refundedCharge(intent, 1900))).statusCode).toBe(200);
    await Promise.all(paid.map((session) => deliver('checkout.session.completed', session)));
    await runJobs(ctx);
    expect(refundRequests()).toHaveLength(1);
    expect(await documentsOf(second)).toEqual([]);
    expect((await purchase(keptId)).status).toBe('paid');
    const mails = (await mailsTo(ctx.db, email)).map((m) => m.template);
    expect(mails.filter((t) => t === 'purchase_duplicate_refund')).toHaveLength(1);
    expect(mails.filter((t) => t === 'invoice')).toHaveLength(1);
  });

  it('a signed-in buyer who owns the report is refused before Stripe’s page', async () => {
    const sale = await reportOnSale(ctx.db);
    const buyer = await createUser(ctx.db, { email: 'proprietario@example.it' });
    const { sessionId } = await openSession(sale.inspectionId, buyer.email);
    await deliver('checkout.session.completed', stripe.completeSession(sessionId));
    const session = await signIn(ctx.app, buyer.email);
    const sessionsBefore = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/${sale.inspectionId}/session`,
      payload: { buyer: italianBuyer(ctx, buyer.email) },
      headers: session.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_purchased');
    expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
  });
});

describe('partial refunds in Stripe', () => {
  it('1,00 of 19,00 €: a credit note of 1,00 € and access kept; the rest: a credit note of 18,00 € and access ends', async () => {
    const sale = await reportOnSale(ctx.db);
    const buyer = await createUser(ctx.db, { email: 'parziale@example.it' });
    const { purchaseId, sessionId } = await openSession(sale.inspectionId, buyer.email);
    await deliver('checkout.session.completed', stripe.completeSession(sessionId));
    const intent = (await purchase(purchaseId)).provider_ref;
    const session = await signIn(ctx.app, buyer.email);
    const readReport = async () =>
      (await ctx.app.inject({ url: `/api/report/${sale.inspectionId}`, headers: session.headers }))
        .statusCode;

    for (let i = 0; i < 3; i++) {
      expect((await deliver('charge.refunded', refundedCharge(intent, 100))).statusCode).toBe(200);
    }
    expect((await purchase(purchaseId)).status).toBe('paid');
    expect(await readReport()).toBe(200);
    const partial = await documentsOf(purchaseId);
    expect(partial.map((d) => [d.kind, d.gross_cents])).toEqual([
      ['invoice', 1900],
      ['credit_note', 100],
    ]);
    expect(partial[1]).toMatchObject({ net_cents: 82, vat_cents: 18 });
    expect(await validateFatturaPa(partial[1]?.xml ?? '')).toEqual([]);
    expect(partial[1]?.xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(partial[1]?.xml).toContain('<ImportoTotaleDocumento>1.00</ImportoTotaleDocumento>');

    const full = await Promise.all([
      deliver('charge.refunded', refundedCharge(intent, 1900)),
      deliver('charge.refunded', refundedCharge(intent, 1900)),
    ]);
    expect(full.map((r) => r.statusCode)).toEqual([200, 200]);
    // A late copy of the first event changes nothing either.
    await deliver('charge.refunded', refundedCharge(intent, 100));
    expect((await purchase(purchaseId)).status).toBe('refunded');
    expect(await readReport()).toBe(403);
    const all = await documentsOf(purchaseId);
    expect(all.map((d) => [d.kind, d.gross_cents])).toEqual([
      ['invoice', 1900],
      ['credit_note', 100],
      ['credit_note', 1800],
    ]);
    expect(await validateFatturaPa(all[2]?.xml ?? '')).toEqual([]);

    // Each credit note has its own download; without an id, the latest.
    const notes = await ctx.db.query<{ id: string; number: number; year: number }>(
      "SELECT id, number, year FROM invoices WHERE purchase_id = $1 AND kind = 'credit_note' ORDER BY number",
      [purchaseId],
    );
    const download = async (query: string) =>
      (
        await ctx.app.inject({
          url: `/api/purchases/${purchaseId}/credit_note.pdf${query}`,
          headers: session.headers,
        })
      ).headers['content-disposition'];
    const fileOf = (note: (typeof notes)[number] | undefined) =>
      `attachment; filename="nota-di-credito-${note?.year}-${note?.number}.pdf"`;
    expect(await download(`?id=${notes[0]?.id}`)).toBe(fileOf(notes[0]));
    expect(await download('')).toBe(fileOf(notes[1]));
    const wrong = await ctx.app.inject({
      url: `/api/purchases/${purchaseId}/credit_note.pdf?id=non-un-uuid`,
      headers: session.headers,
    });
    expect(wrong.statusCode).toBe(404);

    // The back office sees the order refunded with both notes.
    const staff = await createUser(ctx.db, { email: 'contabile@example.it', role: 'backoffice' });
    const detail = await ctx.app.inject({
      url: `/api/backoffice/users/${buyer.id}`,
      headers: (await signIn(ctx.app, staff.email)).headers,
    });
    expect(detail.statusCode).toBe(200);
    const labels = notes.map((note) => `NC${note.number}/${note.year}`).join(', ');
    expect(detail.json().purchases[0]).toMatchObject({ status: 'refunded', credit_note: labels });
  });
});

describe('webhooks for what we do not know', () => {
  it('answers 200, logs a warning and changes nothing', async () => {
    const created = await fetch(`${stripe.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_chiavedeltest',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        mode: 'payment',
        client_reference_id: randomUUID(),
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '1900',
        'line_items[0][price_data][product_data][name]': 'Report',
      }),
    });
    const { id } = (await created.json()) as { id: string };
    const before = await ctx.db.query('SELECT id, status FROM purchases ORDER BY id');
    logLines.length = 0;
    const answers = [
      await deliver('checkout.session.completed', stripe.completeSession(id)),
      await deliver('checkout.session.expired', { ...stripe.expireSession(id), payment_status: 'unpaid' }),
      await deliver('checkout.session.completed', {
        id: 'cs_test_sconosciuta',
        object: 'checkout.session',
        payment_status: 'paid',
      }),
      await deliver('charge.refunded', refundedCharge('pi_sconosciuto', 1900)),
    ];
    expect(answers.map((r) => [r.statusCode, r.json()])).toEqual(Array(4).fill([200, { received: true }]));
    expect(await ctx.db.query('SELECT id, status FROM purchases ORDER BY id')).toEqual(before);
    // The three about sessions; a refund of a payment that is not ours is ignored silently.
    expect(logLines.filter((line) => line.includes('WARN') && line.includes('stripe:'))).toHaveLength(3);
  });
});
