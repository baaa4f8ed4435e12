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

/** A file sent with the e-mail; its bytes are at `url` (GET /dev/api/mailbox/:id/attachments/:position). */
export const MailboxAttachmentSchema = z.object({
  filename: z.string(),
  content_type: z.string(),
  /** In bytes. */
  size: z.number().int().nonnegative(),
  url: z.string(),
});
export type MailboxAttachment = z.infer<typeof MailboxAttachmentSchema>;

/** GET /dev/api/mailbox/:id; the HTML body is also served as a page at GET /dev/api/mailbox/:id/html. */
export const MailboxMessageSchema = MailboxItemSchema.extend({
  html: z.string(),
  text: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** In the order the message carries them; empty when it has none. */
  attachments: z.array(MailboxAttachmentSchema),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

export const MailboxMessageParamsSchema = z.object({ id: z.string() });

/** Strings, so that any malformed id or position answers 404 like a missing one. */
export const MailboxAttachmentParamsSchema = z.object({ id: z.string(), position: z.string() });

export const mailboxHtmlPath = (id: string) => `/dev/api/mailbox/${encodeURIComponent(id)}/html`;

export const mailboxAttachmentPath = (id: string, position: number) =>
  `/dev/api/mailbox/${encodeURIComponent(id)}/attachments/${position}`;
