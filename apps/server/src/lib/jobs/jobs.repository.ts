import type { Queryable } from '../../db/db';

export interface NewJob {
  name: string;
  payload?: Record<string, unknown>;
  /** When to run; now by default. */
  runAt?: Date;
  /** A second job with the same key is ignored (e.g. one reminder per inspection). */
  dedupeKey?: string;
  /** DEFAULT_MAX_ATTEMPTS unless given. */
  maxAttempts?: number;
}

/** Decision 014: a job that fails 8 times stays failed, unless it retries by time (job-retry.ts). */
const DEFAULT_MAX_ATTEMPTS = 8;

const NEW_JOB_VALUES = 'VALUES ($1, $2, COALESCE($3::timestamptz, now()), $4, $5)';
const newJobParams = (job: NewJob) => [
  job.name,
  JSON.stringify(job.payload ?? {}),
  job.runAt?.toISOString() ?? null,
  job.dedupeKey ?? null,
  job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
];

export async function insertJob(db: Queryable, job: NewJob): Promise<void> {
  await db.query(
    `INSERT INTO jobs (name, payload, run_at, dedupe_key, max_attempts) ${NEW_JOB_VALUES}
     ON CONFLICT (dedupe_key) DO NOTHING`,
    newJobParams(job),
  );
}

/**
 * The job of `dedupeKey` once more, as if new: a done or failed one starts over with no attempt counted, a
 * missing one (purged) is added; a pending or running one is left as it is.
 */
export async function insertOrRestartJob(db: Queryable, job: NewJob & { dedupeKey: string }): Promise<void> {
  await db.query(
    `INSERT INTO jobs (name, payload, run_at, dedupe_key, max_attempts) ${NEW_JOB_VALUES}
     ON CONFLICT (dedupe_key) DO UPDATE
       SET status = 'pending', run_at = EXCLUDED.run_at, attempts = 0, first_attempt_at = NULL,
           max_attempts = EXCLUDED.max_attempts, locked_until = NULL, last_error = NULL, updated_at = now()
       WHERE jobs.status IN ('done', 'failed')`,
    newJobParams(job),
  );
}

export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  /** Counts this run too. */
  attempts: number;
  maxAttempts: number;
  firstAttemptAt: Date;
}

/**
 * Takes up to `limit` due jobs for this worker: pending ones whose time has come, and running ones whose
 * lease ran out because their process died (or lost the database) and stopped extending it. SKIP LOCKED
 * lets several instances claim at once without ever taking the same job twice.
 */
export async function claimDueJobs(db: Queryable, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  return db.query<ClaimedJob>(
    `WITH due AS (
       SELECT id FROM jobs
       WHERE (status = 'pending' AND run_at <= now()) OR (status = 'running' AND locked_until < now())
       ORDER BY run_at
       LIMIT $1
       FOR UPDATE SKIP LOCKED
     )
     UPDATE jobs
     SET status = 'running',
         attempts = jobs.attempts + 1,
         first_attempt_at = COALESCE(jobs.first_attempt_at, now()),
         locked_until = now() + $2::integer * interval '1 millisecond',
         updated_at = now()
     FROM due
     WHERE jobs.id = due.id
     RETURNING jobs.id, jobs.name, jobs.payload, jobs.attempts, jobs.max_attempts AS "maxAttempts",
       jobs.first_attempt_at AS "firstAttemptAt"`,
    [limit, leaseMs],
  );
}

// The updates below only apply while the job is still this worker's claim: `attempts` goes up at every
// claim, so together with the id it names the claim. A worker that lost its lease must neither extend it
// again nor overwrite the outcome of the run that took over; each update says whether it applied.
async function updateOwnClaim(
  db: Queryable,
  job: ClaimedJob,
  set: string,
  params: readonly unknown[] = [],
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET ${set} WHERE id = $1 AND attempts = $2 AND status = 'running' RETURNING id`,
    [job.id, job.attempts, ...params],
  );
  return rows.length > 0;
}

/** The heartbeat of a running job: its lease starts again from now. */
export const extendLease = (db: Queryable, job: ClaimedJob, leaseMs: number): Promise<boolean> =>
  updateOwnClaim(db, job, `locked_until = now() + $3::integer * interval '1 millisecond'`, [leaseMs]);

export const completeJob = (db: Queryable, job: ClaimedJob): Promise<boolean> =>
  updateOwnClaim(db, job, `status = 'done', locked_until = NULL, updated_at = now()`);

export const retryJobLater = (
  db: Queryable,
  job: ClaimedJob,
  error: string,
  delayMs: number,
): Promise<boolean> =>
  updateOwnClaim(
    db,
    job,
    `status = 'pending', run_at = now() + $3::integer * interval '1 millisecond', locked_until = NULL,
     last_error = $4, updated_at = now()`,
    [delayMs, error],
  );

export const failJob = (db: Queryable, job: ClaimedJob, error: string): Promise<boolean> =>
  updateOwnClaim(db, job, `status = 'failed', locked_until = NULL, last_error = $3, updated_at = now()`, [
    error,
  ]);

/**
 * Hands a running job back to the queue, due at once, when its instance shuts down before the handler ends:
 * another instance takes it at its next poll instead of after the lease. The interrupted attempt counts.
 */
export const releaseJob = (db: Queryable, job: ClaimedJob, reason: string): Promise<boolean> =>
  updateOwnClaim(
    db,
    job,
    `status = 'pending', run_at = now(), locked_until = NULL, last_error = $3, updated_at = now()`,
    [reason],
  );
