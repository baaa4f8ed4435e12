import {
  FAILED_MAILS_PAGE_SIZE,
  type FailedMails,
  type FailedMailsQuery,
  type MailResent,
} from '@verificauto/shared/contracts/backoffice-mail';
import { timeCursor } from '@verificauto/shared/contracts/keyset-cursor';
import type { Db, Queryable } from '../../../db/db';
import { notFound } from '../../../lib/app-error';
import { appendAudit } from '../../../lib/audit-log.repository';
import { listFailedMails, lockKeptMail } from '../../../lib/mail/mail.repository';
import { requeueFailedMail } from '../../../lib/mail/mail-queue';
import type { SessionUser } from '../../../lib/session-user';
import { isUuid } from '../../../lib/uuid';

const MAIL_NOT_FOUND =
  'Email non trovata: potrebbe essere già stata cancellata alla scadenza del periodo di conservazione.';

/** A page of the e-mails given up (address refused, or the retry window over) that the outbox still keeps. */
export async function readFailedMails(db: Queryable, query: FailedMailsQuery): Promise<FailedMails> {
  const rows = await listFailedMails(db, query.before, FAILED_MAILS_PAGE_SIZE);
  const last = rows.length === FAILED_MAILS_PAGE_SIZE ? rows.at(-1) : undefined;
  return {
    next: last ? timeCursor({ at: last.failedAtKey, id: last.id }) : null,
    mails: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      template: row.template,
      created_at: row.createdAt.toISOString(),
      failed_at: row.failedAt.toISOString(),
      failure: row.failure,
      last_error: row.lastError,
      attempts: row.attempts,
    })),
  };
}

/**
 * "Invia di nuovo": a failed e-mail goes back to the queue with a retry window of its own, and the action is
 * audited in the same transaction. Only while the outbox keeps it: past the retention its content is due for
 * deletion and is not sent again (404). An e-mail that is not failed (queued by a first click, or sent since)
 * is answered as it is, and nothing is queued or audited twice (docs/decisions/048-mail-retries-and-failed-mails.md).
 */
export async function resendFailedMail(db: Db, actor: SessionUser, id: string): Promise<MailResent> {
  if (!isUuid(id)) throw notFound(MAIL_NOT_FOUND);
  return db.transaction(async (tx) => {
    const mail = await lockKeptMail(tx, id);
    if (!mail) throw notFound(MAIL_NOT_FOUND);
    if (mail.status !== 'failed' || !(await requeueFailedMail(tx, mail.id))) {
      return { id: mail.id, status: mail.status };
    }
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'mail.resent',
      entity: 'mail',
      entityId: mail.id,
      before: { status: mail.status, failure: mail.failure, last_error: mail.lastError },
      after: { status: 'queued' },
      details: { to: mail.to, subject: mail.subject },
    });
    return { id: mail.id, status: 'queued' };
  });
}
