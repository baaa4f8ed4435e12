import { DEMO_COMPANY } from '@verificauto/shared/legal/company';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { type Db, queryOne } from '../src/db/db';
import { createJobHandlers } from '../src/job-handlers';
import { runDueJobs } from '../src/lib/jobs/job-worker';
import { renderEmail } from '../src/lib/mail/email-layout';
import { enqueueMail } from '../src/lib/mail/mail-queue';
import { createMailTransport } from '../src/lib/mail/mail-transport';
import { freePort, type SmtpTestServer, startSmtpTestServer } from './helpers/smtp-test-server';
import { createTestDb } from './helpers/test-db';

/**
 * Mail retries (decision 048): an e-mail is retried for at least 3 days while the mail server may still take it, and
 * is given up at once only when the recipient's address is refused for good (decision 048).
 */
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());
beforeEach(() => db.exec('DELETE FROM jobs; DELETE FROM mail_outbox'));

const queueMail = () =>
  enqueueMail(db, {
    to: 'mario.rossi@example.com',
    subject: 'La tua ispezione è confermata',
    template: 'booking_confirmation',
    ...renderEmail(
      { title: 'Ispezione confermata', paragraphs: ['Ti aspettiamo in officina.'] },
      DEMO_COMPANY,
    ),
  });

/** The app's own delivery path (transport from SMTP_URL, the handler registry) towards `smtpUrl`. */
function mailSender(smtpUrl: string) {
  const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtpUrl });
  const mailTransport = createMailTransport(config);
  const handlers = createJobHandlers({ db, config, mailTransport });
  return { send: () => runDueJobs(db, handlers), close: () => mailTransport.close() };
}

const outbox = (id: string) =>
  queryOne<{ status: string; attempts: number; last_error: string | null; failure: string | null }>(
    db,
    'SELECT status, attempts, last_error, failure FROM mail_outbox WHERE id = $1',
    [id],
  );

const mailJob = (id: string) =>
  queryOne<{ status: string; attempts: number; due_in: number }>(
    db,
    `SELECT status, attempts, EXTRACT(EPOCH FROM run_at - now())::float8 AS due_in
       FROM jobs WHERE payload->>'outboxId' = $1`,
    [id],
  );

/** Time passes: the job's next attempt is due now. */
const makeDue = (id: string) =>
  db.query("UPDATE jobs SET run_at = now() WHERE payload->>'outboxId' = $1", [id]);

/** Runs the job `times` times, each once due, against a server that fails every time. */
async function failAttempts(id: string, send: () => Promise<number>, times: number) {
  for (let i = 0; i < times; i++) {
    await makeDue(id);
    expect(await send()).toBe(1);
  }
}

describe('an SMTP outage', () => {
  it('keeps a mail queued past 8 refused connections and delivers it once the server is back', async () => {
    const port = await freePort();
    const sender = mailSender(`smtp://127.0.0.1:${port}`);
    let server: SmtpTestServer | undefined;
    try {
      const id = await queueMail();
      await failAttempts(id, sender.send, 10);
      expect(await outbox(id)).toMatchObject({ status: 'queued', attempts: 10 });
      expect((await outbox(id))?.last_error).toMatch(/ECONNREFUSED/);
      expect(await mailJob(id)).toMatchObject({ status: 'pending', attempts: 10 });

      server = await startSmtpTestServer(undefined, { port });
      await makeDue(id);
      await sender.send();
      expect(server.received.map((mail) => mail.subject)).toEqual(['La tua ispezione è confermata']);
      expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 11, last_error: null });
      expect(await mailJob(id)).toMatchObject({ status: 'done', attempts: 11 });
    } finally {
      sender.close();
      await server?.close();
    }
  });

  it('keeps a mail queued while the server answers 421, with waits capped at one hour, then delivers it', async () => {
    const server = await startSmtpTestServer(undefined, { busyFor: 12 });
    const sender = mailSender(server.url);
    try {
      const id = await queueMail();
      await failAttempts(id, sender.send, 12);
      expect(await outbox(id)).toMatchObject({ status: 'queued', attempts: 12 });
      expect((await outbox(id))?.last_error).toMatch(/421 Servizio non disponibile/);
      const job = await mailJob(id);
      expect(job).toMatchObject({ status: 'pending', attempts: 12 });
      expect(job?.due_in).toBeGreaterThan(3590);
      expect(job?.due_in).toBeLessThanOrEqual(3600);

      await failAttempts(id, sender.send, 1);
      expect(server.received).toHaveLength(1);
      expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 13 });
    } finally {
      sender.close();
      await server.close();
    }
  });

  it('gives a mail up only once 3 days have passed since its first attempt', async () => {
    const sender = mailSender(`smtp://127.0.0.1:${await freePort()}`);
    try {
      const id = await queueMail();
      await failAttempts(id, sender.send, 1);
      const firstAttemptAgo = (interval: string) =>
        db.query(`UPDATE jobs SET first_attempt_at = now() - $2::interval WHERE payload->>'outboxId' = $1`, [
          id,
          interval,
        ]);

      await firstAttemptAgo('71 hours 59 minutes');
      await failAttempts(id, sender.send, 1);
      expect(await outbox(id)).toMatchObject({ status: 'queued', attempts: 2, failure: null });

      await firstAttemptAgo('72 hours');
      await failAttempts(id, sender.send, 1);
      expect(await outbox(id)).toMatchObject({ status: 'failed', attempts: 3, failure: 'retries_exhausted' });
      expect((await outbox(id))?.last_error).toMatch(/ECONNREFUSED/);
      expect(await mailJob(id)).toMatchObject({ status: 'failed', attempts: 3 });
    } finally {
      sender.close();
    }
  });
});

describe('a recipient refused for good', () => {
  it('fails the mail at once, keeping the reason, and never tries again', async () => {
    const server = await startSmtpTestServer('recipient');
    const sender = mailSender(server.url);
    try {
      const id = await queueMail();
      expect(await sender.send()).toBe(1);
      expect(await outbox(id)).toMatchObject({ status: 'failed', attempts: 1, failure: 'rejected' });
      expect((await outbox(id))?.last_error).toMatch(/550 Casella inesistente/);
      expect(await mailJob(id)).toMatchObject({ status: 'failed', attempts: 1 });

      await makeDue(id);
      expect(await sender.send()).toBe(0);
    } finally {
      sender.close();
      await server.close();
    }
  });
});
