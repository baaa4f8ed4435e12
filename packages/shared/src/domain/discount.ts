import { formatDate, formatEuroCents } from './format';

type DiscountAmount =
  | { percentOff: number; amountOffCents: null }
  | { percentOff: null; amountOffCents: number };

/**
 * A row of the table discount_codes. Exactly one of percentOff and amountOffCents is set, as the table's
 * CHECK requires; a null limit or date means none.
 */
export type DiscountCode = {
  id: string;
  code: string;
  description: string | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
  oncePerUser: boolean;
  active: boolean;
} & DiscountAmount;

export type DiscountErrorCode =
  | 'discount_unknown'
  | 'discount_not_yet_valid'
  | 'discount_expired'
  | 'discount_used_up'
  | 'discount_already_used'
  | 'discount_inactive'
  | 'discount_below_card_minimum';

export type DiscountRejection = { ok: false; code: DiscountErrorCode; message: string };

export type DiscountResult = { ok: true; discountCents: number; totalCents: number } | DiscountRejection;

export type DiscountContext = {
  listPriceCents: number;
  now: Date;
  /** How many paid purchases this buyer already made with the code. */
  usesByThisBuyer: number;
};

/** Codes match case-insensitively (the unique index is on upper(code)), with stray spaces ignored. */
export function normaliseDiscountCode(input: string): string {
  return input.trim().toUpperCase();
}

function rejectDiscount(code: DiscountErrorCode, message: string): DiscountRejection {
  return { ok: false, code, message };
}

/** The answer when no row matches the code the buyer typed. */
export function rejectUnknownDiscountCode(): DiscountRejection {
  return rejectDiscount(
    'discount_unknown',
    'Il codice sconto non esiste: controlla di averlo scritto correttamente.',
  );
}

/**
 * The answer when the total with the code is under the smallest amount the card provider charges
 * (Stripe: 0,50 €): the order could not be paid (docs/decisions/050-discount-codes-in-both-payment-modes.md).
 */
export function rejectBelowCardMinimum(minimumCents: number): DiscountRejection {
  return rejectDiscount(
    'discount_below_card_minimum',
    `Con questo codice il totale sarebbe inferiore a ${formatEuroCents(minimumCents)}, il minimo che si può pagare con carta: il codice non si può usare per questo acquisto.`,
  );
}

function discountCentsOf(code: DiscountCode, listPriceCents: number): number {
  if (code.percentOff !== null) {
    // Integer arithmetic rounds half up to the cent without floating-point surprises.
    return Math.floor((listPriceCents * code.percentOff + 50) / 100);
  }
  return code.amountOffCents;
}

/** Checks the code against the moment of payment and the buyer, then prices the order in integer cents. */
export function applyDiscount(code: DiscountCode, context: DiscountContext): DiscountResult {
  const { listPriceCents, now, usesByThisBuyer } = context;
  if (!Number.isSafeInteger(listPriceCents) || listPriceCents < 0) {
    throw new RangeError(`listPriceCents must be a non-negative integer, got ${listPriceCents}`);
  }
  if (!code.active) {
    return rejectDiscount('discount_inactive', 'Questo codice sconto non è più attivo.');
  }
  if (code.validFrom !== null && now.getTime() < code.validFrom.getTime()) {
    return rejectDiscount(
      'discount_not_yet_valid',
      `Il codice sconto non è ancora valido: si può usare dal ${formatDate(code.validFrom)}.`,
    );
  }
  // valid_until is the last valid instant, so the code still works exactly at it.
  if (code.validUntil !== null && now.getTime() > code.validUntil.getTime()) {
    return rejectDiscount('discount_expired', 'Il codice sconto è scaduto.');
  }
  if (code.oncePerUser && usesByThisBuyer > 0) {
    return rejectDiscount('discount_already_used', 'Hai già usato questo codice sconto.');
  }
  if (code.maxRedemptions !== null && code.redemptions >= code.maxRedemptions) {
    return rejectDiscount(
      'discount_used_up',
      'Questo codice sconto è già stato usato il numero massimo di volte.',
    );
  }
  const discountCents = Math.min(discountCentsOf(code, listPriceCents), listPriceCents);
  return { ok: true, discountCents, totalCents: listPriceCents - discountCents };
}
