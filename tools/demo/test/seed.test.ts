import type { Db } from '@verificauto/server/db/db';
import { verifyPassword } from '@verificauto/server/features/auth/password-hash';
import { listFreeSlots } from '@verificauto/server/features/booking/booking.service';
import { createTestDb } from '@verificauto/server/test/helpers/test-db';
import { REPORT_ACCESS_DAYS } from '@verificauto/shared/domain/business';
import {
  CATALOGUE_ITEMS,
  computeCategoryScore,
  computeOverallScore,
  SCORED_CATEGORIES,
} from '@verificauto/shared/domain/checklist';
import { formatRepairCost } from '@verificauto/shared/domain/format';
import { IMMEDIATE_ACCESS_STATEMENT } from '@verificauto/shared/legal/checkout-statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeDate, toIsoDate } from '../src/lib/rome-time';
import { demoBolognaClosedDay } from '../src/seed/demo-closures';
import { DEALER_INSPECTIONS } from '../src/seed/demo-dealer';
import { DEMO_WORKSHOP_SLUG } from '../src/seed/demo-ids';
import { DEMO_IDS, DEMO_PASSWORD, type SeedResult, seedDemoData } from '../src/seed/seed';

const TABLES = [
  'workshops',
  'users',
  'inspections',
  'reports',
  'report_items',
  'report_drafts',
  'photos',
  'discount_codes',
  'purchases',
  'invoices',
] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

let db: Db;
let first: SeedResult;
let second: SeedResult;
let countsAfterFirst: Record<string, number>;
let countsAfterSecond: Record<string, number>;
const seededAt = new Date();

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

async function userByEmail(email: string) {
  const [user] = await db.query<{
    id: string;
    name: string;
    role: string;
    confirmed: boolean;
    password_hash: string;
    workshop_slug: string | null;
  }>(
    `SELECT u.id, u.name, u.role, u.confirmed, u.password_hash, w.slug AS workshop_slug
       FROM users u LEFT JOIN workshops w ON w.id = u.workshop_id WHERE lower(u.email) = $1`,
    [email],
  );
  if (!user) throw new Error(`utente ${email} assente`);
  return user;
}

function romeClock(instant: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return { weekday: get('weekday'), time: `${get('hour')}:${get('minute')}` };
}

beforeAll(async () => {
  db = await createTestDb();
  first = await seedDemoData(db);
  countsAfterFirst = await countRows();
  second = await seedDemoData(db);
  countsAfterSecond = await countRows();
});
afterAll(() => db.close());

