import type { Queryable } from '@verificauto/server/db/db';
import {
  PROMO_CODE,
  PROMO_PERCENT_OFF,
  PROMO_VALID_UNTIL,
  REPORT_PRICE_CENTS,
} from '@verificauto/shared/domain/business';
import { DEMO_IDS, DEMO_ORDER_NUMBER } from './demo-ids';
import type { DemoTimeline } from './demo-timeline';
import { insertRecords } from './insert-records';

/** The welcome code that the promotional text of the service rules shows (docs/product.md#discount-codes). */
export async function insertPromoCode(tx: Queryable, createdAt: Date): Promise<void> {
  await insertRecords(
    tx,
    'discount_codes',
    [
      {
        code: PROMO_CODE,
        description: `Sconto di benvenuto del ${PROMO_PERCENT_OFF}% sul primo report`,
        percent_off: PROMO_PERCENT_OFF,
        once_per_user: true,
        // The Regolamento promises the code until the end of that day, Italian time (CET in December).
        valid_until: new Date(`${PROMO_VALID_UNTIL}T23:59:59.999+01:00`),
        active: true,
        created_at: createdAt,
      },
    ],
    'ON CONFLICT (upper(code)) DO NOTHING',
  );
}

/** The buyer's paid purchase of the approved report, at full price. */
export async function insertDemoPurchase(
  tx: Queryable,
  buyerId: string,
  timeline: DemoTimeline,
): Promise<void> {
  const { createdAt, paidAt, accessUntil } = timeline.purchase;
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
