import { z } from 'zod';
import { romeIsoDate } from '../domain/calendar-days';
import { NOT_CHECKED_REASONS, type NotCheckedReason } from '../domain/not-checked-reasons';
import { MAX_ODOMETER_READINGS, MAX_READING_KM, ODOMETER_SOURCE_KEYS } from '../domain/odometer-check';
import { RATING_VALUES } from '../domain/rating-scale';
import { SEVERITIES } from '../domain/severity';
import { FaultCodesSchema } from './fault-code';
import { PhotoSchema } from './report';

/**
 * The workshop app (decision 037): a technician's bookings and the report editor. Every route is
 * for the role 'technician' of the inspection's workshop; anyone else gets 401 (guest) or 403.
 */

/** Where the report of a booking stands, as the workshop sees it. */
export const DRAFT_STATES = ['none', 'editing', 'submitted', 'approved'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];

/** GET /api/workshop/bookings: one booking of the technician's workshop. */
export const WorkshopBookingSchema = z.object({
  /** The inspection's uuid. */
  uuid: z.uuid(),
  booked_at: z.iso.datetime(),
  car_license_plate: z.string(),
  /**
   * Who brings the car: the contact typed at booking, never the account's own details (decision 045).
   * No phone from Calendly; all empty once the seller closed their account.
   */
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  /** 'none' until the editor is first opened. */
  draft_state: z.enum(DRAFT_STATES),
  /** The back office's note when it sent the report back for corrections. */
  returned_note: z.string().nullable(),
  /** When the car arrived at the workshop; null until the technician checks it in (decision 051). */
  checked_in_at: z.iso.datetime().nullable(),
});
export type WorkshopBooking = z.infer<typeof WorkshopBookingSchema>;

/** The days of Italian calendar one answer of GET /api/workshop/bookings covers: a week. */
export const WORKSHOP_BOOKINGS_WINDOW_DAYS = 7;
/** How far back the bookings whose report is still to be written reach: a report may be finished days later. */
export const WORKSHOP_TO_COMPLETE_DAYS = 30;

/**
 * GET /api/workshop/bookings?from=aaaa-mm-gg: the week from that day, in Italian time; without `from`,
 * from today (docs/decisions/074-workshop-bookings-window-and-report-cache.md).
 */
export const WorkshopBookingsQuerySchema = z.object({
  from: z.iso
    .date({ error: 'Settimana non valida: indica il primo giorno nel formato aaaa-mm-gg.' })
    .optional(),
});
export type WorkshopBookingsQuery = z.infer<typeof WorkshopBookingsQuerySchema>;

/**
 * GET /api/workshop/bookings: the workshop and its booked inspections (status booked or done, not
 * cancelled) of the week `from`…`to` (both included), earliest first; the page groups them by day in
 * Italian time. When the week holds today, `to_complete` has the earlier ones, up to
 * WORKSHOP_TO_COMPLETE_DAYS back, whose report is still to be written (to start or being written, sent
 * back, a correction); otherwise it is empty.
 */
