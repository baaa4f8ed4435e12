import { reportAccessUntil } from '@verificauto/shared/domain/report-access';
import type { Queryable } from '../../src/db/db';

const DAY_MS = 86_400_000;

/** Inserts one row (column names from the test's own code) and returns its id. */
export async function insertRow(
  db: Queryable,
  table: string,
  record: Record<string, unknown>,
): Promise<string> {
  const columns = Object.keys(record);
  const rows = await db.query<{ id: string }>(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     RETURNING id`,
    Object.values(record),
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`${table}: insert returned no id`);
  return id;
}

let workshopCount = 0;
export const insertWorkshop = (db: Queryable, name: string, city = 'Milano') =>
  insertRow(db, 'workshops', {
    slug: `officina-test-${++workshopCount}`,
    name,
    address: 'Via Roma 1',
    postal_code: '20100',
    city,
    province: 'MI',
    phone: '021234567',
    latitude: 45.46,
    longitude: 9.19,
  });

let plateCount = 0;
export const insertInspection = (
  db: Queryable,
  inspection: { sellerId: string; workshopId: string; status?: string; bookedAt?: string },
) =>
  insertRow(db, 'inspections', {
    seller_id: inspection.sellerId,
    workshop_id: inspection.workshopId,
    car_license_plate: `AB${String(++plateCount).padStart(3, '0')}CD`,
    booked_at: inspection.bookedAt ?? '2026-03-02T09:00:00Z',
    status: inspection.status ?? 'done',
  });

/** A report with the preview fields set; `fields` adds or overrides columns. */
export const insertReport = (db: Queryable, inspectionId: string, fields: Record<string, unknown> = {}) =>
  insertRow(db, 'reports', {
    inspection_id: inspectionId,
    brand: 'Fiat',
    model: 'Panda',
    year: 2019,
    odometer: 84_500,
    verdict_datecompleted: '2026-03-02T15:00:00.000Z',
    backoffice_state: 'approved',
    ...fields,
  });

let orderCount = 0;
/**
 * A purchase paid `paidDaysAgo` days ago (unless pending), with the access window of the rules or one of
 * `accessDays` days; its buyer ticked the express request for immediate access at checkout unless `waived`
 * is false.
 */
export const insertPurchase = (
  db: Queryable,
  purchase: {
    buyerId: string;
    reportId: string;
    status: string;
    paidDaysAgo?: number;
    accessDays?: number;
    waived?: boolean;
  },
) => {
  const paidAt =
    purchase.paidDaysAgo === undefined ? null : new Date(Date.now() - purchase.paidDaysAgo * DAY_MS);
  const accessUntil =
    paidAt &&
    (purchase.accessDays === undefined
      ? reportAccessUntil(paidAt)
      : new Date(paidAt.getTime() + purchase.accessDays * DAY_MS));
  return insertRow(db, 'purchases', {
    order_number: `VA-TEST-${++orderCount}`,
    buyer_id: purchase.buyerId,
    report_id: purchase.reportId,
    list_price_cents: 1900,
    amount_cents: 1900,
    provider: 'test',
    status: purchase.status,
    paid_at: paidAt,
    access_until: accessUntil,
    withdrawal_waived_at: purchase.waived === false ? null : paidAt,
    // An ended access leaves its place in purchases_one_active_key, as a new purchase would make it.
    superseded_at: accessUntil && accessUntil.getTime() <= Date.now() ? new Date() : null,
  });
};
