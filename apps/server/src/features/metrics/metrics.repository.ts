import { type Queryable, queryOne } from '../../db/db';

/** What the database says at a scrape, the same on every instance that shares it (decision 080). */
export interface DatabaseMetrics {
  /** Jobs a worker could take now (their time has come, or their lease ran out), up to the cap. */
  jobsDue: number;
  /** Since when the oldest of them waits; 0 when none does. */
  oldestDueJobSeconds: number;
  /** Failed jobs (attempts exhausted) still kept, by job name. */
  failedJobs: Record<string, number>;
  /** E-mails waiting to be sent, and those given up on and still kept, up to the cap each. */
  mailQueued: number;
  mailFailed: number;
  /** In the window: invoices issued (money taken), credit notes issued (money given back, whole or part). */
  paymentsCompleted: number;
  paymentsRefunded: number;
  /** Orders opened in the window that ended failed: a declined card, a payment refused before the charge. */
  paymentsFailed: number;
}

// A worker's condition for a due job (jobs.repository.ts, claimDueJobs), on jobs_due_idx.
const DUE_JOB = `status IN ('pending', 'running') AND run_at <= now() AND (status = 'pending' OR locked_until < now())`;

/**
 * One statement, every part of it on an index and bounded: a count stops at `cap` rows (a backlog after an
 * outage is not read whole every 15 s), the payments read only the window's documents and orders.
 */
export async function readDatabaseMetrics(
  db: Queryable,
  { cap, windowSeconds, timeoutMs }: { cap: number; windowSeconds: number; timeoutMs: number },
): Promise<DatabaseMetrics | undefined> {
  return queryOne<DatabaseMetrics>(
    db,
    `SELECT
       (SELECT count(*) FROM (SELECT 1 FROM jobs WHERE ${DUE_JOB} LIMIT $1) due)::int AS "jobsDue",
       COALESCE((SELECT extract(epoch FROM now() - min(run_at)) FROM jobs WHERE ${DUE_JOB}), 0)::float8
         AS "oldestDueJobSeconds",
       COALESCE((SELECT json_object_agg(name, failed) FROM
         (SELECT name, count(*)::int AS failed FROM jobs WHERE status = 'failed' GROUP BY name) f), '{}')
         AS "failedJobs",
       (SELECT count(*) FROM (SELECT 1 FROM mail_outbox WHERE status = 'queued' LIMIT $1) q)::int AS "mailQueued",
       (SELECT count(*) FROM (SELECT 1 FROM mail_outbox WHERE status = 'failed' LIMIT $1) f)::int AS "mailFailed",
       books.completed AS "paymentsCompleted",
       books.refunded AS "paymentsRefunded",
       (SELECT count(*) FROM purchases
         WHERE created_at > now() - $2::int * interval '1 second' AND status = 'failed')::int AS "paymentsFailed"
     FROM (SELECT count(*) FILTER (WHERE kind = 'invoice')::int AS completed,
                  count(*) FILTER (WHERE kind = 'credit_note')::int AS refunded
             FROM invoices WHERE issued_at > now() - $2::int * interval '1 second') books`,
    [cap, windowSeconds],
    { timeoutMs },
  );
}
