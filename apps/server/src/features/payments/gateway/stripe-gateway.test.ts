import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedStripeEvent } from '../../../../test/helpers/stripe-events';
import { type StripeMockServer, startStripeMockServer } from '../../../../test/helpers/stripe-mock-server';
import type { StripeSettings } from '../../../config/env';
import { AppError } from '../../../lib/app-error';
import type { HostedCheckoutInput, HostedPaymentGateway } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';

const WEBHOOK_SECRET = 'whsec_test_verificauto';
let mock: StripeMockServer;
let gateway: HostedPaymentGateway;

beforeAll(async () => {
  mock = await startStripeMockServer();
  const settings: StripeSettings = {
    secretKey: 'sk_test_verificauto',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: mock.url,
  };
  gateway = createStripeGateway(settings);
});
afterAll(() => mock.close());

function checkoutInput(orderId: string): HostedCheckoutInput {
  return {
    orderId,
    orderKind: 'report_purchase',
    description: 'Report Verificauto n. 10001 – Fiat Panda',
    amountCents: 1900,
    customerEmail: 'mario.rossi@example.it',
    successUrl: `https://www.verificauto.it/pagamento/${orderId}/completato`,
    cancelUrl: `https://www.verificauto.it/pagamento/${orderId}/annullato`,
  };
}

/** A paid session as the buyer leaves it on the hosted page. */
async function paidSession(orderId: string, options: Parameters<StripeMockServer['completeSession']>[1]) {
  const { sessionId } = await gateway.createCheckout(checkoutInput(orderId));
  return mock.completeSession(sessionId, options);
}

function deliver(type: string, object: { id: string; object: string }) {
  const { payload, headers } = signedStripeEvent(WEBHOOK_SECRET, type, object);
  return gateway.readWebhook(Buffer.from(payload), headers['stripe-signature']);
}

describe('createCheckout', () => {
  it('creates a Checkout Session in euro for the amount given, the order on it and its URL back', async () => {
    const orderId = crypto.randomUUID();
    const checkout = await gateway.createCheckout(checkoutInput(orderId));

    const request = mock.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(request?.params).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '1900',
            product_data: { name: 'Report Verificauto n. 10001 – Fiat Panda' },
          },
        },
      ],
      customer_email: 'mario.rossi@example.it',
      client_reference_id: orderId,
      metadata: { order_id: orderId, order_kind: 'report_purchase' },
      payment_intent_data: { metadata: { order_id: orderId, order_kind: 'report_purchase' } },
      success_url: `https://www.verificauto.it/pagamento/${orderId}/completato`,
      cancel_url: `https://www.verificauto.it/pagamento/${orderId}/annullato`,
      locale: 'it',
      allowed_payment_method_types: ['card'],
    });
    expect(request?.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(request?.headers.authorization).toBe('Bearer sk_test_verificauto');
    const session = mock.retrieve('checkout.session', checkout.sessionId);
    expect(session).toMatchObject({ object: 'checkout.session', amount_total: 1900, status: 'open' });
    expect(checkout).toEqual({ sessionId: session?.id, url: session?.url });
    expect(checkout.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  });

  it('charges a discounted order exactly our total, the discount told under the name', async () => {
    const orderId = crypto.randomUUID();
    const checkout = await gateway.createCheckout({
      ...checkoutInput(orderId),
      amountCents: 950,
      detail: 'Prezzo di listino 19,00 €, sconto con il codice BENVENUTO50: -9,50 €',
    });

    const request = mock.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(request?.params.line_items).toEqual([
      {
        quantity: '1',
        price_data: {
          currency: 'eur',
          unit_amount: '950',
          product_data: {
            name: 'Report Verificauto n. 10001 – Fiat Panda',
            description: 'Prezzo di listino 19,00 €, sconto con il codice BENVENUTO50: -9,50 €',
          },
        },
      },
    ]);
    expect(request?.params).not.toHaveProperty('allow_promotion_codes');
    expect(mock.retrieve('checkout.session', checkout.sessionId)).toMatchObject({ amount_total: 950 });
  });

  it('gives the same session back when the request for an order is repeated', async () => {
    const orderId = crypto.randomUUID();
    const first = await gateway.createCheckout(checkoutInput(orderId));
    const second = await gateway.createCheckout(checkoutInput(orderId));
    const other = await gateway.createCheckout(checkoutInput(crypto.randomUUID()));

    expect(second).toEqual(first);
    expect(other.sessionId).not.toBe(first.sessionId);
    const keys = mock.requests.slice(-3).map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toContain(orderId);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('answers 503 with an Italian message when Stripe cannot be reached', async () => {
    const gone = await startStripeMockServer();
    await gone.close();
    const offline = createStripeGateway({
      secretKey: 'sk_test_x',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: gone.url,
    });

    const error = await offline.createCheckout(checkoutInput(crypto.randomUUID())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 503, code: 'payment_unavailable' });
  });
});

