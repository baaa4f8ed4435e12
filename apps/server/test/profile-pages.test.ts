import {
  PROFILE_PAGE_SIZE,
  PurchasedPageSchema,
  RequestedPageSchema,
  UserReportsSchema,
} from '@verificauto/shared/contracts/user-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActivePurchases, listRequestedInspections } from '../src/features/profile/profile.repository';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import { planOf, unindexedSteps } from './helpers/query-plan';
import { insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let seller: { id: string; email: string };
let buyer: { id: string; email: string };
let sellerIn: SignedIn;
let buyerIn: SignedIn;
// More than two pages each, so that a middle page is full and the last one is short.
const INSPECTIONS = 2 * PROFILE_PAGE_SIZE + 11;
// Every seventh inspection created is cancelled, which the list leaves out: 82 - 11 = 71.
const CREATED = 82;
const PURCHASES = 2 * PROFILE_PAGE_SIZE + 5;

beforeAll(async () => {
  ctx = await createTestApp();
  const workshopId = await insertWorkshop(ctx.db, 'Officina Rossi');
  seller = await createUser(ctx.db, { email: 'concessionario@example.it' });
  buyer = await createUser(ctx.db, { email: 'compratore@example.it' });
  // Three inspections created in the same instant: the id orders them, and no page boundary loses one.
  // Each has its approved report.
  await ctx.db.query(
    `INSERT INTO inspections (seller_id, workshop_id, car_license_plate, booked_at, status, created_at, updated_at)
     SELECT $1, $2, 'AB' || lpad(n::text, 3, '0') || 'CD', timestamptz '2026-01-01 09:00Z' + n * interval '1 day',
            CASE WHEN n % 7 = 0 THEN 'cancelled' ELSE 'done' END,
            timestamptz '2025-12-01 09:00Z' + (n / 3) * interval '1 day', now()
       FROM generate_series(1, $3::int) n`,
    [seller.id, workshopId, CREATED],
  );
  await ctx.db.query(
    `INSERT INTO reports (inspection_id, brand, model, year, odometer, verdict_datecompleted, backoffice_state)
     SELECT id, 'Fiat', 'Panda', 2019, 84500, booked_at, 'approved' FROM inspections WHERE seller_id = $1`,
    [seller.id],
  );
  // The buyer's purchases of those reports, paid in pairs in the same instant.
  await ctx.db.query(
    `INSERT INTO purchases (order_number, buyer_id, report_id, list_price_cents, amount_cents, provider, status,
                            paid_at, access_until)
     SELECT 'VA-TEST-' || n, $1, id, 1900, 1900, 'test', 'paid', now() - (n / 2) * interval '1 hour',
            now() - (n / 2) * interval '1 hour' + interval '180 days'
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM reports) r WHERE n <= $2`,
    [buyer.id, PURCHASES],
  );
  sellerIn = await signIn(ctx.app, seller.email);
  buyerIn = await signIn(ctx.app, buyer.email);
});
afterAll(() => ctx.close());

const get = (url: string, who?: SignedIn) => ctx.app.inject({ url, headers: who?.headers });

/** Every page of one list, from the profile's first page through the cursors it hands out: its cards' uuids. */
async function pageThrough(who: SignedIn, list: 'requested' | 'purchased') {
  const first = UserReportsSchema.parse((await get('/api/user/reports', who)).json());
  const uuids = (cards: { uuid: string }[]) => cards.map((card) => card.uuid);
  const pages: { cards: string[]; next: string | null }[] = [
    list === 'requested'
      ? { cards: uuids(first.inspectionsRequested), next: first.inspectionsRequestedNext }
      : { cards: uuids(first.inspectionsPurchased), next: first.inspectionsPurchasedNext },
  ];
  for (let next = pages[0]?.next; next; next = pages.at(-1)?.next) {
    const res = await get(`/api/user/reports/${list}?before=${next}`, who);
    expect(res.statusCode).toBe(200);
    if (list === 'requested') {
      const page = RequestedPageSchema.parse(res.json());
      pages.push({ cards: uuids(page.inspectionsRequested), next: page.inspectionsRequestedNext });
    } else {
      const page = PurchasedPageSchema.parse(res.json());
      pages.push({ cards: uuids(page.inspectionsPurchased), next: page.inspectionsPurchasedNext });
    }
  }
  return pages;
}

describe("'Sto vendendo' and 'Sto comprando' a page at a time", () => {
  it('pages through every inspection of the seller, newest first, without a gap or a repeat', async () => {
    const pages = await pageThrough(sellerIn, 'requested');
    expect(pages.map((page) => page.cards.length)).toEqual([PROFILE_PAGE_SIZE, PROFILE_PAGE_SIZE, 11]);
    const expected = await ctx.db.query<{ id: string }>(
      `SELECT id FROM inspections WHERE seller_id = $1 AND status <> 'cancelled' ORDER BY created_at DESC, id DESC`,
      [seller.id],
    );
    expect(expected).toHaveLength(INSPECTIONS);
    expect(pages.flatMap((page) => page.cards)).toEqual(expected.map((row) => row.id));
    // The next page starts after the last card shown.
    expect(pages[0]?.next).toBe(pages[0]?.cards.at(-1));
  });

  it('pages through every live purchase of the buyer, most recently paid first, without a gap or a repeat', async () => {
    const pages = await pageThrough(buyerIn, 'purchased');
    expect(pages.map((page) => page.cards.length)).toEqual([PROFILE_PAGE_SIZE, PROFILE_PAGE_SIZE, 5]);
    const expected = await ctx.db.query<{ inspection_id: string }>(
      `SELECT r.inspection_id FROM purchases p JOIN reports r ON r.id = p.report_id
        WHERE p.buyer_id = $1 ORDER BY p.paid_at DESC, p.id DESC`,
      [buyer.id],
    );
    expect(pages.flatMap((page) => page.cards)).toEqual(expected.map((row) => row.inspection_id));
  });

  it('is the user’s own: another’s cursor gives an empty page, a guest a 401', async () => {
    const first = UserReportsSchema.parse((await get('/api/user/reports', sellerIn)).json());
    const bought = UserReportsSchema.parse((await get('/api/user/reports', buyerIn)).json());
    const theirs = await get(`/api/user/reports/requested?before=${first.inspectionsRequestedNext}`, buyerIn);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ inspectionsRequested: [], inspectionsRequestedNext: null });
    const notMine = await get(
      `/api/user/reports/purchased?before=${bought.inspectionsPurchasedNext}`,
      sellerIn,
    );
    expect(notMine.json()).toEqual({ inspectionsPurchased: [], inspectionsPurchasedNext: null });

    for (const list of ['requested', 'purchased']) {
      const guest = await get(`/api/user/reports/${list}?before=${first.inspectionsRequestedNext}`);
      expect(guest.statusCode, list).toBe(401);
      expect(guest.json().message).toBe('Devi accedere per continuare.');
    }
  });

  it('refuses a malformed or missing cursor with a 400 in Italian', async () => {
    for (const query of ['?before=123', '?before=', '']) {
      for (const list of ['requested', 'purchased']) {
        const res = await get(`/api/user/reports/${list}${query}`, sellerIn);
        expect(res.statusCode, `${list}${query}`).toBe(400);
        expect(res.json().message, `${list}${query}`).toBe('La pagina richiesta non è valida.');
      }
    }
  });

  it('reads each page from an index in the list’s order, the first and the next ones', async () => {
    const someInspection = (await get('/api/user/reports', sellerIn)).json().inspectionsRequestedNext;
    const [somePurchase] = await ctx.db.query<{ id: string }>('SELECT id FROM purchases LIMIT 1');
    for (const before of [undefined, someInspection]) {
      const plan = await planOf(ctx.db, (q) =>
        listRequestedInspections(q, seller.id, { before, limit: PROFILE_PAGE_SIZE + 1 }),
      );
      expect(unindexedSteps(plan), JSON.stringify(plan)).toEqual([]);
    }
    for (const before of [undefined, somePurchase?.id]) {
      const plan = await planOf(ctx.db, (q) =>
        listActivePurchases(q, buyer.id, { before, limit: PROFILE_PAGE_SIZE + 1 }),
      );
      expect(unindexedSteps(plan), JSON.stringify(plan)).toEqual([]);
    }
  });
});
