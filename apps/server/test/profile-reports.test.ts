import { UserReportsSchema } from '@verificauto/shared/contracts/user-reports';
import { reportAccessUntil } from '@verificauto/shared/domain/report-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalLinks } from '../src/lib/withdrawal-link';
import { createUser, signIn } from './helpers/auth';
import { insertReport, insertRow, insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let workshopId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  workshopId = await insertWorkshop(ctx.db, 'Officina Rossi');
});
afterAll(() => ctx.close());

const insertInspection = (
  sellerId: string,
  plate: string,
  createdAt: string,
  bookedAt: string,
  status = 'booked',
) =>
  insertRow(ctx.db, 'inspections', {
    seller_id: sellerId,
    workshop_id: workshopId,
    car_license_plate: plate,
    booked_at: bookedAt,
    status,
    created_at: createdAt,
    updated_at: createdAt,
  });

/** The fixture report (an approved Fiat Panda) gets an overall score here. */
const SCORED = { score_overall: 3.75 };

/** The workshop of every inspection here, as the cards show it; none was paid for, none can still change. */
const ROSSI = {
  workshop_name: 'Officina Rossi',
  workshop_address: 'Via Roma 1, 20100 Milano (MI)',
  workshop_phone: '021234567',
  amount_paid_cents: 0,
  manage_token: null,
};

const reportNumber = async (reportId: string) =>
  (await ctx.db.query<{ n: number }>('SELECT report_number AS n FROM reports WHERE id = $1', [reportId]))[0]
    ?.n;

let orderCounter = 0;
const insertPurchase = (
  buyerId: string,
  reportId: string,
  status: string,
  paidAt: string | null,
  accessUntil: string | null,
) =>
  insertRow(ctx.db, 'purchases', {
    order_number: `VA-TEST-${++orderCounter}`,
    buyer_id: buyerId,
    report_id: reportId,
    list_price_cents: 1900,
    amount_cents: 1900,
    provider: 'test',
    status,
    paid_at: paidAt,
    access_until: accessUntil,
  });

