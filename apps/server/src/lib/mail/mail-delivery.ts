import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { errorMessage } from '../error-message';
import { PermanentJobError, type RetryWindow } from '../jobs/job-retry';
import type { JobHandler } from '../jobs/job-worker';
import {
  findMailAttachments,
  findOutboxMail,
  markMailFailed,
  markMailSent,
  recordMailError,
} from './mail.repository';
import type { MailTransport } from './mail-transport';
import { isRecipientRejected } from './smtp-failure';

const SendMailPayloadSchema = z.object({ outboxId: z.guid() });

export interface MailDeliveryDeps {
  db: Queryable;
  transport: MailTransport;
  /** MAIL_FROM */
  from: string;
}

/**
 * An e-mail is never dropped while the mail server may still take it: at least 3 days of attempts, an hour
 * apart at most, like a mail server's own queue (docs/decisions/048-mail-retries-and-failed-mails.md).
 */
export const MAIL_RETRY: RetryWindow = { retryForMs: 3 * 24 * 60 * 60_000, maxDelayMs: 60 * 60_000 };
/** Far above the window's ~80 attempts: only stops a message whose runs keep killing their process. */
export const MAIL_MAX_ATTEMPTS = 200;

/** `<outbox id@sender's domain>`: the same for every attempt at one message. */
function messageIdFor(outboxId: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'verificauto.it';
  return `<${outboxId}@${domain}>`;
}

/** The `mail.send` job: delivers one outbox message, at most once however often the job runs. */
export function createSendMailHandler({ db, transport, from }: MailDeliveryDeps): JobHandler {
  return {
    async run(payload) {
      const { outboxId } = SendMailPayloadSchema.parse(payload);
      const mail = await findOutboxMail(db, outboxId);
      if (!mail) throw new PermanentJobError(`email ${outboxId} non trovata nella mail_outbox`);
      if (mail.status === 'sent') return;

      let delivered: { messageId: string };
      try {
        delivered = await transport.send({
          messageId: messageIdFor(mail.id, from),
          from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: await findMailAttachments(db, mail.id),
        });
      } catch (error) {
        const message = errorMessage(error);
        await recordMailError(db, mail.id, message);
        throw isRecipientRejected(error) ? new PermanentJobError(message, { cause: error }) : error;
      }
      await markMailSent(db, mail.id, delivered.messageId);
    },

    async giveUp(payload, _lastError, reason) {
      const parsed = SendMailPayloadSchema.safeParse(payload);
      const failure = reason === 'permanent' ? 'rejected' : 'retries_exhausted';
      if (parsed.success) await markMailFailed(db, parsed.data.outboxId, failure);
    },

    retry: MAIL_RETRY,
  };
}
