import type { Report } from '@verificauto/shared/contracts/report';
import { type Queryable, queryOne } from '../../db/db';
import type { PhotoRef } from '../photos/photo-dto';

/** The report's own columns, named as in the contract. */
export type ReportFields = Omit<Report, 'main_image' | 'key_photos' | 'key_photos_imperfections' | 'items'>;

// Every contract field with its SQL; a Record so that the compiler flags a field added to the contract.
const REPORT_FIELDS: Record<keyof ReportFields, string> = {
  report_number: 'r.report_number',
  backoffice_state: 'r.backoffice_state',
  verdict_overall: 'r.verdict_overall',
  // Formatted here: json_build_object would write the instant in the session's time zone.
  verdict_datecompleted: `to_char(r.verdict_datecompleted AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
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
};

const REPORT_JSON = `json_build_object(${Object.entries(REPORT_FIELDS)
  .map(([field, sql]) => `'${field}', ${sql}`)
  .join(', ')})`;

const photoJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'width', ${alias}.width, 'height', ${alias}.height,
                     'variant_widths', ${alias}.variant_widths)`;

export interface ReportItemRow {
  key: string;
  rating: number | null;
  text: string | null;
  description: string | null;
  min_cents: number | null;
  max_cents: number | null;
}

export interface ReportPhotoRow extends PhotoRef {
  kind: 'key' | 'item' | 'imperfection';
  slot: string | null;
  item_key: string | null;
  caption: string | null;
}

export interface ReportContentRow {
  items: ReportItemRow[];
  /** Ordered by kind, then position. */
  photos: ReportPhotoRow[];
}

/** An inspection with its report, what decides who may read it and, when asked for, the report's content. */
export interface ReportRow {
  inspection_id: string;
  car_license_plate: string;
  booked_at: Date;
  inspection_status: string;
  seller_id: string;
  workshop_id: string;
  workshop_name: string;
  workshop_city: string;
  report_id: string | null;
  report: ReportFields | null;
  main_photo: PhotoRef | null;
  /** The latest end of access among the caller's paid purchases of this report; null if none. */
  paid_access_until: Date | null;
  paid_access_active: boolean | null;
  /** Null unless `withContent` and the report exists. */
  content: ReportContentRow | null;
}

const ITEMS_JSON = `COALESCE((
  SELECT json_agg(json_build_object(
           'key', ri.item_key, 'rating', ri.value_rating, 'text', ri.value_text, 'description', ri.description,
           'min_cents', ri.min_repair_cost_cents, 'max_cents', ri.max_repair_cost_cents))
    FROM report_items ri WHERE ri.report_id = r.id), '[]')`;

const PHOTOS_JSON = `COALESCE((
  SELECT json_agg(json_build_object(
           'kind', rp.kind, 'slot', rp.slot, 'item_key', rp.item_key, 'caption', rp.caption,
           'id', p.id, 'width', p.width, 'height', p.height, 'variant_widths', p.variant_widths)
           ORDER BY rp.kind, rp.position, rp.id)
    FROM report_photos rp JOIN photos p ON p.id = rp.photo_id
   WHERE rp.report_id = r.id), '[]')`;

/**
 * Everything GET /api/report needs in one round trip. `buyerId` null (a guest) finds no purchase;
 * `withContent` false skips the items and photos, which only a reader of the full report needs.
 */
export const findReport = (
  db: Queryable,
  inspectionId: string,
  { buyerId, withContent }: { buyerId: string | null; withContent: boolean },
) =>
  queryOne<ReportRow>(
    db,
    `SELECT i.id AS inspection_id, i.car_license_plate, i.booked_at, i.status AS inspection_status,
            i.seller_id, i.workshop_id, w.name AS workshop_name, w.city AS workshop_city,
            r.id AS report_id,
            CASE WHEN r.id IS NOT NULL THEN ${REPORT_JSON} END AS report,
            CASE WHEN mp.id IS NOT NULL THEN ${photoJson('mp')} END AS main_photo,
            pu.access_until AS paid_access_until, pu.access_until > now() AS paid_access_active,
            CASE WHEN $3 AND r.id IS NOT NULL
                 THEN json_build_object('items', ${ITEMS_JSON}, 'photos', ${PHOTOS_JSON}) END AS content
       FROM inspections i
       JOIN workshops w ON w.id = i.workshop_id
       LEFT JOIN reports r ON r.inspection_id = i.id
       LEFT JOIN photos mp ON mp.id = r.main_photo_id
       LEFT JOIN LATERAL (
              SELECT max(p.access_until) AS access_until
                FROM purchases p
               WHERE p.report_id = r.id AND p.buyer_id = $2 AND p.status = 'paid'
            ) pu ON true
      WHERE i.id = $1`,
    [inspectionId, buyerId, withContent],
  );
