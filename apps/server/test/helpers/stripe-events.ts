import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export interface SignedStripeEvent {
  /** The exact bytes Stripe posts; parse or re-serialise them and the signature no longer matches. */
  payload: string;
  /** Lower-case names, as Node hands them to a route: `stripe-signature`, `content-type`. */
  headers: Record<string, string>;
  eventId: string;
}

export interface SignedStripeEventOptions {
  /** Unix seconds of the signature; an old one tests the replay tolerance. */
  timestamp?: number;
}

/**
 * A webhook delivery as Stripe sends it: the event envelope around a snapshot of the object, serialised once
 * (pretty-printed, as Stripe does) and signed by the SDK's own test helper with the endpoint's secret.
 */
export function signedStripeEvent(
  secret: string,
  type: string,
  object: { id: string; object: string },
  options: SignedStripeEventOptions = {},
): SignedStripeEvent {
  const created = options.timestamp ?? Math.floor(Date.now() / 1000);
  const eventId = `evt_${randomBytes(12).toString('hex')}`;
  // The envelope as the SDK types it; the type and the object stay free, for events of objects made up.
  const event = {
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } satisfies Omit<Stripe.Event, 'data' | 'type'> & { data: { object: unknown }; type: string };
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: created });
  return {
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    eventId,
  };
}
