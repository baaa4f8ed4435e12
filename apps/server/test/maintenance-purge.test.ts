import { MAIL_RETENTION_DAYS } from '@verificauto/shared/domain/business';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../src/db/db';
import {
  createPurgeHandler,
  PURGE_JOB,
  scheduleMaintenance,
} from '../src/features/maintenance/maintenance-jobs';
import { purgeExpiredRows } from '../src/features/maintenance/purge.repository';
import { createUser } from './helpers/auth';
import { plansOf, unindexedSteps } from './helpers/query-plan';
import { createTestDb } from './helpers/test-db';

let db: Db;
let userId: string;
beforeAll(async () => {
  db = await createTestDb();
  userId = (await createUser(db, { email: 'mario.rossi@example.it' })).id;
});
afterAll(() => db.close());

const ids = async (sql: string) => (await db.query<{ id: string }>(sql)).map((row) => row.id).sort();

async function insertSession(id: string, expires: string, absoluteExpires = "now() + interval '7 days'") {
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, expires_at, absolute_expires_at, ip)
     VALUES ($1, $2, ${expires}, ${absoluteExpires}, '127.0.0.1')`,
    [id, userId],
  );
}

async function insertToken(hash: string, expires: string, used: string) {
  await db.query(
    `INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at, used_at)
     VALUES ($1, 'password_reset', $2, ${expires}, ${used})`,
    [userId, hash],
  );
}

async function insertJob(key: string, status: string, updated: string) {
  await db.query(
    `INSERT INTO jobs (name, status, dedupe_key, updated_at) VALUES ('mail.send', $1, $2, ${updated})`,
    [status, key],
  );
}

async function insertMail(subject: string, status: string, created: string) {
  await db.query(
    `INSERT INTO mail_outbox (to_address, subject, html, text, template, status, created_at)
     VALUES ('mario.rossi@example.it', $1, '<p>x</p>', 'x', 'activation', $2, ${created})`,
    [subject, status],
  );
}

describe('the hourly purge', () => {
  it(`deletes sent and failed e-mails ${MAIL_RETENTION_DAYS} days after they were queued, never a queued one`, async () => {
    await insertMail('inviata-ieri', 'sent', "now() - interval '1 day'");
    await insertMail('inviata-quasi-scaduta', 'sent', `now() - interval '${MAIL_RETENTION_DAYS - 1} days'`);
    await insertMail('inviata-scaduta', 'sent', `now() - interval '${MAIL_RETENTION_DAYS} days 1 minute'`);
    await insertMail('fallita-scaduta', 'failed', `now() - interval '${MAIL_RETENTION_DAYS + 1} days'`);
    await insertMail('in-coda-vecchia', 'queued', `now() - interval '${MAIL_RETENTION_DAYS + 1} days'`);

    await createPurgeHandler(db).run({}, { jobId: 1, attempt: 1, maxAttempts: 8 });

    expect(await ids('SELECT subject AS id FROM mail_outbox')).toEqual([
      'in-coda-vecchia',
      'inviata-ieri',
      'inviata-quasi-scaduta',
    ]);
  });

  it('deletes ended sessions, spent links, ended rate-limit windows and old finished jobs, and nothing else', async () => {
    await insertSession('viva', "now() + interval '1 hour'");
    await insertSession('inattiva', "now() - interval '1 minute'");
    await insertSession('troppo-vecchia', "now() + interval '1 hour'", "now() - interval '1 minute'");
    await insertToken('valido', "now() + interval '30 minutes'", 'NULL');
    await insertToken('appena-scaduto', "now() - interval '1 hour'", 'NULL');
    await insertToken('scaduto-ieri', "now() - interval '25 hours'", 'NULL');
    await insertToken('usato-ieri', "now() + interval '1 hour'", "now() - interval '25 hours'");
    await db.query(
      `INSERT INTO rate_limits (key, hits, window_ends_at)
       VALUES ('signin:aperta', 3, now() + interval '5 minutes'), ('signin:chiusa', 9, now() - interval '1 second')`,
    );
    await insertJob('recente', 'done', "now() - interval '29 days'");
    await insertJob('vecchio', 'done', "now() - interval '31 days'");
    await insertJob('fallito', 'failed', "now() - interval '31 days'");
    await insertJob('in-attesa', 'pending', "now() - interval '31 days'");

    await createPurgeHandler(db).run({}, { jobId: 1, attempt: 1, maxAttempts: 8 });

    expect(await ids('SELECT id_hash AS id FROM sessions')).toEqual(['viva']);
    expect(await ids('SELECT token_hash AS id FROM user_tokens')).toEqual(['appena-scaduto', 'valido']);
    expect(await ids('SELECT key AS id FROM rate_limits')).toEqual(['signin:aperta']);
    expect(await ids(`SELECT dedupe_key AS id FROM jobs WHERE name = 'mail.send'`)).toEqual([
      'in-attesa',
      'recente',
    ]);
  });

  it('deletes Calendly booking intents a day after they expired', async () => {
    await db.query(
      `INSERT INTO regulation_versions (id, version_date, text) VALUES ('0123456789ab', '2026-11-24', 'Regolamento')`,
    );
    const [workshop] = await db.query<{ id: string }>(
      `INSERT INTO workshops (slug, name, address, postal_code, city, province, phone, latitude, longitude)
       VALUES ('officina-purga', 'Officina', 'Via Roma 1', '40121', 'Bologna', 'BO', '051 1', 44.5, 11.3)
       RETURNING id`,
    );
    const intent = (id: string, expiresAt: string) =>
      db.query(
        `INSERT INTO calendly_intents (id, workshop_id, car_license_plate, regulation_version, expires_at)
         VALUES ($1, $2, 'AB123CD', '0123456789ab', ${expiresAt})`,
        [id, workshop?.id],
      );
    await intent('00000000-0000-4000-8000-000000000001', "now() + interval '1 hour'");
    await intent('00000000-0000-4000-8000-000000000002', "now() - interval '23 hours'");
    await intent('00000000-0000-4000-8000-000000000003', "now() - interval '25 hours'");

    await createPurgeHandler(db).run({}, { jobId: 1, attempt: 1, maxAttempts: 8 });

    expect(await ids('SELECT id::text AS id FROM calendly_intents')).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ]);
  });

  it('deletes in chunks of the given size, each a statement of its own, until none is left', async () => {
    for (const n of [1, 2, 3, 4, 5]) await insertSession(`a-blocchi-${n}`, "now() - interval '1 minute'");
    await insertSession('a-blocchi-viva', "now() + interval '1 hour'");
    const sent: string[] = [];
    const counting: Queryable = {
      query: <Row>(sql: string, params?: readonly unknown[]) => {
        sent.push(sql);
        return db.query<Row>(sql, params);
      },
      exec: (sql) => db.exec(sql),
    };

    await purgeExpiredRows(counting, { chunkRows: 2 });

    expect(await ids("SELECT id_hash AS id FROM sessions WHERE id_hash LIKE 'a-blocchi-%'")).toEqual([
      'a-blocchi-viva',
    ]);
    // 2 + 2 + 1: the short chunk is the last.
    expect(sent.filter((sql) => sql.includes('DELETE FROM sessions'))).toHaveLength(3);
  });

  it('finds the rows of every chunk by index', async () => {
    const plans = await plansOf(db, (explaining) => purgeExpiredRows(explaining));
    expect(plans).toHaveLength(7);
    expect(plans.flatMap((plan) => unindexedSteps(plan))).toEqual([]);
  });

  it('schedules itself for the start of the next hour, once however many instances ask', async () => {
    await db.query('DELETE FROM jobs WHERE name = $1', [PURGE_JOB]);
    const now = new Date('2026-01-05T10:17:00Z');
    await scheduleMaintenance(db, now);
    await scheduleMaintenance(db, now);
    const scheduled = await db.query<{ run_at: Date; dedupe_key: string }>(
      'SELECT run_at, dedupe_key FROM jobs WHERE name = $1',
      [PURGE_JOB],
    );
    expect(scheduled).toEqual([
      { run_at: new Date('2026-01-05T10:00:00Z'), dedupe_key: 'maintenance.purge:2026-01-05T10:00:00.000Z' },
    ]);

    await createPurgeHandler(db).run({}, { jobId: 1, attempt: 1, maxAttempts: 8 });
    await createPurgeHandler(db).run({}, { jobId: 1, attempt: 1, maxAttempts: 8 });
    const next = await db.query<{ run_at: Date }>(
      `SELECT run_at FROM jobs WHERE name = $1 AND run_at > now() ORDER BY run_at`,
      [PURGE_JOB],
    );
    expect(next).toHaveLength(1);
    const nextHour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    expect(next[0]?.run_at.getTime()).toBe(nextHour);
  });
});
