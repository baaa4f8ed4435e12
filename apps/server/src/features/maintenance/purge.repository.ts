import type { Queryable } from '../../db/db';

export interface PurgeCounts {
  sessions: number;
  userTokens: number;
  rateLimits: number;
  jobs: number;
}

/** Finished jobs are kept this long for support questions ("was my e-mail sent?"), then deleted. */
export const FINISHED_JOB_DAYS = 30;
/** Spent one-time links (used or expired) are kept a day for support questions, then deleted. */
const SPENT_TOKEN_HOURS = 24;

async function deleted(db: Queryable, sql: string, params: readonly unknown[] = []): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Deletes what no longer serves anyone: ended sessions (with their IP address and browser), spent
 * one-time links, ended rate-limit windows and long-finished jobs.
 */
export async function purgeExpiredRows(db: Queryable): Promise<PurgeCounts> {
  return {
    sessions: await deleted(
      db,
      'DELETE FROM sessions WHERE expires_at <= now() OR absolute_expires_at <= now()',
    ),
    userTokens: await deleted(
      db,
      `DELETE FROM user_tokens
        WHERE expires_at <= now() - $1::int * interval '1 hour' OR used_at <= now() - $1::int * interval '1 hour'`,
      [SPENT_TOKEN_HOURS],
    ),
    rateLimits: await deleted(db, 'DELETE FROM rate_limits WHERE window_ends_at <= now()'),
    jobs: await deleted(
      db,
      `DELETE FROM jobs WHERE status IN ('done', 'failed') AND updated_at <= now() - $1::int * interval '1 day'`,
      [FINISHED_JOB_DAYS],
    ),
  };
}
