import { z } from 'zod';
import { codiceFiscaleProblem, normalizeCodiceFiscale } from '../domain/codice-fiscale';
import { isEuCountryCode } from '../domain/vat';
import { EmailSchema } from '../validation/email';
import { FORBIDDEN_CHARACTERS_MESSAGE, isPlainText } from '../validation/plain-text';
import { ReportPreviewSchema } from './report-preview';

const isoDateTime = z.string();
const cents = z.number().int().min(0);

/** Which payment page the buyer gets: Stripe Checkout, or the built-in test checkout (decision 033). */
export const PaymentProviderSchema = z.enum(['test', 'stripe']);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

/** GET /api/checkout/{inspectionUuid}: what is sold, at what price, under which Regolamento. */
export const CheckoutOfferSchema = z.object({
  inspection_uuid: z.uuid(),
  report_number: z.number().int(),
  reportPreview: ReportPreviewSchema,
  list_price_cents: cents,
  /** Access lasts this many days from the payment; `access_until` is that day if paid now. */
  access_days: z.number().int(),
  access_until: isoDateTime,
  /** The Regolamento the buyer accepts: its version id (recorded with the purchase) and date. */
  regulation: z.object({ version: z.string(), date: z.string() }),
  provider: PaymentProviderSchema,
  /** The signed-in user's details, to prefill the form; null for a guest. */
  buyer: z
    .object({
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      country: z.string(),
      tax_code: z.string().nullable(),
    })
    .nullable(),
});
export type CheckoutOffer = z.infer<typeof CheckoutOfferSchema>;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Inserisci ${label}.` })
    .trim()
    .min(1, `Inserisci ${label}.`)
    .max(max, `Il campo è troppo lungo (massimo ${max} caratteri).`)
    .refine(isPlainText, FORBIDDEN_CHARACTERS_MESSAGE);

/**
 * The address of residence: the FatturaPA's Sede (docs/product.md#legal-invoices) and evidence of the VAT
 * country. The province is asked of Italian residents only.
 */
export const BillingAddressSchema = z.object({
  street: requiredText('l’indirizzo (via e numero civico)', 60),
  postal_code: z
    .string({ error: 'Inserisci il CAP.' })
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9 -]{1,9}$/i, 'Inserisci un codice postale valido.'),
  city: requiredText('il comune', 60),
  province: z.string().trim().toUpperCase().optional(),
});
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

/** Who pays and where they live: the invoice's customer (FatturaPA) and the VAT country. */
const billingFields = {
  first_name: requiredText('il nome', 60),
  last_name: requiredText('il cognome', 60),
  country: z
    .string({ error: 'Scegli il paese di residenza.' })
    .refine(isEuCountryCode, 'Scegli il paese di residenza tra quelli dell’Unione europea.'),
  tax_code: z.string().trim().max(32).optional(),
  address: BillingAddressSchema,
};

interface BillingInput {
  country: string;
  tax_code?: string | undefined;
  address: { postal_code: string; province?: string | undefined };
}

function checkItalianBilling(billing: BillingInput, ctx: z.RefinementCtx) {
  if (billing.country !== 'IT') return;
  const problem = codiceFiscaleProblem(billing.tax_code ?? '');
  if (problem) ctx.addIssue({ code: 'custom', path: ['tax_code'], message: problem });
  if (!/^\d{5}$/.test(billing.address.postal_code)) {
    ctx.addIssue({ code: 'custom', path: ['address', 'postal_code'], message: 'Il CAP è fatto di 5 cifre.' });
  }
  if (!/^[A-Z]{2}$/.test(billing.address.province ?? '')) {
    ctx.addIssue({
      code: 'custom',
      path: ['address', 'province'],
      message: 'Indica la provincia con la sua sigla di 2 lettere (per esempio MI).',
    });
  }
}

// The codice fiscale and the province are Italian: other residents have neither on the invoice.
const keepItalianFields = <T extends BillingInput>(billing: T): T =>
  billing.country === 'IT'
    ? { ...billing, tax_code: normalizeCodiceFiscale(billing.tax_code ?? '') }
    : { ...billing, tax_code: undefined, address: { ...billing.address, province: undefined } };

/**
 * What the buyer states on our page before paying (docs/product.md#legal-checkout): who pays and where they
 * live (the VAT country), the Regolamento accepted by its version, the optional express request for immediate
 * access, the age declaration and the optional marketing consent. Each statement is a separate, unticked
 * checkbox on the page.
 */
export const CheckoutBuyerSchema = z
  .object({
    email: EmailSchema,
    ...billingFields,
    accept_regulation: z.literal(true, { error: 'Per acquistare devi accettare il Regolamento.' }),
    regulation_version: z.string().regex(/^[0-9a-f]{12}$/, 'Versione del Regolamento non valida.'),
    declare_age: z.literal(true, {
      error: 'Per acquistare devi dichiarare di essere maggiorenne o di avere il consenso di un genitore.',
    }),
    immediate_access: z.boolean(),
    marketing_consent: z.boolean(),
  })
  .superRefine(checkItalianBilling)
  .transform(keepItalianFields);
export type CheckoutBuyer = z.input<typeof CheckoutBuyerSchema>;

/**
 * POST /api/checkout/{inspectionUuid}/discount: the price with a code typed in the payment step, before
 * paying, with either payment page (decision 050).
 */
export const DiscountQuoteRequestSchema = z.object({
  code: z.string().trim().min(1, 'Inserisci il codice sconto.').max(40, 'Il codice sconto è troppo lungo.'),
  email: z.string().trim().max(254).optional(),
});
export const DiscountQuoteSchema = z.object({
  code: z.string(),
  description: z.string().nullable(),
  list_price_cents: cents,
  discount_cents: cents,
  total_cents: cents,
});
export type DiscountQuote = z.infer<typeof DiscountQuoteSchema>;

/** The card of the built-in test checkout; only test cards pay (decision 033). */
export const TestCardSchema = z.object({
  number: z.string().trim().max(32),
  expiry: z.string().trim().max(7),
  cvc: z.string().trim().max(4),
});
export type TestCard = z.infer<typeof TestCardSchema>;

/** The code the buyer applied in the payment step, priced again by the server when the order is made. */
const OrderDiscountCodeSchema = z.string().trim().max(40).optional();

/** POST /api/checkout/{inspectionUuid}/pay: the built-in test checkout pays at once. */
export const TestPaymentRequestSchema = z.object({
  buyer: CheckoutBuyerSchema,
  discount_code: OrderDiscountCodeSchema,
  card: TestCardSchema,
});
export type TestPaymentRequest = z.input<typeof TestPaymentRequestSchema>;

/**
 * POST /api/checkout/{inspectionUuid}/session: with Stripe, the statements and the code on our page first,
 * then the redirect to Stripe's page for the total they make.
 */
export const StripeSessionRequestSchema = z.object({
  buyer: CheckoutBuyerSchema,
  discount_code: OrderDiscountCodeSchema,
});
export type StripeSessionRequest = z.input<typeof StripeSessionRequestSchema>;

/** Either answer: where the browser goes next (Stripe's page, or our confirmation page). */
export const CheckoutStartedSchema = z.object({
  purchase_uuid: z.uuid(),
  redirect_url: z.string(),
});
export type CheckoutStarted = z.infer<typeof CheckoutStartedSchema>;

/**
 * GET /api/purchases/{uuid} (docs/product.md#payment-confirmation, docs/product.md#api), for
 * /payment/confirm/{uuid}.
 */
export const PurchaseSchema = z.object({
  uuid: z.uuid(),
  status: z.enum(['pending', 'paid', 'failed', 'expired', 'refunded']),
  order_number: z.string(),
  inspection_uuid: z.uuid(),
  amount_cents: cents,
  /**
   * To a browser not signed in as the buyer's account, what it typed (decision 049): `confirmed` is false
   * only when this payment created the account and a password e-mail comes.
   */
  user: z.object({ name: z.string(), email: z.string(), confirmed: z.boolean() }),
  /** Paid with the e-mail of an existing account: it is the account's once the address owner confirms. */
  awaiting_owner: z.boolean(),
  /** A second payment for a report the buyer could already read, refunded in full (decision 046). */
  duplicate: z.boolean(),
  /** This browser may open the report now: its read receipt, or the buyer's session (decision 057). */
  can_open: z.boolean(),
  /** The withdrawal function's link (`/recesso/{token}`) while the withdrawal period lasts, else null. */
  withdrawal_token: z.string().nullable(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

/** /api/purchases/claim/{token}: the token of the e-mail that asks the address owner to confirm a purchase. */
export const PurchaseClaimParamsSchema = z.object({ token: z.string() });

/**
 * POST /api/purchases/claim/{token}: the purchase is now the owner's ('Sto comprando'), or, when they could
 * already read the report, refunded as a duplicate (decision 049).
 */
export const PurchaseClaimedSchema = z.object({
  inspection_uuid: z.uuid(),
  report_number: z.number().int(),
  duplicate: z.boolean(),
});
export type PurchaseClaimed = z.infer<typeof PurchaseClaimedSchema>;

/** The booking fee's payer, for the invoice: the seller accepted the Regolamento when booking. */
export const BookingFeeBillingSchema = z
  .object(billingFields)
  .superRefine(checkItalianBilling)
  .transform(keepItalianFields);
export type BookingFeeBilling = z.input<typeof BookingFeeBillingSchema>;

/** Where a booking that waits for its fee stands (GET /api/inspections/{uuid}/fee). */
export const BookingFeeStatusSchema = z.enum(['awaiting_payment', 'booked', 'cancelled']);

/** GET /api/inspections/{uuid}/fee: the fee's pay page, for the browser that booked or the seller. */
export const BookingFeeOfferSchema = z.object({
  inspection_uuid: z.uuid(),
  order_number: z.string(),
  amount_cents: cents,
  provider: PaymentProviderSchema,
  status: BookingFeeStatusSchema,
  /** The fee was taken (paid, refunded since): a cancelled booking then has its fee coming back. */
  fee_paid: z.boolean(),
  /** Until when the slot is held for this payment; a later payment books it only if still free. */
  hold_expires_at: isoDateTime.nullable(),
  booked_at: isoDateTime,
  car_license_plate: z.string(),
  workshop: z.object({ name: z.string(), address: z.string() }),
  /** The booking's e-mail (the order's) and name, to prefill the payer's details. */
  buyer: z.object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    country: z.string(),
    tax_code: z.string().nullable(),
  }),
});
export type BookingFeeOffer = z.infer<typeof BookingFeeOfferSchema>;

/** POST /api/inspections/{uuid}/fee/pay: the built-in test checkout pays the fee at once. */
export const BookingFeePaymentRequestSchema = z.object({
  billing: BookingFeeBillingSchema,
  card: TestCardSchema,
});
export type BookingFeePaymentRequest = z.input<typeof BookingFeePaymentRequestSchema>;

/** POST /api/inspections/{uuid}/fee/session: with Stripe, the payer's details, then Stripe's page. */
export const BookingFeeSessionRequestSchema = z.object({ billing: BookingFeeBillingSchema });
export type BookingFeeSessionRequest = z.input<typeof BookingFeeSessionRequestSchema>;
