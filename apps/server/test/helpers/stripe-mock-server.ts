import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { isRecord } from '../../src/lib/is-record';
import { StripeHttpError } from './stripe-mock-error';
import {
  expandObject,
  type StripeMockKind,
  type StripeMockObject,
  type StripeMockObjectOf,
} from './stripe-mock-expand';
import { parseForm, readBody } from './stripe-mock-form';
import { cardPayment, checkoutSession, newId, type PaidCard, refundOf } from './stripe-mock-objects';

export interface RecordedStripeRequest {
  method: string;
  /** Without the query string, e.g. /v1/checkout/sessions/cs_test_… */
  path: string;
  /** The query string or the form body, brackets unfolded: `{ line_items: [{ price_data: {…} }] }`. */
  params: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

/**
 * How the buyer pays on the hosted page. Our sessions ask for no promotion codes (decision 050), so the
 * buyer cannot type one there: the session's amount is what is charged.
 */
export interface CompleteSessionOptions {
  card?: PaidCard;
}

export interface StripeMockServer {
  /** http://127.0.0.1:<free port>, for StripeSettings.apiUrl */
  url: string;
  requests: RecordedStripeRequest[];
  /** The buyer paid on the hosted page: the session as a checkout.session.completed event carries it. */
  completeSession(sessionId: string, options?: CompleteSessionOptions): Stripe.Checkout.Session;
  /** The session expired unpaid: the object of a checkout.session.expired event. */
  expireSession(sessionId: string): Stripe.Checkout.Session;
  /** A full refund made in the Dashboard: the charge as the charge.refunded event carries it. */
  refundInDashboard(paymentIntentId: string): Stripe.Charge;
  /** A copy of an object it holds, ids not expanded: `retrieve('charge', 'ch_…')`. */
  retrieve<K extends StripeMockKind>(kind: K, id: string): StripeMockObjectOf<K> | undefined;
  close(): Promise<void>;
}

/** The objects GET /v1/<path>/<id> retrieves. */
const RETRIEVABLE: Record<string, StripeMockKind> = {
  'checkout/sessions': 'checkout.session',
  payment_intents: 'payment_intent',
  charges: 'charge',
  refunds: 'refund',
};

/** Stripe's smallest charge in euro: a session whose total is less is refused, as the real API does. */
const MINIMUM_EUR_CENTS = 50;

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
/** Form values are strings; Stripe keeps metadata values as strings too. */
const metadataOf = (value: unknown): Stripe.Metadata =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])) : {};

/** `expand[]=a&expand[]=b.c` (or `expand[0]=…`); a bare `expand=a` is not an array, as Stripe says. */
function expansionsOf(params: Record<string, unknown>): string[] {
  if (params.expand === undefined) return [];
  if (!Array.isArray(params.expand)) {
    throw new StripeHttpError(400, 'invalid_request_error', 'Invalid array', { param: 'expand' });
  }
  return params.expand.map(String);
}

