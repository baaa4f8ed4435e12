import { z } from 'zod';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One e-mail of the outbox as the dev mailbox lists it (never available in production). */
export const MailboxItemSchema = z.object({
  id: z.guid(),
  to: z.string(),
  subject: z.string(),
  /** Which e-mail it is: password_reset, activation, … */
  template: z.string(),
  status: z.enum(MAIL_STATUSES),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
});
export type MailboxItem = z.infer<typeof MailboxItemSchema>;

/** GET /dev/api/mailbox: newest first. */
export const MailboxListSchema = z.object({ messages: z.array(MailboxItemSchema) });
export type MailboxList = z.infer<typeof MailboxListSchema>;

/** GET /dev/api/mailbox/:id; the HTML body is also served as a page at GET /dev/api/mailbox/:id/html. */
export const MailboxMessageSchema = MailboxItemSchema.extend({
  html: z.string(),
  text: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

export const MailboxMessageParamsSchema = z.object({ id: z.string() });

export const mailboxHtmlPath = (id: string) => `/dev/api/mailbox/${encodeURIComponent(id)}/html`;
