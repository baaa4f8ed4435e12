import {
  INACTIVE_ACCOUNT_YEARS,
  RETENTION_YEARS,
  UNCONFIRMED_ACCOUNT_DAYS,
} from '@verificauto/shared/domain/business';
import type { Queryable } from '../../db/db';
import { repeatUntilShort } from './batches';

/** The deletion of an inactive account is announced this long before. */
export const INACTIVITY_NOTICE_MONTHS = 1;

/**
 * Orders and their invoices and credit notes, 10 years after the last document (art. 2220 c.c.); the
 * years count from the newest document of the order, so a credit note keeps its invoice. `batchRows`
 * orders per statement. Each batch's rows are looked up by key (`= ANY (ARRAY(…))`): an `IN` join would
 * read every candidate, not only the batch's, at each batch.
 */
export const deleteExpiredAccountingRecords = (db: Queryable, batchRows: number) =>
  repeatUntilShort(
    db,
    `WITH expired AS (
       SELECT p.id FROM purchases p
        WHERE p.created_at <= now() - $1::int * interval '1 year'
          AND NOT EXISTS (SELECT 1 FROM invoices i
                           WHERE i.purchase_id = p.id AND i.issued_at > now() - $1::int * interval '1 year')
        LIMIT $2),
     documents AS (DELETE FROM invoices WHERE purchase_id = ANY (ARRAY(SELECT id FROM expired))),
     deleted AS (DELETE FROM purchases WHERE id = ANY (ARRAY(SELECT id FROM expired)) RETURNING 1)
     SELECT count(*)::int AS count FROM deleted`,
    [RETENTION_YEARS.accounting],
    batchRows,
  );

/**
 * Marketing and direct contact, 2 years: a marketing consent given at a checkout lapses, and a checkout
 * never paid loses the contact and billing data it collected. `batchRows` orders per statement.
 */
export async function clearOldContactData(db: Queryable, batchRows: number): Promise<void> {
  const consent = `marketing_consent AND created_at <= now() - $1::int * interval '1 year'`;
  await repeatUntilShort(
    db,
    `WITH cleared AS (
       UPDATE purchases SET marketing_consent = false
        WHERE id = ANY (ARRAY(SELECT id FROM purchases WHERE ${consent} LIMIT $2)) AND ${consent}
       RETURNING 1)
     SELECT count(*)::int AS count FROM cleared`,
    [RETENTION_YEARS.marketing],
    batchRows,
  );
  const unpaid = `status IN ('pending', 'failed', 'expired') AND created_at <= now() - $1::int * interval '1 year'
        AND (buyer_email IS NOT NULL OR billing IS NOT NULL OR checkout_ip IS NOT NULL)`;
  await repeatUntilShort(
    db,
    `WITH cleared AS (
       UPDATE purchases SET buyer_email = NULL, billing = NULL, checkout_ip = NULL, checkout_user_agent = NULL
        WHERE id = ANY (ARRAY(SELECT id FROM purchases WHERE ${unpaid} LIMIT $2)) AND ${unpaid}
       RETURNING 1)
     SELECT count(*)::int AS count FROM cleared`,
    [RETENTION_YEARS.marketing],
    batchRows,
  );
}

/**
 * Registrations whose activation link was never used, with no order or inspection: nothing to keep.
 * `batchRows` accounts per statement.
 */
export async function deleteUnconfirmedAccounts(db: Queryable, batchRows: number): Promise<void> {
  const unconfirmed = `role = 'user' AND NOT confirmed AND closed_at IS NULL AND blocked_at IS NULL
        AND created_at <= now() - $1::int * interval '1 day'`;
  await repeatUntilShort(
    db,
    `WITH deleted AS (
       DELETE FROM users
        WHERE id = ANY (ARRAY(SELECT u.id FROM users u
                               WHERE ${unconfirmed}
                                 AND NOT EXISTS (SELECT 1 FROM purchases p WHERE p.buyer_id = u.id)
                                 AND NOT EXISTS (SELECT 1 FROM inspections i WHERE i.seller_id = u.id)
                                 AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.actor_id = u.id)
                               LIMIT $2))
          AND ${unconfirmed}
       RETURNING 1)
     SELECT count(*)::int AS count FROM deleted`,
    [UNCONFIRMED_ACCOUNT_DAYS],
    batchRows,
  );
}

