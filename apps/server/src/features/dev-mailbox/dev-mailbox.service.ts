import {
  type MailboxItem,
  type MailboxList,
  type MailboxMessage,
  mailboxAttachmentPath,
} from '@verificauto/shared/contracts/dev-mailbox';
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/app-error';
import {
  findMailAttachment,
  findOutboxMail,
  listMailAttachments,
  listOutboxMails,
  type MailAttachment,
  type OutboxSummary,
} from '../../lib/mail/mail.repository';

const LIST_LIMIT = 200;
const MailIdSchema = z.guid();

const toItem = (mail: OutboxSummary): MailboxItem => ({
  id: mail.id,
  to: mail.to,
  subject: mail.subject,
  template: mail.template,
  status: mail.status,
  created_at: mail.createdAt.toISOString(),
  sent_at: mail.sentAt?.toISOString() ?? null,
});

export async function listMailbox(db: Queryable): Promise<MailboxList> {
  return { messages: (await listOutboxMails(db, LIST_LIMIT)).map(toItem) };
}

export async function getMailboxMessage(db: Queryable, id: string): Promise<MailboxMessage> {
  const mail = MailIdSchema.safeParse(id).success ? await findOutboxMail(db, id) : undefined;
  if (!mail) throw notFound('Messaggio non trovato.');
  return {
    ...toItem(mail),
    html: mail.html,
    text: mail.text,
    attempts: mail.attempts,
    last_error: mail.lastError,
    attachments: (await listMailAttachments(db, mail.id)).map((a) => ({
      filename: a.filename,
      content_type: a.contentType,
      size: a.size,
      url: mailboxAttachmentPath(mail.id, a.position),
    })),
  };
}

export async function getMailboxAttachment(
  db: Queryable,
  id: string,
  position: string,
): Promise<MailAttachment> {
  const valid = MailIdSchema.safeParse(id).success && /^\d{1,4}$/.test(position);
  const attachment = valid ? await findMailAttachment(db, id, Number(position)) : undefined;
  if (!attachment) throw notFound('Allegato non trovato.');
  return attachment;
}

/**
 * `attachment; filename=…` for any file name: an ASCII fallback in quotes, and the exact name as
 * `filename*` (RFC 6266, RFC 8187) for the accented ones.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]|["\\]/g, (c) => (/\p{M}/u.test(c) ? '' : '_'));
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The e-mail as a page of its own. The mailbox shows it in a sandboxed frame: <base target="_top"> makes
 * its links open in the whole tab, as they would from a mail client.
 */
export function emailPage(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : base + html;
}
