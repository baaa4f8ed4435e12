import type { Db, Queryable } from '../../db/db';
import { enqueueJob } from '../../lib/jobs/job-queue';
import type { JobHandler } from '../../lib/jobs/job-worker';
import { purgeExpiredRows } from './purge.repository';

export const PURGE_JOB = 'maintenance.purge';
const HOUR_MS = 60 * 60_000;

/** The start of the hour `at` falls in: one purge per hour, whichever instance schedules it. */
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

const schedulePurgeAt = (db: Queryable, hour: Date) =>
  enqueueJob(db, { name: PURGE_JOB, runAt: hour, dedupeKey: `${PURGE_JOB}:${hour.toISOString()}` });

/**
 * Makes sure the hourly purge exists: called at every start, so a chain broken by a job that failed
 * for good is mended by the next deploy; the dedupe key keeps it to one job per hour.
 */
export const scheduleMaintenance = (db: Queryable, now = new Date()) => schedulePurgeAt(db, hourOf(now));

/** Runs the purge, then schedules the next one for the start of the next hour. */
export function createPurgeHandler(db: Db): JobHandler {
  return {
    async run() {
      await purgeExpiredRows(db);
      await schedulePurgeAt(db, new Date(hourOf(new Date()).getTime() + HOUR_MS));
    },
  };
}