export interface InactiveAccount {
  id: string;
  email: string;
  name: string;
  /** The account's last sign-in or creation (text, exact to the microsecond): where the next batch starts. */
  idle_since: string;
}

/** Where a walk through the accounts by their last sign-in stands: after this account. */
export interface InactiveCursor {
  idleSince: string;
  id: string;
}

export const FIRST_INACTIVE: InactiveCursor = {
  idleSince: '-infinity',
  id: '00000000-0000-0000-0000-000000000000',
};

const IDLE_SINCE = 'greatest(u.created_at, u.last_sign_in_at)';

/**
 * Customer accounts with no sign-in, order or appointment for `years` (minus `$2` months), and none in
 * force: no report still readable, no inspection to come. They are walked by their last sign-in or creation
 * (users_idle_since_idx, migration 033), which no later order or appointment can make older; each account's
 * orders and appointments are read once, by index (a join could scan every order for the readable ones).
 */
const INACTIVE = `
  FROM users u
  CROSS JOIN LATERAL (SELECT max(p.created_at) AS last_order,
                             coalesce(bool_or(va_access_active(p.access_until)), false) AS reading
                        FROM purchases p WHERE p.buyer_id = u.id) AS orders
  CROSS JOIN LATERAL (SELECT max(i.booked_at) AS last_booking,
                             coalesce(bool_or(i.status IN ('booked', 'awaiting_payment') AND i.booked_at > now()),
                                      false) AS coming
                        FROM inspections i WHERE i.seller_id = u.id) AS bookings
 WHERE u.role = 'user' AND u.closed_at IS NULL
   AND ${IDLE_SINCE} <= now() - $1::int * interval '1 year' + $2::int * interval '1 month'
   AND greatest(u.created_at, u.last_sign_in_at, orders.last_order, bookings.last_booking)
       <= now() - $1::int * interval '1 year' + $2::int * interval '1 month'
   AND NOT orders.reading AND NOT bookings.coming
   AND (${IDLE_SINCE}, u.id) > ($3::timestamptz, $4::uuid)`;

/**
 * The next `limit` inactive accounts after `after` that `stage` selects (its parameters from `$6`), counted
 * inactive `monthsEarly` before the full period; locked until the transaction ends.
 */
const findInactiveAccounts = (
  db: Queryable,
  { stage, monthsEarly, stageParams = [] }: { stage: string; monthsEarly: number; stageParams?: unknown[] },
  after: InactiveCursor,
  limit: number,
) =>
  db.query<InactiveAccount>(
    `SELECT u.id, u.email, u.name, ${IDLE_SINCE}::text AS idle_since ${INACTIVE} AND ${stage}
      ORDER BY ${IDLE_SINCE}, u.id LIMIT $5 FOR UPDATE OF u`,
    [INACTIVE_ACCOUNT_YEARS, monthsEarly, after.idleSince, after.id, limit, ...stageParams],
  );

/** Accounts to warn a month ahead (a blocked one is never warned); a sign-in clears the mark (migration 014). */
export const findInactiveAccountsToWarn = (db: Queryable, after: InactiveCursor, limit: number) =>
  findInactiveAccounts(
    db,
    {
      stage: 'u.inactivity_warned_at IS NULL AND u.blocked_at IS NULL',
      monthsEarly: INACTIVITY_NOTICE_MONTHS,
    },
    after,
    limit,
  );

export const markAccountsWarned = (db: Queryable, ids: readonly string[]) =>
  db.query('UPDATE users SET inactivity_warned_at = now() WHERE id = ANY($1::uuid[])', [ids]);

/** Accounts inactive for the full period and warned at least a month ago (a blocked one is never warned). */
export const findInactiveAccountsToClose = (db: Queryable, after: InactiveCursor, limit: number) =>
  findInactiveAccounts(
    db,
    {
      stage: "(u.blocked_at IS NOT NULL OR u.inactivity_warned_at <= now() - $6::int * interval '1 month')",
      monthsEarly: 0,
      stageParams: [INACTIVITY_NOTICE_MONTHS],
    },
    after,
    limit,
  );