export const WorkshopBookingsSchema = z.object({
  workshop: z.object({ name: z.string(), city: z.string() }),
  from: z.iso.date(),
  to: z.iso.date(),
  bookings: z.array(WorkshopBookingSchema),
  to_complete: z.array(WorkshopBookingSchema),
});
export type WorkshopBookings = z.infer<typeof WorkshopBookingsSchema>;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label}: al massimo ${max} caratteri.`).nullable();
const isoDate = z.iso.date({ error: 'Data non valida: usa il formato aaaa-mm-gg.' }).nullable();

// 17 characters, no I, O or Q (ISO 3779); spaces and case forgiven.
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The choices the editor offers for the vehicle fields that have a closed list. */
export const FUEL_TYPES = [
  'Benzina',
  'Diesel',
  'GPL',
  'Metano',
  'Ibrida (benzina/elettrica)',
  'Ibrida (diesel/elettrica)',
  'Ibrida plug-in',
  'Elettrica',
  'Idrogeno',
] as const;
export const TRANSMISSIONS = ['Manuale', 'Automatico', 'Robotizzato', 'CVT'] as const;
export const DRIVE_TYPES = ['Anteriore', 'Posteriore', 'Integrale'] as const;
export const ASPIRATIONS = ['Aspirato', 'Turbocompresso', 'Sovralimentato con compressore'] as const;
export const EURO_CLASSES = [
  'Euro 1',
  'Euro 2',
  'Euro 3',
  'Euro 4',
  'Euro 5',
  'Euro 6',
  'Euro 6D',
  'Euro 6E',
] as const;

const choice = (values: readonly string[], label: string) =>
  z.enum(values as [string, ...string[]], { error: `${label}: scegli una voce dell’elenco.` }).nullable();

/**
 * The report's vehicle fields (docs/product.md#report-data) as the editor writes them; every field may be
 * empty while drafting.
 */
export const VehicleDetailsSchema = z.object({
  brand: optionalText(60, 'Marca'),
  model: optionalText(80, 'Modello'),
  variant: optionalText(120, 'Versione'),
  year: z
    .number({ error: 'Anno non valido.' })
    .int('Anno non valido.')
    .min(1900, 'Anno non valido.')
    .max(2100, 'Anno non valido.')
    .nullable(),
  month: z.number().int().min(1, 'Mese non valido.').max(12, 'Mese non valido.').nullable(),
  plate_number: z
    .string()
    .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
    .pipe(z.string().max(10, 'Targa non valida.'))
    .nullable(),
  vin: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(VIN_PATTERN, 'Il numero di telaio (VIN) ha 17 caratteri, lettere e cifre, senza I, O e Q.'),
    )
    .nullable(),
  odometer: z
    .number({ error: 'Chilometraggio non valido.' })
    .int('Chilometraggio non valido.')
    .min(0, 'Chilometraggio non valido.')
    .max(3_000_000, 'Chilometraggio non valido.')
    .nullable(),
  colour: optionalText(60, 'Colore'),
  interior: optionalText(80, 'Interni'),
  interior_colour: optionalText(60, 'Colore degli interni'),
  compliance_expiry: isoDate,
  transmission: choice(TRANSMISSIONS, 'Cambio'),
  engine: optionalText(80, 'Motore'),
  drive_type: choice(DRIVE_TYPES, 'Trazione'),
  aspiration: choice(ASPIRATIONS, 'Alimentazione dell’aria'),
  fuel_type: choice(FUEL_TYPES, 'Carburante'),
  number_of_doors: z
    .number()
    .int()
    .min(1, 'Numero di porte non valido.')
    .max(9, 'Numero di porte non valido.')
    .nullable(),
  number_of_seats: z
    .number()
    .int()
    .min(1, 'Numero di posti non valido.')
    .max(99, 'Numero di posti non valido.')
    .nullable(),
  service_book: optionalText(200, 'Libretto di manutenzione'),
  last_service_km: z.number().int().min(0, 'Chilometraggio non valido.').max(3_000_000).nullable(),
  last_service_date: isoDate,
  warranty_expiry: isoDate,
  euro_class: choice(EURO_CLASSES, 'Classe Euro'),
});
export type VehicleDetails = z.infer<typeof VehicleDetailsSchema>;
export type VehicleField = keyof VehicleDetails;

/**
 * One odometer reading of the car's papers (docs/decisions/055-odometer-readings.md): a service-book stamp or
 * a revisione. Date and km may be empty while drafting; the report needs both.
 */
export const DraftOdometerReadingSchema = z.object({
  source: z.enum(ODOMETER_SOURCE_KEYS, { error: 'Fonte della lettura: scegli una voce dell’elenco.' }),
  date: z.iso
    .date({ error: 'Data non valida: usa il formato aaaa-mm-gg.' })
    .refine((date) => date <= romeIsoDate(Date.now()), 'La data della lettura non può essere nel futuro.')
    .nullable(),
  km: z
    .number({ error: 'Chilometri non validi: un numero intero da 0 a 2.000.000.' })
    .int('Chilometri non validi: un numero intero da 0 a 2.000.000.')
    .min(0, 'Chilometri non validi: un numero intero da 0 a 2.000.000.')
    .max(MAX_READING_KM, 'Chilometri non validi: un numero intero da 0 a 2.000.000.')
    .nullable(),
});
export type DraftOdometerReading = z.infer<typeof DraftOdometerReadingSchema>;

export const DraftOdometerReadingsSchema = z
  .array(DraftOdometerReadingSchema)
  .max(MAX_ODOMETER_READINGS, `Al massimo ${MAX_ODOMETER_READINGS} letture del contachilometri.`);

// The list lives in domain/ (the report shows its labels); exported here too for the technician API.
export { NOT_CHECKED_REASONS, type NotCheckedReason };

const reasonKeys = Object.keys(NOT_CHECKED_REASONS) as [NotCheckedReason, ...NotCheckedReason[]];

const euros = z
  .number({ error: 'Importo non valido.' })
  .int('Indica l’importo in euro interi.')
  .min(0, 'Importo non valido.')
  .max(1_000_000, 'Importo non valido.')
  .nullable();

/** One checklist item of the draft; `value`: 0–5 for rating items (0 = not checked), text for text items. */
export const DraftItemSchema = z.object({
  value: z
    .union([z.number().int().min(0).max(5, `Valutazione ${RATING_VALUES}.`), z.string().trim().max(500)])
    .nullable(),
  not_checked_reason: z.enum(reasonKeys).nullable(),
  description: optionalText(2000, 'Descrizione'),
  min_repair_cost: euros,
  max_repair_cost: euros,
  /** Of a finding (rated 1–2 or with both costs); null: the item's default (domain/severity.ts). */
  severity: z.enum(SEVERITIES, { error: 'Gravità: scegli Sicurezza, Valore o Estetica.' }).nullable(),
  /** Photo ids, in order. */
  photos: z.array(z.uuid()).max(20, 'Al massimo 20 foto per voce.'),
});
export type DraftItem = z.infer<typeof DraftItemSchema>;

/** A photo of the draft, with a signed link to show it. `taken_at`: from the file, else the upload time. */
export const DraftPhotoSchema = PhotoSchema.extend({ id: z.uuid(), taken_at: z.iso.datetime() });
export type DraftPhoto = z.infer<typeof DraftPhotoSchema>;

/** The caption of an imperfection photo: what and where, in a line ("Graffio sulla portiera posteriore sinistra"). */
export const IMPERFECTION_CAPTION_MAX = 120;

/** GET /api/workshop/inspections/{uuid}/draft (created empty on first read) and the answer of every change. */
export const ReportDraftSchema = z.object({
  uuid: z.uuid(),
  booked_at: z.iso.datetime(),
  car_license_plate: z.string(),
  /** From when the car may be checked in ("Auto in officina", decision 051). */
  check_in_opens_at: z.iso.datetime(),
  /** When the car arrived; null until checked in (and for reports written before check-ins existed). */
  checked_in_at: z.iso.datetime().nullable(),
  /** True while the draft refuses changes until the car is checked in. */
  awaiting_check_in: z.boolean(),
  state: z.enum(['editing', 'submitted', 'approved']),
  /** One more at every saved change. */
  revision: z.number().int(),
  updated_at: z.iso.datetime(),
  returned_note: z.string().nullable(),
  details: VehicleDetailsSchema,
  odometer_readings: DraftOdometerReadingsSchema,
  verdict_overall: z.string().nullable(),
  /** By catalogue item key; an item never touched is absent. */
  items: z.record(z.string(), DraftItemSchema),
  /** By key photo slot (KEY_PHOTO_SLOTS). */
  key_photos: z.record(z.string(), z.uuid()),
  imperfections: z.array(z.uuid()),
  /** By imperfection photo id: what the photo shows and where, written by the technician. */
  imperfection_captions: z.record(z.string(), z.string()),
  /** The OBD-II fault codes read with a scanner, in the technician's order (decision 052). */
  fault_codes: FaultCodesSchema,
  /** Every photo the draft refers to, by id. */
  photos: z.record(z.string(), DraftPhotoSchema),
});
export type ReportDraft = z.infer<typeof ReportDraftSchema>;
/**
 * POST /api/workshop/inspections/{uuid}/check-in answers the ReportDraft checked in; 409 `check_in_too_early`
 * before check_in_opens_at. Until then the draft's changes, uploads and submission are 409 `not_checked_in`.
 * Without a body the arrival is the server's now; `arrived_at` is the time the device recorded it, for a
 * check-in made without network and sent when it returned (docs/decisions/084-check-in-offline.md).
 */
export const CheckInSchema = z.object({
  arrived_at: z.iso
    .datetime({ offset: true, error: 'Ora di arrivo dell’auto non valida: usa una data e ora ISO 8601.' })
    .optional(),
});
export type CheckIn = z.infer<typeof CheckInSchema>;

/**
 * PATCH /api/workshop/inspections/{uuid}/draft: what changed, merged into the draft field by field (an
 * item by its fields), so that two devices editing different fields lose nothing. `null` empties a field;
 * `key_photos[slot] = null` removes that slot's photo. 409 once the draft is submitted.
 */
export const DraftChangeSchema = z.object({
  details: VehicleDetailsSchema.partial().optional(),
  /** The whole list, replacing the draft's. */
  odometer_readings: DraftOdometerReadingsSchema.optional(),
  verdict_overall: z.string().trim().max(5000, 'Il giudizio è troppo lungo.').nullable().optional(),
  items: z.record(z.string(), DraftItemSchema.partial()).optional(),
  key_photos: z.record(z.string(), z.uuid().nullable()).optional(),
  imperfections: z.array(z.uuid()).max(60, 'Al massimo 60 foto di imperfezioni.').optional(),
  /** By imperfection photo id; null or empty removes the caption. */
  imperfection_captions: z
    .record(
      z.uuid(),
      z
        .string()
        .trim()
        .max(
          IMPERFECTION_CAPTION_MAX,
          `Didascalia: al massimo ${IMPERFECTION_CAPTION_MAX} caratteri, per dire cosa e dove.`,
        )
        .nullable(),
    )
    .optional(),
  /** The whole list, replacing the saved one. */
  fault_codes: FaultCodesSchema.optional(),
});
export type DraftChange = z.input<typeof DraftChangeSchema>;

/** Where an uploaded photo goes in the draft. */
export const PhotoTargetSchema = z.union([
  z.object({ kind: z.literal('key'), slot: z.string() }),
  z.object({ kind: z.literal('item'), item_key: z.string() }),
  z.object({ kind: z.literal('imperfection') }),
]);
export type PhotoTarget = z.infer<typeof PhotoTargetSchema>;

/**
 * POST /api/workshop/inspections/{uuid}/photos?client_key=&kind=&slot=&item_key=&taken_at= with the image
 * as the body (Content-Type image/jpeg, image/png, image/webp, image/heic; at most 15 MB). The photo is
 * stored re-encoded without metadata and placed in the draft; the same client_key again answers the same
 * photo.
 */
export const PhotoUploadQuerySchema = z.object({
  client_key: z.uuid({ error: 'Chiave di caricamento non valida.' }),
  kind: z.enum(['key', 'item', 'imperfection'], { error: 'Destinazione della foto non valida.' }),
  slot: z.string().optional(),
  item_key: z.string().optional(),
  /**
   * When the photo was taken, read on the device from the file's EXIF (decision 069): a photo resized
   * there carries no EXIF of its own. The server prefers a time in the file; an implausible one is ignored.
   */
  taken_at: z.iso.datetime({ offset: true, error: 'Ora di scatto della foto non valida.' }).optional(),
});
export type PhotoUploadQuery = z.infer<typeof PhotoUploadQuerySchema>;
export const PHOTO_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

export const PhotoUploadedSchema = z.object({ photo: DraftPhotoSchema, draft: ReportDraftSchema });
export type PhotoUploaded = z.infer<typeof PhotoUploadedSchema>;

/** One thing missing before the report can be submitted: `field` is a details field, an item key, a slot. */
export const MissingPartSchema = z.object({
  section: z.enum(['details', 'verdict', 'items', 'key_photos']),
  field: z.string(),
  label: z.string(),
});
export type MissingPart = z.infer<typeof MissingPartSchema>;

/**
 * POST /api/workshop/inspections/{uuid}/submit: 200 with the draft (state submitted), or 422
 * `{ code: 'report_incomplete', message, missing }` listing what is still to do.
 */
export const IncompleteReportErrorSchema = z.object({
  code: z.literal('report_incomplete'),
  message: z.string(),
  missing: z.array(MissingPartSchema),
});
export type IncompleteReportError = z.infer<typeof IncompleteReportErrorSchema>;
