import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { errorMessage } from '../error-message';
import { keepLease } from './job-lease';
import { type GiveUpReason, planRetry, type RetryWindow } from './job-retry';
import {
  type ClaimedJob,
  claimDueJobs,
  completeJob,
  failJob,
  releaseJob,
  retryJobLater,
} from './jobs.repository';
import { retryDelayMs } from './retry-delay';

export interface JobContext {
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

export interface JobHandler {
  /**
   * Throwing schedules another attempt with backoff, until the job's max_attempts or the end of `retry`;
   * throwing a PermanentJobError fails the job at once.
   */
  run(payload: unknown, context: JobContext): Promise<void>;
  /** Called once when the job will not be tried again. */
  giveUp?(payload: unknown, lastError: string, reason: GiveUpReason): Promise<void>;
  /** Retry by time rather than by max_attempts. */
  retry?: RetryWindow;
}

export type JobHandlers = Readonly<Record<string, JobHandler>>;

export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface RunJobsOptions {
  /** Jobs claimed per pass, run in parallel. */
  batchSize?: number;
  /**
   * How long a claim lasts unless renewed: the worker renews it while the job runs, so this is how soon
   * another instance takes over the jobs of one that died.
   */
  leaseMs?: number;
  retryDelayMs?: (failedAttempts: number) => number;
  logger?: JobLogger;
}

export interface JobWorkerOptions extends RunJobsOptions {
  pollMs: number;
}

export interface StopOptions {
  /**
   * How long to wait for the jobs already running; those still running then go back to the queue, due at
   * once for another instance (their handlers are not interrupted). Unset: wait for them however long.
   */
  releaseAfterMs?: number;
}

export interface JobWorker {
  /** Stops polling and waits for the jobs already running (see StopOptions). */
  stop(options?: StopOptions): Promise<void>;
}

const DEFAULT_BATCH_SIZE = 10;
// The jobs of a dead instance wait about this long; a heartbeat keeps longer runs (docs/decisions/030).
const DEFAULT_LEASE_MS = 30_000;
const silentLogger: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** One pass over the queue: claims the due jobs and runs them. Returns how many jobs it claimed. */
export const runDueJobs = (db: Db, handlers: JobHandlers, options: RunJobsOptions = {}): Promise<number> =>
  runPass(db, handlers, options, new Set());

/** runDueJobs, with the jobs it runs in `running` while they run. */
async function runPass(
  db: Db,
  handlers: JobHandlers,
  options: RunJobsOptions,
  running: Set<ClaimedJob>,
): Promise<number> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const jobs = await claimDueJobs(db, options.batchSize ?? DEFAULT_BATCH_SIZE, leaseMs);
  const logger = options.logger ?? silentLogger;
  const outcomes = await Promise.allSettled(
    jobs.map((job) => {
      running.add(job);
      return runJob(db, handlers, job, { ...options, leaseMs, logger }).finally(() => running.delete(job));
    }),
  );
  for (const outcome of outcomes) {
    // The job stays 'running' and is taken over when its lease ends.
    if (outcome.status === 'rejected') logger.error({ err: outcome.reason }, 'job: esito non registrato');
  }
  return jobs.length;
}

type RunJobOptions = RunJobsOptions & Required<Pick<RunJobsOptions, 'leaseMs' | 'logger'>>;

/** Runs the handler while a heartbeat keeps the job's lease. */
async function runHandler(db: Db, handler: JobHandler | undefined, job: ClaimedJob, options: RunJobOptions) {
  if (!handler) throw new Error(`nessun gestore registrato per il job "${job.name}"`);
  if (job.attempts > job.maxAttempts) {
    throw new Error("il processo si è interrotto durante l'ultimo tentativo");
  }
  const lease = keepLease(db, job, options.leaseMs, options.logger);
  try {
    await handler.run(job.payload, { jobId: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts });
  } finally {
    await lease.stop();
  }
}

