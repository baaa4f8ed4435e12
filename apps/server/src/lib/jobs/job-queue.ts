import type { Queryable } from '../../db/db';
import { insertJob, type NewJob } from './jobs.repository';

/** Adds a job in the caller's transaction, so it exists exactly when the change that needs it commits. */
export const enqueueJob = (db: Queryable, job: NewJob): Promise<void> => insertJob(db, job);
