import { REPORT_PRICE_CENTS } from '@verificauto/shared/domain/business';
import {
  applyDiscount,
  type DiscountRejection,
  rejectBelowCardMinimum,
  rejectUnknownDiscountCode,
} from '@verificauto/shared/domain/discount';
import type { Queryable } from '../../../db/db';
import { AppError } from '../../../lib/app-error';
import type { HostedPaymentGateway } from '../gateway/payment-gateway';
import { countCodeUsesByEmail, findDiscountCode } from '../purchases/discount-codes.repository';

interface PricingDeps {
  db: Queryable;
  /** Stripe, whose minimum charge a discount may not go under; null: the test checkout, which has none. */
  gateway: Pick<HostedPaymentGateway, 'minimumAmountCents'> | null;
}

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

function refuse(result: DiscountRejection): never {
  throw new AppError(422, result.code, result.message);
}

/**
 * The price with a code typed in the payment step, for this buyer now, under the same rules with
 * either payment page (docs/decisions/050-discount-codes-in-both-payment-modes.md); an unknown, expired,
 * used-up or already used code, or one that leaves less than the provider's minimum charge, is a 422 with
 * the rule's Italian message.
 */
export async function priceWithCode(
  { db, gateway }: PricingDeps,
  code: string,
  email: string | undefined,
): Promise<OrderPrice> {
  const minimumCents = gateway?.minimumAmountCents ?? 0;
  const found = await findDiscountCode(db, code);
  if (!found) refuse(rejectUnknownDiscountCode());
  const result = applyDiscount(found, {
    listPriceCents: REPORT_PRICE_CENTS,
    now: new Date(),
    usesByThisBuyer: email ? await countCodeUsesByEmail(db, found.id, email) : 0,
  });
  if (!result.ok) refuse(result);
  if (result.totalCents < minimumCents) refuse(rejectBelowCardMinimum(minimumCents));
  return {
    discountCents: result.discountCents,
    totalCents: result.totalCents,
    codeId: found.id,
    code: found.code,
    description: found.description,
  };
}

/** What an order costs: the list price, or the price with the code the buyer applied in the payment step. */
export const priceOrder = (
  deps: PricingDeps,
  code: string | undefined,
  email: string,
): Promise<OrderPrice> => (code ? priceWithCode(deps, code, email) : Promise.resolve(FULL_PRICE));
