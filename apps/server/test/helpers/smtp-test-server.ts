import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
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
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (reject === 'message') {
          callback(new SmtpRejectError('Servizio temporaneamente non disponibile', 451));
          return;
        }
        const envelope = session.envelope;
        received.push({
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
          envelopeTo: envelope.rcptTo.map((r) => r.address),
        });
        callback(null);
      });
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

// --- A small MIME reader: enough for what nodemailer writes (multipart/mixed or alternative, QP or base64). ---

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 4) };
}

function decodeBody(body: string, encoding = ''): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/quoted-printable/i.test(encoding)) return body;
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Reimposta_la_password?= */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
}

interface MimeParts {
  plain?: string;
  html?: string;
  attachments: ReceivedAttachment[];
}

function collectParts(headers: Map<string, string>, body: string, into: MimeParts): void {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1, -1)) {
      const part = splitHead(section.replace(/^\r\n/, ''));
      collectParts(part.headers, part.body, into);
    }
    return;
  }
  const encoding = headers.get('content-transfer-encoding');
  const disposition = headers.get('content-disposition') ?? '';
  if (/^attachment/i.test(disposition)) {
    into.attachments.push({
      filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '',
      contentType: contentType.split(';')[0]?.trim() ?? '',
      content: /base64/i.test(encoding ?? '')
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(body, 'utf8'),
    });
    return;
  }
  const type = /^text\/(plain|html)/i.exec(contentType)?.[1]?.toLowerCase();
  if (type === 'plain' || type === 'html') into[type] = decodeBody(body, encoding);
}

function parseMessage(raw: string): Omit<ReceivedMail, 'envelopeFrom' | 'envelopeTo'> {
  const { headers, body } = splitHead(raw);
  const parts: MimeParts = { attachments: [] };
  collectParts(headers, body, parts);
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: (parts.plain ?? '').replace(/\r\n/g, '\n').trimEnd(),
    html: (parts.html ?? '').replace(/\r\n/g, '\n').trimEnd(),
    attachments: parts.attachments,
  };
}