/** A stripe-mock-like server on 127.0.0.1 for the part of the API the gateway uses; state in memory. */
export async function startStripeMockServer(): Promise<StripeMockServer> {
  const objects = new Map<string, StripeMockObject>();
  /** payment_intent_data[metadata] of each session: Stripe copies it onto the intent and the charge. */
  const intentMetadata = new Map<string, Stripe.Metadata>();
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  const requests: RecordedStripeRequest[] = [];

  const save = <T extends StripeMockObject>(object: T): T => {
    objects.set(object.id, object);
    return object;
  };
  function find<K extends StripeMockKind>(id: string, kind: K, param: string): StripeMockObjectOf<K> {
    const found = objects.get(id);
    if (!found || !isKind(found, kind)) {
      throw new StripeHttpError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
        code: 'resource_missing',
        param,
      });
    }
    return found;
  }

  function createSession(params: Record<string, unknown>): Stripe.Checkout.Session {
    const items = Array.isArray(params.line_items) ? params.line_items.filter(isRecord) : [];
    if (params.mode !== 'payment' || items.length === 0) {
      throw new StripeHttpError(400, 'invalid_request_error', 'Missing required param: line_items.', {
        code: 'parameter_missing',
        param: 'line_items',
      });
    }
    let subtotal = 0;
    let currency: string | null = null;
    for (const item of items) {
      const price = isRecord(item.price_data) ? item.price_data : {};
      if (!/^\d+$/.test(String(price.unit_amount)) || typeof price.currency !== 'string') {
        throw new StripeHttpError(400, 'invalid_request_error', 'Invalid line_items[0][price_data].', {
          param: 'line_items[0][price_data]',
        });
      }
      subtotal += Number(price.unit_amount) * Number(item.quantity ?? 1);
      currency = price.currency;
    }
    if (currency === 'eur' && subtotal < MINIMUM_EUR_CENTS) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        "The Checkout Session's total amount due must add up to at least €0.50 eur",
      );
    }
    const allowed = params.allowed_payment_method_types;
    const session = save(
      checkoutSession({
        allow_promotion_codes:
          params.allow_promotion_codes === undefined ? null : params.allow_promotion_codes === 'true',
        allowed_payment_method_types: Array.isArray(allowed) ? allowed.map(String) : null,
        amount_total: subtotal,
        cancel_url: stringOrNull(params.cancel_url),
        client_reference_id: stringOrNull(params.client_reference_id),
        currency,
        customer_email: stringOrNull(params.customer_email),
        locale: stringOrNull(params.locale),
        metadata: metadataOf(params.metadata),
        success_url: stringOrNull(params.success_url),
      }),
    );
    intentMetadata.set(
      session.id,
      metadataOf(isRecord(params.payment_intent_data) ? params.payment_intent_data.metadata : {}),
    );
    return session;
  }

  function createRefund(params: Record<string, unknown>): Stripe.Refund {
    const intent = find(String(params.payment_intent), 'payment_intent', 'payment_intent');
    const charge = find(String(intent.latest_charge), 'charge', 'charge');
    const amount = charge.amount - charge.amount_refunded;
    if (amount <= 0) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        `Charge ${charge.id} has already been refunded.`,
        {
          code: 'charge_already_refunded',
        },
      );
    }
    return save(refundOf(charge, amount, metadataOf(params.metadata)));
  }

  function route(method: string, path: string, params: Record<string, unknown>): StripeMockObject {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    const match = /^\/v1\/(.+)\/([^/]+)$/.exec(path);
    const kind = match?.[1] === undefined ? undefined : RETRIEVABLE[match[1]];
    if (method === 'GET' && match?.[2] && kind) return find(match[2], kind, 'id');
    throw new StripeHttpError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  /** Any request's answer, create or retrieve, with the expansions it asks for. */
  function answer(method: string, path: string, params: Record<string, unknown>): StripeMockObject {
    const expansions = expansionsOf(params);
    return expandObject(route(method, path, params), expansions, (id) => objects.get(id));
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const text = req.method === 'GET' ? url.search.slice(1) : await readBody(req);
    const params = parseForm(text);
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname, params, headers: req.headers });
    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const fingerprint = `${url.pathname}?${text}`;
    let status = 200;
    let body: unknown;
    const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
    try {
      if (!/^Bearer (sk|rk)_test_\w+$/.test(req.headers.authorization ?? '')) {
        throw new StripeHttpError(401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      if (replay && replay.request !== fingerprint) {
        throw new StripeHttpError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      if (replay) res.setHeader('idempotent-replayed', 'true');
      body = replay ? replay.body : answer(method, url.pathname, params);
      status = replay ? replay.status : 200;
    } catch (error) {
      const known =
        error instanceof StripeHttpError ? error : new StripeHttpError(500, 'api_error', String(error));
      status = known.status;
      body = known.body;
    }
    // Like Stripe, only a request that ran is saved; a refused one can be retried with the same key.
    if (typeof key === 'string' && !replay && status === 200)
      idempotent.set(key, { request: fingerprint, status, body });
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    completeSession(sessionId, { card = { brand: 'visa', last4: '4242', country: 'IT' } } = {}) {
      const session = find(sessionId, 'checkout.session', 'session');
      const { intent, charge } = cardPayment(session, card, intentMetadata.get(session.id) ?? {});
      save(charge);
      save(intent);
      Object.assign(session, {
        payment_intent: intent.id,
        payment_status: 'paid',
        status: 'complete',
        url: null,
      } satisfies Partial<Stripe.Checkout.Session>);
      return structuredClone(session);
    },
    refundInDashboard(paymentIntentId) {
      const refund = createRefund({ payment_intent: paymentIntentId });
      return structuredClone(find(String(refund.charge), 'charge', 'charge'));
    },
    expireSession(sessionId) {
      const session = find(sessionId, 'checkout.session', 'session');
      return structuredClone(
        Object.assign(session, { status: 'expired', url: null } satisfies Partial<Stripe.Checkout.Session>),
      );
    },
    retrieve(kind, id) {
      const found = objects.get(id);
      return found && isKind(found, kind) ? structuredClone(found) : undefined;
    },
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function isKind<K extends StripeMockKind>(
  object: StripeMockObject,
  kind: K,
): object is StripeMockObjectOf<K> {
  return object.object === kind;
}
