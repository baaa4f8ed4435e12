import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { listAuditEntries } from '../src/features/backoffice/audit/audit.repository';
import { planOf, plansOf, unindexedSteps } from './helpers/query-plan';
import { createTestDb } from './helpers/test-db';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe('plansOf', () => {
  it('explains what a repository function sends instead of running it', async () => {
    const plans = await plansOf(db, (explaining) => listAuditEntries(explaining, {}));
    expect(plans).toHaveLength(1);
    expect(plans.flatMap((plan) => unindexedSteps(plan, ['users']))).toEqual([]);
  });

  it('names the sort and the scan that no index serves', async () => {
    const filtered = await planOf(db, (explaining) =>
      explaining.query('SELECT action FROM audit_log WHERE action = $1 ORDER BY created_at', ['x']),
    );
    expect(unindexedSteps(filtered)).toEqual(["Index Scan on audit_log filtering (action = 'x'::text)"]);
    const sorted = await planOf(db, (explaining) =>
      explaining.query('SELECT action FROM audit_log WHERE entity = $1 ORDER BY action', ['x']),
    );
    expect(unindexedSteps(sorted)).toEqual(['Sort']);
  });
});
