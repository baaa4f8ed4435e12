import { ReportAccessErrorSchema } from '@verificauto/shared/contracts/report';
import { isReportAccessActive } from '@verificauto/shared/domain/report-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../src/features/report/report-messages';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import { insertInspection, insertPurchase, insertReport, insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
const who: Record<string, SignedIn> = {};
const ids = { approved: '', approvedReport: '', unapproved: '', rejected: '', noReport: '' };

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://www.verificauto.it' });
  const { db } = ctx;
  const workshop = await insertWorkshop(db, 'Officina Rossi');
  const otherWorkshop = await insertWorkshop(db, 'Officina Bianchi', 'Torino');
  const users = {
    seller: await createUser(db, { email: 'venditore@example.it' }),
    other: await createUser(db, { email: 'curioso@example.it' }),
    buyer: await createUser(db, { email: 'compratore@example.it' }),
    expiredBuyer: await createUser(db, { email: 'scaduto@example.it' }),
    pendingBuyer: await createUser(db, { email: 'in.attesa@example.it' }),
    refundedBuyer: await createUser(db, { email: 'rimborsato@example.it' }),
    technician: await createUser(db, {
      email: 'tecnico@example.it',
      role: 'technician',
      workshopId: workshop,
    }),
    otherTechnician: await createUser(db, {
      email: 'tecnico.torino@example.it',
      role: 'technician',
      workshopId: otherWorkshop,
    }),
    backoffice: await createUser(db, { email: 'backoffice@example.it', role: 'backoffice' }),
  };
  const inspection = () => insertInspection(db, { sellerId: users.seller.id, workshopId: workshop });
  ids.approved = await inspection();
  ids.unapproved = await inspection();
  ids.rejected = await inspection();
  ids.noReport = await inspection();
  const approvedReport = await insertReport(db, ids.approved, { score_overall: 3.93 });
  ids.approvedReport = approvedReport;
  await insertReport(db, ids.unapproved, { backoffice_state: null });
  const rejectedReport = await insertReport(db, ids.rejected, { backoffice_state: 'rejected' });

  await insertPurchase(db, {
    buyerId: users.buyer.id,
    reportId: approvedReport,
    status: 'paid',
    paidDaysAgo: 1,
  });
  await insertPurchase(db, {
    buyerId: users.buyer.id,
    reportId: rejectedReport,
    status: 'paid',
    paidDaysAgo: 1,
  });
  await insertPurchase(db, {
    buyerId: users.expiredBuyer.id,
    reportId: approvedReport,
    status: 'paid',
    paidDaysAgo: 181,
  });
  await insertPurchase(db, { buyerId: users.pendingBuyer.id, reportId: approvedReport, status: 'pending' });
  await insertPurchase(db, {
    buyerId: users.refundedBuyer.id,
    reportId: approvedReport,
    status: 'refunded',
    paidDaysAgo: 2,
  });
  for (const [name, user] of Object.entries(users)) who[name] = await signIn(ctx.app, user.email);
});
afterAll(() => ctx.close());

const getReport = (inspectionId: string, as?: string) =>
  ctx.app.inject({ url: `/api/report/${inspectionId}`, headers: as ? who[as]?.headers : {} });

/** What anyone who may not read a report learns of it, whatever the reason. */
const UNAVAILABLE = { code: 'report_unavailable', message: REPORT_MESSAGES.unavailable };

