import type { MailboxItem, MailboxList, MailboxMessage } from '@verificauto/shared/contracts/dev-mailbox';
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/app-error';
import { findOutboxMail, listOutboxMails, type OutboxSummary } from '../../lib/mail/mail.repository';

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
  };
}

/**
 * The e-mail as a page of its own. The mailbox shows it in a sandboxed frame: <base target="_top"> makes
 * its links open in the whole tab, as they would from a mail client.
 */
export function emailPage(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : base + html;
}