async function runJob(db: Db, handlers: JobHandlers, job: ClaimedJob, options: RunJobOptions) {
  const { logger } = options;
  const handler = handlers[job.name];
  // Another instance took the job over after this one lost its lease: the outcome is that run's to record.
  const outcomeDropped = () =>
    logger.warn(
      { jobId: job.id, job: job.name, attempt: job.attempts },
      "job: esito scartato, il job è passato a un'altra istanza",
    );
  try {
    await runHandler(db, handler, job, options);
  } catch (error) {
    const message = errorMessage(error);
    const plan = handler
      ? planRetry(job, error, handler.retry, options.retryDelayMs ?? retryDelayMs, new Date())
      : ({ giveUp: 'permanent' } as const);
    if ('retryInMs' in plan) {
      logger.warn(
        { jobId: job.id, job: job.name, attempt: job.attempts, err: error },
        'job: nuovo tentativo',
      );
      if (!(await retryJobLater(db, job, message, plan.retryInMs))) outcomeDropped();
      return;
    }
    logger.error({ jobId: job.id, job: job.name, attempt: job.attempts, err: error }, 'job: fallito');
    if (!(await failJob(db, job, message))) return outcomeDropped();
    await handler?.giveUp?.(job.payload, message, plan.giveUp).catch((giveUpError: unknown) => {
      logger.error(
        { jobId: job.id, job: job.name, err: giveUpError },
        'job: chiusura del fallimento non riuscita',
      );
    });
    return;
  }
  if (!(await completeJob(db, job))) outcomeDropped();
}

// While the database is away the worker asks less often, but never waits longer than this once it is back
// (docs/decisions/044-database-faults.md).
const MAX_POLL_BACKOFF_MS = 5_000;

const pollBackoffMs = (pollMs: number, failedPolls: number): number =>
  Math.max(pollMs, Math.min(pollMs * 2 ** failedPolls, MAX_POLL_BACKOFF_MS));

/** Polls the queue every `pollMs`, at once again while it finds full batches; see runDueJobs. */
export function startJobWorker(db: Db, handlers: JobHandlers, options: JobWorkerOptions): JobWorker {
  const logger = options.logger ?? silentLogger;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const running = new Set<ClaimedJob>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let failedPolls = 0;

  /** The pause before the next pass: none after a full batch, growing while the queue cannot be read. */
  const pass = async (): Promise<number> => {
    try {
      const claimed = await runPass(db, handlers, options, running);
      if (failedPolls > 0) logger.info({ failedPolls }, 'job: coda di nuovo raggiungibile');
      failedPolls = 0;
      return claimed >= batchSize ? 0 : options.pollMs;
    } catch (error) {
      failedPolls++;
      const retryInMs = pollBackoffMs(options.pollMs, failedPolls);
      logger.error({ err: error, retryInMs }, 'job: lettura della coda non riuscita');
      return retryInMs;
    }
  };
  const poll = async (): Promise<void> => {
    const pauseMs = await pass();
    if (stopped) return;
    timer = setTimeout(() => {
      current = poll();
    }, pauseMs);
  };

  const release = async (job: ClaimedJob) => {
    try {
      if (await releaseJob(db, job, "interrotto dalla chiusura dell'istanza")) {
        logger.info({ jobId: job.id, job: job.name, attempt: job.attempts }, 'job: restituito alla coda');
      }
    } catch (error) {
      // Its lease still ends, and another instance takes it then.
      logger.warn({ jobId: job.id, job: job.name, err: error }, 'job: restituzione alla coda non riuscita');
    }
  };

  let current = poll();
  return {
    async stop({ releaseAfterMs } = {}) {
      stopped = true;
      clearTimeout(timer);
      if (releaseAfterMs === undefined) return current;
      let waited: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        current.then(() => true),
        new Promise<false>((resolve) => {
          waited = setTimeout(() => resolve(false), releaseAfterMs);
        }),
      ]);
      clearTimeout(waited);
      if (!finished) await Promise.all([...running].map(release));
    },
  };
}
