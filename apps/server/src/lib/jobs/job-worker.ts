import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { errorMessage } from '../error-message';
import { type ClaimedJob, claimDueJobs, completeJob, failJob, retryJobLater } from './jobs.repository';
import { retryDelayMs } from './retry-delay';

export interface JobContext {
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

export interface JobHandler {
  /** Throwing schedules another attempt with backoff, until the job's max_attempts. */
  run(payload: unknown, context: JobContext): Promise<void>;
  /** Called once when the job will not be tried again. */
  giveUp?(payload: unknown, lastError: string): Promise<void>;
}

export type JobHandlers = Readonly<Record<string, JobHandler>>;

export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface RunJobsOptions {
  /** Jobs claimed per pass, run in parallel. */
  batchSize?: number;
  /** How long a claimed job belongs to this worker; after that another instance may take it over. */
  leaseMs?: number;
  retryDelayMs?: (failedAttempts: number) => number;
  logger?: JobLogger;
}

export interface JobWorkerOptions extends RunJobsOptions {
  pollMs: number;
}

export interface JobWorker {
  /** Stops polling and waits for the jobs already running. */
  stop(): Promise<void>;
}

const DEFAULT_BATCH_SIZE = 10;
// Far longer than any handler may take (the SMTP transport gives up within about two minutes).
const DEFAULT_LEASE_MS = 5 * 60_000;
const silentLogger: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** One pass over the queue: claims the due jobs and runs them. Returns how many jobs it claimed. */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  options: RunJobsOptions = {},
): Promise<number> {
  const jobs = await claimDueJobs(
    db,
    options.batchSize ?? DEFAULT_BATCH_SIZE,
    options.leaseMs ?? DEFAULT_LEASE_MS,
  );
  const logger = options.logger ?? silentLogger;
  const outcomes = await Promise.allSettled(jobs.map((job) => runJob(db, handlers, job, options)));
  for (const outcome of outcomes) {
    // The job stays 'running' and is taken over when its lease ends.
    if (outcome.status === 'rejected') logger.error({ err: outcome.reason }, 'job: esito non registrato');
  }
  return jobs.length;
}

async function runJob(db: Db, handlers: JobHandlers, job: ClaimedJob, options: RunJobsOptions) {
  const logger = options.logger ?? silentLogger;
  const handler = handlers[job.name];
  try {
    if (!handler) throw new Error(`nessun gestore registrato per il job "${job.name}"`);
    if (job.attempts > job.maxAttempts) {
      throw new Error("il processo si è interrotto durante l'ultimo tentativo");
    }
    await handler.run(job.payload, { jobId: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts });
  } catch (error) {
    const message = errorMessage(error);
    if (handler && job.attempts < job.maxAttempts) {
      const delayMs = (options.retryDelayMs ?? retryDelayMs)(job.attempts);
      logger.warn(
        { jobId: job.id, job: job.name, attempt: job.attempts, err: error },
        'job: nuovo tentativo',
      );
      await retryJobLater(db, job, message, delayMs);
      return;
    }
    logger.error({ jobId: job.id, job: job.name, attempt: job.attempts, err: error }, 'job: fallito');
    await failJob(db, job, message);
    await handler?.giveUp?.(job.payload, message).catch((giveUpError: unknown) => {
      logger.error(
        { jobId: job.id, job: job.name, err: giveUpError },
        'job: chiusura del fallimento non riuscita',
      );
    });
    return;
  }
  await completeJob(db, job);
}

/** Polls the queue every `pollMs`, at once again while it finds full batches; see runDueJobs. */
export function startJobWorker(db: Db, handlers: JobHandlers, options: JobWorkerOptions): JobWorker {
  const logger = options.logger ?? silentLogger;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const poll = async (): Promise<void> => {
    let claimed = 0;
    try {
      claimed = await runDueJobs(db, handlers, options);
    } catch (error) {
      logger.error({ err: error }, 'job: lettura della coda non riuscita');
    }
    if (stopped) return;
    timer = setTimeout(
      () => {
        current = poll();
      },
      claimed >= batchSize ? 0 : options.pollMs,
    );
  };

  let current = poll();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
