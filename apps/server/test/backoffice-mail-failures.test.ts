import { AuditLogSchema } from '@verificauto/shared/contracts/backoffice';
import {
  FAILED_MAILS_PAGE_SIZE,
  FailedMailsSchema,
  MailResentSchema,
} from '@verificauto/shared/contracts/backoffice-mail';
import { MAIL_RETENTION_DAYS } from '@verificauto/shared/domain/business';
import { DEMO_COMPANY } from '@verificauto/shared/legal/company';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { queryOne } from '../src/db/db';
import { createJobHandlers } from '../src/job-handlers';
import { runDueJobs } from '../src/lib/jobs/job-worker';
import { renderEmail } from '../src/lib/mail/email-layout';
import { enqueueMail } from '../src/lib/mail/mail-queue';
import { createMailTransport } from '../src/lib/mail/mail-transport';
import { allPages } from './helpers/all-pages';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import { insertWorkshop } from './helpers/report-fixtures';
import { type SmtpRejection, startSmtpTestServer } from './helpers/smtp-test-server';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

/** The back office's page of e-mails not sent, and "Invia di nuovo" (decision 048). */
let ctx: TestContext;
let backoffice: SignedIn;
let backofficeId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  backofficeId = (await createUser(ctx.db, { email: 'bo@verificauto.test', role: 'backoffice' })).id;
  backoffice = await signIn(ctx.app, 'bo@verificauto.test');
});
afterAll(() => ctx.close());
beforeEach(() => ctx.db.exec('DELETE FROM jobs; DELETE FROM mail_outbox'));

const queueMail = (to: string) =>
  enqueueMail(ctx.db, {
    to,
    subject: 'Il tuo report è pronto',
    template: 'report_approved',
    ...renderEmail({ title: 'Report pronto', paragraphs: ['Il report è online.'] }, DEMO_COMPANY),
  });

/** Runs the due jobs once, delivering through a local SMTP server that accepts or refuses. */
async function runJobsWithSmtp(reject?: SmtpRejection) {
  const server = await startSmtpTestServer(reject);
  const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: server.url });
  const mailTransport = createMailTransport(config);
  try {
    await runDueJobs(ctx.db, createJobHandlers({ db: ctx.db, config, mailTransport }));
    return server.received;
  } finally {
    mailTransport.close();
    await server.close();
  }
}

/** A mail the recipient's server refused for good. */
async function failedMail(to = 'casella.inesistente@example.com') {
  const id = await queueMail(to);
  await runJobsWithSmtp('recipient');
  return id;
}

const list = (headers = backoffice.headers, before?: string) =>
  ctx.app.inject({
    url: `/api/backoffice/failed-mails${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    headers,
  });
const resend = (id: string, headers = backoffice.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/backoffice/failed-mails/${id}/resend`, headers });

const auditOf = async (id: string) => {
  const res = await ctx.app.inject({
    url: `/api/backoffice/audit?entity=mail&entity_id=${id}`,
    headers: backoffice.headers,
  });
  return AuditLogSchema.parse(res.json()).entries;
};

const mailJobs = (id: string) =>
  ctx.db.query<{ status: string; attempts: number }>(
    `SELECT status, attempts FROM jobs WHERE payload->>'outboxId' = $1`,
    [id],
  );

