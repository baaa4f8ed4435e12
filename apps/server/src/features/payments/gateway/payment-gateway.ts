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
  /** The list price; a discount is entered on the provider's page (promotion codes). */
  amountCents: number;
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
      amountCents: number;
      discountCents: number;
      /** The promotion code the buyer entered on the provider's page, as typed there (e.g. BENVENUTO50). */
      discountCode: string | null;
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
  createCheckout(input: HostedCheckoutInput): Promise<HostedCheckout>;
  /**
   * Verifies the signature on the exact bytes received and reads the event; a missing or wrong signature
   * throws an AppError 400.
   */
  readWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<PaymentEvent>;
  /** Gives the whole payment back; the refund event that follows revokes access (idempotent). */
  refund(paymentRef: string, idempotencyKey: string): Promise<void>;
}