describe('GET /api/report/{uuid}: who may read an approved report', () => {
  it.each([
    ['seller', 'seller'],
    ['buyer', 'buyer'],
    ['technician', 'technician'],
    ['backoffice', 'backoffice'],
  ])('lets the %s read it', async (as, role) => {
    const res = await getReport(ids.approved, as);
    expect(res.statusCode).toBe(200);
    expect(res.json().access.role).toBe(role);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('tells the buyer when the 180 days of access end', async () => {
    const { access } = (await getReport(ids.approved, 'buyer')).json();
    const rows = await ctx.db.query<{ access_until: Date }>(
      `SELECT p.access_until FROM purchases p
         JOIN users u ON u.id = p.buyer_id JOIN reports r ON r.id = p.report_id
        WHERE u.email = 'compratore@example.it' AND r.inspection_id = $1`,
      [ids.approved],
    );
    expect(access.access_until).toBe(rows[0]?.access_until.toISOString());
    const daysLeft = (Date.parse(access.access_until) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(178.9);
    expect(daysLeft).toBeLessThan(179.1);
  });

  it('answers a guest 401 with the payment link and the preview', async () => {
    const res = await getReport(ids.approved);
    expect(res.statusCode).toBe(401);
    const body = ReportAccessErrorSchema.strict().parse(res.json());
    expect(body.message).toBe(REPORT_MESSAGES.guest);
    expect(body.paymentURL).toBe(`https://www.verificauto.it/checkout/${ids.approved}`);
    expect(body.reportPreview).toEqual({
      verdict_datecompleted: '2026-03-02T15:00:00.000Z',
      brand: 'Fiat',
      model: 'Panda',
      main_image: null,
      year: 2019,
      odometer: 84_500,
      inspected_at: '2026-03-02T09:00:00.000Z',
      workshop: { name: 'Officina Rossi', city: 'Milano' },
      score_overall: 3.93,
      severity_counts: { safety: 0, value: 0, cosmetic: 0 },
    });
  });

  it.each([
    ['other', REPORT_MESSAGES.notPurchased],
    ['pendingBuyer', REPORT_MESSAGES.notPurchased],
    ['refundedBuyer', REPORT_MESSAGES.notPurchased],
    ['expiredBuyer', REPORT_MESSAGES.expired],
    ['otherTechnician', REPORT_MESSAGES.notPurchased],
  ])('answers %s 403 with the payment link and the preview', async (as, message) => {
    const res = await getReport(ids.approved, as);
    expect(res.statusCode).toBe(403);
    const body = ReportAccessErrorSchema.strict().parse(res.json());
    expect(body.message).toBe(message);
    expect(body.paymentURL).toBe(`https://www.verificauto.it/checkout/${ids.approved}`);
    expect(body.reportPreview.brand).toBe('Fiat');
    expect(body.reportPreview.odometer).toBe(84_500);
  });
});

describe('GET /api/report/{uuid}: a report not yet approved', () => {
  it.each(['seller', 'technician', 'backoffice'])('is shown to the %s', async (as) => {
    const res = await getReport(ids.unapproved, as);
    expect(res.statusCode).toBe(200);
    expect(res.json().report.backoffice_state).toBeNull();
  });

  it.each([undefined, 'other', 'buyer', 'otherTechnician'])(
    'does not exist for %s: 404 without preview or payment link',
    async (as) => {
      const res = await getReport(ids.unapproved, as);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(UNAVAILABLE);
    },
  );

  it('stays hidden from a buyer who paid for it once it is rejected', async () => {
    const res = await getReport(ids.rejected, 'buyer');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect((await getReport(ids.rejected, 'seller')).statusCode).toBe(200);
  });
});

describe('GET /api/report/{uuid}: no report to show', () => {
  it.each(['seller', 'technician', 'backoffice'])(
    'an inspection without report is not ready for the %s, who may know it is on its way',
    async (as) => {
      const res = await getReport(ids.noReport, as);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'report_not_ready', message: REPORT_MESSAGES.notReady });
    },
  );

  it.each([
    '00000000-0000-4000-8000-000000000000',
    'non-un-uuid',
    "1' OR '1'='1",
    `${'a'.repeat(8)}-zzzz-4000-8000-000000000000`,
  ])('an unknown or malformed id (%s) is a 404, not a 500', async (id) => {
    const res = await getReport(encodeURIComponent(id), 'seller');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(UNAVAILABLE);
  });

  it('tells whoever holds an unknown link that the report may not be ready yet, to try again later', () => {
    // The same words for every unknown link (decision 054): they fit a link shared before approval too.
    expect(UNAVAILABLE.message).toMatch(/potrebbe non essere ancora pronto/);
    expect(UNAVAILABLE.message).toMatch(/[Rr]iprova più tardi/);
  });

  it('a very long id is refused by the router with a 4xx, not a 500', async () => {
    const res = await getReport('A'.repeat(5000), 'seller');
    expect(res.statusCode).toBe(414);
  });
});

describe('GET /api/report/{uuid}: probing reveals nothing to those who may not read the report', () => {
  it.each([undefined, 'other', 'buyer', 'otherTechnician'])(
    'answers %s alike for no such inspection, no report yet and a report not approved',
    async (as) => {
      const probes = ['00000000-0000-4000-8000-000000000000', 'non-un-uuid', ids.noReport, ids.unapproved];
      const answers = await Promise.all(probes.map((id) => getReport(id, as)));
      for (const [n, res] of answers.entries()) {
        expect(res.statusCode, probes[n]).toBe(404);
        expect(res.json(), probes[n]).toEqual(UNAVAILABLE);
        expect(res.headers['cache-control'], probes[n]).toBe('private, no-store');
      }
      expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    },
  );
});

describe('The end of a buyer’s access: an access ending exactly now is over', () => {
  it('is over at access_until itself in the database, as in memory', async () => {
    const [row] = await ctx.db.query<{ now: Date; before_end: boolean; at_end: boolean; after_end: boolean }>(
      `SELECT now() AS now, va_access_active(now() + interval '1 millisecond') AS before_end,
              va_access_active(now()) AS at_end, va_access_active(now() - interval '1 millisecond') AS after_end`,
    );
    expect(row).toMatchObject({ before_end: true, at_end: false, after_end: false });
    const now = row?.now.getTime() ?? Number.NaN;
    expect([now + 1, now, now - 1].map((until) => isReportAccessActive(until, now))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('turns away from the report, and leaves out of the purchases, a buyer whose access ended just now', async () => {
    const buyer = await createUser(ctx.db, { email: 'appena.scaduto@example.it' });
    const purchaseId = await insertPurchase(ctx.db, {
      buyerId: buyer.id,
      reportId: ids.approvedReport,
      status: 'paid',
      paidDaysAgo: 1,
    });
    await ctx.db.query('UPDATE purchases SET access_until = now() WHERE id = $1', [purchaseId]);
    const { headers } = await signIn(ctx.app, buyer.email);

    const res = await ctx.app.inject({ url: `/api/report/${ids.approved}`, headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REPORT_MESSAGES.expired);
    const list = await ctx.app.inject({ url: '/api/user/reports', headers });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(ids.approved);
  });
});
