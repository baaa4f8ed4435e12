/**
 * The query plans of the list routes at the bench's scale: each repository function runs through a Queryable
 * that sends every statement as EXPLAIN (ANALYZE, BUFFERS) — the real run, with its timing and the pages it
 * read — and gives the function no rows (each list is one statement). One line per list route: the
 * functions' arguments change with the routes' pages (see scale-routes.ts).
 */
import type { Db, Queryable } from '@verificauto/server/db/db';
import { listPendingReports } from '@verificauto/server/features/backoffice/approval/report-approval.repository';
import { listAuditEntries } from '@verificauto/server/features/backoffice/audit/audit.repository';
import { listDiscountCodes } from '@verificauto/server/features/backoffice/discount-codes/discount-codes-admin.repository';
import { listInvoices } from '@verificauto/server/features/backoffice/invoices/invoices-admin.repository';
import { searchUsers } from '@verificauto/server/features/backoffice/users/users-admin.repository';
import { listWorkshops } from '@verificauto/server/features/backoffice/workshops/workshops-admin.repository';
import {
  listActivePurchases,
  listRequestedInspections,
} from '@verificauto/server/features/profile/profile.repository';
import { listWorkshopBookings } from '@verificauto/server/features/workshop/workshop.repository';

export interface BenchIds {
  seller: string;
  buyer: string;
  workshop: string;
  /** The last invoice of the first page: the later page starts after it. */
  invoice: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const PLANNED: readonly [label: string, run: (q: Queryable, ids: BenchIds) => Promise<unknown>][] = [
  ['back office: coda di approvazione', (q) => listPendingReports(q)],
  ['back office: fatture, prima pagina', (q) => listInvoices(q, {}, 50)],
  ['back office: fatture, pagina successiva', (q, ids) => listInvoices(q, { before: ids.invoice }, 50)],
  ['back office: utenti, ricerca vuota', (q) => searchUsers(q, '')],
  ['back office: utenti, «rossi»', (q) => searchUsers(q, 'rossi')],
  ['back office: registro delle azioni', (q) => listAuditEntries(q, {})],
  ['back office: codici sconto', (q) => listDiscountCodes(q)],
  ['back office: officine', (q) => listWorkshops(q)],
  ['profilo del venditore', (q, ids) => listRequestedInspections(q, ids.seller)],
  ["profilo dell'acquirente", (q, ids) => listActivePurchases(q, ids.buyer)],
  [
    'officina: prenotazioni',
    (q, ids) => listWorkshopBookings(q, ids.workshop, new Date(Date.now() - 7 * DAY_MS)),
  ],
];

/** A statement slower than this is cancelled: its plan is then the estimate only (EXPLAIN without ANALYZE). */
export const PLAN_TIMEOUT = '60s';

/** The plans of the statements `run` sends, in order, as PostgreSQL prints them. */
async function explainAll(db: Db, run: (q: Queryable) => Promise<unknown>): Promise<string[]> {
  const plans: string[] = [];
  const explain = (tx: Queryable, options: string, sql: string, params?: readonly unknown[]) =>
    tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (${options}) ${sql}`, params);
  const explaining = (tx: Queryable): Queryable => ({
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> {
      const rows = await explain(tx, 'ANALYZE, BUFFERS', sql, params).catch(async (error: unknown) => {
        if ((error as { code?: string }).code !== '57014') throw error;
        plans.push(`-- cancelled after ${PLAN_TIMEOUT} (statement_timeout): the planner's estimate`);
        return db.transaction((fresh) => explain(fresh, 'COSTS', sql, params));
      });
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      return [];
    },
    exec: () => Promise.reject(new Error('explainAll explains queries, not scripts')),
  });
  await db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL statement_timeout = '${PLAN_TIMEOUT}'`);
    await run(explaining(tx));
  });
  return plans;
}

export async function listRoutePlans(db: Db, ids: BenchIds): Promise<{ label: string; plans: string[] }[]> {
  const result: { label: string; plans: string[] }[] = [];
  for (const [label, run] of PLANNED) result.push({ label, plans: await explainAll(db, (q) => run(q, ids)) });
  return result;
}