describe('readWebhook', () => {
  it('reads a paid session: the amount taken and the card', async () => {
    const orderId = crypto.randomUUID();
    const session = await paidSession(orderId, {
      card: { brand: 'visa', last4: '4242', country: 'IT' },
    });

    await expect(deliver('checkout.session.completed', session)).resolves.toEqual({
      type: 'paid',
      orderId,
      sessionId: session.id,
      paymentRef: session.payment_intent,
      amountCents: 1900,
      paymentMethod: 'Visa •••• 4242',
      cardCountry: 'IT',
    });
    const retrieve = mock.requests.at(-1);
    expect(retrieve?.method).toBe('GET');
    expect(retrieve?.path).toBe(`/v1/checkout/sessions/${session.id}`);
    expect(retrieve?.params.expand).toEqual(['payment_intent.latest_charge']);
  });

  it('reads a full-price payment, also when it arrives late (async_payment_succeeded)', async () => {
    const orderId = crypto.randomUUID();
    const session = await paidSession(orderId, {
      card: { brand: 'mastercard', last4: '4444', country: 'DE' },
    });
    const expected = {
      type: 'paid',
      orderId,
      sessionId: session.id,
      paymentRef: session.payment_intent,
      amountCents: 1900,
      paymentMethod: 'Mastercard •••• 4444',
      cardCountry: 'DE',
    };

    await expect(deliver('checkout.session.completed', session)).resolves.toEqual(expected);
    await expect(deliver('checkout.session.async_payment_succeeded', session)).resolves.toEqual(expected);
  });

  it('waits when the session completed with the payment still pending', async () => {
    const { sessionId } = await gateway.createCheckout(checkoutInput(crypto.randomUUID()));
    const pending = {
      ...mock.retrieve('checkout.session', sessionId),
      id: sessionId,
      object: 'checkout.session',
      status: 'complete',
    };

    await expect(deliver('checkout.session.completed', pending)).resolves.toEqual({
      type: 'ignored',
      eventType: 'checkout.session.completed',
    });
  });

  it('reads an expired session and a failed late payment as not paid', async () => {
    const orderId = crypto.randomUUID();
    const { sessionId } = await gateway.createCheckout(checkoutInput(orderId));
    const expired = mock.expireSession(sessionId);

    await expect(deliver('checkout.session.expired', expired)).resolves.toEqual({
      type: 'not_paid',
      orderId,
      sessionId,
    });
    await expect(deliver('checkout.session.async_payment_failed', expired)).resolves.toEqual({
      type: 'not_paid',
      orderId,
      sessionId,
    });
  });

  it('reads a refunded charge by its PaymentIntent', async () => {
    const session = await paidSession(crypto.randomUUID(), {});
    const paymentRef = String(session.payment_intent);
    await gateway.refund(paymentRef, `refund-${paymentRef}`);
    const charge = mock.retrieve(
      'charge',
      String(mock.retrieve('payment_intent', paymentRef)?.latest_charge),
    );
    if (!charge) throw new Error('charge missing');

    await expect(deliver('charge.refunded', charge)).resolves.toEqual({
      type: 'refunded',
      paymentRef,
      refundedCents: 1900,
    });
  });

  it('ignores the events it does not use', async () => {
    await expect(deliver('customer.created', { id: 'cus_123', object: 'customer' })).resolves.toEqual({
      type: 'ignored',
      eventType: 'customer.created',
    });
  });

  describe('refuses with a 400 a delivery that Stripe did not sign', () => {
    const object = { id: 'cs_test_forged', object: 'checkout.session', payment_status: 'paid' };
    const { payload, headers } = signedStripeEvent(WEBHOOK_SECRET, 'checkout.session.completed', object);
    const signature = headers['stripe-signature'];
    const stale = signedStripeEvent(WEBHOOK_SECRET, 'checkout.session.completed', object, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const garbage = 'not json';
    const cases: [string, string, string | undefined][] = [
      ['without the Stripe-Signature header', payload, undefined],
      ['with a malformed signature', payload, 't=1700000000,v1=deadbeef'],
      [
        'signed with another secret',
        payload,
        signedStripeEvent('whsec_other', 'x', object).headers['stripe-signature'],
      ],
      ['with the body changed after signing', payload.replace('"paid"', '"unpaid"'), signature],
      ['with the body re-serialised', JSON.stringify(JSON.parse(payload)), signature],
      ['signed an hour ago (replayed)', stale.payload, stale.headers['stripe-signature']],
      [
        'signed but not JSON',
        garbage,
        Stripe.webhooks.generateTestHeaderString({ payload: garbage, secret: WEBHOOK_SECRET }),
      ],
    ];

    it.each(cases)('%s', async (_name, body, header) => {
      const error = await gateway.readWebhook(Buffer.from(body), header).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 400, code: 'stripe_signature' });
      expect((error as AppError).message).toMatch(/firma/);
    });

    it('but takes the same delivery untouched, then asks Stripe for the session', async () => {
      const requestsBefore = mock.requests.length;
      // Stripe does not know the session: an event to answer 2xx, not an error it would send again for days.
      await expect(gateway.readWebhook(Buffer.from(payload), signature)).resolves.toMatchObject({
        type: 'unknown_session',
      });
      expect(mock.requests.length).toBe(requestsBefore + 1);
    });
  });
});

describe('refund', () => {
  it('refunds the whole PaymentIntent once per idempotency key', async () => {
    const session = await paidSession(crypto.randomUUID(), {});
    const paymentRef = String(session.payment_intent);
    const key = `refund-order-${paymentRef}`;

    await gateway.refund(paymentRef, key);
    await gateway.refund(paymentRef, key);

    const refunds = mock.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').slice(-2);
    for (const request of refunds) {
      expect(request.params).toEqual({ payment_intent: paymentRef });
      expect(request.headers['idempotency-key']).toBe(key);
    }
    const charge = mock.retrieve(
      'charge',
      String(mock.retrieve('payment_intent', paymentRef)?.latest_charge),
    );
    expect(charge).toMatchObject({ amount_refunded: 1900, refunded: true });
  });

  it('takes a payment already refunded elsewhere (Dashboard) as done', async () => {
    const session = await paidSession(crypto.randomUUID(), {});
    const paymentRef = String(session.payment_intent);
    await gateway.refund(paymentRef, 'from-the-dashboard');

    await expect(gateway.refund(paymentRef, 'from-verificauto')).resolves.toBeUndefined();
  });

  it('fails for a payment Stripe does not know', async () => {
    await expect(gateway.refund('pi_unknown', 'refund-unknown')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
  });
});
