/**
 * The query plans of the list routes at the bench's scale: each repository function runs through a Queryable
 * that sends every statement as EXPLAIN (ANALYZE, BUFFERS) — the real run, with its timing and the pages it
 * read — and gives the function no rows (each list is one statement). One line per list route: the
 * functions' arguments change with the routes' pages (see scale-routes.ts).
 */
import type { Db, Queryable } from '@verificauto/server/db/db';
import {
  countPendingReports,
  listPendingReports,
} from '@verificauto/server/features/backoffice/approval/report-approval.repository';
import { listAuditEntries } from '@verificauto/server/features/backoffice/audit/audit.repository';
import { listDiscountCodes } from '@verificauto/server/features/backoffice/discount-codes/discount-codes-admin.repository';
import { listInvoices } from '@verificauto/server/features/backoffice/invoices/invoices-admin.repository';
import { listUsers } from '@verificauto/server/features/backoffice/users/users-admin.repository';
import { listWorkshops } from '@verificauto/server/features/backoffice/workshops/workshops-admin.repository';
import {
  listActivePurchases,
  listRequestedInspections,
} from '@verificauto/server/features/profile/profile.repository';
import {
  listWorkshopBookings,
  listWorkshopBookingsToComplete,
} from '@verificauto/server/features/workshop/workshop.repository';
import { containsPattern } from '@verificauto/server/lib/contains-pattern';
import { listFailedMails } from '@verificauto/server/lib/mail/mail.repository';
import {
  APPROVAL_QUEUE_PAGE_SIZE,
  USERS_PAGE_SIZE,
  WAITING_COUNT_LIMIT,
} from '@verificauto/shared/contracts/backoffice';
import { ADMIN_LIST_PAGE_SIZE } from '@verificauto/shared/contracts/backoffice-admin';
import { INVOICES_PAGE_SIZE } from '@verificauto/shared/contracts/backoffice-invoices';
import { FAILED_MAILS_PAGE_SIZE } from '@verificauto/shared/contracts/backoffice-mail';
import { PROFILE_PAGE_SIZE } from '@verificauto/shared/contracts/user-reports';

export interface BenchIds {
  seller: string;
  buyer: string;
  workshop: string;
  /** The last invoice of the first page: the later page starts after it. */
  invoice: string;
  /** The seller's 30th inspection, newest first: the profile's second page starts after it. */
  sellerPage: string;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const lastWeek = () => new Date(Date.now() - WEEK_MS);

const PLANNED: readonly [label: string, run: (q: Queryable, ids: BenchIds) => Promise<unknown>][] = [
  ['back office: coda di approvazione', (q) => listPendingReports(q, undefined, APPROVAL_QUEUE_PAGE_SIZE)],
  ['back office: coda, quanti in attesa', (q) => countPendingReports(q, WAITING_COUNT_LIMIT)],
  ['back office: fatture, prima pagina', (q) => listInvoices(q, {}, INVOICES_PAGE_SIZE)],
  [
    'back office: fatture, pagina successiva',
    (q, ids) => listInvoices(q, { before: ids.invoice }, INVOICES_PAGE_SIZE),
  ],
  [
    'back office: fatture, «rossi»',
    (q) => listInvoices(q, { pattern: containsPattern('rossi') }, INVOICES_PAGE_SIZE),
  ],
  ['back office: utenti, ricerca vuota', (q) => listUsers(q, {}, USERS_PAGE_SIZE)],
  [
    'back office: utenti, «rossi»',
    (q) => listUsers(q, { pattern: containsPattern('rossi') }, USERS_PAGE_SIZE),
  ],
  ['back office: registro delle azioni', (q) => listAuditEntries(q, {})],
  ['back office: codici sconto', (q) => listDiscountCodes(q, undefined, ADMIN_LIST_PAGE_SIZE)],
  ['back office: officine', (q) => listWorkshops(q, {}, ADMIN_LIST_PAGE_SIZE)],
  ['back office: e-mail non recapitate', (q) => listFailedMails(q, undefined, FAILED_MAILS_PAGE_SIZE)],
  [
    'profilo del venditore',
    (q, ids) => listRequestedInspections(q, ids.seller, { limit: PROFILE_PAGE_SIZE + 1 }),
  ],
  [
    'profilo del venditore, pagina successiva',
    (q, ids) =>
      listRequestedInspections(q, ids.seller, { before: ids.sellerPage, limit: PROFILE_PAGE_SIZE + 1 }),
  ],
  [
    "profilo dell'acquirente",
    (q, ids) => listActivePurchases(q, ids.buyer, { limit: PROFILE_PAGE_SIZE + 1 }),
  ],
  [
    'officina: prenotazioni della settimana',
    (q, ids) => listWorkshopBookings(q, ids.workshop, lastWeek(), new Date()),
  ],
  [
    'officina: report da completare',
    (q, ids) =>
      listWorkshopBookingsToComplete(q, ids.workshop, new Date(Date.now() - 30 * 86_400_000), new Date()),
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