describe('demo data seed', () => {
  it('is idempotent: a second run writes nothing and returns the same accounts', () => {
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(countsAfterSecond).toEqual(countsAfterFirst);
    expect(second.accounts).toEqual(first.accounts);
    expect(countsAfterFirst).toMatchObject({
      workshops: 30,
      users: 5,
      inspections: 5 + DEALER_INSPECTIONS,
      reports: 2 + DEALER_INSPECTIONS,
      report_items: (2 + DEALER_INSPECTIONS) * CATALOGUE_ITEMS.length,
      report_drafts: 2,
      // Seeded without a photo storage here; demo-photos.test.ts covers the illustrated photos.
      photos: 0,
      discount_codes: 1,
      purchases: 1,
      invoices: 1,
    });
  });

  it('returns the five demo accounts with an Italian label each', () => {
    expect(first.accounts).toEqual([
      { email: 'venditore@verificauto.test', label: 'venditore — 5 ispezioni' },
      { email: 'acquirente@verificauto.test', label: 'acquirente — 1 report acquistato' },
      { email: 'officina@verificauto.test', label: 'tecnico officina' },
      { email: 'backoffice@verificauto.test', label: 'back office' },
      { email: 'concessionario@verificauto.test', label: 'concessionario — 300 ispezioni in un anno' },
    ]);
  });

  it('says in each label the number of inspections and purchases the account really has', async () => {
    const counts = await db.query<{ email: string; inspections: number; purchases: number }>(
      `SELECT u.email,
              (SELECT count(*) FROM inspections i WHERE i.seller_id = u.id)::int AS inspections,
              (SELECT count(*) FROM purchases p WHERE p.buyer_id = u.id AND p.status = 'paid')::int AS purchases
         FROM users u`,
    );
    for (const { email, label } of first.accounts) {
      const account = counts.find((row) => row.email === email);
      const inspections = /(\d+) ispezioni/.exec(label)?.[1];
      const bought = /(\d+) report acquistat/.exec(label)?.[1];
      if (inspections) expect(account?.inspections, label).toBe(Number(inspections));
      if (bought) expect(account?.purchases, label).toBe(Number(bought));
    }
  });

  it('creates confirmed accounts with their roles and the demo password', async () => {
    const seller = await userByEmail('venditore@verificauto.test');
    const buyer = await userByEmail('acquirente@verificauto.test');
    const technician = await userByEmail('officina@verificauto.test');
    const backoffice = await userByEmail('backoffice@verificauto.test');
    expect([seller, buyer, technician, backoffice].map((u) => [u.name, u.role, u.confirmed])).toEqual([
      ['Marco Bianchi', 'user', true],
      ['Giulia Russo', 'user', true],
      ['Luca Ferrari', 'technician', true],
      ['Chiara Conti', 'backoffice', true],
    ]);
    expect(technician.workshop_slug).toBe(DEMO_WORKSHOP_SLUG);
    expect(seller.workshop_slug).toBeNull();
    expect(await verifyPassword(DEMO_PASSWORD, seller.password_hash)).toBe(true);
    expect(await verifyPassword('verifica2026!', seller.password_hash)).toBe(false);
  });

  it('spreads 30 workshops over Italy, open Monday to Friday', async () => {
    const workshops = await db.query<{
      city: string;
      province: string;
      postal_code: string;
      phone: string;
      latitude: number;
      longitude: number;
      scheduling_url: string | null;
      opening_hours: Record<string, [string, string][]>;
      slot_minutes: number;
      inspection_fee_cents: number;
    }>('SELECT * FROM workshops');
    expect(workshops).toHaveLength(30);
    expect(new Set(workshops.map((w) => w.city)).size).toBeGreaterThanOrEqual(28);
    for (const w of workshops) {
      expect(w.province, w.city).toMatch(/^[A-Z]{2}$/);
      expect(w.postal_code, w.city).toMatch(/^\d{5}$/);
      expect(w.phone, w.city).toMatch(/^\+39 \d/);
      expect(w.latitude, w.city).toBeGreaterThan(36.6);
      expect(w.latitude, w.city).toBeLessThan(47.1);
      expect(w.longitude, w.city).toBeGreaterThan(6.6);
      expect(w.longitude, w.city).toBeLessThan(18.6);
      expect(Object.keys(w.opening_hours).sort(), w.city).toEqual(['1', '2', '3', '4', '5']);
      expect(w.slot_minutes).toBe(60);
      expect(w.inspection_fee_cents).toBeGreaterThan(0);
    }
    // Booked with the built-in scheduler, so that the demo works with no internet.
    expect(workshops.filter((w) => w.scheduling_url !== null)).toEqual([]);
    expect(workshops.map((w) => w.city)).toEqual(
      expect.arrayContaining(['Milano', 'Roma', 'Napoli', 'Palermo', 'Cagliari']),
    );
  });

  it('closes the workshops on their patron saint, and Bologna’s one working day next week, never offered', async () => {
    const closures = await db.query<{ slug: string; kind: string; month: number | null; day: number | null }>(
      `SELECT w.slug, c.kind, c.month, c.day FROM workshop_closures c JOIN workshops w ON w.id = c.workshop_id`,
    );
    expect(closures).toContainEqual({ slug: DEMO_WORKSHOP_SLUG, kind: 'yearly', month: 12, day: 7 });
    const [bologna] = await db.query<{ id: string }>(
      `SELECT id FROM workshops WHERE slug = 'officina-bergonzoni-bologna'`,
    );
    const closed = toIsoDate(demoBolognaClosedDay(romeDate(seededAt)));
    const slots = await listFreeSlots(db, bologna?.id ?? '', seededAt);
    const offered = slots.days.map((day) => day.date);
    expect(offered.length).toBeGreaterThan(15);
    expect(offered).not.toContain(closed);
    // The day before or after is a working day like any other.
    expect(offered.some((date) => date > closed)).toBe(true);
  });

  it('gives the seller one inspection in each state of docs/product.md#inspection-lifecycle', async () => {
    const seller = await userByEmail('venditore@verificauto.test');
    const rows = await db.query<{
      id: string;
      status: string;
      booked_at: Date;
      workshop_slug: string;
      report_id: string | null;
      backoffice_state: string | null;
    }>(
      `SELECT i.id, i.status, i.booked_at, w.slug AS workshop_slug, r.id AS report_id, r.backoffice_state
         FROM inspections i JOIN workshops w ON w.id = i.workshop_id
         LEFT JOIN reports r ON r.inspection_id = i.id
        WHERE i.seller_id = $1 ORDER BY i.booked_at DESC`,
      [seller.id],
    );
    expect(rows.map((r) => [r.id, r.status, r.report_id, r.backoffice_state])).toEqual([
      [DEMO_IDS.bookedInspection, 'booked', null, null],
      [DEMO_IDS.arrivingInspection, 'booked', null, null],
      [DEMO_IDS.atWorkshopInspection, 'booked', null, null],
      [DEMO_IDS.awaitingApprovalInspection, 'done', DEMO_IDS.awaitingApprovalReport, null],
      [DEMO_IDS.approvedInspection, 'done', DEMO_IDS.approvedReport, 'approved'],
    ]);
    for (const row of rows) expect(row.workshop_slug).toBe(DEMO_WORKSHOP_SLUG);

    const booked = rows[0];
    if (!booked) throw new Error('ispezione prenotata assente');
    const ahead = booked.booked_at.getTime() - seededAt.getTime();
    expect(ahead).toBeGreaterThan(4 * DAY_MS);
    expect(ahead).toBeLessThan(8 * DAY_MS);
    const clock = romeClock(booked.booked_at);
    expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(clock.weekday);
    expect(clock.time).toBe('10:00');
    // The next car is due within the half hour, its check-in open; the others were booked before the seed.
    const arrivingIn = (rows[1]?.booked_at.getTime() ?? 0) - seededAt.getTime();
    expect(arrivingIn).toBeGreaterThan(0);
    expect(arrivingIn).toBeLessThanOrEqual(30 * 60_000);
    for (const done of rows.slice(2)) expect(done.booked_at.getTime()).toBeLessThan(seededAt.getTime());
  });

  it('gives the dealer a year of approved inspections at the other workshops, each a whole report', async () => {
    const dealer = await userByEmail('concessionario@verificauto.test');
    const rows = await db.query<{
      plates: number;
      workshops: number;
      technician_workshop: number;
      approved: number;
      oldest: Date;
      newest: Date;
      items_min: number;
    }>(
      `SELECT count(DISTINCT i.car_license_plate)::int AS plates, count(DISTINCT i.workshop_id)::int AS workshops,
              count(*) FILTER (WHERE w.slug = $2)::int AS technician_workshop,
              count(*) FILTER (WHERE r.backoffice_state = 'approved' AND i.status = 'done')::int AS approved,
              min(i.created_at) AS oldest, max(i.created_at) AS newest,
              min((SELECT count(*) FROM report_items ri WHERE ri.report_id = r.id))::int AS items_min
         FROM inspections i JOIN workshops w ON w.id = i.workshop_id JOIN reports r ON r.inspection_id = i.id
        WHERE i.seller_id = $1`,
      [dealer.id, DEMO_WORKSHOP_SLUG],
    );
    expect(rows[0]).toMatchObject({
      plates: DEALER_INSPECTIONS,
      workshops: 29,
      technician_workshop: 0,
      approved: DEALER_INSPECTIONS,
      items_min: CATALOGUE_ITEMS.length,
    });
    const span = (rows[0]?.newest.getTime() ?? 0) - (rows[0]?.oldest.getTime() ?? 0);
    expect(span / DAY_MS).toBeGreaterThan(300);
    expect(span / DAY_MS).toBeLessThan(366);
    expect(rows[0]?.newest.getTime()).toBeLessThan(seededAt.getTime() - 3 * DAY_MS);
    const plates = await db.query<{ car_license_plate: string }>(
      'SELECT car_license_plate FROM inspections WHERE seller_id = $1',
      [dealer.id],
    );
    for (const { car_license_plate } of plates)
      expect(car_license_plate).toMatch(/^[A-HJ-NPR-TV-Z]{2}\d{3}[A-HJ-NPR-TV-Z]{2}$/);
  });

  it('fills every column of the approved report, with one item per catalogue item', async () => {
    const [report] = await db.query<Record<string, unknown>>('SELECT * FROM reports WHERE id = $1', [
      DEMO_IDS.approvedReport,
    ]);
    if (!report) throw new Error('report approvato assente');
    const empty = Object.entries(report)
      .filter(([, value]) => value === null)
      .map(([column]) => column);
    // The main photo comes with the photo storage (demo-photos.test.ts).
    expect(empty).toEqual(['main_photo_id']);
    expect(report).toMatchObject({ brand: 'Volkswagen', model: 'Golf', plate_number: 'FX123AB' });
    expect(String(report.vin)).toHaveLength(17);
    expect(String(report.verdict_overall)).toContain('\n\n');
    const backoffice = await userByEmail('backoffice@verificauto.test');
    expect(report.approved_by).toBe(backoffice.id);

    const items = await db.query<{
      category: string;
      item_key: string;
      value_rating: number | null;
      value_text: string | null;
      min_repair_cost_cents: number | null;
      max_repair_cost_cents: number | null;
    }>('SELECT * FROM report_items WHERE report_id = $1', [DEMO_IDS.approvedReport]);
    expect(items.map((i) => `${i.category}/${i.item_key}`).sort()).toEqual(
      CATALOGUE_ITEMS.map((i) => `${i.category}/${i.key}`).sort(),
    );
    for (const def of CATALOGUE_ITEMS) {
      const item = items.find((i) => i.item_key === def.key);
      if (def.kind === 'rating') expect(item?.value_rating, def.key).not.toBeNull();
      else expect(item?.value_text, def.key).toBeTruthy();
    }
    const ratings = items.map((i) => i.value_rating).filter((r): r is number => r !== null);
    expect(ratings.filter((r) => r >= 4).length / ratings.length).toBeGreaterThan(0.85);
    expect(ratings.some((r) => r === 2 || r === 3)).toBe(true);

    const categoryScores = SCORED_CATEGORIES.map((category) => {
      const score = computeCategoryScore(
        items.filter((i) => i.category === category.key).map((i) => i.value_rating),
      );
      expect(report[category.scoreField], category.key).toBe(score);
      return score;
    });
    expect(report.score_overall).toBe(computeOverallScore(categoryScores));

    // The verdict quotes the total of the points of attention; it must match the items.
    const costed = items.filter((i) => i.min_repair_cost_cents !== null && i.max_repair_cost_cents !== null);
    const sum = (pick: (i: (typeof costed)[number]) => number | null) =>
      costed.reduce((total, i) => total + (pick(i) ?? 0), 0);
    expect(report.verdict_overall).toContain(formatRepairCost(sum((i) => i.min_repair_cost_cents)));
    expect(report.verdict_overall).toContain(formatRepairCost(sum((i) => i.max_repair_cost_cents)));
  });

  it('leaves the report awaiting approval filled in but not approved', async () => {
    const [report] = await db.query<Record<string, unknown>>('SELECT * FROM reports WHERE id = $1', [
      DEMO_IDS.awaitingApprovalReport,
    ]);
    expect(report).toMatchObject({
      brand: 'Fiat',
      backoffice_state: null,
      approved_at: null,
      approved_by: null,
    });
    expect(report?.score_overall).toEqual(expect.any(Number));
    const [approved] = await db.query<{ report_number: number }>(
      'SELECT report_number FROM reports WHERE id = $1',
      [DEMO_IDS.approvedReport],
    );
    // The older inspection's report was written first.
    expect(Number(report?.report_number)).toBeGreaterThan(
      approved?.report_number ?? Number.POSITIVE_INFINITY,
    );
    expect(report?.verdict_datecompleted).toBeInstanceOf(Date);
    // Submitted by the workshop: the report is in the back office's approval queue (decision 037).
    const drafts = await db.query<{ inspection_id: string; state: string; items: number }>(
      `SELECT inspection_id, state, (SELECT count(*)::int FROM jsonb_object_keys(content->'items')) AS items
         FROM report_drafts ORDER BY state`,
    );
    expect(drafts).toEqual([
      { inspection_id: DEMO_IDS.approvedInspection, state: 'approved', items: CATALOGUE_ITEMS.length },
      {
        inspection_id: DEMO_IDS.awaitingApprovalInspection,
        state: 'submitted',
        items: CATALOGUE_ITEMS.length,
      },
    ]);
  });

  it('gives the buyer a paid purchase of the approved report, viewable for 180 days, waived at checkout', async () => {
    const buyer = await userByEmail('acquirente@verificauto.test');
    const purchases = await db.query<{
      id: string;
      report_id: string;
      status: string;
      provider: string;
      order_number: string;
      list_price_cents: number;
      amount_cents: number;
      paid_at: Date;
      access_until: Date;
      created_at: Date;
      consents: { key: string; text: string }[];
      withdrawal_waived_at: Date | null;
    }>('SELECT * FROM purchases WHERE buyer_id = $1', [buyer.id]);
    expect(purchases).toHaveLength(1);
    const [purchase] = purchases;
    expect(purchase).toMatchObject({
      id: DEMO_IDS.purchase,
      report_id: DEMO_IDS.approvedReport,
      status: 'paid',
      provider: 'test',
      order_number: 'VA-2026-000001',
      list_price_cents: 1900,
      amount_cents: 1900,
    });
    if (!purchase) throw new Error('acquisto assente');
    expect(purchase.paid_at.getTime()).toBeLessThan(seededAt.getTime());
    expect(purchase.access_until.getTime() - purchase.paid_at.getTime()).toBe(REPORT_ACCESS_DAYS * DAY_MS);
    expect(purchase.access_until.getTime()).toBeGreaterThan(seededAt.getTime());
    // Asked for immediate access at checkout: the report opens without the request at first opening.
    expect(purchase.consents.map((c) => c.key)).toEqual(['regulation', 'immediate_access', 'age']);
    expect(purchase.consents[1]?.text).toBe(IMMEDIATE_ACCESS_STATEMENT);
    expect(purchase.withdrawal_waived_at).toEqual(purchase.created_at);
    const invoices = await db.query<{ kind: string; gross_cents: number; xml: string }>(
      'SELECT kind, gross_cents, xml FROM invoices WHERE purchase_id = $1',
      [DEMO_IDS.purchase],
    );
    expect(invoices).toMatchObject([{ kind: 'invoice', gross_cents: 1900 }]);
    expect(invoices[0]?.xml).toContain('<CodiceFiscale>RSSGLI90A41F205B</CodiceFiscale>');
  });

  it('adds no discount code: the launch code comes with the migrations (decision 050)', async () => {
    const codes = await db.query('SELECT code, percent_off, once_per_user, active FROM discount_codes');
    expect(codes).toEqual([{ code: 'BENVENUTO50', percent_off: 50, once_per_user: true, active: true }]);
  });
});
