import { describe, expect, it } from 'vitest';
import { isRecipientRejected } from './smtp-failure';

/** An error shaped as nodemailer's: message, code, and the server's reply when there was one. */
const smtpError = (code: string, fields: { command?: string; response?: string } = {}) => {
  const responseCode = Number(/^\d+/.exec(fields.response ?? '')?.[0]) || undefined;
  return Object.assign(new Error(`${code}: ${fields.response ?? ''}`), { code, responseCode, ...fields });
};

describe('isRecipientRejected', () => {
  it.each([
    ['550 at RCPT TO', smtpError('EENVELOPE', { command: 'RCPT TO', response: '550 Casella inesistente' })],
    ['551 at RCPT TO', smtpError('EENVELOPE', { command: 'RCPT TO', response: '551 User not local' })],
    [
      '553 at RCPT TO',
      smtpError('EENVELOPE', { command: 'RCPT TO', response: '553 Mailbox name not allowed' }),
    ],
    [
      '5.1.1 after DATA',
      smtpError('EMESSAGE', { command: 'DATA', response: '550 5.1.1 <x@y.it>: user unknown' }),
    ],
    ['5.1.10 at RCPT TO', smtpError('EENVELOPE', { command: 'RCPT TO', response: '554 5.1.10 Null MX' })],
  ])('stops at a recipient refused for good: %s', (_name, error) => {
    expect(isRecipientRejected(error)).toBe(true);
  });

  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' })],
    ['time-out', Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })],
    ['DNS', Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'EDNS' })],
    ['421 greeting', smtpError('EPROTOCOL', { command: 'CONN', response: '421 Servizio non disponibile' })],
    ['450 at RCPT TO', smtpError('EENVELOPE', { command: 'RCPT TO', response: '450 4.2.0 Mailbox busy' })],
    ['451 after DATA', smtpError('EMESSAGE', { command: 'DATA', response: '451 Riprova più tardi' })],
    ['550 to the sender', smtpError('EENVELOPE', { command: 'MAIL FROM', response: '550 Sender refused' })],
    [
      '535 login refused',
      smtpError('EAUTH', { command: 'AUTH PLAIN', response: '535 5.7.8 Bad credentials' }),
    ],
    ['554 after DATA', smtpError('EMESSAGE', { command: 'DATA', response: '554 5.7.1 Message refused' })],
    ['a plain error', new Error('boom')],
    ['no error object', 'boom'],
  ])('retries anything else: %s', (_name, error) => {
    expect(isRecipientRejected(error)).toBe(false);
  });
});
