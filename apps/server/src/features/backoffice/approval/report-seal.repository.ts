import { type Queryable, queryOne } from '../../../db/db';
import type { ReportItemRow } from '../../../db/report-item-row';
import type { SealedPhoto } from './report-seal';

/** The report's own columns the seal covers: not the approval (state, dates, approver) nor the seal. */
const SEALED_REPORT_COLUMNS = [
  'report_number',
  'verdict_overall',
  'brand',
  'model',
  'variant',
  'year',
  'month',
  'plate_number',
  'vin',
  'odometer',
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
  'exterior_score',
  'interior_score',
  'engine_score',
  'tyres_and_suspension_score',
  'road_test_score',
  'score_overall',
  'fault_codes',
] as const;

/** A photo of the report with what it takes to hash it when it was stored before photos.sha256 existed. */
export interface StoredPhotoRow {
  photo_id: string;
  storage_key: string;
  sha256: string | null;
}

export type ReportPhotoRow = StoredPhotoRow & Omit<SealedPhoto, 'sha256'>;

/** A reading of the car's papers, as the report stores it (migration 027). */
export interface SealedOdometerReading {
  position: number;
  source: string;
  read_on: string;
  km: number;
}

export interface SealRows {
  report: Record<string, unknown>;
  mainPhoto: StoredPhotoRow | null;
  items: ReportItemRow[];
  photos: ReportPhotoRow[];
  odometerReadings: SealedOdometerReading[];
}

export async function loadSealRows(tx: Queryable, reportId: string): Promise<SealRows> {
  const report = await queryOne<Record<string, unknown>>(
    tx,
    `SELECT ${SEALED_REPORT_COLUMNS.map((c) => `r.${c}`).join(', ')}
       FROM reports r WHERE r.id = $1`,
    [reportId],
  );
  if (!report) throw new Error(`report ${reportId} vanished inside its transaction`);
  const mainPhoto = await queryOne<StoredPhotoRow>(
    tx,
    `SELECT p.id AS photo_id, p.storage_key, p.sha256
       FROM reports r JOIN photos p ON p.id = r.main_photo_id WHERE r.id = $1`,
    [reportId],
  );
  const items = await tx.query<ReportItemRow>(
    `SELECT category, item_key, value_rating, value_text, not_checked_reason, description,
            min_repair_cost_cents, max_repair_cost_cents, severity
       FROM report_items WHERE report_id = $1`,
    [reportId],
  );
  const photos = await tx.query<ReportPhotoRow>(
    `SELECT p.id AS photo_id, p.storage_key, p.sha256, p.taken_at, rp.kind, rp.slot, rp.item_key,
            rp.position, rp.caption
       FROM report_photos rp JOIN photos p ON p.id = rp.photo_id
      WHERE rp.report_id = $1`,
    [reportId],
  );
  const odometerReadings = await tx.query<SealedOdometerReading>(
    `SELECT position, source, to_char(read_on, 'YYYY-MM-DD') AS read_on, km
       FROM report_odometer_readings WHERE report_id = $1 ORDER BY position`,
    [reportId],
  );
  return { report, mainPhoto: mainPhoto ?? null, items, photos, odometerReadings };
}

/** Records the hash of a photo stored before photos.sha256 existed; a hash already there stays. */
export async function saveMissingPhotoHash(tx: Queryable, photoId: string, sha256: string): Promise<void> {
  await tx.query('UPDATE photos SET sha256 = $2 WHERE id = $1 AND sha256 IS NULL', [photoId, sha256]);
}
