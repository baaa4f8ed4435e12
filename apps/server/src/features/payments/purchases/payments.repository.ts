import type { PurchaseStatus } from '@verificauto/shared/domain/refund-eligibility';
import { type Queryable, queryOne } from '../../../db/db';
import { isUniqueViolationOf } from '../../../db/unique-violation';
import type { OwnerClaim } from '../../../lib/owner-claim';

export interface Consent {
  key: 'regulation' | 'immediate_access' | 'age' | 'marketing';
  text: string;
  accepted_at: string;
}

export interface Billing {
  first_name: string;
  last_name: string;
  country: string;
  tax_code: string | null;
  address: { street: string; postal_code: string; city: string; province: string | null };
}

export interface NewPurchase {
  reportId: string;
  provider: 'test' | 'stripe';
  buyerEmail: string;
  billing: Billing;
  consents: Consent[];
  regulationVersion: string;
  marketingConsent: boolean;
  withdrawalWaivedAt: Date | null;
  listPriceCents: number;
  discountCodeId: string | null;
  discountCode: string | null;
  discountCents: number;
  amountCents: number;
  ip: string;
  userAgent: string | null;
  /** The account the checkout's browser was signed in as (decision 049). */
  signedInUserId: string | null;
}

/** A checkout's pending purchase, with its order number; it grants nothing until completed. */
export async function insertPendingPurchase(
  db: Queryable,
  p: NewPurchase,
): Promise<{ id: string; orderNumber: string }> {
  const row = await queryOne<{ id: string; orderNumber: string }>(
    db,
    `INSERT INTO purchases (order_number, report_id, provider, buyer_email, billing, consents, regulation_version,
                            marketing_consent, withdrawal_waived_at, list_price_cents, discount_code_id,
                            discount_code, discount_cents, amount_cents, checkout_ip, checkout_user_agent,
                            signed_in_user_id)
     VALUES ('VA-' || nextval('purchase_order_number_seq'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
             $13, $14, $15, $16)
     RETURNING id, order_number AS "orderNumber"`,
    [
      p.reportId,
      p.provider,
      p.buyerEmail,
      JSON.stringify(p.billing),
      JSON.stringify(p.consents),
      p.regulationVersion,
      p.marketingConsent,
      p.withdrawalWaivedAt,
      p.listPriceCents,
      p.discountCodeId,
      p.discountCode,
      p.discountCents,
      p.amountCents,
      p.ip,
      p.userAgent,
      p.signedInUserId,
    ],
  );
  if (!row) throw new Error('purchase not inserted');
  return row;
}

export const setProviderSession = (db: Queryable, purchaseId: string, session: string) =>
  db.query('UPDATE purchases SET provider_session = $2, updated_at = now() WHERE id = $1', [
    purchaseId,
    session,
  ]);

/** What every order (a purchases row) has, whatever it pays for. */
export interface OrderRecord {
  id: string;
  orderNumber: string;
  status: PurchaseStatus;
  provider: 'test' | 'stripe';
  providerRef: string | null;
  buyerId: string | null;
  buyerEmail: string;
  inspectionId: string;
  listPriceCents: number;
  discountCode: string | null;
  discountCents: number;
  amountCents: number;
  paymentMethod: string | null;
  paidAt: Date | null;
}

export interface PurchaseRecord extends OrderRecord {
  billing: Billing;
  reportId: string;
  reportNumber: number;
  vehicle: string;
  discountCodeId: string | null;
  accessUntil: Date | null;
  withdrawalWaivedAt: Date | null;
  reportAccessedAt: Date | null;
  refundedAt: Date | null;
  marketingConsent: boolean;
  /** A second payment for a report the buyer could already read: the purchase in force (decision 046). */
  duplicateOf: string | null;
  signedInUserId: string | null;
  /** The payment created the buyer's account (path B). */
  newAccount: boolean;
}

const PURCHASE_COLUMNS = `p.id, p.order_number AS "orderNumber", p.status, p.provider, p.provider_ref AS "providerRef",
  p.buyer_id AS "buyerId", p.buyer_email AS "buyerEmail", p.billing, p.report_id AS "reportId",
  r.inspection_id AS "inspectionId", r.report_number AS "reportNumber",
  trim(concat_ws(' ', r.brand, r.model, r.year::text)) AS vehicle, p.list_price_cents AS "listPriceCents",
  p.discount_code_id AS "discountCodeId", p.discount_code AS "discountCode", p.discount_cents AS "discountCents",
  p.amount_cents AS "amountCents", p.payment_method AS "paymentMethod", p.paid_at AS "paidAt",
  p.access_until AS "accessUntil", p.withdrawal_waived_at AS "withdrawalWaivedAt",
  p.report_accessed_at AS "reportAccessedAt", p.refunded_at AS "refundedAt",
  p.marketing_consent AS "marketingConsent", p.duplicate_of AS "duplicateOf",
  p.signed_in_user_id AS "signedInUserId", p.new_account AS "newAccount"`;

