import nodemailer from 'nodemailer';
import type { Config } from '../../config/env';
import type { MailAttachment } from './mail.repository';

export interface MailMessage {
  /** The Message-ID header, stable across retries so that receiving servers can drop a duplicate. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves with the Message-ID once the message is delivered; throws when it is not. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

// Together well under the job lease, so that a hanging server fails the attempt instead of letting a
// second instance take the job over while this one may still deliver it.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail(message);
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP the outbox row is the delivery: the dev mailbox shows it. */
function createOutboxTransport(): MailTransport {
  return {
    kind: 'outbox',
    send: async (message) => ({ messageId: message.messageId }),
    close: () => undefined,
  };
}

export function createMailTransport(config: Pick<Config, 'smtpUrl'>): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createOutboxTransport();
}
