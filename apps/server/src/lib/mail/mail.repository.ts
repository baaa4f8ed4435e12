import type { MailFailure } from '@verificauto/shared/contracts/backoffice-mail';
import type { MailStatus } from '@verificauto/shared/contracts/dev-mailbox';
import type { TimeCursor } from '@verificauto/shared/contracts/keyset-cursor';
import { MAIL_RETENTION_DAYS } from '@verificauto/shared/domain/business';
import { type Queryable, queryOne } from '../../db/db';
import { cursorTime } from '../../db/keyset';

/** A file sent with an e-mail; the field names are nodemailer's, so delivery passes it as is. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which e-mail this is (password_reset, activation, …), for the dev mailbox and the logs. */
  template: string;
  /** In this order in the message. */
  attachments?: MailAttachment[];
}

/** An attachment without its bytes, as the dev mailbox lists it. */
export interface MailAttachmentInfo {
  position: number;
  filename: string;
  contentType: string;
  size: number;
}

export interface OutboxSummary {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: MailStatus;
  createdAt: Date;
  sentAt: Date | null;
}

export interface OutboxMail extends OutboxSummary {
  html: string;
  text: string;
  attempts: number;
  lastError: string | null;
  providerMessageId: string | null;
}

const SUMMARY_COLUMNS = `id, to_address AS "to", subject, template, status, created_at AS "createdAt",
  sent_at AS "sentAt"`;

// node-postgres reads bytea as a Buffer, PGlite as a plain Uint8Array: nodemailer and Fastify want a Buffer.
const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

type AttachmentRow = Omit<MailAttachment, 'content'> & { content: Uint8Array };
const ATTACHMENT_COLUMNS = `filename, content_type AS "contentType", content`;
const toAttachment = (row: AttachmentRow): MailAttachment => ({ ...row, content: asBuffer(row.content) });

/** Returns the new message's id; with `db` a transaction, the message and its attachments commit together. */
export async function insertOutboxMail(db: Queryable, mail: OutgoingMail): Promise<string> {
  const row = await queryOne<{ id: string }>(
    db,
    `INSERT INTO mail_outbox (to_address, subject, html, text, template)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [mail.to, mail.subject, mail.html, mail.text, mail.template],
  );
  if (!row) throw new Error('mail_outbox insert returned no id');
  for (const [position, attachment] of (mail.attachments ?? []).entries()) {
    await db.query(
      `INSERT INTO mail_attachments (mail_id, position, filename, content_type, content)
       VALUES ($1, $2, $3, $4, $5)`,
      [row.id, position, attachment.filename, attachment.contentType, attachment.content],
    );
  }
  return row.id;
}

export async function findMailAttachments(db: Queryable, mailId: string): Promise<MailAttachment[]> {
  const rows = await db.query<AttachmentRow>(
    `SELECT ${ATTACHMENT_COLUMNS} FROM mail_attachments WHERE mail_id = $1 ORDER BY position`,
    [mailId],
  );
  return rows.map(toAttachment);
}

export async function listMailAttachments(db: Queryable, mailId: string): Promise<MailAttachmentInfo[]> {
  return db.query<MailAttachmentInfo>(
    `SELECT position, filename, content_type AS "contentType", octet_length(content) AS size
     FROM mail_attachments WHERE mail_id = $1 ORDER BY position`,
    [mailId],
  );
}

export async function findMailAttachment(
  db: Queryable,
  mailId: string,
  position: number,
): Promise<MailAttachment | undefined> {
  const row = await queryOne<AttachmentRow>(
    db,
    `SELECT ${ATTACHMENT_COLUMNS} FROM mail_attachments WHERE mail_id = $1 AND position = $2`,
    [mailId, position],
  );
  return row && toAttachment(row);
}

export async function findOutboxMail(db: Queryable, id: string): Promise<OutboxMail | undefined> {
  return queryOne<OutboxMail>(
    db,
    `SELECT ${SUMMARY_COLUMNS}, html, text, attempts, last_error AS "lastError",
       provider_message_id AS "providerMessageId"
     FROM mail_outbox WHERE id = $1`,
    [id],
  );
}

export async function listOutboxMails(db: Queryable, limit: number): Promise<OutboxSummary[]> {
  return db.query<OutboxSummary>(
    `SELECT ${SUMMARY_COLUMNS} FROM mail_outbox ORDER BY created_at DESC, id LIMIT $1`,
    [limit],
  );
}

export async function markMailSent(db: Queryable, id: string, providerMessageId: string): Promise<void> {
  await db.query(
    `UPDATE mail_outbox
     SET status = 'sent', sent_at = now(), attempts = attempts + 1, provider_message_id = $2, last_error = NULL
     WHERE id = $1`,
    [id, providerMessageId],
  );
}

export async function recordMailError(db: Queryable, id: string, error: string): Promise<void> {
  await db.query('UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [
    id,
    error,
  ]);
}

export async function markMailFailed(db: Queryable, id: string, failure: MailFailure): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET status = 'failed', failed_at = now(), failure = $2 WHERE id = $1 AND status <> 'sent'`,
    [id, failure],
  );
}

interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  template: string;
  createdAt: Date;
  attempts: number;
  lastError: string | null;
}

export interface FailedMailRow extends OutboxEntry {
  failedAt: Date;
  failure: MailFailure;
}

export interface KeptMailRow extends OutboxEntry {
  status: MailStatus;
  failedAt: Date | null;
  failure: MailFailure | null;
}

const ENTRY_COLUMNS = `id, to_address AS "to", subject, template, created_at AS "createdAt", attempts,
  last_error AS "lastError", failed_at AS "failedAt", failure`;

// The hourly purge deletes a sent or failed e-mail past the retention; till then it may be sent again.
const KEPT = `created_at > now() - ${Number(MAIL_RETENTION_DAYS)} * interval '1 day'`;

export interface FailedMailPageRow extends FailedMailRow {
  /** failed_at to the microsecond, UTC, ISO 8601: where the next page starts. */
  failedAtKey: string;
}

/**
 * The latest failures first, a page after the failure `before`
 * (docs/decisions/072-backoffice-list-indexes.md).
 */
export async function listFailedMails(
  db: Queryable,
  before: TimeCursor | undefined,
  limit: number,
): Promise<FailedMailPageRow[]> {
  return db.query<FailedMailPageRow>(
    `SELECT ${ENTRY_COLUMNS},
            ${cursorTime('failed_at')} AS "failedAtKey"
       FROM mail_outbox
      WHERE status = 'failed' AND ${KEPT}
        -- An e-mail fails after it was written: the same bound on failed_at stops the index at the retention.
        AND failed_at > now() - ${Number(MAIL_RETENTION_DAYS)} * interval '1 day'
        AND ($2::timestamptz IS NULL OR (failed_at, id) < ($2::timestamptz, $3::uuid))
      ORDER BY failed_at DESC, id DESC LIMIT $1`,
    [limit, before?.at ?? null, before?.id ?? null],
  );
}

/** An e-mail the outbox still keeps, locked until the end of the transaction. */
export async function lockKeptMail(db: Queryable, id: string): Promise<KeptMailRow | undefined> {
  return queryOne<KeptMailRow>(
    db,
    `SELECT ${ENTRY_COLUMNS}, status FROM mail_outbox WHERE id = $1 AND ${KEPT} FOR UPDATE`,
    [id],
  );
}

/** A failed e-mail back in the queue; false when it is not failed. */
export async function markMailQueuedAgain(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE mail_outbox SET status = 'queued', failed_at = NULL, failure = NULL
     WHERE id = $1 AND status = 'failed' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}
