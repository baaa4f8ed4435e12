/** The fields nodemailer puts on an error the server answered (beside its `code`: EENVELOPE, EPROTOCOL, …). */
interface SmtpErrorFields {
  command?: unknown;
  responseCode?: unknown;
  response?: unknown;
}

const RECIPIENT_REJECTED_CODES = new Set([550, 551, 553]);
// RFC 3463: 5.1.x is a bad destination mailbox or address.
const BAD_ADDRESS_STATUS = /^\d{3}[ -]5\.1\.\d{1,3}\b/;

/**
 * Whether the recipient's address was refused for good, so that no retry can deliver the message: a 550,
 * 551 or 553 reply to RCPT TO, or any 5xx reply whose enhanced status is 5.1.x (user unknown, bad domain).
 * Everything else may pass and is retried: no connection, time-outs, DNS, TLS, 4xx replies, a refused
 * sender or login (our configuration, mended by us) and other 5xx replies
 * (docs/decisions/048-mail-retries-and-failed-mails.md).
 */
export function isRecipientRejected(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { command, responseCode, response } = error as SmtpErrorFields;
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return false;
  if (typeof response === 'string' && BAD_ADDRESS_STATUS.test(response)) return true;
  return command === 'RCPT TO' && RECIPIENT_REJECTED_CODES.has(responseCode);
}
