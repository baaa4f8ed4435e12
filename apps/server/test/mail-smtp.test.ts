import { randomBytes } from 'node:crypto';
import { MAIL_RETENTION_DAYS } from '@verificauto/shared/domain/business';
import { DEMO_COMPANY } from '@verificauto/shared/legal/company';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { type Db, type Queryable, queryOne } from '../src/db/db';
import { purgeExpiredRows } from '../src/features/maintenance/purge.repository';
import { createJobHandlers } from '../src/job-handlers';
import { enqueueJob } from '../src/lib/jobs/job-queue';
import { runDueJobs } from '../src/lib/jobs/job-worker';
import { renderEmail } from '../src/lib/mail/email-layout';
import type { MailAttachment } from '../src/lib/mail/mail.repository';
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

// Every byte value, so that an encoding that is not binary-safe shows.
const pdf = (title: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.7\n% ${title}\n`), randomBytes(6000), Buffer.from('\n%%EOF\n')]);

const PURCHASE_ATTACHMENTS: MailAttachment[] = [
  { filename: 'fattura-2026-0042.pdf', contentType: 'application/pdf', content: pdf('Fattura') },
  { filename: 'Regolamento Verificauto.pdf', contentType: 'application/pdf', content: pdf('Regolamento') },
];

function queueResetMail(
  to = 'mario.rossi@example.com',
  attachments?: MailAttachment[],
  into: Queryable = db,
) {
  return enqueueMail(into, {
    attachments,
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

  it('sends the attachments in order, with their names, types and exact bytes', async () => {
    await withSmtpServer(undefined, async (server, send) => {
      const id = await queueResetMail('mario.rossi@example.com', PURCHASE_ATTACHMENTS);
      expect(await send()).toBe(1);

      const mail = server.received[0];
      expect(mail?.headers.get('content-type')).toMatch(/^multipart\/mixed;/);
      expect(mail?.text).toContain(`Reimposta la password: ${RESET_URL}`);
      expect(mail?.html).toContain(`href="${RESET_URL}"`);
      expect(mail?.attachments).toHaveLength(2);
      PURCHASE_ATTACHMENTS.forEach((sent, i) => {
        const got = mail?.attachments[i];
        expect(got?.filename).toBe(sent.filename);
        expect(got?.contentType).toBe('application/pdf');
        expect(got?.content.equals(sent.content)).toBe(true);
      });
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
    });
  });

  it('sends a message without attachments as HTML and text only', async () => {
    await withSmtpServer(undefined, async (server, send) => {
      await queueResetMail();
      await send();
      expect(server.received[0]?.headers.get('content-type')).toMatch(/^multipart\/alternative;/);
      expect(server.received[0]?.attachments).toEqual([]);
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

  // A refused recipient is given up at once, and an outage is retried for days: mail-retry.test.ts.
  it('keeps the message and retries later when the server refuses it for now', async () => {
    await withSmtpServer('message', async (server, send) => {
      const id = await queueResetMail();
      await send();

      expect(server.received).toHaveLength(0);
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: 'queued', attempts: 1, sent_at: null });
      expect(row?.last_error).toMatch(/451.*Servizio temporaneamente non disponibile/);
      const job = await mailJob(id);
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job?.last_error).toMatch(/451.*Servizio temporaneamente non disponibile/);
      expect(job?.due_in).toBeGreaterThan(25);
    });
  });
});

const countRows = async () =>
  queryOne<{ mails: number; attachments: number; jobs: number }>(
    db,
    `SELECT (SELECT count(*) FROM mail_outbox)::int AS mails,
       (SELECT count(*) FROM mail_attachments)::int AS attachments, (SELECT count(*) FROM jobs)::int AS jobs`,
  );

describe('attachments in the outbox', () => {
  it('are stored with their message, in the same transaction: a rollback leaves nothing', async () => {
    const rollback = new Error('pagamento annullato');
    await expect(
      db.transaction(async (tx) => {
        await queueResetMail('mario.rossi@example.com', PURCHASE_ATTACHMENTS, tx);
        expect((await tx.query('SELECT 1 FROM mail_attachments')).length).toBe(2);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await countRows()).toEqual({ mails: 0, attachments: 0, jobs: 0 });

    await db.transaction((tx) => queueResetMail('mario.rossi@example.com', PURCHASE_ATTACHMENTS, tx));
    expect(await countRows()).toEqual({ mails: 1, attachments: 2, jobs: 1 });
  });

  it('go when the purge deletes their message past the retention', async () => {
    const kept = await queueResetMail('anna.bianchi@example.com', PURCHASE_ATTACHMENTS);
    const old = await queueResetMail('mario.rossi@example.com', PURCHASE_ATTACHMENTS);
    await db.query(
      `UPDATE mail_outbox SET status = 'sent', created_at = now() - ($2::int + 1) * interval '1 day' WHERE id = $1`,
      [old, MAIL_RETENTION_DAYS],
    );
    await purgeExpiredRows(db);
    const left = await db.query<{ mail_id: string }>('SELECT DISTINCT mail_id FROM mail_attachments');
    expect(left).toEqual([{ mail_id: kept }]);
  });
});
