import type { Report, ReportSeal, ReportVersion } from '@verificauto/shared/contracts/report';
import { type Queryable, queryOne } from '../../db/db';
import type { ReportItemValues } from '../../db/report-item-row';
import type { PhotoRef } from '../../lib/photo-dto';

/** The report's own columns, named as in the contract. */
export type ReportFields = Omit<
  Report,
  | 'main_image'
  | 'key_photos'
  | 'key_photos_imperfections'
  | 'items'
  | 'seal'
  | 'versions'
  | 'odometer_readings'
  | 'odometer_check'
>;

// ISO 8601 text in UTC, the contract's form of an instant.
const isoInstant = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Every contract field with its SQL; a Record so that the compiler flags a field added to the contract.
const REPORT_FIELDS: Record<keyof ReportFields, string> = {
  report_number: 'r.report_number',
  backoffice_state: 'r.backoffice_state',
  verdict_overall: 'r.verdict_overall',
  verdict_datecompleted: isoInstant('r.verdict_datecompleted'),
  brand: 'r.brand',
  model: 'r.model',
  variant: 'r.variant',
  year: 'r.year',
  month: 'r.month',
  plate_number: 'r.plate_number',
  vin: 'r.vin',
  odometer: 'r.odometer',
  colour: 'r.colour',
  interior: 'r.interior',
  interior_colour: 'r.interior_colour',
  compliance_expiry: 'r.compliance_expiry',
  transmission: 'r.transmission',
  engine: 'r.engine',
  drive_type: 'r.drive_type',
  aspiration: 'r.aspiration',
  fuel_type: 'r.fuel_type',
  number_of_doors: 'r.number_of_doors',
  number_of_seats: 'r.number_of_seats',
  service_book: 'r.service_book',
  last_service_km: 'r.last_service_km',
  last_service_date: 'r.last_service_date',
  warranty_expiry: 'r.warranty_expiry',
  euro_class: 'r.euro_class',
  exterior_score: 'r.exterior_score',
  interior_score: 'r.interior_score',
  engine_score: 'r.engine_score',
  tyres_and_suspension_score: 'r.tyres_and_suspension_score',
  road_test_score: 'r.road_test_score',
  score_overall: 'r.score_overall',
  fault_codes: 'r.fault_codes',
};

export interface ReportPhotoRow extends PhotoRef {
  kind: 'key' | 'item' | 'imperfection';
  slot: string | null;
  item_key: string | null;
  caption: string | null;
  position: number;
}

export interface ReportContentRow {
  items: ReportItemValues[];
  /** Ordered by kind, then position. */
  photos: ReportPhotoRow[];
  /** In the technician's order; dates as yyyy-mm-dd. */
  odometer_readings: Report['odometer_readings'];
}

/** An inspection with its report and what decides who may read it. */
export interface ReportRecord {
  inspection: {
    id: string;
    carLicensePlate: string;
    bookedAt: Date;
    /** The inspection's start and end (decision 051): the car's check-in and the report's submission. */
    checkedInAt: Date | null;
    submittedAt: Date | null;
    status: string;
    sellerId: string;
    workshopId: string;
    workshopName: string;
    workshopCity: string;
  };
  /** Null while the workshop has not written the report; then so are the others. */
  report: (ReportFields & { id: string; seal: ReportSeal | null; versions: ReportVersion[] }) | null;
  mainPhoto: PhotoRef | null;
  content: ReportContentRow | null;
}

/** The report's columns are all null when report_id is, the main photo's when main_photo_id is. */
type ReportFactsRow = ReportFields & {
  inspection_id: string;
  car_license_plate: string;
  booked_at: Date;
  checked_in_at: Date | null;
  submitted_at: Date | null;
  inspection_status: string;
  seller_id: string;
  workshop_id: string;
  workshop_name: string;
  workshop_city: string;
  report_id: string | null;
  sealed_at: string | null;
  fingerprint: string | null;
  versions: ReportVersion[] | null;
  main_photo_id: string | null;
  main_photo_width: number;
  main_photo_height: number;
  main_photo_variant_widths: number[];
  main_photo_taken_at: string | null;
  content: ReportContentRow | null;
};

// json_agg of a subquery's rows names the keys after the columns and costs PostgreSQL about half of
// building each object with json_build_object.
const ITEMS_JSON = `COALESCE((
  SELECT json_agg(item) FROM (
    SELECT ri.item_key, ri.value_rating, ri.value_text, ri.not_checked_reason, ri.description,
           ri.min_repair_cost_cents, ri.max_repair_cost_cents, ri.severity
      FROM report_items ri WHERE ri.report_id = r.id) item), '[]')`;