describe('GET /api/backoffice/failed-mails', () => {
  it('lists the e-mails that could not be sent, with why and the server’s answer', async () => {
    const id = await failedMail();
    await queueMail('in.coda@example.com');

    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(FailedMailsSchema.parse(res.json()).mails).toEqual([
      {
        id,
        to: 'casella.inesistente@example.com',
        subject: 'Il tuo report è pronto',
        template: 'report_approved',
        created_at: expect.any(String),
        failed_at: expect.any(String),
        failure: 'rejected',
        last_error: expect.stringMatching(/550 Casella inesistente/),
        attempts: 1,
      },
    ]);
  });

  it('leaves out a failed e-mail past the retention, which the purge deletes with its content', async () => {
    const id = await failedMail();
    await ctx.db.query(
      `UPDATE mail_outbox SET created_at = now() - ($2::int * interval '1 day') WHERE id = $1`,
      [id, MAIL_RETENTION_DAYS],
    );
    expect(FailedMailsSchema.parse((await list()).json()).mails).toEqual([]);
    const res = await resend(id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'not_found',
      message: expect.stringMatching(/Email non trovata/),
    });
    expect(await mailJobs(id)).toEqual([{ status: 'failed', attempts: 1 }]);
  });

  it('answers 401 to guests and 403 to users and technicians, for the list and the action', async () => {
    const id = await failedMail();
    const workshopId = await insertWorkshop(ctx.db, 'Officina delle email');
    await createUser(ctx.db, { email: 'utente.mail@example.it' });
    await createUser(ctx.db, { email: 'tecnico.mail@example.it', role: 'technician', workshopId });
    const callers: [Record<string, string>, number][] = [
      [xsrfHeaders(), 401],
      [(await signIn(ctx.app, 'utente.mail@example.it')).headers, 403],
      [(await signIn(ctx.app, 'tecnico.mail@example.it')).headers, 403],
    ];
    for (const [headers, status] of callers) {
      expect((await list(headers)).statusCode).toBe(status);
      expect((await resend(id, headers)).statusCode).toBe(status);
    }
    expect(await mailJobs(id)).toEqual([{ status: 'failed', attempts: 1 }]);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('the list, page by page', () => {
  /** Failed e-mails written straight into the outbox, two a minute (same time: by id), the newest first. */
  const insertFailedMails = (count: number) =>
    ctx.db.query(
      `INSERT INTO mail_outbox (to_address, subject, html, text, template, status, attempts, failed_at, failure,
                               created_at)
       SELECT 'cliente' || n || '@example.com', 'Email ' || n, '<p>Ciao</p>', 'Ciao', 'report_approved', 'failed',
              1, date_trunc('minute', now()) - (n / 2) * interval '1 minute', 'rejected', now() - interval '1 day'
         FROM generate_series(1, $1::int) AS n`,
      [count],
    );
  const readPage = async (before: string | undefined) => {
    const res = await list(backoffice.headers, before);
    expect(res.statusCode, res.body).toBe(200);
    const page = FailedMailsSchema.parse(res.json());
    return { rows: page.mails, next: page.next ?? undefined };
  };

  it('pages by 50, the latest failure first, with no e-mail twice or left out', async () => {
    await insertFailedMails(57);
    const pages = await allPages(readPage);
    expect(pages.map((page) => page.length)).toEqual([FAILED_MAILS_PAGE_SIZE, 57 - FAILED_MAILS_PAGE_SIZE]);
    const everyFailure = await ctx.db.query<{ id: string }>(
      `SELECT id FROM mail_outbox WHERE status = 'failed' ORDER BY failed_at DESC, id DESC`,
    );
    expect(pages.flat().map((mail) => mail.id)).toEqual(everyFailure.map((mail) => mail.id));
  });

  it('goes on after the last e-mail shown even when it was sent again in between', async () => {
    await insertFailedMails(53);
    const first = await readPage(undefined);
    const last = first.rows.at(-1);
    expect((await resend(last?.id ?? '')).statusCode).toBe(200);
    const second = await readPage(first.next);
    const older = await ctx.db.query<{ id: string }>(
      `SELECT id FROM mail_outbox WHERE status = 'failed' ORDER BY failed_at DESC, id DESC OFFSET 49`,
    );
    expect(second.rows.map((mail) => mail.id)).toEqual(older.map((mail) => mail.id));
    expect(second.next).toBeUndefined();
  });

  it('refuses a page it did not give with a 400 in Italian', async () => {
    for (const before of ['ultima', '2026-11-29T09:00:00Z~5f0c4a52-3c1e-4b8e-9a55-0d2f6b1c7e90']) {
      const res = await list(backoffice.headers, before);
      expect(res.statusCode, before).toBe(400);
      expect(res.json().message).toBe('La pagina richiesta non è valida.');
    }
  });
});

describe('"Invia di nuovo"', () => {
  it('queues the e-mail again, audited, and the next run delivers it', async () => {
    const id = await failedMail('mario.rossi@example.com');

    const res = await resend(id);
    expect(res.statusCode).toBe(200);
    expect(MailResentSchema.parse(res.json())).toEqual({ id, status: 'queued' });
    expect(FailedMailsSchema.parse((await list()).json()).mails).toEqual([]);
    expect(await mailJobs(id)).toEqual([{ status: 'pending', attempts: 0 }]);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'mail.resent',
      entity: 'mail',
      entity_id: id,
      actor: { email: 'bo@verificauto.test' },
      before: { status: 'failed', failure: 'rejected', last_error: expect.stringMatching(/550/) },
      after: { status: 'queued' },
    });
    const row = await queryOne<{ actor_id: string; details: unknown }>(
      ctx.db,
      `SELECT actor_id, details FROM audit_log WHERE action = 'mail.resent' AND entity_id = $1`,
      [id],
    );
    expect(row).toEqual({
      actor_id: backofficeId,
      details: { to: 'mario.rossi@example.com', subject: 'Il tuo report è pronto' },
    });

    const received = await runJobsWithSmtp();
    expect(received.map((mail) => mail.envelopeTo)).toEqual([['mario.rossi@example.com']]);
    const sent = await queryOne<{ status: string; failure: string | null }>(
      ctx.db,
      'SELECT status, failure FROM mail_outbox WHERE id = $1',
      [id],
    );
    expect(sent).toEqual({ status: 'sent', failure: null });
  });

  it('queues it once however often it is clicked, even at the same time', async () => {
    const id = await failedMail();

    const answers = await Promise.all([resend(id), resend(id)]);
    const again = await resend(id);
    for (const res of [...answers, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id, status: 'queued' });
    }
    expect(await auditOf(id)).toHaveLength(1);
    expect(await mailJobs(id)).toEqual([{ status: 'pending', attempts: 0 }]);

    expect(await runJobsWithSmtp()).toHaveLength(1);
    expect(await runJobsWithSmtp()).toHaveLength(0);
    expect((await resend(id)).json()).toEqual({ id, status: 'sent' });
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('queues it again when the purge has already deleted its failed job (kept 30 days, the e-mail 90)', async () => {
    const id = await failedMail();
    await ctx.db.query("DELETE FROM jobs WHERE payload->>'outboxId' = $1", [id]);

    expect((await resend(id)).json()).toEqual({ id, status: 'queued' });
    expect(await mailJobs(id)).toEqual([{ status: 'pending', attempts: 0 }]);
    expect(await runJobsWithSmtp()).toHaveLength(1);
  });

  it('answers 404 to an e-mail it does not know', async () => {
    for (const id of ['9d1c6c2e-3f7a-4a53-9d0b-0f1f4b8f2a11', 'non-un-id']) {
      const res = await resend(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
