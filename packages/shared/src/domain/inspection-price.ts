import { formatPriceFrom } from './format';

/** The fees of the workshops a seller can book (the active ones), in cents; null when none has one. */
export interface WorkshopFees {
  lowestCents: number | null;
  /** The lowest fee above zero: a workshop with fee 0 asks the seller nothing (decision 063). */
  lowestPaidCents: number | null;
}

/** Where the price is, with no number: true whatever the fees, and all a page needs to say without them. */
export const PRICE_AT_BOOKING =
  'Il prezzo dell’ispezione, IVA inclusa, è indicato per ogni officina al momento della prenotazione';

/**
 * What the home page and 'Come vendere' say an inspection costs (docs/decisions/063-price-up-front.md):
 * always true, so computed from the fees as the database has them; `undefined` when they are not known.
 */
export function describeInspectionPrice(fees: WorkshopFees | undefined): string {
  if (!fees || fees.lowestCents === null) return PRICE_AT_BOOKING;
  if (fees.lowestPaidCents === null) return 'Ispezione gratuita in tutte le officine partner';
  const from = formatPriceFrom(fees.lowestPaidCents);
  return fees.lowestCents === 0
    ? `Ispezione gratuita in alcune officine partner, nelle altre ${from}, IVA inclusa`
    : `Ispezione ${from}, IVA inclusa`;
}
