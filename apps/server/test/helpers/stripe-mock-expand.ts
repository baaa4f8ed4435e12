import type Stripe from 'stripe';
import { StripeHttpError } from './stripe-mock-error';

/** Every object the local Stripe server keeps, as the SDK types it. */
export type StripeMockObject = Stripe.Checkout.Session | Stripe.PaymentIntent | Stripe.Charge | Stripe.Refund;
export type StripeMockKind = StripeMockObject['object'];
export type StripeMockObjectOf<K extends StripeMockKind> = Extract<StripeMockObject, { object: K }>;

/** The fields the SDK types as "an id, or the object when expanded": `string | Stripe.X`. */
type ExpandableField<T> = {
  [K in keyof T]-?: string extends T[K]
    ? [Exclude<T[K], string | null | undefined>] extends [never]
      ? never
      : K
    : never;
}[keyof T];

/**
 * Each object's expandable fields, all of them: a field the SDK adds fails the typecheck until it is listed.
 * The ones this server can fill hold ids of its own objects; the others (customer, invoice, …) stay null.
 */
const EXPANDABLE: { [K in StripeMockKind]: Record<ExpandableField<StripeMockObjectOf<K>>, true> } = {
  'checkout.session': {
    customer: true,
    invoice: true,
    payment_intent: true,
    payment_link: true,
    setup_intent: true,
    subscription: true,
  },
  payment_intent: {
    application: true,
    customer: true,
    latest_charge: true,
    on_behalf_of: true,
    payment_method: true,
    payment_record: true,
    review: true,
    source: true,
  },
  charge: {
    application: true,
    application_fee: true,
    balance_transaction: true,
    customer: true,
    failure_balance_transaction: true,
    on_behalf_of: true,
    payment_intent: true,
    review: true,
    source_transfer: true,
    transfer: true,
  },
  refund: {
    balance_transaction: true,
    charge: true,
    customer: true,
    failure_balance_transaction: true,
    payment_intent: true,
    payment_method: true,
    source_transfer_reversal: true,
    transfer_reversal: true,
  },
};

// docs.stripe.com/api/expanding_objects: "Expansions have a maximum depth of four levels".
const MAX_DEPTH = 4;

const isMockObject = (value: unknown): value is StripeMockObject =>
  typeof value === 'object' &&
  value !== null &&
  'object' in value &&
  Object.hasOwn(EXPANDABLE, String(value.object));

/**
 * The response to a request with `expand[]=a.b…`: each named field, an id until then, replaced by the
 * object (a null stays null), level by level; a field that is not expandable is Stripe's 400.
 */
export function expandObject<T extends StripeMockObject>(
  object: T,
  paths: readonly string[],
  find: (id: string) => StripeMockObject | undefined,
): T {
  const copy = structuredClone(object);
  for (const path of paths) {
    const fields = path.split('.');
    if (fields.length > MAX_DEPTH) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        'You cannot expand more than 4 levels of a property.',
        {
          param: 'expand',
        },
      );
    }
    expandPath(copy, fields, find);
  }
  return copy;
}

function expandPath(
  object: StripeMockObject,
  [field = '', ...rest]: readonly string[],
  find: (id: string) => StripeMockObject | undefined,
): void {
  if (!Object.hasOwn(EXPANDABLE[object.object], field)) {
    throw new StripeHttpError(400, 'invalid_request_error', `This property cannot be expanded (${field}).`);
  }
  let value: unknown = Reflect.get(object, field);
  if (typeof value === 'string') {
    value = structuredClone(find(value));
    // Every id this server writes names an object it holds; anything else is a bug of the server itself.
    if (!isMockObject(value))
      throw new Error(`${object.id}.${field}: nessun oggetto con id ${Reflect.get(object, field)}`);
    Reflect.set(object, field, value);
  }
  if (rest.length > 0 && isMockObject(value)) expandPath(value, rest, find);
}