/** With FOR UPDATE, concurrent completions of one purchase wait for each other: the first one decides. */
export const findPurchase = (db: Queryable, purchaseId: string, options: { forUpdate?: boolean } = {}) =>
  queryOne<PurchaseRecord>(
    db,
    `SELECT ${PURCHASE_COLUMNS} FROM purchases p JOIN reports r ON r.id = p.report_id
      WHERE p.id = $1${options.forUpdate ? ' FOR UPDATE OF p' : ''}`,
    [purchaseId],
  );

export const findPurchaseByPaymentRef = (db: Queryable, provider: string, paymentRef: string) =>
  queryOne<PurchaseRecord>(
    db,
    `SELECT ${PURCHASE_COLUMNS} FROM purchases p JOIN reports r ON r.id = p.report_id
      WHERE p.provider = $1 AND p.provider_ref = $2 FOR UPDATE OF p`,
    [provider, paymentRef],
  );

export interface Payment {
  buyerId: string;
  paymentRef: string;
  paidAt: Date;
  accessUntil: Date;
  amountCents: number;
  discountCents: number;
  discountCodeId: string | null;
  discountCode: string | null;
  paymentMethod: string;
  cardCountry: string | null;
}

/**
 * Runs an update that gives a buyer a purchase in force; false, with nothing changed, when the buyer
 * already has one of the report (the unique index purchases_one_active_key, decision 046). On PostgreSQL a
 * concurrent payment of the same buyer waits here for the other to end. A savepoint keeps the caller's
 * transaction alive after the index refuses it.
 */
async function inForceUnlessOwned(db: Queryable, update: () => Promise<unknown>): Promise<boolean> {
  await db.query('SAVEPOINT purchase_in_force');
  try {
    await update();
    await db.query('RELEASE SAVEPOINT purchase_in_force');
    return true;
  } catch (error) {
    if (!isUniqueViolationOf(error, 'purchases_one_active_key')) throw error;
    await db.query('ROLLBACK TO SAVEPOINT purchase_in_force');
    return false;
  }
}

/**
 * Records the payment and opens the access; false when the buyer already has the report (see
 * inForceUnlessOwned). With `claim` the purchase has no buyer yet: it waits for the address owner's
 * confirmation (decision 049) and the index does not see it.
 */
export const markPurchasePaid = (
  db: Queryable,
  purchaseId: string,
  pay: Omit<Payment, 'buyerId'> & { buyerId: string | null; newAccount: boolean; claim: OwnerClaim | null },
) =>
  inForceUnlessOwned(db, () =>
    db.query(
      `UPDATE purchases SET status = 'paid', buyer_id = $2, provider_ref = $3, paid_at = $4, access_until = $5,
              amount_cents = $6, discount_cents = $7, discount_code_id = $8, discount_code = $9,
              payment_method = $10, card_country = $11, new_account = $12, claim_token_hash = $13,
              claim_expires_at = $14, updated_at = now()
        WHERE id = $1`,
      [
        purchaseId,
        pay.buyerId,
        pay.paymentRef,
        pay.paidAt,
        pay.accessUntil,
        pay.amountCents,
        pay.discountCents,
        pay.discountCodeId,
        pay.discountCode,
        pay.paymentMethod,
        pay.cardCountry,
        pay.newAccount,
        pay.claim?.tokenHash ?? null,
        pay.claim?.expiresAt ?? null,
      ],
    ),
  );

/** The paid purchase a claim token asks its address owner to confirm, locked (in the claim's transaction). */
export const findPurchaseClaim = (db: Queryable, tokenHash: string) =>
  queryOne<{ id: string; claim_expires_at: Date }>(
    db,
    `SELECT id, claim_expires_at FROM purchases
      WHERE claim_token_hash = $1 AND status = 'paid' AND buyer_id IS NULL FOR UPDATE`,
    [tokenHash],
  );

/**
 * The address owner confirmed the purchase: its token is spent and it becomes the account's; false, with
 * nothing changed, when the account already has the report in force (inForceUnlessOwned).
 */
export const attachClaimedPurchase = (db: Queryable, purchaseId: string, buyerId: string) =>
  inForceUnlessOwned(db, () =>
    db.query(
      `UPDATE purchases SET buyer_id = $2, claim_token_hash = NULL, claim_expires_at = NULL, updated_at = now()
        WHERE id = $1`,
      [purchaseId, buyerId],
    ),
  );

/**
 * A claimed purchase of a report its owner could already read: theirs, without access, refunded by the
 * duplicate-refund job (refunded_at set once the money is back).
 */