describe('GET /api/user/reports', () => {
  it('answers 401 when signed out', async () => {
    const res = await ctx.app.inject('/api/user/reports');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Devi accedere per continuare.');
  });

  it('lists a seller’s inspections in their three states, newest first, and a buyer’s live purchases', async () => {
    const seller = await createUser(ctx.db, { email: 'venditore@example.it' });
    const buyer = await createUser(ctx.db, { email: 'compratore@example.it' });

    const booked = await insertInspection(
      seller.id,
      'AB123CD',
      '2026-03-10T08:00:00Z',
      '2026-03-20T09:00:00Z',
    );
    const awaiting = await insertInspection(
      seller.id,
      'EF456GH',
      '2026-03-05T08:00:00Z',
      '2026-03-06T10:00:00Z',
      'done',
    );
    const approved = await insertInspection(
      seller.id,
      'IJ789KL',
      '2026-03-01T08:00:00Z',
      '2026-03-02T11:00:00Z',
      'done',
    );
    await insertInspection(seller.id, 'ZZ000ZZ', '2026-03-11T08:00:00Z', '2026-03-21T09:00:00Z', 'cancelled');
    const photoId = await insertRow(ctx.db, 'photos', {
      storage_key: 'p/1',
      content_type: 'image/webp',
      width: 1280,
      height: 960,
      variant_widths: '{320,640,1280}',
    });
    const awaitingReport = await insertReport(ctx.db, awaiting, { ...SCORED, backoffice_state: null });
    const approvedReport = await insertReport(ctx.db, approved, { ...SCORED, main_photo_id: photoId });

    // Someone else's inspection and report, bought by the buyer twice: once long ago (expired), once now.
    const other = await createUser(ctx.db, { email: 'altro.venditore@example.it' });
    const otherInspection = await insertInspection(
      other.id,
      'MN000OP',
      '2026-02-01T08:00:00Z',
      '2026-02-02T09:00:00Z',
      'done',
    );
    const otherReport = await insertReport(ctx.db, otherInspection, SCORED);
    await insertPurchase(buyer.id, otherReport, 'paid', '2025-01-01T10:00:00Z', '2025-06-30T10:00:00Z');
    await insertPurchase(buyer.id, approvedReport, 'pending', null, null);
    const paidAt = new Date(Date.now() - 86_400_000);
    const accessUntil = reportAccessUntil(paidAt);
    const purchaseId = await insertPurchase(
      buyer.id,
      approvedReport,
      'paid',
      paidAt.toISOString(),
      accessUntil.toISOString(),
    );

    const sellerView = await ctx.app.inject({
      url: '/api/user/reports',
      headers: (await signIn(ctx.app, seller.email)).headers,
    });
    expect(sellerView.statusCode).toBe(200);
    const car = { brand: 'Fiat', model: 'Panda', year: 2019, odometer: 84500, score_overall: 3.75 };
    expect(sellerView.json()).toEqual({
      inspectionsRequested: [
        {
          uuid: booked,
          created_at: '2026-03-10T08:00:00.000Z',
          updated_at: '2026-03-10T08:00:00.000Z',
          booked_at: '2026-03-20T09:00:00.000Z',
          car_license_plate: 'AB123CD',
          ...ROSSI,
          awaiting_payment_until: null,
          report: null,
          // Booked in March: the withdrawal period is long over.
          withdrawal_token: null,
        },
        {
          uuid: awaiting,
          created_at: '2026-03-05T08:00:00.000Z',
          updated_at: '2026-03-05T08:00:00.000Z',
          booked_at: '2026-03-06T10:00:00.000Z',
          car_license_plate: 'EF456GH',
          ...ROSSI,
          awaiting_payment_until: null,
          report: {
            report_number: await reportNumber(awaitingReport),
            backoffice_state: null,
            verdict_datecompleted: '2026-03-02T15:00:00.000Z',
            main_image: null,
            ...car,
          },
          withdrawal_token: null,
        },
        {
          uuid: approved,
          created_at: '2026-03-01T08:00:00.000Z',
          updated_at: '2026-03-01T08:00:00.000Z',
          booked_at: '2026-03-02T11:00:00.000Z',
          car_license_plate: 'IJ789KL',
          ...ROSSI,
          awaiting_payment_until: null,
          report: {
            report_number: await reportNumber(approvedReport),
            backoffice_state: 'approved',
            verdict_datecompleted: '2026-03-02T15:00:00.000Z',
            main_image: `/api/photos/${photoId}/640.webp`,
            ...car,
          },
          withdrawal_token: null,
        },
      ],
      inspectionsRequestedNext: null,
      inspectionsPurchased: [],
      inspectionsPurchasedNext: null,
    });
    expect(UserReportsSchema.safeParse(sellerView.json()).success).toBe(true);

    const buyerView = await ctx.app.inject({
      url: '/api/user/reports',
      headers: (await signIn(ctx.app, buyer.email)).headers,
    });
    expect(buyerView.statusCode).toBe(200);
    expect(buyerView.json()).toEqual({
      inspectionsRequested: [],
      inspectionsRequestedNext: null,
      inspectionsPurchased: [
        {
          uuid: approved,
          purchased_at: paidAt.toISOString(),
          access_until: accessUntil.toISOString(),
          order_number: `VA-TEST-${orderCounter}`,
          amount_cents: 1900,
          // Inserted without its invoice: nothing to download.
          invoice_url: null,
          report: {
            report_number: await reportNumber(approvedReport),
            verdict_datecompleted: '2026-03-02T15:00:00.000Z',
            main_image: `/api/photos/${photoId}/640.webp`,
            ...car,
          },
          // Paid yesterday: within the withdrawal period.
          withdrawal_token: withdrawalLinks(ctx.config).token({ kind: 'purchase', uuid: purchaseId }),
        },
      ],
      inspectionsPurchasedNext: null,
    });
  });
});
