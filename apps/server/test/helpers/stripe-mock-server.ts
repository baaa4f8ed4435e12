import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Stripe API object as JSON: `id` and `object` always, the rest as the real API names it. */
export type StripeObject = { id: string; object: string } & Record<string, unknown>;

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
  card?: { brand: string; last4: string; country: string | null };
}

export interface StripeMockServer {
  /** http://127.0.0.1:<free port>, for StripeSettings.apiUrl */
  url: string;
  requests: RecordedStripeRequest[];
  /** The buyer paid on the hosted page: the session as a checkout.session.completed event carries it. */
  completeSession(sessionId: string, options?: CompleteSessionOptions): StripeObject;
  /** The session expired unpaid: the object of a checkout.session.expired event. */
  expireSession(sessionId: string): StripeObject;
  /** A copy of any object it holds (session, payment_intent, charge, refund). */
  retrieve(id: string): StripeObject | undefined;
  close(): Promise<void>;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

const RETRIEVABLE: Record<string, string> = {
  'checkout/sessions': 'checkout.session',
  payment_intents: 'payment_intent',
  charges: 'charge',
  refunds: 'refund',
};

/** Stripe's smallest charge in euro: a session whose total is less is refused, as the real API does. */
const MINIMUM_EUR_CENTS = 50;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stripe-mock-like server on 127.0.0.1 for the part of the API the gateway uses; state in memory. */
export async function startStripeMockServer(): Promise<StripeMockServer> {
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  const requests: RecordedStripeRequest[] = [];

  const save = (object: StripeObject) => objects.set(object.id, object).get(object.id) as StripeObject;
  const find = (id: string, object: string, param: string) => {
    const found = objects.get(id);
    if (found?.object !== object) {
      throw new StripeHttpError(404, 'invalid_request_error', `No such ${object}: '${id}'`, {
        code: 'resource_missing',
        param,
      });
    }
    return found;
  };

  function expand(value: unknown, path: string[]): unknown {
    const [field, ...rest] = path;
    if (field === undefined) return value;
    if (Array.isArray(value)) return value.map((item) => expand(item, path));
    if (!isRecord(value)) return value;
    let child = value[field];
    if (typeof child === 'string') child = structuredClone(objects.get(child));
    if (child === undefined || (typeof child !== 'object' && child !== null)) {
      throw new StripeHttpError(400, 'invalid_request_error', `This property cannot be expanded (${field}).`);
    }
    return { ...value, [field]: expand(child, rest) };
  }

  function createSession(params: Record<string, unknown>): StripeObject {
    const items = Array.isArray(params.line_items) ? params.line_items.filter(isRecord) : [];
    if (params.mode !== 'payment' || items.length === 0) {
      throw new StripeHttpError(400, 'invalid_request_error', 'Missing required param: line_items.', {
        code: 'parameter_missing',
        param: 'line_items',
      });
    }
    let subtotal = 0;
    let currency: unknown;
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
    const id = newId('cs_test');
    return save({
      id,
      object: 'checkout.session',
      allow_promotion_codes: params.allow_promotion_codes === 'true',
      allowed_payment_method_types: params.allowed_payment_method_types ?? null,
      amount_subtotal: subtotal,
      amount_total: subtotal,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created: now(),
      currency,
      customer_email: params.customer_email ?? null,
      discounts: [],
      expires_at: now() + 86_400,
      livemode: false,
      locale: params.locale ?? null,
      metadata: params.metadata ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_intent_data: params.payment_intent_data ?? null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.success_url ?? null,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      url: `https://checkout.stripe.com/c/pay/${id}`,
    });
  }

  function createRefund(params: Record<string, unknown>): StripeObject {
    const intent = find(String(params.payment_intent), 'payment_intent', 'payment_intent');
    const charge = find(String(intent.latest_charge), 'charge', 'charge');
    const amount = Number(charge.amount) - Number(charge.amount_refunded);
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
    Object.assign(charge, { amount_refunded: Number(charge.amount_refunded) + amount, refunded: true });
    const meta = params.metadata ?? {};
    const base = { amount, charge: charge.id, currency: charge.currency, payment_intent: intent.id };
    return save({
      id: newId('re'),
      object: 'refund',
      ...base,
      created: now(),
      metadata: meta,
      status: 'succeeded',
    });
  }

  function route(method: string, path: string, params: Record<string, unknown>): StripeObject {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    const match = /^\/v1\/(.+)\/([^/]+)$/.exec(path);
    const object = match?.[1] === undefined ? undefined : RETRIEVABLE[match[1]];
    if (method === 'GET' && match?.[2] && object) {
      const expansions = Array.isArray(params.expand) ? params.expand.map(String) : [];
      const found = structuredClone(find(match[2], object, 'id'));
      return expansions.reduce<StripeObject>((o, p) => expand(o, p.split('.')) as StripeObject, found);
    }
    throw new StripeHttpError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
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
      body = replay ? replay.body : route(method, url.pathname, params);
      status = replay ? replay.status : 200;
    } catch (error) {
      const known =
        error instanceof StripeHttpError ? error : new StripeHttpError(500, 'api_error', String(error));
      status = known.status;
      body = { error: { type: known.type, message: known.message, ...known.extra } };
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
    completeSession(sessionId, options = {}) {
      const session = find(sessionId, 'checkout.session', 'session');
      const amount = Number(session.amount_total);
      const card = options.card ?? { brand: 'visa', last4: '4242', country: 'IT' };
      const metadata = isRecord(session.payment_intent_data)
        ? (session.payment_intent_data.metadata ?? {})
        : {};
      const intentId = newId('pi');
      const charge = save({
        id: newId('ch'),
        object: 'charge',
        amount,
        amount_refunded: 0,
        currency: session.currency,
        metadata,
        paid: true,
        payment_intent: intentId,
        payment_method_details: {
          type: 'card',
          card: { ...card, exp_month: 12, exp_year: 2034, funding: 'credit' },
        },
        refunded: false,
        status: 'succeeded',
      });
      const base = { amount, amount_received: amount, currency: session.currency };
      save({
        id: intentId,
        object: 'payment_intent',
        ...base,
        latest_charge: charge.id,
        metadata,
        status: 'succeeded',
      });
      Object.assign(session, {
        payment_intent: intentId,
        payment_status: 'paid',
        status: 'complete',
        url: null,
      });
      return structuredClone(session);
    },
    expireSession(sessionId) {
      const session = find(sessionId, 'checkout.session', 'session');
      return structuredClone(Object.assign(session, { status: 'expired', url: null }));
    },
    retrieve: (id) => structuredClone(objects.get(id)),
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `a[b][0][c]=1&expand[]=x` → `{ a: { b: [{ c: '1' }] }, expand: ['x'] }`, as Stripe reads its forms. */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [head = '', ...rest] = key.split('[');
    const path = [head, ...rest.map((segment) => segment.replace(/\]$/, ''))];
    let node = root;
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const child = isRecord(node[name]) ? node[name] : {};
      node[name] = child;
      node = child;
    });
  }
  return toArrays(root) as Record<string, unknown>;
}

function toArrays(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, toArrays(v)] as const);
  const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}
