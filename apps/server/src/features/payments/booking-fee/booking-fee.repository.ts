import { type Queryable, queryOne } from '../../../db/db';
import type { Billing, Consent, OrderRecord } from '../purchases/payments.repository';

/** The order of a booking fee (purchases.kind = 'booking_fee'); billing is asked on the pay page. */
export interface FeeOrderRecord extends OrderRecord {
  billing: Billing | null;
}

const FEE_ORDER_COLUMNS = `id, order_number AS "orderNumber", status, provider, provider_ref AS "providerRef",
  buyer_id AS "buyerId", buyer_email AS "buyerEmail", billing, inspection_id AS "inspectionId",
  list_price_cents AS "listPriceCents", discount_cents AS "discountCents", discount_code AS "discountCode",
  amount_cents AS "amountCents", payment_method AS "paymentMethod", paid_at AS "paidAt"`;

/** The pending order of a held inspection's fee, in the booking's transaction. */
export async function insertFeeOrder(
  db: Queryable,
  order: {
    inspectionId: string;
    provider: 'test' | 'stripe';
    email: string;
    amountCents: number;
    regulationVersion: string;
    consents: Consent[];
  },
): Promise<void> {
  await db.query(
    `INSERT INTO purchases (order_number, kind, inspection_id, provider, buyer_email, consents, regulation_version,
                            list_price_cents, amount_cents)
     VALUES ('VA-' || nextval('purchase_order_number_seq'), 'booking_fee', $1, $2, $3, $4, $5, $6, $6)`,
    [
      order.inspectionId,
      order.provider,
      order.email,
      JSON.stringify(order.consents),
      order.regulationVersion,
      order.amountCents,
    ],
  );
}

/** Whether the fee's order went to the provider's payment page (a Stripe session), which names the appointment. */
export async function isFeeOrderAtProvider(db: Queryable, inspectionId: string): Promise<boolean> {
  const row = await queryOne<{ opened: boolean }>(
    db,
    `SELECT provider_session IS NOT NULL AS opened FROM purchases
      WHERE inspection_id = $1 AND kind = 'booking_fee'`,
    [inspectionId],
  );
  return row?.opened ?? false;
}

/** With FOR UPDATE, concurrent completions of one order wait for each other: the first one decides. */
export const findFeeOrder = (db: Queryable, orderId: string, options: { forUpdate?: boolean } = {}) =>
  queryOne<FeeOrderRecord>(
    db,
    `SELECT ${FEE_ORDER_COLUMNS} FROM purchases
      WHERE id = $1 AND kind = 'booking_fee'${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [orderId],
  );

export const findFeeOrderOfInspection = (db: Queryable, inspectionId: string) =>
  queryOne<FeeOrderRecord>(
    db,
    `SELECT ${FEE_ORDER_COLUMNS} FROM purchases WHERE inspection_id = $1 AND kind = 'booking_fee'`,
    [inspectionId],
  );

/** What an order pays for: a provider's event names only the order. */
export async function findOrderKind(
  db: Queryable,
  orderId: string,
): Promise<'report' | 'booking_fee' | undefined> {
  const row = await queryOne<{ kind: 'report' | 'booking_fee' }>(
    db,
    'SELECT kind FROM purchases WHERE id = $1',
    [orderId],
  );
  return row?.kind;
}

/** The payer's details from the pay page, with the request's evidence; only while the order is pending. */
export const setFeeBilling = (
  db: Queryable,
  orderId: string,
  details: { billing: Billing; ip: string; userAgent: string | null },
) =>
  db.query(
    `UPDATE purchases SET billing = $2, checkout_ip = $3, checkout_user_agent = $4, updated_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [orderId, JSON.stringify(details.billing), details.ip, details.userAgent],
  );

export const markFeeOrderPaid = (
  db: Queryable,
  orderId: string,
  pay: {
    buyerId: string | null;
    paymentRef: string;
    paidAt: Date;
    amountCents: number;
    paymentMethod: string;
    cardCountry: string | null;
  },
) =>
  db.query(
    `UPDATE purchases SET status = 'paid', buyer_id = $2, provider_ref = $3, paid_at = $4, amount_cents = $5,
            payment_method = $6, card_country = $7, updated_at = now()
      WHERE id = $1`,
    [orderId, pay.buyerId, pay.paymentRef, pay.paidAt, pay.amountCents, pay.paymentMethod, pay.cardCountry],
  );

/**
 * The paid fee of a booking that waited for its owner joins the owner's account when they confirm the
 * booking, in the confirmation's transaction (decision 045). An unpaid order gets its buyer when paid.
 */
export async function setFeeOrderBuyer(db: Queryable, inspectionId: string, buyerId: string): Promise<void> {
  await db.query(
    `UPDATE purchases SET buyer_id = $2, updated_at = now()
      WHERE inspection_id = $1 AND kind = 'booking_fee' AND buyer_id IS NULL AND paid_at IS NOT NULL`,
    [inspectionId, buyerId],
  );
}