const PHOTOS_JSON = `COALESCE((
  SELECT json_agg(photo ORDER BY photo.kind, photo.position, photo.id) FROM (
    SELECT rp.kind, rp.slot, rp.item_key, rp.caption, rp.position, p.id, p.width, p.height, p.variant_widths,
           ${isoInstant('p.taken_at')} AS taken_at
      FROM report_photos rp JOIN photos p ON p.id = rp.photo_id
     WHERE rp.report_id = r.id) photo), '[]')`;

const READINGS_JSON = `COALESCE((
  SELECT json_agg(reading ORDER BY reading.position) FROM (
    SELECT ror.position, ror.source, to_char(ror.read_on, 'YYYY-MM-DD') AS date, ror.km
      FROM report_odometer_readings ror WHERE ror.report_id = r.id) reading), '[]')`;

const VERSIONS_JSON = `COALESCE((
  SELECT json_agg(sealed ORDER BY sealed.version) FROM (
    SELECT rv.version, ${isoInstant('rv.sealed_at')} AS sealed_at, rv.fingerprint, rv.reason
      FROM report_versions rv WHERE rv.report_id = r.id) sealed), '[]')`;

// Plain columns for the single rows (cheaper for PostgreSQL than building JSON), JSON only for the lists.
const FIND_REPORT_SQL = `
  SELECT i.id AS inspection_id, i.car_license_plate, i.booked_at, i.checked_in_at, r.submitted_at,
         i.status AS inspection_status,
         i.seller_id, i.workshop_id, w.name AS workshop_name, w.city AS workshop_city,
         r.id AS report_id, ${isoInstant('r.sealed_at')} AS sealed_at, r.fingerprint,
         CASE WHEN r.id IS NOT NULL THEN ${VERSIONS_JSON} END AS versions,
         ${Object.entries(REPORT_FIELDS)
           .map(([field, sql]) => `${sql} AS ${field}`)
           .join(', ')},
         mp.id AS main_photo_id, mp.width AS main_photo_width, mp.height AS main_photo_height,
         mp.variant_widths AS main_photo_variant_widths, ${isoInstant('mp.taken_at')} AS main_photo_taken_at,
         CASE WHEN r.id IS NOT NULL
              THEN json_build_object('items', ${ITEMS_JSON}, 'photos', ${PHOTOS_JSON},
                                     'odometer_readings', ${READINGS_JSON}) END AS content
    FROM inspections i
    JOIN workshops w ON w.id = i.workshop_id
    LEFT JOIN reports r ON r.inspection_id = i.id
    LEFT JOIN photos mp ON mp.id = r.main_photo_id
   WHERE i.id = $1`;

function toRecord(row: ReportFactsRow): ReportRecord {
  const {
    inspection_id,
    car_license_plate,
    booked_at,
    checked_in_at,
    submitted_at,
    inspection_status,
    seller_id,
    workshop_id,
    workshop_name,
    workshop_city,
    report_id,
    sealed_at,
    fingerprint,
    versions,
    main_photo_id,
    main_photo_width,
    main_photo_height,
    main_photo_variant_widths,
    main_photo_taken_at,
    content,
    ...report
  } = row;
  return {
    inspection: {
      id: inspection_id,
      carLicensePlate: car_license_plate,
      bookedAt: booked_at,
      checkedInAt: checked_in_at,
      submittedAt: submitted_at,
      status: inspection_status,
      sellerId: seller_id,
      workshopId: workshop_id,
      workshopName: workshop_name,
      workshopCity: workshop_city,
    },
    report: report_id
      ? {
          ...report,
          id: report_id,
          seal: sealed_at && fingerprint ? { sealed_at, fingerprint } : null,
          versions: versions ?? [],
        }
      : null,
    mainPhoto: main_photo_id
      ? {
          id: main_photo_id,
          width: main_photo_width,
          height: main_photo_height,
          variant_widths: main_photo_variant_widths,
          taken_at: main_photo_taken_at,
        }
      : null,
    content,
  };
}

/** Everything GET /api/report needs to know of an inspection, in one round trip on a prepared statement. */
export async function findReport(db: Queryable, inspectionId: string): Promise<ReportRecord | undefined> {
  const row = await queryOne<ReportFactsRow>(db, FIND_REPORT_SQL, [inspectionId], {
    prepare: 'report.find_report',
  });
  return row && toRecord(row);
}

