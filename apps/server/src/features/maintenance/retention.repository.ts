import {
  INACTIVE_ACCOUNT_YEARS,
  RETENTION_YEARS,
  UNCONFIRMED_ACCOUNT_DAYS,
} from '@verificauto/shared/domain/business';
import type { Queryable } from '../../db/db';

/** The deletion of an inactive account is announced this long before. */
export const INACTIVITY_NOTICE_MONTHS = 1;

/**
 * Orders and their invoices and credit notes, 10 years after the last document (art. 2220 c.c.); the
 * years count from the newest document of the order, so a credit note keeps its invoice.
 */
export async function deleteExpiredAccountingRecords(db: Queryable): Promise<void> {
  const expired = `SELECT p.id FROM purchases p
     WHERE p.created_at <= now() - $1::int * interval '1 year'
       AND NOT EXISTS (SELECT 1 FROM invoices i
                        WHERE i.purchase_id = p.id AND i.issued_at > now() - $1::int * interval '1 year')`;
  await db.query(`DELETE FROM invoices WHERE purchase_id IN (${expired})`, [RETENTION_YEARS.accounting]);
  await db.query(`DELETE FROM purchases WHERE id IN (${expired})`, [RETENTION_YEARS.accounting]);
}

/**
 * Marketing and direct contact, 2 years: a marketing consent given at a checkout lapses, and a checkout
 * never paid loses the contact and billing data it collected.
 */
export async function clearOldContactData(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE purchases SET marketing_consent = false
      WHERE marketing_consent AND created_at <= now() - $1::int * interval '1 year'`,
    [RETENTION_YEARS.marketing],
  );
  await db.query(
    `UPDATE purchases SET buyer_email = NULL, billing = NULL, checkout_ip = NULL, checkout_user_agent = NULL
      WHERE status IN ('pending', 'failed', 'expired') AND created_at <= now() - $1::int * interval '1 year'
        AND (buyer_email IS NOT NULL OR billing IS NOT NULL OR checkout_ip IS NOT NULL)`,
    [RETENTION_YEARS.marketing],
  );
}

/** Registrations whose activation link was never used, with no order or inspection: nothing to keep. */
export async function deleteUnconfirmedAccounts(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM users u
      WHERE u.role = 'user' AND NOT u.confirmed AND u.closed_at IS NULL AND u.blocked_at IS NULL
        AND u.created_at <= now() - $1::int * interval '1 day'
        AND NOT EXISTS (SELECT 1 FROM purchases p WHERE p.buyer_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM inspections i WHERE i.seller_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.actor_id = u.id)`,
    [UNCONFIRMED_ACCOUNT_DAYS],
  );
}

export interface InactiveAccount {
  id: string;
  email: string;
  name: string;
}

/**
 * Customer accounts with no sign-in, order or appointment for `years` (minus `months`), and none in
 * force: no report still readable, no inspection to come.
 */
const INACTIVE = `
  FROM users u
 WHERE u.role = 'user' AND u.closed_at IS NULL
   AND greatest(u.created_at, u.last_sign_in_at,
                (SELECT max(p.created_at) FROM purchases p WHERE p.buyer_id = u.id),
                (SELECT max(i.booked_at) FROM inspections i WHERE i.seller_id = u.id))
       <= now() - $1::int * interval '1 year' + $2::int * interval '1 month'
   AND NOT EXISTS (SELECT 1 FROM purchases p WHERE p.buyer_id = u.id AND va_access_active(p.access_until))
   AND NOT EXISTS (SELECT 1 FROM inspections i WHERE i.seller_id = u.id
                    AND i.status IN ('booked', 'awaiting_payment') AND i.booked_at > now())`;

/** Marks the accounts to warn a month ahead and returns them; a sign-in clears the mark (migration 014). */
export const markInactiveAccountsToWarn = (db: Queryable) =>
  db.query<InactiveAccount>(
    `UPDATE users SET inactivity_warned_at = now()
      WHERE id IN (SELECT u.id ${INACTIVE} AND u.inactivity_warned_at IS NULL AND u.blocked_at IS NULL)
      RETURNING id, email, name`,
    [INACTIVE_ACCOUNT_YEARS, INACTIVITY_NOTICE_MONTHS],
  );

/** Accounts inactive for the full period and warned at least a month ago (a blocked one is never warned). */
export const findInactiveAccountsToClose = (db: Queryable) =>
  db.query<InactiveAccount>(
    `SELECT u.id, u.email, u.name ${INACTIVE}
        AND (u.blocked_at IS NOT NULL
             OR u.inactivity_warned_at <= now() - $3::int * interval '1 month')
      ORDER BY u.id FOR UPDATE OF u`,
    [INACTIVE_ACCOUNT_YEARS, 0, INACTIVITY_NOTICE_MONTHS],
  );
