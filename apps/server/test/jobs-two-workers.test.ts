import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_COMPANY } from '@verificauto/shared/legal/company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import type { Db } from '../src/db/db';
import { createJobHandlers } from '../src/job-handlers';
import { runDueJobs } from '../src/lib/jobs/job-worker';
import { renderEmail } from '../src/lib/mail/email-layout';
import { enqueueMail } from '../src/lib/mail/mail-queue';
import type { MailMessage, MailTransport } from '../src/lib/mail/mail-transport';
import { openSecondConnection } from './helpers/second-connection';
import { createTestDb } from './helpers/test-db';

const MESSAGES = 50;

let db: Db;
let otherInstanceDb: Db;
beforeAll(async () => {
  db = await createTestDb();
  otherInstanceDb = await openSecondConnection(db);
});
afterAll(async () => {
  await otherInstanceDb.close();
  await db.close();
});

/** Records every delivery; a short random pause lets the two workers' runs interleave. */
function recordingTransport(delivered: string[]): MailTransport {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await sleep(Math.random() * 3);
      delivered.push(message.to);
      return { messageId: message.messageId };
    },
    close: () => undefined,
  };
}

describe('two app instances on one database', () => {
  it('deliver each of 50 queued e-mails exactly once', async () => {
    for (let n = 0; n < MESSAGES; n++) {
      await enqueueMail(db, {
        to: `cliente${n}@example.com`,
        subject: `Messaggio ${n}`,
        template: 'test',
        ...renderEmail({ title: `Messaggio ${n}`, paragraphs: ['Prova di invio.'] }, DEMO_COMPANY),
      });
    }
    const config = loadConfig({ NODE_ENV: 'test' });
    const delivered: string[] = [];
    const transport = recordingTransport(delivered);
    const instance = async (instanceDb: Db) => {
      const handlers = createJobHandlers({ db: instanceDb, config, mailTransport: transport });
      let total = 0;
      let claimed: number;
      do {
        claimed = await runDueJobs(instanceDb, handlers, { batchSize: 4 });
        total += claimed;
      } while (claimed > 0);
      return total;
    };

    const [first, second] = await Promise.all([instance(db), instance(otherInstanceDb)]);

    expect(first + second).toBe(MESSAGES);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(delivered).toHaveLength(MESSAGES);
    expect(new Set(delivered).size).toBe(MESSAGES);
    const outbox = await db.query<{ status: string; attempts: number; n: number }>(
      'SELECT status, attempts, count(*)::int AS n FROM mail_outbox GROUP BY status, attempts',
    );
    expect(outbox).toEqual([{ status: 'sent', attempts: 1, n: MESSAGES }]);
    const jobs = await db.query<{ status: string; attempts: number; n: number }>(
      'SELECT status, attempts, count(*)::int AS n FROM jobs GROUP BY status, attempts',
    );
    expect(jobs).toEqual([{ status: 'done', attempts: 1, n: MESSAGES }]);
  });
});
