import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { listAuditEntries } from '../src/features/backoffice/audit/audit.repository';
import {
  findDiscountCodeById,
  listDiscountCodes,
} from '../src/features/backoffice/discount-codes/discount-codes-admin.repository';
import {
  type InvoiceFilter,
  listInvoices,
} from '../src/features/backoffice/invoices/invoices-admin.repository';
import { listWorkshops } from '../src/features/backoffice/workshops/workshops-admin.repository';
import { listFailedMails } from '../src/lib/mail/mail.repository';
import { planNodes, planOf, unindexedSteps } from './helpers/query-plan';
import { createTestDb } from './helpers/test-db';

/**
 * Every list of the back office but the approval queue and the users reads its page through an index
 * (docs/decisions/072-backoffice-list-indexes.md).
 */
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

const SOME_ID = '5f0c4a52-3c1e-4b8e-9a55-0d2f6b1c7e90';

describe('the invoices', () => {
  const forms: Record<string, InvoiceFilter> = {
    'the newest': {},
    'a further page': { before: SOME_ID },
    'a year': { year: 2026 },
    'a kind': { kind: 'credit_note' },
    'a kind in a year, a further page': { year: 2025, kind: 'invoice', before: SOME_ID },
  };
  for (const [form, filter] of Object.entries(forms)) {
    it(`reads ${form} through an index in the list's order, with no sort`, async () => {
      expect(unindexedSteps(await planOf(db, (q) => listInvoices(q, filter, 50)))).toEqual([]);
    });
  }
});

// No index gives a contains search's matches in the list's order: the trigram index finds them and only they
// are sorted; on a common word the planner may rather walk the list's index until a page is full. Planned
// here with that walk priced out too, to show the search's own index.
describe('the searches', () => {
  const searching = (): Db => ({
    ...db,
    transaction: (work) =>
      db.transaction(async (tx) => {
        await tx.exec('SET LOCAL enable_indexscan = off');
        return work(tx);
      }),
  });
  const searches: Record<string, [Parameters<typeof planOf>[1], string]> = {
    invoices: [(q) => listInvoices(q, { pattern: '%rossi%' }, 50), 'invoices_search_idx'],
    workshops: [(q) => listWorkshops(q, { pattern: '%bologna%' }, 50), 'workshops_search_idx'],
  };
  for (const [list, [run, index]] of Object.entries(searches)) {
    it(`finds the ${list} a search matches through the trigram index, and sorts only them`, async () => {
      const plan = await planOf(searching(), run);
      expect(unindexedSteps(plan)).toEqual(['Sort']);
      expect(planNodes(plan).map((node) => node['Index Name'])).toContain(index);
    });
  }
});

describe('the other lists', () => {
  const lists: Record<string, Parameters<typeof planOf>[1]> = {
    'the audit log': (q) => listAuditEntries(q, {}),
    'the audit log, a further page': (q) => listAuditEntries(q, { before: 1000 }),
    'the audit log of one kind': (q) => listAuditEntries(q, { entity: 'report', before: 1000 }),
    'the audit log of one record': (q) => listAuditEntries(q, { entity: 'user', entityId: SOME_ID }),
    'the discount codes': (q) => listDiscountCodes(q, undefined, 50),
    'the discount codes, a further page': (q) => listDiscountCodes(q, SOME_ID, 50),
    'the workshops': (q) => listWorkshops(q, {}, 50),
    'the workshops, a further page': (q) => listWorkshops(q, { before: SOME_ID }, 50),
    'the failed e-mails': (q) => listFailedMails(q, undefined, 50),
    'the failed e-mails, a further page': (q) =>
      listFailedMails(q, { at: '2026-11-29T09:00:00.000000Z', id: SOME_ID }, 50),
    // Whether an order carries a code, read before a change.
    'a discount code and whether orders carry it': (q) => findDiscountCodeById(q, SOME_ID),
  };
  for (const [list, run] of Object.entries(lists)) {
    it(`reads ${list} through indexes, with no sort`, async () => {
      expect(unindexedSteps(await planOf(db, run))).toEqual([]);
    });
  }
});
