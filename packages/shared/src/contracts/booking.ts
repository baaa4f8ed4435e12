import { z } from 'zod';
import type { OpeningHours } from '../domain/booking-slots';

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

/** One workshop of the search (spec §3 Workshop, plus what the booking widget needs). */
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
