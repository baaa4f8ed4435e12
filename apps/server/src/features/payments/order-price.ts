import { REPORT_PRICE_CENTS } from '@verificauto/shared/domain/business';
import {
  applyDiscount,
  type DiscountRejection,
  rejectUnknownDiscountCode,
} from '@verificauto/shared/domain/discount';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { countCodeUsesByEmail, findDiscountCode } from './discount-codes.repository';

/** What a buyer pays, in integer cents, and the code that made it so. */
export interface OrderPrice {
  discountCents: number;
  totalCents: number;
  codeId: string | null;
  code: string | null;
  description: string | null;
}

export const FULL_PRICE: OrderPrice = {
  discountCents: 0,
  totalCents: REPORT_PRICE_CENTS,
  codeId: null,
  code: null,
  description: null,
};

/**
 * The price with a code typed in the payment step (docs/product.md#discount-codes), for this buyer now; an
 * unknown, expired, used-up or already used code is a 422 with the rule's Italian message.
 */
function refuse(result: DiscountRejection): never {
  throw new AppError(422, result.code, result.message);
}

export async function priceWithCode(
  db: Queryable,
  code: string,
  email: string | undefined,
): Promise<OrderPrice> {
  const found = await findDiscountCode(db, code);
  if (!found) refuse(rejectUnknownDiscountCode());
  const result = applyDiscount(found, {
    listPriceCents: REPORT_PRICE_CENTS,
    now: new Date(),
    usesByThisBuyer: email ? await countCodeUsesByEmail(db, found.id, email) : 0,
  });
  if (!result.ok) refuse(result);
  return {
    discountCents: result.discountCents,
    totalCents: result.totalCents,
    codeId: found.id,
    code: found.code,
    description: found.description,
  };
}
