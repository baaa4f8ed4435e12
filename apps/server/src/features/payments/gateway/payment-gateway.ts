/**
 * A hosted payment page of a provider (Stripe Checkout). The built-in test checkout does not need one:
 * it charges on our own page (test-card.ts). Orders of any kind go through it: a report purchase
 * and a workshop's booking fee (decisions 033 and 035).
 */
export interface HostedCheckoutInput {
  /** Our order: the purchase's uuid. The provider gives it back with every event of the session. */
  orderId: string;
  orderKind: 'report_purchase' | 'booking_fee';
  /** What the buyer sees on the provider's page, e.g. "Report Verificauto n. 10001 – Fiat Panda". */
  description: string;
  /**
   * What the buyer pays, as our rules priced it: a discount code was typed and checked on our page, and
   * the provider's page takes no code of its own (docs/decisions/050-discount-codes-in-both-payment-modes.md).
   */
  amountCents: number;
  /** A line under the description on the provider's page, e.g. the list price and the code's discount. */
  detail?: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

export interface HostedCheckout {
  sessionId: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** A payment event of the provider, after its signature was verified. */
export type PaymentEvent =
  | {
      type: 'paid';
      orderId: string;
      sessionId: string;
      /** The provider's id of the payment (Stripe: the PaymentIntent); completion is keyed by it. */
      paymentRef: string;
      /** What was charged. */
      amountCents: number;
      /** E.g. "Visa •••• 4242". */
      paymentMethod: string;
      /** ISO country of the card, when the provider knows it (VAT evidence). */
      cardCountry: string | null;
    }
  | { type: 'not_paid'; orderId: string; sessionId: string }
  /** `refundedCents`: the total refunded so far (a charge's amount_refunded), whole or partial. */
  | { type: 'refunded'; paymentRef: string; refundedCents: number }
  /** An event about a session the provider itself no longer knows. */
  | { type: 'unknown_session'; eventType: string; sessionId: string }
  | { type: 'ignored'; eventType: string };

export interface HostedPaymentGateway {
  /** The smallest amount the provider charges: a discount may not bring an order below it. */
  minimumAmountCents: number;
  createCheckout(input: HostedCheckoutInput): Promise<HostedCheckout>;
  /**
   * Verifies the signature on the exact bytes received and reads the event; a missing or wrong signature
   * throws an AppError 400.
   */
  readWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<PaymentEvent>;
  /** Gives the whole payment back; the refund event that follows revokes access (idempotent). */
  refund(paymentRef: string, idempotencyKey: string): Promise<void>;
}
