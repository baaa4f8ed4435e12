import { describeInspectionPrice } from '@verificauto/shared/domain/inspection-price';
import type { Queryable } from '../../db/db';
import { findActiveWorkshopFees } from './booking.repository';

// Every page waits for it: past this it says where the price is, without a number.
const FEES_TIMEOUT_MS = 1_000;

/**
 * What the public pages say an inspection costs, from the active workshops' fees as they are when the page
 * is sent, so that a changed fee shows on the next page of any instance (docs/decisions/063-price-up-front.md).
 * When the database does not answer, the sentence without a number, which is always true: the page is
 * still served.
 */
export async function currentInspectionPrice(
  db: Queryable,
  onError: (error: unknown) => void,
): Promise<string> {
  try {
    const fees = await findActiveWorkshopFees(db, FEES_TIMEOUT_MS);
    return describeInspectionPrice({ lowestCents: fees.lowest, lowestPaidCents: fees.lowest_paid });
  } catch (error) {
    onError(error);
    return describeInspectionPrice(undefined);
  }
}