export interface PaidPurchaseRow {
  id: string;
  paid_at: Date;
  access_until: Date;
  withdrawal_waived_at: Date | null;
}

// Of the purchases whose read receipts a browser holds ($2), the one in force of the inspection's report ($1)
// that gives the longest access (decision 057).
const RECEIPT_PURCHASE_SQL = `
  SELECT p.id, p.paid_at, p.access_until, p.withdrawal_waived_at
    FROM purchases p JOIN reports r ON r.id = p.report_id
   WHERE r.inspection_id = $1 AND p.id = ANY($2::uuid[])
     AND p.status = 'paid' AND va_access_active(p.access_until)
   ORDER BY p.access_until DESC LIMIT 1`;

/** The purchase in force of an inspection's report among a browser's read receipts; undefined when none is. */
export const findReceiptPurchase = (db: Queryable, inspectionId: string, purchaseIds: string[]) =>
  queryOne<PaidPurchaseRow>(db, RECEIPT_PURCHASE_SQL, [inspectionId, purchaseIds], {
    prepare: 'report.find_receipt_purchase',
  });

/** The buyer's paid purchase of a report whose access ends last; undefined without one. */
export const findLatestPaidPurchase = (db: Queryable, reportId: string, buyerId: string) =>
  queryOne<PaidPurchaseRow>(
    db,
    `SELECT id, paid_at, access_until, withdrawal_waived_at FROM purchases
      WHERE report_id = $1 AND buyer_id = $2 AND status = 'paid'
      ORDER BY access_until DESC LIMIT 1`,
    [reportId, buyerId],
    { prepare: 'report.find_latest_paid_purchase' },
  );

/**
 * The first opening of the report after 'Accetto', by a buyer whose purchase is in force. Only an opening
 * after the express request counts: the report is not shown before it (decision 058).
 */
export const recordFirstReportAccess = (db: Queryable, inspectionId: string, buyerId: string) =>
  db.query(
    `UPDATE purchases p SET report_accessed_at = now()
       FROM reports r
      WHERE r.id = p.report_id AND r.inspection_id = $1 AND p.buyer_id = $2 AND p.status = 'paid'
        AND va_access_active(p.access_until) AND p.withdrawal_waived_at IS NOT NULL
        AND p.report_accessed_at IS NULL`,
    [inspectionId, buyerId],
  );

/** The same, by a browser without a session: on the purchase whose read receipt opened the report. */
export const recordFirstReceiptAccess = (db: Queryable, inspectionId: string, purchaseIds: string[]) =>
  db.query(
    `UPDATE purchases SET report_accessed_at = now()
      WHERE id = (SELECT id FROM (${RECEIPT_PURCHASE_SQL}) receipt)
        AND withdrawal_waived_at IS NOT NULL AND report_accessed_at IS NULL`,
    [inspectionId, purchaseIds],
  );

/** A statement accepted after the checkout, as the checkout records its own (decision 033). */
export interface LaterConsent {
  key: 'immediate_access';
  text: string;
  accepted_at: string;
  regulation_version: string;
}

/** What the confirmation of a request made at the first opening names. */
export interface WaivedPurchase {
  orderNumber: string;
  /** The account's address; the address typed at checkout for a purchase that has no account yet (decision 049). */
  email: string;
  reportNumber: number;
  vehicle: string | null;
}

/**
 * The express request made at the first opening: appended to the purchase's statements, its time the
 * waiver's. Once only: a purchase that already has a waiver keeps it (undefined then).
 */
export const recordWithdrawalWaiver = (db: Queryable, purchaseId: string, consent: LaterConsent) =>
  queryOne<WaivedPurchase>(
    db,
    `UPDATE purchases p SET consents = p.consents || jsonb_build_array($2::jsonb),
                            withdrawal_waived_at = $3, updated_at = now()
       FROM reports r
      WHERE p.id = $1 AND r.id = p.report_id AND p.status = 'paid'
        AND va_access_active(p.access_until) AND p.withdrawal_waived_at IS NULL
      RETURNING p.order_number AS "orderNumber",
                coalesce((SELECT u.email FROM users u WHERE u.id = p.buyer_id), p.buyer_email) AS email,
                r.report_number AS "reportNumber",
                nullif(concat_ws(' ', r.brand, r.model), '') AS vehicle`,
    [purchaseId, JSON.stringify(consent), consent.accepted_at],
  );
