import type { Queryable } from '../../db/db';
import { enqueueJob } from '../jobs/job-queue';
import { insertOutboxMail, type OutgoingMail } from './mail.repository';

export const SEND_MAIL_JOB = 'mail.send';

/** Stores the message in the outbox and schedules its delivery; call it inside the business transaction. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<string> {
  const id = await insertOutboxMail(db, mail);
  await enqueueJob(db, { name: SEND_MAIL_JOB, payload: { outboxId: id }, dedupeKey: `mail:${id}` });
  return id;
}
