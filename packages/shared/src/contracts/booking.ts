import { z } from 'zod';
import type { OpeningHours } from '../domain/booking-slots';
import { EmailSchema } from '../validation/email';
import { FullNameSchema } from '../validation/full-name';

/** The most workshops one search returns, nearest first. */
export const INSPECTORS_LIMIT = 30;

// Query strings arrive as text: only a plain decimal number is a coordinate ("", "1e3", "0x10" are not).
const coordinate = (label: string, limit: number) =>
  z
    .string({ error: `Indica la ${label}.` })
    .trim()
    .regex(/^[+-]?\d+(\.\d+)?$/, `La ${label} deve essere un numero.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `La ${label} deve essere compresa tra -${limit} e ${limit}.`)
        .max(limit, `La ${label} deve essere compresa tra -${limit} e ${limit}.`),
    );

/** GET /api/inspectors?lat=&lng=: the point to search from (WGS84 degrees). */
export const InspectorsQuerySchema = z.object({
  lat: coordinate('latitudine', 90),
  lng: coordinate('longitudine', 180),
});
export type InspectorsQuery = z.infer<typeof InspectorsQuerySchema>;

/** How the seller books: Calendly's widget at `url`, or the built-in scheduler (slots endpoint). */
export const BookingKindSchema = z.enum(['calendly', 'native']);
export type BookingKind = z.infer<typeof BookingKindSchema>;

/** One workshop of the search (docs/product.md#booking-page, plus what the booking widget needs). */
export const InspectorSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  /** Street, CAP, city and province on one line: "Via Emilia 12, 40128 Bologna (BO)". */
  address: z.string(),
  phone: z.string(),
  /** Great-circle distance from the searched point, km, rounded to 2 decimals. */
  distance: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  /** The workshop's scheduling link, or null when it uses the built-in scheduler only. */
  url: z.string().nullable(),
  booking: BookingKindSchema,
  fee_cents: z.number().int().min(0),
});
export type Inspector = z.infer<typeof InspectorSchema>;

export const InspectorsSchema = z.array(InspectorSchema);

export const InspectorParamsSchema = z.object({ uuid: z.string() });

/** GET /api/inspectors/{uuid}/slots: the free slots of a workshop on the built-in scheduler. */
export const InspectorSlotsSchema = z.object({
  uuid: z.uuid(),
  slot_minutes: z.number().int().positive(),
  fee_cents: z.number().int().min(0),
  /** Italian calendar days (yyyy-mm-dd) with at least one free slot; slot starts are ISO instants (UTC). */
  days: z.array(z.object({ date: z.iso.date(), slots: z.array(z.iso.datetime()) })),
});
export type InspectorSlots = z.infer<typeof InspectorSlotsSchema>;

const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** `workshops.opening_hours` as stored: ISO weekday → [from, to] intervals, Italian local time. */
export const OpeningHoursSchema = z.partialRecord(
  z.enum(['1', '2', '3', '4', '5', '6', '7']),
  z.array(z.tuple([localTime, localTime])),
) satisfies z.ZodType<OpeningHours>;

// Italian plates since 1994: two letters, three digits, two letters; I, O, Q and U are never used.
const PLATE_PATTERN = /^[A-HJ-NPR-TV-Z]{2}\d{3}[A-HJ-NPR-TV-Z]{2}$/;

/** A plate as typed ("ab 123-cd", "AB123CD"): spaces, hyphens and case forgiven, stored as "AB123CD". */
export const PlateSchema = z
  .string({ error: 'Inserisci la targa.' })
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'Inserisci la targa.')
      .regex(PLATE_PATTERN, 'Inserisci una targa italiana valida, per esempio AB123CD.'),
  );

/** Digits with spaces, an optional leading +: "+39 333 123 4567", "051 123456". */
export const PhoneSchema = z
  .string({ error: 'Inserisci il numero di telefono.' })
  .trim()
  .min(1, 'Inserisci il numero di telefono.')
  .regex(/^\+?[\d ]+$/, 'Il numero di telefono può contenere solo cifre, spazi e il prefisso +.')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }, 'Inserisci un numero di telefono valido, da 6 a 15 cifre.');

/**
 * POST /api/inspections: a slot of the built-in scheduler booked by a seller (docs/product.md#accounts, path
 * B).
 */
export const BookingRequestSchema = z.object({
  workshop_uuid: z.uuid({ error: 'Officina non valida.' }),
  /** One of the slots of GET /api/inspectors/{uuid}/slots, as given there. */
  slot: z.iso.datetime({ offset: true, error: 'Orario non valido.' }),
  name: FullNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  plate: PlateSchema,
  accept_regulation: z.literal(true, { error: 'Per prenotare devi accettare il Regolamento.' }),
  regulation_version: z.string().regex(/^[0-9a-f]{12}$/, 'Versione del Regolamento non valida.'),
});
export type BookingRequest = z.input<typeof BookingRequestSchema>;

export const BookingCreatedSchema = z.object({
  inspection_uuid: z.uuid(),
  /** '/booking/confirm/{uuid}'; for a workshop with a fee, the fee's pay page '/booking/pay/{uuid}'. */
  redirect_url: z.string(),
});
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

/** GET /api/inspections/{uuid}: the booking confirmation (docs/product.md#booking-confirmation). */
export const BookedInspectionSchema = z.object({
  uuid: z.uuid(),
  /**
   * 'awaiting_payment' while the workshop's fee is being paid (the slot is held until hold_expires_at);
   * 'cancelled' when the fee never came or came after the slot was taken (then it is refunded).
   */
  status: z.enum(['awaiting_payment', 'booked', 'cancelled']),
  /** Booked with our scheduler, or on the workshop's Calendly page, where we charge nothing. */
  scheduling_source: z.enum(['native', 'calendly']),
  hold_expires_at: z.iso.datetime().nullable(),
  fee_cents: z.number().int().min(0),
  /** What the seller paid online for this booking (its paid fee order, IVA inclusa); 0 when nothing. */
  amount_paid_cents: z.number().int().min(0),
  booked_at: z.iso.datetime(),
  car_license_plate: z.string(),
  user: z.object({ name: z.string(), email: z.string(), confirmed: z.boolean() }),
  /** Made with an existing account's e-mail by a browser not signed in as it: its owner confirms it by e-mail. */
  awaiting_owner: z.boolean(),
  workshop: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    /** Where the workshop is (WGS84 degrees): the confirmation's map link. */
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** The withdrawal function's link (`/recesso/{token}`) while the withdrawal period lasts, else null. */
  withdrawal_token: z.string().nullable(),
  /** "Aggiungi al calendario": the appointment's calendar file while it is booked, else null. */
  calendar_url: z.string().nullable(),
});
export type BookedInspection = z.infer<typeof BookedInspectionSchema>;

/** /api/bookings/claim/{token}: the token of the e-mail that asks the address owner to confirm a booking. */
export const BookingClaimParamsSchema = z.object({ token: z.string() });

/** POST /api/bookings/claim/{token}: the booking now shows in the owner's 'Sto vendendo' (decision 045). */
export const BookingClaimedSchema = z.object({
  inspection_uuid: z.uuid(),
  booked_at: z.iso.datetime(),
  car_license_plate: z.string(),
});
export type BookingClaimed = z.infer<typeof BookingClaimedSchema>;
