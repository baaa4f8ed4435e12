import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../src/db/db';
import { createReportCache } from '../src/features/report/report-cache';
import type { ReportSnapshot } from '../src/features/report/report-snapshot';
import { ChangeFeed } from '../src/lib/change-feed';
import { createUser } from './helpers/auth';
import { insertInspection, insertReport, insertWorkshop } from './helpers/report-fixtures';
import { createTestDb } from './helpers/test-db';

let db: Db;
let feed: ChangeFeed;
const inspections: string[] = [];
beforeAll(async () => {
  db = await createTestDb();
  const workshopId = await insertWorkshop(db, 'Officina Verdi');
  const seller = await createUser(db, { email: 'venditore@example.it' });
  for (let i = 0; i < 3; i++) {
    const inspection = await insertInspection(db, { sellerId: seller.id, workshopId });
    await insertReport(db, inspection);
    inspections.push(inspection);
  }
  feed = await ChangeFeed.start(db);
});
afterAll(async () => {
  await feed.close();
  await db.close();
});

const config = { publicUrl: 'https://verificauto.example', photoUrlSecret: 'x'.repeat(32) };

/** The database as the cache sees it, counting the statements it sends. */
function countingDb() {
  const counted = { statements: 0 };
  const queryable: Queryable = {
    query: (sql, params) => {
      counted.statements += 1;
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  return { counted, queryable };
}

describe('the report cache', () => {
  it('holds reports up to its bytes and drops the least recently read first', async () => {
    const probe = createReportCache({ db, config: { ...config, reportCacheBytes: 1e9 }, feed });
    const snapshot = (await probe.readSnapshot(inspections[0] as string)) as ReportSnapshot;
    const reportBytes = snapshot.body(Date.now()).bytes;
    expect(reportBytes).toBeGreaterThan(1000);

    // Room for two reports (each weighed with the record it is shaped from), not three.
    const { counted, queryable } = countingDb();
    const cache = createReportCache({
      db: queryable,
      config: { ...config, reportCacheBytes: 5 * reportBytes },
      feed,
    });
    const [a, b, c] = inspections as [string, string, string];
    const readsOf = async (id: string) => {
      const before = counted.statements;
      expect((await cache.readSnapshot(id))?.reportId).toEqual(expect.any(String));
      return counted.statements - before;
    };
    expect(await readsOf(a)).toBeGreaterThan(0);
    expect(await readsOf(b)).toBeGreaterThan(0);
    expect(await readsOf(a)).toBe(0);
    // 'c' makes room by dropping 'b', read before 'a' was read again.
    expect(await readsOf(c)).toBeGreaterThan(0);
    expect(await readsOf(a)).toBe(0);
    expect(await readsOf(c)).toBe(0);
    expect(await readsOf(b)).toBeGreaterThan(0);
  });
});
