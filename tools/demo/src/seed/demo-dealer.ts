import type { Queryable } from '@verificauto/server/db/db';
import { DEMO_WORKSHOP_SLUG } from './demo-ids';

/** How many inspections the demo dealer has had: ten pages of 'Sto vendendo'. */
export const DEALER_INSPECTIONS = 300;

const HOUR_MS = 3_600_000;

/** The car data a dealer's report takes from the demo report it copies; the rest is its own. */
const CAR_COLUMNS = [
  'verdict_overall',
  'brand',
  'model',
  'variant',
  'year',
  'month',
  'vin',
  'colour',
  'interior',
  'interior_colour',
  'compliance_expiry',
  'transmission',
  'engine',
  'drive_type',
  'aspiration',
  'fuel_type',
  'number_of_doors',
  'number_of_seats',
  'service_book',
  'last_service_km',
  'last_service_date',
  'warranty_expiry',
  'euro_class',
  'main_photo_id',
  'exterior_score',
  'interior_score',
  'engine_score',
  'tyres_and_suspension_score',
  'road_test_score',
  'score_overall',
  'fault_codes',
] as const;

const ITEM_COLUMNS = [
  'category',
  'item_key',
  'value_rating',
  'value_text',
  'description',
  'not_checked_reason',
  'min_repair_cost_cents',
  'max_repair_cost_cents',
  'severity',
] as const;

interface DealerOptions {
  dealerId: string;
  approverId: string;
  /** The demo reports whose cars the dealer's reports show, in turn. */
  sourceReportIds: readonly string[];
  now: Date;
}

/**
 * The dealer's year of inspections (docs/decisions/073-profile-lists-paged.md): one every 29 hours, at the
 * partner workshops other than the demo technician's (whose bookings stay the demo's own), each with its
 * approved report, a copy of a demo car with its own plate and odometer. Written by a few statements, so
 * that `npm start` stays quick: no photos of their own, no draft, no odometer readings to compare.
 */
export async function insertDemoDealerInspections(
  tx: Queryable,
  { dealerId, approverId, sourceReportIds, now }: DealerOptions,
): Promise<void> {
  // Italian plates leave out I, O, Q and U.
  const letters = 'ABCDEFGHJKLMNPRSTVWXYZ';
  await tx.query(
    `WITH partners AS (
       SELECT id, inspection_fee_cents, row_number() OVER (ORDER BY slug) - 1 AS k, count(*) OVER () AS total
         FROM workshops WHERE slug <> $2 AND active)
     INSERT INTO inspections (seller_id, workshop_id, car_license_plate, booked_at, checked_in_at, status,
                              scheduling_source, fee_cents, created_at, updated_at)
     SELECT $1, w.id,
            substr($3, 1 + n % 22, 1) || substr($3, 1 + (n / 22) % 22, 1) || lpad(((n * 37) % 1000)::text, 3, '0')
              || substr($3, 1 + (n * 7) % 22, 1) || substr($3, 1 + (n * 13) % 22, 1),
            t.created_at + interval '3 days', t.created_at + interval '3 days 5 minutes', 'done', 'native',
            w.inspection_fee_cents, t.created_at, t.created_at + interval '3 days 5 hours'
       FROM generate_series(1, $4::int) n
       CROSS JOIN LATERAL (SELECT $5::timestamptz - n * interval '29 hours' AS created_at) t
       JOIN partners w ON w.k = n % w.total`,
    [dealerId, DEMO_WORKSHOP_SLUG, letters, DEALER_INSPECTIONS, new Date(now.getTime() - 4 * 24 * HOUR_MS)],
  );
  const carColumns = CAR_COLUMNS.join(', ');
  await tx.query(
    `INSERT INTO reports (inspection_id, plate_number, odometer, backoffice_state, approved_by, approved_at,
                          verdict_datecompleted, submitted_at, created_at, updated_at, ${carColumns})
     SELECT i.id, i.car_license_plate, 12000 + (n * 7919) % 150000, 'approved', $2, i.updated_at + interval '1 day',
            i.updated_at, i.updated_at, i.updated_at, i.updated_at + interval '1 day',
            ${CAR_COLUMNS.map((column) => `src.${column}`).join(', ')}
       FROM (SELECT id, car_license_plate, updated_at, row_number() OVER (ORDER BY created_at) AS n
               FROM inspections WHERE seller_id = $1) i
       JOIN reports src ON src.id = ($3::uuid[])[1 + i.n % cardinality($3::uuid[])]
      ORDER BY i.n`,
    [dealerId, approverId, sourceReportIds],
  );
  const itemColumns = ITEM_COLUMNS.join(', ');
  await tx.query(
    `INSERT INTO report_items (report_id, ${itemColumns})
     SELECT r.id, ${ITEM_COLUMNS.map((column) => `item.${column}`).join(', ')}
       FROM reports r
       JOIN inspections i ON i.id = r.inspection_id AND i.seller_id = $1
       JOIN reports src ON src.brand = r.brand AND src.model = r.model AND src.id = ANY($2::uuid[])
       JOIN report_items item ON item.report_id = src.id`,
    [dealerId, sourceReportIds],
  );
}
