import type { CheckoutBuyerSchema } from '@verificauto/shared/contracts/payments';
import { checkoutStatements, type StatementKey } from '@verificauto/shared/legal/checkout-statements';
import type { z } from 'zod';
import type { Consent } from '../purchases/payments.repository';

/** The statements this buyer ticked, with their words and the moment (recorded with the purchase). */
export function checkoutConsents(
  buyer: z.output<typeof CheckoutBuyerSchema>,
  regulationDate: string,
  now: Date,
): Consent[] {
  const texts = checkoutStatements(regulationDate);
  const ticked: Record<StatementKey, boolean> = {
    regulation: buyer.accept_regulation,
    immediate_access: buyer.immediate_access,
    age: buyer.declare_age,
    marketing: buyer.marketing_consent,
  };
  return (Object.keys(ticked) as StatementKey[])
    .filter((key) => ticked[key])
    .map((key) => ({ key, text: texts[key], accepted_at: now.toISOString() }));
}
