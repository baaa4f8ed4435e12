import { type Queryable, queryOne } from '../db/db';

/**
 * Counts one hit on the fixed window of `key` in one atomic upsert (a window that has ended starts
 * again), and returns the hits so far with the seconds until the window ends.
 */
export async function countRateLimitHit(
  db: Queryable,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; retry_after: number } | undefined> {
  return queryOne<{ hits: number; retry_after: number }>(
    db,
    `INSERT INTO rate_limits (key, hits, window_ends_at)
     VALUES ($1, 1, now() + $2::int * interval '1 second')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_ends_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
       window_ends_at = CASE WHEN rate_limits.window_ends_at <= now()
                             THEN EXCLUDED.window_ends_at ELSE rate_limits.window_ends_at END
     RETURNING hits, GREATEST(1, CEIL(EXTRACT(EPOCH FROM window_ends_at - now())))::int AS retry_after`,
    [key, windowSeconds],
  );
}

/** Takes one hit back from the window of `key` still running (none from an ended one). */
export async function uncountRateLimitHit(db: Queryable, key: string): Promise<void> {
  await db.query(
    'UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND window_ends_at > now() AND hits > 0',
    [key],
  );
}
