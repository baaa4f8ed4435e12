import { type AddressInfo, createServer } from 'node:net';
import { type Attachment, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as a mail client reads it (mailparser), with the envelope it came in. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Each header field as written: `headers.get('content-type')` starts `multipart/mixed; boundary=…`. */
  headers: Map<string, string>;
  /** Decoded, whatever the charset of its encoded words. */
  subject: string;
  text: string;
  html: string;
  /** Decoded bytes, file name (RFC 2231 too) and bare MIME type (`application/pdf`) of each attachment. */
  attachments: Attachment[];
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<free port> */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Where the server says no: to the recipient (RCPT TO) or to the message itself (after DATA). */
export type SmtpRejection = 'recipient' | 'message';

class SmtpRejectError extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

export interface SmtpTestServerOptions {
  /** A port chosen beforehand (a server that comes back where the app expects it); a free one by default. */
  port?: number;
  /** Greets this many connections with "421 busy" and closes them, as a server that is down for a while. */
  busyFor?: number;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts, or refuses them all. */
export async function startSmtpTestServer(
  reject?: SmtpRejection,
  { port = 0, busyFor = 0 }: SmtpTestServerOptions = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let busyLeft = busyFor;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: with STARTTLS offered the client would upgrade and reject the self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (busyLeft <= 0) return callback();
      busyLeft -= 1;
      callback(new SmtpRejectError('Servizio non disponibile, riprova più tardi', 421));
    },
    onRcptTo(_address, _session, callback) {
      callback(reject === 'recipient' ? new SmtpRejectError('Casella inesistente', 550) : null);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (reject === 'message') {
            callback(new SmtpRejectError('Servizio temporaneamente non disponibile', 451));
            return;
          }
          const envelope = session.envelope;
          received.push({
            envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
            envelopeTo: envelope.rcptTo.map((r) => r.address),
            headers: rawHeaders(parsed),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
            attachments: parsed.attachments,
          });
          callback(null);
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** A loopback port nothing listens on (yet): connecting to it is refused. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Header fields by lower-case name, as written (folded lines joined, encoded words left as they are). */
function rawHeaders(parsed: ParsedMail): Map<string, string> {
  return new Map(
    parsed.headerLines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n(?=[ \t])/g, '')
        .trim(),
    ]),
  );
}
