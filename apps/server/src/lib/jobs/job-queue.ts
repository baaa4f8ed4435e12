import type { Queryable } from '../../db/db';
import { insertJob, insertOrRestartJob, type NewJob } from './jobs.repository';

/** Adds a job in the caller's transaction, so it exists exactly when the change that needs it commits. */
export const enqueueJob = (db: Queryable, job: NewJob): Promise<void> => insertJob(db, job);

/** Runs a finished or failed job again from its first attempt, in the caller's transaction. */
export const restartJob = (db: Queryable, job: NewJob & { dedupeKey: string }): Promise<void> =>
  insertOrRestartJob(db, job);
