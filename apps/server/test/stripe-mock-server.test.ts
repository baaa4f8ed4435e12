import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeMockServer, startStripeMockServer } from './helpers/stripe-mock-server';

/**
 * The local Stripe server answers the SDK as Stripe does: the gateway's tests are only as good as it is.
 * docs.stripe.com/api/expanding_objects: an expandable field is an id unless expanded, then the object.
 */
let server: StripeMockServer;
let stripe: Stripe;
beforeAll(async () => {
  server = await startStripeMockServer();
  const { hostname, port } = new URL(server.url);
  stripe = new Stripe('sk_test_espansioni', { host: hostname, port: Number(port), protocol: 'http' });
});
afterAll(() => server.close());

async function paidSession(): Promise<string> {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      { quantity: 1, price_data: { currency: 'eur', unit_amount: 1900, product_data: { name: 'Report' } } },
    ],
    success_url: 'https://www.verificauto.it/ok',
    payment_intent_data: { metadata: { order_id: 'ordine-1' } },
  });
  server.completeSession(session.id, { card: { brand: 'mastercard', last4: '4444', country: 'DE' } });
  return session.id;
}

const refusal = (request: Promise<unknown>) =>
  request.then(
    () => null,
    (error: unknown) => (error instanceof Stripe.errors.StripeError ? error : null),
  );

describe('expand[] on the local Stripe server', () => {
  it('gives ids unless expanded, then the objects, nested levels included', async () => {
    const id = await paidSession();

    const plain = await stripe.checkout.sessions.retrieve(id);
    expect(plain.payment_intent).toMatch(/^pi_/);

    const one = await stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] });
    const intent = one.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      object: 'payment_intent',
      id: plain.payment_intent,
      amount_received: 1900,
    });
    expect(intent.metadata).toEqual({ order_id: 'ordine-1' });
    expect(intent.latest_charge).toMatch(/^ch_/);

    const two = await stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent.latest_charge'] });
    const charge = (two.payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ object: 'charge', id: intent.latest_charge, amount: 1900 });
    expect(charge.payment_method_details?.card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      country: 'DE',
    });
    // Expanded in the answer only: what the server holds keeps its ids.
    expect(server.retrieve('checkout.session', id)?.payment_intent).toBe(plain.payment_intent);
  });

  it('expands on a create too, and a null stays null', async () => {
    const id = await paidSession();
    const intentId = String(server.retrieve('checkout.session', id)?.payment_intent);

    const refund = await stripe.refunds.create({
      payment_intent: intentId,
      expand: ['charge', 'payment_intent'],
    });
    expect(refund.charge).toMatchObject({ object: 'charge', amount_refunded: 1900, refunded: true });
    expect(refund.payment_intent).toMatchObject({ object: 'payment_intent', id: intentId });

    const open = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'eur', unit_amount: 900, product_data: { name: 'Quota' } } },
      ],
      success_url: 'https://www.verificauto.it/ok',
      expand: ['payment_intent'],
    });
    expect(open.payment_intent).toBeNull();
  });

  it('refuses, as Stripe does, a field that is not expandable or an expansion deeper than four levels', async () => {
    const id = await paidSession();
    const cases: [string[], string][] = [
      [['metadata'], 'This property cannot be expanded (metadata).'],
      [['total_details'], 'This property cannot be expanded (total_details).'],
      [['payment_intent.amount'], 'This property cannot be expanded (amount).'],
      [
        ['payment_intent.latest_charge.payment_intent.latest_charge.payment_intent'],
        'You cannot expand more than 4 levels of a property.',
      ],
    ];
    for (const [expand, message] of cases) {
      const error = await refusal(stripe.checkout.sessions.retrieve(id, { expand }));
      expect(error, expand.join()).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', message });
    }
    const bare = await fetch(`${server.url}/v1/checkout/sessions/${id}?expand=payment_intent`, {
      headers: { authorization: 'Bearer sk_test_espansioni' },
    });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toEqual({
      error: { type: 'invalid_request_error', message: 'Invalid array', param: 'expand' },
    });
  });
});
