import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from './helpers/smtp-test-server';

/**
 * The test SMTP server reads what it receives as a mail client would (mailparser): the mail tests trust
 * what it hands them, so it is itself tested on a message with what other senders write too.
 */
let server: SmtpTestServer;
beforeAll(async () => {
  server = await startSmtpTestServer();
});
afterAll(() => server.close());

const CALENDAR = [
  'BEGIN:VCALENDAR',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'SUMMARY:Ispezione dell’auto a Forlì',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const quotedPrintable = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      byte === 0x3d || byte > 0x7e ? `=${byte.toString(16).toUpperCase()}` : String.fromCharCode(byte),
    )
    .join('');

const PDF = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xe8, 0x0d, 0x0a, 0x80]);

/** Written by hand, as another mail program could: every part in a different encoding. */
const RAW = [
  'From: =?ISO-8859-1?Q?Officina_Bened=E8?= <officina@example.it>',
  'To: mario.rossi@example.com',
  'Subject: =?ISO-8859-1?Q?Perch=E9_la_tua_ispezione_=E8?=',
  ' =?UTF-8?B?IGNvbmZlcm1hdGEgKGdpb3ZlZMOsKQ==?=',
  'Message-ID: <prova-1@example.it>',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="esterno"',
  '',
  '--esterno',
  'Content-Type: multipart/alternative; boundary=interno',
  '',
  '--interno',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  // A soft line break inside the two bytes of "è".
  `${quotedPrintable('La tua ispezione è confermata per giovedì alle 9:30, presso l’officina di Forlì: arrivarci ')}=C3=`,
  '=A8 facile.',
  '--interno',
  'Content-Type: text/html; charset=utf-8',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from('<p>La tua ispezione è <b>confermata</b>.</p>', 'utf8').toString('base64'),
  '--interno--',
  '',
  '--esterno',
  'Content-Type: text/calendar; charset=utf-8; method=REQUEST',
  'Content-Transfer-Encoding: quoted-printable',
  'Content-Disposition: attachment; filename="ispezione-verificauto.ics"',
  '',
  quotedPrintable(CALENDAR),
  '--esterno',
  'Content-Type: application/pdf',
  'Content-Transfer-Encoding: base64',
  "Content-Disposition: attachment; filename*=utf-8''Ricevuta%20pi%C3%B9%20fattura%20n.%2042.pdf",
  '',
  PDF.toString('base64'),
  '--esterno--',
  '',
].join('\r\n');

describe('the SMTP test server', () => {
  it('reads a multipart message: encoded words, quoted-printable, base64 and named attachments', async () => {
    const client = nodemailer.createTransport({ url: server.url });
    try {
      await client.sendMail({
        envelope: { from: 'officina@example.it', to: ['mario.rossi@example.com'] },
        raw: RAW,
      });
    } finally {
      client.close();
    }

    const mail = server.received.at(-1);
    expect(mail?.envelopeFrom).toBe('officina@example.it');
    expect(mail?.envelopeTo).toEqual(['mario.rossi@example.com']);
    expect(mail?.headers.get('message-id')).toBe('<prova-1@example.it>');
    expect(mail?.headers.get('to')).toBe('mario.rossi@example.com');
    expect(mail?.subject).toBe('Perché la tua ispezione è confermata (giovedì)');
    expect(mail?.text).toBe(
      'La tua ispezione è confermata per giovedì alle 9:30, presso l’officina di Forlì: arrivarci è facile.',
    );
    expect(mail?.html).toBe('<p>La tua ispezione è <b>confermata</b>.</p>');
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['ispezione-verificauto.ics', 'text/calendar'],
      ['Ricevuta più fattura n. 42.pdf', 'application/pdf'],
    ]);
    expect(mail?.attachments[0]?.content.toString('utf8')).toBe(CALENDAR);
    expect(mail?.attachments[1]?.content.equals(PDF)).toBe(true);
  });
});
