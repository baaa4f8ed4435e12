import type { Queryable } from '../../db/db';
import { enqueueJob } from '../jobs/job-queue';

export const SEND_MAIL_JOB = 'mail.send';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which e-mail this is (password_reset, activation, …), for the dev mailbox and the logs. */
  template: string;
}

/** Stores the message in the outbox and schedules its delivery; call it inside the business transaction. */
export async function queueMail(db: Queryable, mail: OutgoingMail): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO mail_outbox (to_address, subject, html, text, template)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [mail.to, mail.subject, mail.html, mail.text, mail.template],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('mail_outbox insert returned no id');
  await enqueueJob(db, { name: SEND_MAIL_JOB, payload: { outboxId: id }, dedupeKey: `mail:${id}` });
  return id;
}
