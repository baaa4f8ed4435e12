import { DEMO_COMPANY } from '@verificauto/shared/legal/company';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { type Db, queryOne } from '../src/db/db';
import { createJobHandlers } from '../src/job-handlers';
import { enqueueJob } from '../src/lib/jobs/job-queue';
import { runDueJobs } from '../src/lib/jobs/job-worker';
import { renderEmail } from '../src/lib/mail/email-layout';
import { enqueueMail, SEND_MAIL_JOB } from '../src/lib/mail/mail-queue';
import { createMailTransport, type MailTransport } from '../src/lib/mail/mail-transport';
import { type SmtpRejection, type SmtpTestServer, startSmtpTestServer } from './helpers/smtp-test-server';
import { createTestDb } from './helpers/test-db';

const RESET_URL =
  'http://localhost:3000/reset-password/2b0e8f7c-8d6a-4c39-9a57-1f0e3c6d2a11/Tok3n_di-prova_1234567890';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());
beforeEach(() => db.exec('DELETE FROM jobs; DELETE FROM mail_outbox'));

function queueResetMail(to = 'mario.rossi@example.com') {
  return enqueueMail(db, {
    to,
    subject: 'Reimposta la password del tuo account Verificauto',
    template: 'password_reset',
    ...renderEmail(
      {
        title: 'Reimposta la password',
        greeting: 'Ciao Mario,',
        paragraphs: [
          'Abbiamo ricevuto una richiesta di reimpostazione della password: è facile, basta un clic.',
        ],
        action: { label: 'Reimposta la password', url: RESET_URL },
        footnote: 'Il link è valido per 24 ore.',
      },
      DEMO_COMPANY,
    ),
  });
}

/** The whole SMTP path: a real local server, the transport built from SMTP_URL, the job handler registry. */
async function withSmtpServer(
  reject: SmtpRejection | undefined,
  test: (server: SmtpTestServer, send: () => Promise<number>) => Promise<void>,
) {
  const server = await startSmtpTestServer(reject);
  const config = loadConfig({
    NODE_ENV: 'test',
    SMTP_URL: server.url,
    MAIL_FROM: 'Verificauto <noreply@verificauto.it>',
  });
  const mailTransport: MailTransport = createMailTransport(config);
  try {
    expect(mailTransport.kind).toBe('smtp');
    await test(server, () => runDueJobs(db, createJobHandlers({ db, config, mailTransport })));
  } finally {
    mailTransport.close();
    await server.close();
  }
}

const outboxRow = (id: string) =>
  queryOne<{
    status: string;
    attempts: number;
    last_error: string | null;
    sent_at: Date | null;
    provider_message_id: string | null;
  }>(db, 'SELECT status, attempts, last_error, sent_at, provider_message_id FROM mail_outbox WHERE id = $1', [
    id,
  ]);

const mailJob = (outboxId: string) =>
  queryOne<{ status: string; attempts: number; last_error: string | null; due_in: number }>(
    db,
    `SELECT status, attempts, last_error, EXTRACT(EPOCH FROM run_at - now())::float8 AS due_in
     FROM jobs WHERE payload->>'outboxId' = $1`,
    [outboxId],
  );

describe('e-mail through SMTP', () => {
  it('sends the queued message, in Italian, as HTML and plain text, from MAIL_FROM', async () => {
    await withSmtpServer(undefined, async (server, send) => {
      const id = await queueResetMail();
      expect(await send()).toBe(1);

      expect(server.received).toHaveLength(1);
      const mail = server.received[0];
      expect(mail?.envelopeFrom).toBe('noreply@verificauto.it');
      expect(mail?.envelopeTo).toEqual(['mario.rossi@example.com']);
      expect(mail?.headers.get('from')).toBe('Verificauto <noreply@verificauto.it>');
      expect(mail?.headers.get('to')).toBe('mario.rossi@example.com');
      expect(mail?.headers.get('message-id')).toBe(`<${id}@verificauto.it>`);
      expect(mail?.subject).toBe('Reimposta la password del tuo account Verificauto');
      expect(mail?.text).toContain('VERIFICAUTO — Reimposta la password');
      expect(mail?.text).toContain('è facile, basta un clic.');
      expect(mail?.text).toContain(`Reimposta la password: ${RESET_URL}`);
      expect(mail?.html).toContain('<html lang="it">');
      expect(mail?.html).toContain(`href="${RESET_URL}"`);
      expect(mail?.html).toContain(
        `${DEMO_COMPANY.legalName} · ${DEMO_COMPANY.address} · P. IVA ${DEMO_COMPANY.vatNumber}`,
      );

      expect(await outboxRow(id)).toMatchObject({
        status: 'sent',
        attempts: 1,
        last_error: null,
        provider_message_id: `<${id}@verificauto.it>`,
      });
      expect((await outboxRow(id))?.sent_at).toBeInstanceOf(Date);
      expect(await mailJob(id)).toMatchObject({ status: 'done', attempts: 1 });
    });
  });

  it('never sends a message twice, even when its job runs again', async () => {
    await withSmtpServer(undefined, async (server, send) => {
      const id = await queueResetMail();
      await send();
      await enqueueJob(db, { name: SEND_MAIL_JOB, payload: { outboxId: id } });
      expect(await send()).toBe(1);
      expect(server.received).toHaveLength(1);
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
    });
  });

  it.each<[SmtpRejection, RegExp]>([
    ['recipient', /550.*Casella inesistente/],
    ['message', /451.*Servizio temporaneamente non disponibile/],
  ])('keeps the message and retries later when the server refuses the %s', async (reject, error) => {
    await withSmtpServer(reject, async (server, send) => {
      const id = await queueResetMail();
      await send();

      expect(server.received).toHaveLength(0);
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: 'queued', attempts: 1, sent_at: null });
      expect(row?.last_error).toMatch(error);
      const job = await mailJob(id);
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job?.last_error).toMatch(error);
      expect(job?.due_in).toBeGreaterThan(25);
    });
  });

  it('marks the message failed when its job gives up', async () => {
    await withSmtpServer('recipient', async (_server, send) => {
      const id = await queueResetMail();
      await db.query("UPDATE jobs SET max_attempts = 2 WHERE payload->>'outboxId' = $1", [id]);
      await send();
      await db.query("UPDATE jobs SET run_at = now() WHERE payload->>'outboxId' = $1", [id]);
      await send();

      expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 2, sent_at: null });
      expect(await mailJob(id)).toMatchObject({ status: 'failed', attempts: 2 });
    });
  });
});
