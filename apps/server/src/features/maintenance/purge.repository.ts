import { MAIL_RETENTION_DAYS } from '@verificauto/shared/domain/business';
import type { Queryable } from '../../db/db';

/** Finished jobs are kept this long for support questions ("was my e-mail sent?"), then deleted. */
const FINISHED_JOB_DAYS = 30;
/** Spent one-time links (used or expired) are kept a day for support questions, then deleted. */
const SPENT_TOKEN_HOURS = 24;

/**
 * Deletes what no longer serves anyone: ended sessions (with their IP address and browser), spent
 * one-time links, ended rate-limit windows, stale Calendly booking intents, long-finished jobs, and sent or failed e-mails past the
 * retention the privacy notice states (queued ones wait for delivery), the confirmation of a closed account
 * as soon as it is delivered.
 */
export async function purgeExpiredRows(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= now() OR absolute_expires_at <= now()');
  await db.query(
    `DELETE FROM user_tokens
      WHERE expires_at <= now() - $1::int * interval '1 hour' OR used_at <= now() - $1::int * interval '1 hour'`,
    [SPENT_TOKEN_HOURS],
  );
  await db.query('DELETE FROM rate_limits WHERE window_ends_at <= now()');
  // A Calendly booking intent is needed until its webhook arrives; a day later it only holds a plate.
  await db.query("DELETE FROM calendly_intents WHERE expires_at <= now() - interval '1 day'");
  await db.query(
    `DELETE FROM jobs WHERE status IN ('done', 'failed') AND updated_at <= now() - $1::int * interval '1 day'`,
    [FINISHED_JOB_DAYS],
  );
  await db.query(
    `DELETE FROM mail_outbox WHERE status IN ('sent', 'failed') AND created_at <= now() - $1::int * interval '1 day'`,
    [MAIL_RETENTION_DAYS],
  );
  // The last e-mail to a closed account names someone the database no longer knows (decision 042).
  await db.query(
    "DELETE FROM mail_outbox WHERE template = 'account_closed' AND status IN ('sent', 'failed')",
  );
}
