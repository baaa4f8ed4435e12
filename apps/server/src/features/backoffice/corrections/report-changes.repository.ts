import type { VehicleField } from '@verificauto/shared/contracts/workshop';
import type { OdometerSource } from '@verificauto/shared/domain/odometer-check';
import { type Queryable, queryOne } from '../../../db/db';
import type { ReportItemValues } from '../../../db/report-item-row';

/** The published report and the draft behind it; dates as 'yyyy-mm-dd', as the draft holds them. */
export type CorrectionToCompareRow = Record<VehicleField | 'verdict_overall', string | number | null> & {
  report_id: string;
  version: number;
  backoffice_state: string | null;
  draft_state: string | null;
  correction_reason: string | null;
  content: unknown;
  fault_codes: unknown;
};

export const findCorrectionToCompare = (db: Queryable, inspectionId: string) =>
  queryOne<CorrectionToCompareRow>(
    db,
    `SELECT r.id AS report_id, r.version, r.backoffice_state, d.state AS draft_state, d.correction_reason,
            d.content, r.verdict_overall,
            r.brand, r.model, r.variant, r.year, r.month, r.plate_number, r.vin, r.odometer, r.colour,
            r.interior, r.interior_colour, to_char(r.compliance_expiry, 'YYYY-MM-DD') AS compliance_expiry,
            r.transmission, r.engine, r.drive_type, r.aspiration, r.fuel_type, r.number_of_doors,
            r.number_of_seats, r.service_book, r.last_service_km,
            to_char(r.last_service_date, 'YYYY-MM-DD') AS last_service_date,
            to_char(r.warranty_expiry, 'YYYY-MM-DD') AS warranty_expiry, r.euro_class, r.fault_codes
       FROM reports r
       LEFT JOIN report_drafts d ON d.inspection_id = r.inspection_id
      WHERE r.inspection_id = $1`,
    [inspectionId],
  );

export const listPublishedItems = (db: Queryable, reportId: string) =>
  db.query<ReportItemValues>(
    `SELECT item_key, value_rating, value_text, not_checked_reason, description, min_repair_cost_cents,
            max_repair_cost_cents, severity
       FROM report_items WHERE report_id = $1`,
    [reportId],
  );

export interface PublishedPhotoRow {
  photo_id: string;
  kind: string;
  slot: string | null;
  caption: string | null;
}

/** Key photos and imperfections, the latter in their order. */
export const listPublishedPhotos = (db: Queryable, reportId: string) =>
  db.query<PublishedPhotoRow>(
    `SELECT photo_id, kind, slot, caption FROM report_photos
      WHERE report_id = $1 AND kind IN ('key', 'imperfection')
      ORDER BY kind, position, id`,
    [reportId],
  );

export interface PublishedReadingRow {
  source: OdometerSource;
  read_on: string;
  km: number;
}

/** The odometer readings in their order, dates as 'yyyy-mm-dd'. */
export const listPublishedReadings = (db: Queryable, reportId: string) =>
  db.query<PublishedReadingRow>(
    `SELECT source, to_char(read_on, 'YYYY-MM-DD') AS read_on, km
       FROM report_odometer_readings WHERE report_id = $1 ORDER BY position`,
    [reportId],
  );
