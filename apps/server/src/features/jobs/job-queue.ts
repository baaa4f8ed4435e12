import type { Queryable } from '../../db/db';

export interface NewJob {
  name: string;
  payload?: Record<string, unknown>;
  /** When to run; now by default. */
  runAt?: Date;
  /** A second job with the same key is ignored (e.g. one reminder per inspection). */
  dedupeKey?: string;
}

/** Adds a job in the caller's transaction, so it exists exactly when the change that needs it commits. */
export async function enqueueJob(db: Queryable, job: NewJob): Promise<void> {
  await db.query(
    `INSERT INTO jobs (name, payload, run_at, dedupe_key)
     VALUES ($1, $2, COALESCE($3::timestamptz, now()), $4)
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [job.name, JSON.stringify(job.payload ?? {}), job.runAt?.toISOString() ?? null, job.dedupeKey ?? null],
  );
}
