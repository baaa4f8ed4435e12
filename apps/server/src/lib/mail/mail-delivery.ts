import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { errorMessage } from '../error-message';
import type { JobHandler } from '../jobs/job-worker';
import {
  findMailAttachments,
  findOutboxMail,
  markMailFailed,
  markMailSent,
  recordMailError,
} from './mail.repository';
import type { MailTransport } from './mail-transport';

const SendMailPayloadSchema = z.object({ outboxId: z.guid() });

export interface MailDeliveryDeps {
  db: Queryable;
  transport: MailTransport;
  /** MAIL_FROM */
  from: string;
}

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
      if (!mail) throw new Error(`email ${outboxId} non trovata nella mail_outbox`);
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
        await recordMailError(db, mail.id, errorMessage(error));
        throw error;
      }
      await markMailSent(db, mail.id, delivered.messageId);
    },

    async giveUp(payload) {
      const parsed = SendMailPayloadSchema.safeParse(payload);
      if (parsed.success) await markMailFailed(db, parsed.data.outboxId);
    },
  };
}