export const markClaimedDuplicate = (
  db: Queryable,
  purchaseId: string,
  buyerId: string,
  duplicateOf: string,
) =>
  db.query(
    `UPDATE purchases SET status = 'refunded', buyer_id = $2, duplicate_of = $3, claim_token_hash = NULL,
            claim_expires_at = NULL, updated_at = now()
      WHERE id = $1`,
    [purchaseId, buyerId, duplicateOf],
  );

/** A purchase whose access ended gives its place in purchases_one_active_key to the new one. */
export const supersedeEndedPurchases = (db: Queryable, buyerId: string, reportId: string) =>
  db.query(
    `UPDATE purchases SET superseded_at = now(), updated_at = now()
      WHERE buyer_id = $1 AND report_id = $2 AND status = 'paid' AND superseded_at IS NULL
        AND NOT va_access_active(access_until)`,
    [buyerId, reportId],
  );

/** The buyer's purchase of the report that holds the place in purchases_one_active_key. */
export async function findPurchaseInForce(
  db: Queryable,
  buyerId: string,
  reportId: string,
): Promise<string | undefined> {
  const row = await queryOne<{ id: string }>(
    db,
    `SELECT id FROM purchases WHERE buyer_id = $1 AND report_id = $2 AND status = 'paid' AND superseded_at IS NULL`,
    [buyerId, reportId],
  );
  return row?.id;
}

/** What a duplicate payment records: the payment, without the access or the code it would have given. */
export type DuplicatePayment = Omit<Payment, 'accessUntil' | 'discountCodeId' | 'discountCode'>;

/**
 * A payment taken for a report the buyer can already read: recorded without access and without a code's
 * use, as refunded; refunded_at is set once the money is given back (the duplicate-refund job).
 */
export const markPurchaseDuplicate = (
  db: Queryable,
  purchaseId: string,
  pay: DuplicatePayment & { duplicateOf: string },
) =>
  db.query(
    `UPDATE purchases SET status = 'refunded', buyer_id = $2, provider_ref = $3, paid_at = $4, amount_cents = $5,
            discount_cents = $6, payment_method = $7, card_country = $8, duplicate_of = $9,
            discount_code_id = NULL, updated_at = now()
      WHERE id = $1`,
    [
      purchaseId,
      pay.buyerId,
      pay.paymentRef,
      pay.paidAt,
      pay.amountCents,
      pay.discountCents,
      pay.paymentMethod,
      pay.cardCountry,
      pay.duplicateOf,
    ],
  );

/** The duplicate's money is back. */
export const markDuplicateRefunded = (db: Queryable, purchaseId: string) =>
  db.query(
    `UPDATE purchases SET refunded_at = now(), updated_at = now()
      WHERE id = $1 AND duplicate_of IS NOT NULL AND refunded_at IS NULL`,
    [purchaseId],
  );

/** A declined, expired or abandoned checkout; only a pending purchase changes. */
export const markPurchaseNotPaid = (db: Queryable, purchaseId: string, status: 'failed' | 'expired') =>
  db.query(`UPDATE purchases SET status = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`, [
    purchaseId,
    status,
  ]);

/** Access ends with the refund: the report reader reads only paid purchases. */
export const markPurchaseRefunded = (db: Queryable, purchaseId: string) =>
  db.query(
    `UPDATE purchases SET status = 'refunded', refunded_at = now(), updated_at = now() WHERE id = $1`,
    [purchaseId],
  );

/** A withdrawal ends the purchase's access to its report at once (decision 056). */
export const endPurchaseAccess = (db: Queryable, purchaseId: string) =>
  db.query(
    `UPDATE purchases SET access_until = now(), updated_at = now()
      WHERE id = $1 AND va_access_active(access_until)`,
    [purchaseId],
  );

/** Whether the account of this e-mail can already read the report: a second purchase would buy nothing. */
export async function hasActivePurchaseByEmail(
  db: Queryable,
  reportId: string,
  email: string,
): Promise<boolean> {
  const row = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM purchases p JOIN users u ON u.id = p.buyer_id
      WHERE p.report_id = $1 AND lower(u.email) = lower($2) AND p.status = 'paid' AND va_access_active(p.access_until)`,
    [reportId, email],
  );
  return (row?.n ?? 0) > 0;
}

/** Locks the purchase for queuing its e-mails; true when they were queued already. */
export async function lockPurchaseEmails(tx: Queryable, purchaseId: string): Promise<boolean> {
  const row = await queryOne<{ queued: boolean }>(
    tx,
    'SELECT emails_queued_at IS NOT NULL AS queued FROM purchases WHERE id = $1 FOR UPDATE',
    [purchaseId],
  );
  return row?.queued ?? true;
}

export const markPurchaseEmailsQueued = (tx: Queryable, purchaseId: string) =>
  tx.query('UPDATE purchases SET emails_queued_at = now() WHERE id = $1', [purchaseId]);
