import type { Queryable } from '../../db/db';
import { enqueueJob, restartJob } from '../jobs/job-queue';
import { insertOutboxMail, markMailQueuedAgain, type OutgoingMail } from './mail.repository';
import { MAIL_MAX_ATTEMPTS } from './mail-delivery';

export const SEND_MAIL_JOB = 'mail.send';

const sendJob = (outboxId: string) => ({
  name: SEND_MAIL_JOB,
  payload: { outboxId },
  dedupeKey: `mail:${outboxId}`,
  maxAttempts: MAIL_MAX_ATTEMPTS,
});

/** Stores the message in the outbox and schedules its delivery; call it inside the business transaction. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<string> {
  const id = await insertOutboxMail(db, mail);
  await enqueueJob(db, sendJob(id));
  return id;
}

/**
 * A failed e-mail queued again, with a retry window of its own; false (and nothing done) when it is not
 * failed, e.g. already queued again by a first click.
 */
export async function requeueFailedMail(db: Queryable, outboxId: string): Promise<boolean> {
  if (!(await markMailQueuedAgain(db, outboxId))) return false;
  await restartJob(db, sendJob(outboxId));
  return true;
}
