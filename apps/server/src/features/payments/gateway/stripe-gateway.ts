import Stripe from 'stripe';
import type { StripeSettings } from '../../../config/env';
import { AppError } from '../../../lib/app-error';
import type {
  HostedCheckout,
  HostedCheckoutInput,
  HostedPaymentGateway,
  PaymentEvent,
} from './payment-gateway';

const SIGNATURE_MESSAGE = 'Notifica di pagamento rifiutata: la firma di Stripe manca o non è valida.';
const UNAVAILABLE_MESSAGE =
  'Il servizio di pagamento non è raggiungibile in questo momento: riprova tra qualche minuto.';

// The PaymentIntent and its card are ids unless expanded.
const PAID_SESSION_EXPAND = ['payment_intent.latest_charge'];

// Stripe's minimum charge in euro (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts).
const MINIMUM_EUR_CENTS = 50;

const CARD_BRANDS: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export function createStripeGateway(settings: StripeSettings): HostedPaymentGateway {
  const stripe = new Stripe(settings.secretKey, {
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.apiUrl ? serverOptions(settings.apiUrl) : {}),
  });

  async function readPaidSession(sessionId: string, eventType: string): Promise<PaymentEvent> {
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId, { expand: PAID_SESSION_EXPAND });
    } catch (error) {
      // Answered with an error, the event would be sent again for days.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
        return { type: 'unknown_session', eventType, sessionId };
      }
      throw error;
    }
    const orderId = orderIdOf(session);
    // A session of another integration on the same account (e.g. a Payment Link) is not ours.
    if (!orderId) return { type: 'ignored', eventType };
    const intent = session.payment_intent;
    if (!intent || typeof intent === 'string') {
      throw new Error(`Stripe: la sessione ${session.id} pagata non ha un PaymentIntent espanso`);
    }
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const card = charge?.payment_method_details?.card;
    return {
      type: 'paid',
      orderId,
      sessionId: session.id,
      paymentRef: intent.id,
      amountCents: session.amount_total ?? intent.amount_received,
      paymentMethod: card
        ? `${brandName(card.brand)} •••• ${card.last4 ?? '????'}`
        : brandName(charge?.payment_method_details?.type ?? 'card'),
      cardCountry: card?.country ?? null,
    };
  }

  return {
    minimumAmountCents: MINIMUM_EUR_CENTS,

    async createCheckout(input: HostedCheckoutInput): Promise<HostedCheckout> {
      const metadata = { order_id: input.orderId, order_kind: input.orderKind };
      const session = await callStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: input.amountCents,
                  product_data: {
                    name: input.description,
                    ...(input.detail ? { description: input.detail } : {}),
                  },
                },
              },
            ],
            customer_email: input.customerEmail,
            // No allow_promotion_codes: a code is typed on our page, where our rules price the order.
            client_reference_id: input.orderId,
            metadata,
            // Refunds and charges carry it too, so that they can be traced back to the order.
            payment_intent_data: { metadata },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            locale: 'it',
            // API 2026-09-30 replaced payment_method_types with this filter on the eligible methods.
            allowed_payment_method_types: ['card'],
          },
          // A retried request (double click, network retry) gets the same session back, not a second one.
          { idempotencyKey: `checkout-session-${input.orderId}` },
        ),
      );
      if (!session.url) throw new Error(`Stripe: la sessione ${session.id} non ha un URL di pagamento`);
      return { sessionId: session.id, url: session.url };
    },

    async readWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<PaymentEvent> {
      if (!signatureHeader) throw new AppError(400, 'stripe_signature', SIGNATURE_MESSAGE);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      } catch {
        throw new AppError(400, 'stripe_signature', SIGNATURE_MESSAGE);
      }
      switch (event.type) {
        case 'checkout.session.completed':
          if (event.data.object.payment_status !== 'paid') return { type: 'ignored', eventType: event.type };
          return readPaidSession(event.data.object.id, event.type);
        case 'checkout.session.async_payment_succeeded':
          return readPaidSession(event.data.object.id, event.type);
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed': {
          const orderId = orderIdOf(event.data.object);
          if (!orderId) return { type: 'ignored', eventType: event.type };
          return { type: 'not_paid', orderId, sessionId: event.data.object.id };
        }
        case 'charge.refunded': {
          const intent = event.data.object.payment_intent;
          if (!intent) return { type: 'ignored', eventType: event.type };
          return {
            type: 'refunded',
            paymentRef: typeof intent === 'string' ? intent : intent.id,
            refundedCents: event.data.object.amount_refunded,
          };
        }
        default:
          return { type: 'ignored', eventType: event.type };
      }
    },

    async refund(paymentRef: string, idempotencyKey: string): Promise<void> {
      try {
        await callStripe(() => stripe.refunds.create({ payment_intent: paymentRef }, { idempotencyKey }));
      } catch (error) {
        // Already refunded (e.g. from the Dashboard): the refund event has been or will be delivered anyway.
        if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') return;
        throw error;
      }
    },
  };
}

function serverOptions(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

function orderIdOf(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.order_id ?? null;
}

function brandName(brand: string | null): string {
  if (!brand) return 'Carta';
  return CARD_BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** Stripe unreachable or failing on its side: the buyer can retry later; our own mistakes stay 500s. */
async function callStripe<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      throw new AppError(503, 'payment_unavailable', UNAVAILABLE_MESSAGE);
    }
    throw error;
  }
}
