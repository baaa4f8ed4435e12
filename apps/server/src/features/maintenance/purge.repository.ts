import { MAIL_RETENTION_DAYS } from '@verificauto/shared/domain/business';
import type { Queryable } from '../../db/db';
import { repeatUntilShort } from './batches';

/** Finished jobs are kept this long for support questions ("was my e-mail sent?"), then deleted. */
const FINISHED_JOB_DAYS = 30;
/** Spent one-time links (used or expired) are kept a day for support questions, then deleted. */
const SPENT_TOKEN_HOURS = 24;
/**
 * Rows deleted per statement: each chunk commits on its own, so no lock is held for long and the site
 * keeps its latency while a large backlog goes (docs/decisions/075-maintenance-in-batches.md).
 */
export const PURGE_CHUNK_ROWS = 5_000;

/** What one purge deletes: the rows of `table` that `where` selects. */
interface Purge {
  table: string;
  where: string;
  params?: readonly unknown[];
}

const PURGES: readonly Purge[] = [
  { table: 'sessions', where: 'expires_at <= now() OR absolute_expires_at <= now()' },
  {
    table: 'user_tokens',
    where: `expires_at <= now() - $1::int * interval '1 hour' OR used_at <= now() - $1::int * interval '1 hour'`,
    params: [SPENT_TOKEN_HOURS],
  },
  { table: 'rate_limits', where: 'window_ends_at <= now()' },
  // A Calendly booking intent is needed until its webhook arrives; a day later it only holds a plate.
  { table: 'calendly_intents', where: "expires_at <= now() - interval '1 day'" },
  {
    table: 'jobs',
    where: `status IN ('done', 'failed') AND updated_at <= now() - $1::int * interval '1 day'`,
    params: [FINISHED_JOB_DAYS],
  },
  {
    table: 'mail_outbox',
    where: `status IN ('sent', 'failed') AND created_at <= now() - $1::int * interval '1 day'`,
    params: [MAIL_RETENTION_DAYS],
  },
  // The last e-mail to a closed account names someone the database no longer knows (decision 042).
  { table: 'mail_outbox', where: "template = 'account_closed' AND status IN ('sent', 'failed')" },
];

/**
 * Deletes `chunkRows` rows of a purge per statement until fewer are left. The chunk's rows are found again by
 * their physical address (a TID scan, no index descent per row); one changed since it was chosen has another
 * address, or is deleted only if it still qualifies, since the condition is repeated.
 */
const purgeInChunks = (db: Queryable, { table, where, params = [] }: Purge, chunkRows: number) =>
  repeatUntilShort(
    db,
    `WITH deleted AS (
       DELETE FROM ${table}
        WHERE ctid = ANY (ARRAY(SELECT ctid FROM ${table} WHERE ${where} LIMIT $${params.length + 1}))
          AND (${where})
       RETURNING 1)
     SELECT count(*)::int AS count FROM deleted`,
    params,
    chunkRows,
  );

/**
 * Deletes what no longer serves anyone: ended sessions (with their IP address and browser), spent
 * one-time links, ended rate-limit windows, stale Calendly booking intents, long-finished jobs, and sent or failed e-mails past the
 * retention the privacy notice states (queued ones wait for delivery), the confirmation of a closed account
 * as soon as it is delivered.
 */
export async function purgeExpiredRows(db: Queryable, { chunkRows = PURGE_CHUNK_ROWS } = {}): Promise<void> {
  for (const purge of PURGES) await purgeInChunks(db, purge, chunkRows);
}
