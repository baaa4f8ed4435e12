import type { Db, Queryable } from '../../db/db';
import { enqueueJob } from '../../lib/jobs/job-queue';
import type { JobHandler } from '../../lib/jobs/job-worker';
import { purgeExpiredRows } from './purge.repository';
import { applyRetention, type RetentionDeps } from './retention';

export const PURGE_JOB = 'maintenance.purge';
export const RETENTION_JOB = 'maintenance.retention';
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The start of the period `at` falls in (UTC): one job per period, whichever instance schedules it. */
const periodOf = (at: Date, length: number) => new Date(Math.floor(at.getTime() / length) * length);

const scheduleAt = (db: Queryable, name: string, at: Date) =>
  enqueueJob(db, { name, runAt: at, dedupeKey: `${name}:${at.toISOString()}` });

/**
 * Makes sure the hourly purge and the daily retention exist: called at every start, so a chain broken
 * by a job that failed for good is mended by the next deploy; the dedupe keys keep one job per period.
 */
export async function scheduleMaintenance(db: Queryable, now = new Date()): Promise<void> {
  await scheduleAt(db, PURGE_JOB, periodOf(now, HOUR_MS));
  await scheduleAt(db, RETENTION_JOB, periodOf(now, DAY_MS));
}

/** Runs the purge, then schedules the next one for the start of the next hour. */
export function createPurgeHandler(db: Db): JobHandler {
  return {
    async run() {
      await purgeExpiredRows(db);
      await scheduleAt(db, PURGE_JOB, new Date(periodOf(new Date(), HOUR_MS).getTime() + HOUR_MS));
    },
  };
}

/** Applies the retention rules, then schedules the next run for the start of the next day (UTC). */
export function createRetentionHandler(deps: RetentionDeps): JobHandler {
  return {
    async run() {
      await applyRetention(deps);
      await scheduleAt(deps.db, RETENTION_JOB, new Date(periodOf(new Date(), DAY_MS).getTime() + DAY_MS));
    },
  };
}
