import { z } from 'zod';
import { romeIsoDate } from '../domain/calendar-days';
import { CLOSURE_MAX_DAYS, closureDayCount, isDayOfMonth } from '../domain/workshop-closures';
import { FORBIDDEN_CHARACTERS_MESSAGE, isPlainText } from '../validation/plain-text';

/**
 * A workshop's closures (docs/decisions/062-workshop-closures.md), set by the back office for any workshop
 * (`/api/backoffice/workshops/{id}/closures`) and by a workshop's technicians for their own
 * (`/api/workshop/closures`); and the back office's list of bookings on days closed after they were made.
 */

export const CLOSURE_NOTE_MAX_LENGTH = 80;

const day = z.iso.date({ error: 'Data non valida: usa il formato aaaa-mm-gg.' });
const MONTH_MESSAGE = 'Mese non valido: scegli un mese dell’elenco.';
const DAY_MESSAGE = 'Giorno non valido: un numero da 1 a 31.';

const datesShape = { kind: z.literal('dates'), from: day, to: day };
const yearlyShape = {
  kind: z.literal('yearly'),
  month: z.number({ error: MONTH_MESSAGE }).int(MONTH_MESSAGE).min(1, MONTH_MESSAGE).max(12, MONTH_MESSAGE),
  day: z.number({ error: DAY_MESSAGE }).int(DAY_MESSAGE).min(1, DAY_MESSAGE).max(31, DAY_MESSAGE),
};
const KIND_MESSAGE = 'Tipo di chiusura non valido: scegli «Giorni di chiusura» o «Ogni anno».';

const note = z
  .string()
  .trim()
  .max(CLOSURE_NOTE_MAX_LENGTH, `Descrizione troppo lunga: al massimo ${CLOSURE_NOTE_MAX_LENGTH} caratteri.`)
  .refine(isPlainText, FORBIDDEN_CHARACTERS_MESSAGE)
  .default('');

// The checks between the two dates wait for both to be dates: a wrong one has its own message.
const bothDays = (closure: { from: string; to: string }) =>
  day.safeParse(closure.from).success && day.safeParse(closure.to).success;

/** A period to close: from today on, the end not before the start, at most CLOSURE_MAX_DAYS days. */
const DatesClosureInputSchema = z
  .object({ ...datesShape, note })
  .refine((closure) => !day.safeParse(closure.from).success || closure.from >= romeIsoDate(Date.now()), {
    path: ['from'],
    message: 'La chiusura non può iniziare in un giorno passato.',
  })
  .refine((closure) => !bothDays(closure) || closure.to >= closure.from, {
    path: ['to'],
    message: 'L’ultimo giorno viene prima del primo: controlla le date.',
  })
  .refine(
    (closure) =>
      !bothDays(closure) || closure.to < closure.from || closureDayCount(closure) <= CLOSURE_MAX_DAYS,
    {
      path: ['to'],
      message: `Una chiusura dura al massimo ${CLOSURE_MAX_DAYS} giorni: dividila in più periodi.`,
    },
  );

/** A day of every year: a day the month has (29 February in leap years). */
const YearlyClosureInputSchema = z
  .object({ ...yearlyShape, note })
  .refine((closure) => isDayOfMonth(closure.month, closure.day), {
    path: ['day'],
    message: 'Questo giorno non esiste nel mese scelto.',
  });

/** POST …/closures: one closure to add. */
export const ClosureInputSchema = z.discriminatedUnion(
  'kind',
  [DatesClosureInputSchema, YearlyClosureInputSchema],
  {
    error: KIND_MESSAGE,
  },
);
export type ClosureInput = z.infer<typeof ClosureInputSchema>;
/** What a client sends: the description may be left out. */
export type ClosureRequest = z.input<typeof ClosureInputSchema>;

/** How many of the workshop's bookings to come (booked, or a slot held while paying) fall on its days. */
const closureAnswer = { id: z.guid(), note: z.string(), bookings: z.number().int() };

export const WorkshopClosureSchema = z.discriminatedUnion('kind', [
  z.object({ ...datesShape, ...closureAnswer }),
  z.object({ ...yearlyShape, ...closureAnswer }),
]);
export type WorkshopClosure = z.infer<typeof WorkshopClosureSchema>;

/** POST …/closures (201): the closure added; its `bookings` are the appointments to move. */
export const ClosureSavedSchema = z.object({ closure: WorkshopClosureSchema });
export type ClosureSaved = z.infer<typeof ClosureSavedSchema>;

/** GET …/closures: the workshop, and its closures not yet over (the yearly ones first, then by date). */
export const WorkshopClosuresSchema = z.object({
  workshop: z.object({ id: z.guid(), name: z.string(), city: z.string() }),
  closures: z.array(WorkshopClosureSchema),
});
export type WorkshopClosures = z.infer<typeof WorkshopClosuresSchema>;

/** The path parameters of one closure: any text, so that a malformed id is an unknown closure (404). */
export const ClosureParamsSchema = z.object({ closureId: z.string().max(80) });
export const AdminClosureParamsSchema = z.object({ id: z.string().max(80), closureId: z.string().max(80) });

/**
 * A booking to come on a day its workshop is closed: closed after it was made, by a closure or a national
 * holiday. Nothing is cancelled: the back office calls the seller to move it.
 */
export const ClosedDayBookingSchema = z.object({
  uuid: z.guid(),
  booked_at: z.iso.datetime(),
  status: z.enum(['booked', 'awaiting_payment']),
  car_license_plate: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  workshop: z.object({ id: z.guid(), name: z.string(), city: z.string(), phone: z.string() }),
  /** Why the day is closed: the closure's description, «Chiusura dell’officina» or «Festività nazionale». */
  reason: z.string(),
});
export type ClosedDayBooking = z.infer<typeof ClosedDayBookingSchema>;

/** GET /api/backoffice/closed-day-bookings: the soonest first. */
export const ClosedDayBookingsSchema = z.object({ bookings: z.array(ClosedDayBookingSchema) });
export type ClosedDayBookings = z.infer<typeof ClosedDayBookingsSchema>;
