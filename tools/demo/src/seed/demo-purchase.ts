import type { Queryable } from '@verificauto/server/db/db';
import { REPORT_PRICE_CENTS } from '@verificauto/shared/domain/business';
import { checkoutStatements } from '@verificauto/shared/legal/checkout-statements';
import { REGULATION_VERSION_DATE } from '@verificauto/shared/legal/regulation';
import { DEMO_IDS, DEMO_ORDER_NUMBER } from './demo-ids';
import type { DemoTimeline } from './demo-timeline';
import { insertRecords } from './insert-records';

/**
 * The buyer's paid purchase of the approved report, at full price, with the statements ticked at checkout:
 * the express request for immediate access among them, so the report opens without being asked for it.
 */
export async function insertDemoPurchase(
  tx: Queryable,
  buyerId: string,
  timeline: DemoTimeline,
): Promise<void> {
  const { createdAt, paidAt, accessUntil } = timeline.purchase;
  const statements = checkoutStatements(REGULATION_VERSION_DATE);
  const ticked = (['regulation', 'immediate_access', 'age'] as const).map((key) => ({
    key,
    text: statements[key],
    accepted_at: createdAt.toISOString(),
  }));
  await insertRecords(
    tx,
    'purchases',
    [
      {
        id: DEMO_IDS.purchase,
        order_number: DEMO_ORDER_NUMBER,
        buyer_id: buyerId,
        // What the checkout records of every buyer (decision 033).
        buyer_email: 'acquirente@verificauto.test',
        billing: JSON.stringify({
          first_name: 'Giulia',
          last_name: 'Russo',
          country: 'IT',
          tax_code: 'RSSGLI90A41F205B',
          address: { street: 'Via Torino 8', postal_code: '20123', city: 'Milano', province: 'MI' },
        }),
        consents: JSON.stringify(ticked),
        withdrawal_waived_at: createdAt,
        report_id: DEMO_IDS.approvedReport,
        list_price_cents: REPORT_PRICE_CENTS,
        discount_cents: 0,
        amount_cents: REPORT_PRICE_CENTS,
        currency: 'EUR',
        payment_method: 'Visa •••• 4242',
        provider: 'test',
        provider_ref: 'test_demo_000001',
        status: 'paid',
        paid_at: paidAt,
        access_until: accessUntil,
        created_at: createdAt,
        updated_at: paidAt,
      },
    ],
    'ON CONFLICT DO NOTHING',
  );
}
