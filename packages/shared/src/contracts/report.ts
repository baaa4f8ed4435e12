import { z } from 'zod';
import { ODOMETER_SOURCE_KEYS, ODOMETER_VERDICTS } from '../domain/odometer-check';
import { SEVERITIES } from '../domain/severity';
import { ReportFaultCodeSchema } from './fault-code';
import { InspectionPreviewSchema, PhotoSchema } from './report-preview';

// In a module of their own: the checkout reads the preview without building every report schema.
export {
  type InspectionPreview,
  InspectionPreviewSchema,
  type Photo,
  PhotoSchema,
  type ReportPreview,
  ReportPreviewSchema,
} from './report-preview';

/**
 * A checklist item (docs/product.md#report-data). Repair costs in whole euros; null when not estimated.
 * `not_checked_reason`: for an item rated 0 ('Non controllato.'), the label of why
 * (domain/not-checked-reasons.ts), else null.
 */
export const ReportItemSchema = z.object({
  key: z.string(),
  value: z.union([z.number().min(0).max(5), z.string()]).nullable(),
  not_checked_reason: z.string().nullable(),
  description: z.string().nullable(),
  photos: z.array(PhotoSchema),
  minRepairCost: z.number().int().nonnegative().nullable(),
  maxRepairCost: z.number().int().nonnegative().nullable(),
  /** Of a finding (domain/severity.ts: rated 1–2 or both costs), else null; absent before it existed. */
  severity: z.enum(SEVERITIES).nullable().default(null),
});
export type ReportItem = z.infer<typeof ReportItemSchema>;

const score = z.number().min(0).max(5).nullable();
const text = z.string().nullable();
const int = z.number().int().nullable();
/** Calendar dates as YYYY-MM-DD; instants as ISO 8601 strings. */
const date = z.string().nullable();

/**
 * The seal of an approved report: when, and the SHA-256 (hex) of its content and of every photo, computed
 * at approval; a later change would give another fingerprint.
 */
export const ReportSealSchema = z.object({ sealed_at: z.string(), fingerprint: z.string() });
export type ReportSeal = z.infer<typeof ReportSealSchema>;

/**
 * One sealed version of the report: the first at approval, then one for each correction the back office
 * approved after it, with the reason it gave (null for the first).
 */
export const ReportVersionSchema = z.object({
  version: z.number().int().min(1),
  sealed_at: z.string(),
  fingerprint: z.string(),
  reason: z.string().nullable(),
});
export type ReportVersion = z.infer<typeof ReportVersionSchema>;

/** A reading of the car's papers, in the technician's order (docs/decisions/055-odometer-readings.md). */
export const OdometerReadingSchema = z.object({
  source: z.enum(ODOMETER_SOURCE_KEYS),
  date: z.string(),
  km: z.number().int(),
});

/** The odometer against the readings: the verdict, and for 'to_verify' the evidence in sentences. */
export const OdometerCheckSchema = z.object({
  verdict: z.enum(ODOMETER_VERDICTS),
  evidence: z.array(z.string()),
});

export const KeyPhotoSchema = z.object({ slot: z.string(), photo: PhotoSchema });
export type KeyPhoto = z.infer<typeof KeyPhotoSchema>;

/**
 * The report (docs/product.md#report-data) with its scores, items (by category key of the checklist
 * catalogue) and photos.
 */
export const ReportSchema = z.object({
  report_number: z.number().int(),
  backoffice_state: text,
  verdict_overall: text,
  verdict_datecompleted: date,
  brand: text,
  model: text,
  variant: text,
  year: int,
  month: int,
  plate_number: text,
  vin: text,
  odometer: int,
  colour: text,
  interior: text,
  interior_colour: text,
  compliance_expiry: date,
  transmission: text,
  engine: text,
  drive_type: text,
  aspiration: text,
  fuel_type: text,
  number_of_doors: int,
  number_of_seats: int,
  service_book: text,
  last_service_km: int,
  last_service_date: date,
  warranty_expiry: date,
  euro_class: text,
  odometer_readings: z.array(OdometerReadingSchema),
  odometer_check: OdometerCheckSchema,
  main_image: PhotoSchema.nullable(),
  key_photos: z.object({ exterior: z.array(KeyPhotoSchema), interior: z.array(KeyPhotoSchema) }),
  key_photos_imperfections: z.array(PhotoSchema),
  exterior_score: score,
  interior_score: score,
  engine_score: score,
  tyres_and_suspension_score: score,
  road_test_score: score,
  score_overall: score,
  /** Null until the back office approves (and seals) the report. */
  seal: ReportSealSchema.nullable(),
  /** The sealed versions, oldest first; the last is the one shown. Empty until the report is sealed. */
  versions: z.array(ReportVersionSchema),
  items: z.object({
    exterior: z.array(ReportItemSchema),
    interior: z.array(ReportItemSchema),
    engine: z.array(ReportItemSchema),
    tyres_and_suspension: z.array(ReportItemSchema),
    road_test: z.array(ReportItemSchema),
    documents: z.array(ReportItemSchema),
    diagnostics: z.array(ReportItemSchema),
  }),
  /** The OBD-II fault codes the technician read, in the order written (decision 052). */
  fault_codes: z.array(ReportFaultCodeSchema),
});
export type Report = z.infer<typeof ReportSchema>;

export const ACCESS_ROLES = ['seller', 'buyer', 'technician', 'backoffice', 'example'] as const;

/** GET /api/report/{uuid} (uuid of the inspection): the inspection with its report. */
export const InspectionReportSchema = z.object({
  uuid: z.string(),
  car_license_plate: z.string(),
  /** When the inspection started: the car's check-in, else the appointment (for the freshness line). */
  inspected_at: z.string().nullable(),
  /**
   * When it ended, the report's submission; null unless the check-in was recorded (decision 051), and in
   * a report answer written before the field existed (the committed example reports until rebuilt).
   */
  inspected_until: z.string().nullable().default(null),
  workshop: z.object({ name: z.string(), city: z.string() }).nullable(),
  /** Why the caller may see it; a buyer also gets the end of the 180 days. */
  access: z.object({ role: z.enum(ACCESS_ROLES), access_until: z.string().nullable() }),
  report: ReportSchema,
});
export type InspectionReport = z.infer<typeof InspectionReportSchema>;

/** The 403 code of a buyer asked for the express request before the report (report-waiver.ts has its body). */
export const WAIVER_REQUIRED_CODE = 'waiver_required';

/** 401 (guest) and 403 (signed in without access) body of GET /api/report/{uuid}. */
export const ReportAccessErrorSchema = z.object({
  code: z.string().optional(),
  message: z.string(),
  paymentURL: z.string(),
  reportPreview: InspectionPreviewSchema,
});
export type ReportAccessError = z.infer<typeof ReportAccessErrorSchema>;
