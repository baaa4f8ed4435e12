import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/**
 * The objects of the local Stripe server, built whole as the SDK types them: a field the API adds or
 * retypes in a new SDK release fails the typecheck here instead of going unnoticed in the tests.
 * Values are those of a test-mode card payment on an account without Connect, Tax or Radar rules.
 */

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** What the create call decides; the rest is what Stripe sets on a new payment session. */
export type SessionFields = Pick<
  Stripe.Checkout.Session,
  | 'allow_promotion_codes'
  | 'allowed_payment_method_types'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'currency'
  | 'customer_email'
  | 'locale'
  | 'metadata'
  | 'success_url'
>;

export function checkoutSession(fields: SessionFields): Stripe.Checkout.Session {
  const id = newId('cs_test');
  return {
    ...fields,
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    amount_subtotal: fields.amount_total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now(),
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: null,
    discounts: [],
    expires_at: now() + 86_400,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    managed_payments: null,
    mode: 'payment',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    wallet_options: null,
  };
}

export interface PaidCard {
  brand: string;
  last4: string;
  country: string | null;
}

/** What paying a session on the hosted page makes: a PaymentIntent and its succeeded card charge. */
export function cardPayment(
  session: Stripe.Checkout.Session,
  card: PaidCard,
  /** The session's payment_intent_data[metadata], which Stripe copies onto the intent and its charge. */
  metadata: Stripe.Metadata,
): { intent: Stripe.PaymentIntent; charge: Stripe.Charge } {
  const amount = session.amount_total ?? 0;
  const currency = session.currency ?? 'eur';
  const intentId = newId('pi');
  const charge: Stripe.Charge = {
    id: newId('ch'),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: null, email: session.customer_email, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'VERIFICAUTO',
    captured: true,
    created: now(),
    currency,
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata,
    on_behalf_of: null,
    outcome: null,
    paid: true,
    payment_intent: intentId,
    payment_method: newId('pm'),
    payment_method_details: {
      type: 'card',
      card: {
        amount_authorized: amount,
        authorization_code: null,
        brand: card.brand,
        checks: null,
        country: card.country,
        electronic_commerce_indicator: null,
        exp_month: 12,
        exp_year: 2034,
        funding: 'credit',
        installments: null,
        last4: card.last4,
        mandate: null,
        network: card.brand,
        network_transaction_id: null,
        regulated_status: 'unregulated',
        three_d_secure: null,
        transaction_link_id: null,
        wallet: null,
      },
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
  const intent: Stripe.PaymentIntent = {
    id: intentId,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount,
    amount_capturable: 0,
    amount_received: amount,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
    confirmation_method: 'automatic',
    created: now(),
    currency,
    customer: null,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: charge.id,
    livemode: false,
    managed_payments: null,
    metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: charge.payment_method,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_group: null,
  };
  return { intent, charge };
}

/** A refund of what is left of the charge; the charge records it, as Stripe's own does. */
export function refundOf(charge: Stripe.Charge, amount: number, metadata: Stripe.Metadata): Stripe.Refund {
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  return {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: now(),
    currency: charge.currency,
    customer: null,
    customer_account: null,
    metadata,
    payment_intent: typeof charge.payment_intent === 'string' ? charge.payment_intent : null,
    payment_method: charge.payment_method,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}
