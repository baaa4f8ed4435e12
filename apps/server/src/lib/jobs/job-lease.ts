import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/db';
import { type ClaimedJob, extendLease } from './jobs.repository';

export interface LeaseKeeper {
  /** Stops extending the lease; resolves once no heartbeat is in flight. */
  stop(): Promise<void>;
}

/**
 * The heartbeat of a running job: extends its lease every third of it, so that the job stays with this
 * worker however long it runs, and passes to another instance about one lease after this one stops
 * beating (docs/decisions/030-job-lease-heartbeat.md). Two beats may fail before the lease ends.
 */
export function keepLease(
  db: Queryable,
  job: ClaimedJob,
  leaseMs: number,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): LeaseKeeper {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> = Promise.resolve();

  const beat = async () => {
    try {
      if (!(await extendLease(db, job, leaseMs))) {
        logger.warn(
          { jobId: job.id, job: job.name, attempt: job.attempts },
          "job: ripreso da un'altra istanza",
        );
        return;
      }
    } catch (error) {
      logger.warn({ jobId: job.id, job: job.name, err: error }, 'job: rinnovo del lease non riuscito');
    }
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      beating = beat();
    }, leaseMs / 3);
  };

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await beating;
    },
  };
}
