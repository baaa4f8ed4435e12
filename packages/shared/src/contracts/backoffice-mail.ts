import { z } from 'zod';
import { MAIL_STATUSES } from './dev-mailbox';
import { TimeCursorSchema } from './keyset-cursor';

/**
 * The back office's e-mails that could not be sent (decision 048): role 'backoffice' only
 * (401 guest, 403 other roles).
 */

/** Why: the recipient's server refused the address for good, or every attempt of the retry window failed. */
export const MAIL_FAILURES = ['rejected', 'retries_exhausted'] as const;
export type MailFailure = (typeof MAIL_FAILURES)[number];

/** The server's page size, the most recent failures first: a page without `next` is the last one. */
export const FAILED_MAILS_PAGE_SIZE = 50;

/**
 * GET /api/backoffice/failed-mails?before=: `before` is the `next` of the page before, a cursor of the last
 * failure's time and id (contracts/keyset-cursor.ts) and not the id alone, because the e-mail itself may be
 * sent again or deleted in between (docs/decisions/072-backoffice-list-indexes.md).
 */
export const FailedMailsQuerySchema = z.object({ before: TimeCursorSchema.optional() });
export type FailedMailsQuery = z.output<typeof FailedMailsQuerySchema>;

export const FailedMailSchema = z.object({
  id: z.guid(),
  to: z.string(),
  subject: z.string(),
  /** Which e-mail it is: password_reset, booking_confirmation, … */
  template: z.string(),
  created_at: z.iso.datetime(),
  failed_at: z.iso.datetime(),
  failure: z.enum(MAIL_FAILURES),
  /** The last error as the mail server or the network gave it (often in English). */
  last_error: z.string().nullable(),
  attempts: z.number().int(),
});
export type FailedMail = z.infer<typeof FailedMailSchema>;

/** GET /api/backoffice/failed-mails: failed e-mails the outbox still keeps (its retention), newest failure first. */
export const FailedMailsSchema = z.object({
  mails: z.array(FailedMailSchema),
  /** The cursor of the next page, null on the last one. */
  next: z.string().nullable(),
});
export type FailedMails = z.infer<typeof FailedMailsSchema>;

/**
 * POST /api/backoffice/failed-mails/{id}/resend ("Invia di nuovo"): the e-mail's state after the call,
 * 'queued' once it is queued again. A second call finds it no longer failed and changes nothing; 404 when
 * the outbox no longer keeps it.
 */
export const MailResentSchema = z.object({ id: z.guid(), status: z.enum(MAIL_STATUSES) });
export type MailResent = z.infer<typeof MailResentSchema>;
