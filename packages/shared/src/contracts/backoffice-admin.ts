import { z } from 'zod';
import { normaliseDiscountCode } from '../domain/discount';
import { EmailSchema } from '../validation/email';
import { PhoneSchema } from './booking';

/**
 * The back office's management of workshops and discount codes. Every route is for the role 'backoffice'
 * (401 guest, 403 other roles, before the body is read) and every change is written to the audit log.
 */

/** Italy's bounding box (Lampedusa to the Vetta d'Italia, Bardonecchia to Otranto), degrees WGS84. */
export const ITALY_BOUNDS = { minLat: 35.4, maxLat: 47.1, minLng: 6.6, maxLng: 18.6 } as const;

export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  '1': 'lunedì',
  '2': 'martedì',
  '3': 'mercoledì',
  '4': 'giovedì',
  '5': 'venerdì',
  '6': 'sabato',
  '7': 'domenica',
};

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const localTime = z.string().regex(TIME_PATTERN, 'Scrivi l’orario come hh:mm, per esempio 08:30.');

/**
 * The opening hours the built-in scheduler offers slots in (contracts/booking.ts OpeningHoursSchema), at
 * most two intervals a day, each ending after it starts and after the previous one. Some day must be open:
 * a workshop with no hours at all would get the default Monday–Friday hours from the scheduler.
 */
export const AdminOpeningHoursSchema = z
  .partialRecord(z.enum(WEEKDAYS), z.array(z.tuple([localTime, localTime])))
  .superRefine((hours, ctx) => {
    for (const day of WEEKDAYS) {
      const intervals = hours[day] ?? [];
      const name = WEEKDAY_NAMES[day];
      const path = [day];
      if (intervals.length > 2) {
        ctx.addIssue({ code: 'custom', path, message: `Il ${name} ha al massimo due fasce orarie.` });
        continue;
      }
      intervals.forEach(([from, to], index) => {
        if (to <= from) {
          ctx.addIssue({ code: 'custom', path, message: `Il ${name} una fascia finisce prima di iniziare.` });
        }
        const previous = intervals[index - 1];
        if (previous && from < previous[1]) {
          ctx.addIssue({
            code: 'custom',
            path,
            message: `Il ${name} la seconda fascia deve iniziare dopo la fine della prima.`,
          });
        }
      });
    }
    if (WEEKDAYS.every((day) => (hours[day] ?? []).length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['1'], message: 'Indica almeno un giorno di apertura.' });
    }
  });
export type AdminOpeningHours = z.infer<typeof AdminOpeningHoursSchema>;

// https, the host calendly.com or one of its subdomains, then a path, a query or nothing: no user info, no
// other port, no spaces. What passes also passes the booking feature's URL check (bookingKind).
const CALENDLY_LINK = /^https:\/\/(?:[a-z0-9-]+\.)*calendly\.com(?::443)?(?:[/?#]\S*)?$/i;

/** Only Calendly links change how sellers book (booking.service.ts bookingKind); anything else is refused. */
export const isCalendlyLink = (url: string): boolean => CALENDLY_LINK.test(url);

// An optional field left empty (or left out) is null.
const emptyToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;
const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);
const inItaly = (label: 'latitudine' | 'longitudine', min: number, max: number) =>
  z
    .number({ error: 'Cerca il comune o il CAP per trovare la posizione dell’officina.' })
    .min(min, `La ${label} è fuori dall’Italia: cerca il comune o il CAP.`)
    .max(max, `La ${label} è fuori dall’Italia: cerca il comune o il CAP.`);

/** POST /api/backoffice/workshops and PUT /api/backoffice/workshops/{id}: the whole workshop. */
export const WorkshopInputSchema = z.object({
  name: required(
    'Inserisci il nome dell’officina.',
    120,
    'Il nome è troppo lungo (al massimo 120 caratteri).',
  ),
  address: required('Inserisci via e numero civico.', 200, 'L’indirizzo è troppo lungo.'),
  postal_code: z
    .string({ error: 'Inserisci il CAP.' })
    .trim()
    .regex(/^\d{5}$/, 'Il CAP è fatto di 5 cifre.'),
  city: required('Inserisci il comune.', 80, 'Il nome del comune è troppo lungo.'),
  province: z
    .string({ error: 'Inserisci la sigla della provincia.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'La provincia è la sigla di 2 lettere, per esempio BO.'),
  phone: PhoneSchema,
  email: z.preprocess(emptyToNull, EmailSchema.nullable()),
  latitude: inItaly('latitudine', ITALY_BOUNDS.minLat, ITALY_BOUNDS.maxLat),
  longitude: inItaly('longitudine', ITALY_BOUNDS.minLng, ITALY_BOUNDS.maxLng),
  opening_hours: AdminOpeningHoursSchema,
  slot_minutes: z
    .number({ error: 'Indica la durata di un appuntamento in minuti.' })
    .int('La durata è un numero intero di minuti.')
    .min(15, 'Un appuntamento dura almeno 15 minuti.')
    .max(480, 'Un appuntamento dura al massimo 480 minuti (8 ore).'),
  inspection_fee_cents: z
    .number({ error: 'Indica il costo della prenotazione (0 se è gratuita).' })
    .int('Il costo va indicato in euro e centesimi.')
    .min(0, 'Il costo non può essere negativo.')
    .max(100_000, 'Il costo è al massimo 1.000,00 €.'),
  scheduling_url: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(500, 'Il link è troppo lungo.')
      .refine(
        isCalendlyLink,
        'Il link di prenotazione deve essere un link https di Calendly (https://calendly.com/…).',
      )
      .nullable(),
  ),
  active: z.boolean({ error: 'Indica se l’officina è attiva.' }),
});
export type WorkshopInput = z.input<typeof WorkshopInputSchema>;
export type WorkshopValues = z.output<typeof WorkshopInputSchema>;

export const AdminIdParamsSchema = z.object({ id: z.string().max(80) });
export const AdminTechnicianParamsSchema = z.object({ id: z.string().max(80), userId: z.string().max(80) });

/** The page size of the workshops and of the discount codes: a shorter page is the last one. */
export const ADMIN_LIST_PAGE_SIZE = 50;

/**
 * ?before=: the id of the last workshop or code already shown
 * (docs/decisions/072-backoffice-list-indexes.md).
 */
export const AdminListQuerySchema = z.object({
  before: z.uuid('La pagina richiesta non è valida.').optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

/** GET /api/backoffice/workshops?q=&before=: `q` is a part of the name or of the town. */
export const AdminWorkshopListQuerySchema = AdminListQuerySchema.extend({
  q: z.string().trim().max(120, 'La ricerca è troppo lunga (al massimo 120 caratteri).').optional(),
});
export type AdminWorkshopListQuery = z.infer<typeof AdminWorkshopListQuerySchema>;

/** GET /api/backoffice/workshops: every workshop, active or not, by name, 50 a page. */
export const AdminWorkshopSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  province: z.string(),
  active: z.boolean(),
  technicians: z.number().int().min(0),
  inspection_fee_cents: z.number().int().min(0),
  /** 'calendly' when sellers book on its Calendly page, else the built-in scheduler. */
  booking: z.enum(['calendly', 'native']),
});
export type AdminWorkshopSummary = z.infer<typeof AdminWorkshopSummarySchema>;
export const AdminWorkshopListSchema = z.object({ workshops: z.array(AdminWorkshopSummarySchema) });
export type AdminWorkshopList = z.infer<typeof AdminWorkshopListSchema>;

export const AdminTechnicianSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  /** False until the technician sets the password from the e-mail. */
  has_password: z.boolean(),
  blocked: z.boolean(),
});
export type AdminTechnician = z.infer<typeof AdminTechnicianSchema>;

/** GET /api/backoffice/workshops/{id}; also the answer of POST and PUT. */
export const AdminWorkshopSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** The hours in force: a workshop that never had any shows the scheduler's default ones. */
  opening_hours: z.partialRecord(z.enum(WEEKDAYS), z.array(z.tuple([z.string(), z.string()]))),
  slot_minutes: z.number().int(),
  inspection_fee_cents: z.number().int(),
  scheduling_url: z.string().nullable(),
  active: z.boolean(),
  updated_at: z.iso.datetime(),
  technicians: z.array(AdminTechnicianSchema),
});
export type AdminWorkshop = z.infer<typeof AdminWorkshopSchema>;

/** POST /api/backoffice/workshops/{id}/technicians: a new account, or an existing one made technician. */
export const AddTechnicianRequestSchema = z.object({
  email: EmailSchema,
  name: required('Inserisci nome e cognome del tecnico.', 100, 'Il nome è troppo lungo.'),
});
export type AddTechnicianRequest = z.input<typeof AddTechnicianRequestSchema>;

export const TechnicianAddedSchema = z.object({
  technician: AdminTechnicianSchema,
  /** created: new account; converted: a customer account without purchases; moved: from another workshop. */
  outcome: z.enum(['created', 'converted', 'moved']),
  /** The e-mail to set the password was queued (accounts without a password). */
  password_email_sent: z.boolean(),
});
export type TechnicianAdded = z.infer<typeof TechnicianAddedSchema>;

// ---- Discount codes -------------------------------------------------------------------------------------

const optionalDate = z.preprocess(
  emptyToNull,
  z.iso.datetime({ offset: true, error: 'Data non valida.' }).nullable(),
);

/** POST /api/backoffice/discount-codes and PUT …/{id}; the code and the amount only while it is unused. */
export const DiscountCodeInputSchema = z
  .object({
    code: z
      .string({ error: 'Inserisci il codice.' })
      .transform(normaliseDiscountCode)
      .pipe(
        z
          .string()
          .min(3, 'Il codice ha almeno 3 caratteri.')
          .max(32, 'Il codice ha al massimo 32 caratteri.')
          .regex(/^[A-Z0-9_-]+$/, 'Il codice può contenere solo lettere, cifre, - e _.'),
      ),
    description: z.preprocess(
      emptyToNull,
      z.string().trim().max(200, 'La descrizione è troppo lunga (al massimo 200 caratteri).').nullable(),
    ),
    percent_off: z
      .number({ error: 'La percentuale deve essere un numero.' })
      .int('La percentuale è un numero intero.')
      .min(1, 'La percentuale va da 1 a 100.')
      .max(100, 'La percentuale va da 1 a 100.')
      .nullable(),
    amount_off_cents: z
      .number({ error: 'L’importo deve essere un numero.' })
      .int('L’importo va indicato in euro e centesimi.')
      .min(1, 'L’importo deve essere di almeno 0,01 €.')
      .max(100_000, 'L’importo è al massimo 1.000,00 €.')
      .nullable(),
    valid_from: optionalDate,
    valid_until: optionalDate,
    max_redemptions: z
      .number({ error: 'Il numero massimo di utilizzi deve essere un numero.' })
      .int('Il numero massimo di utilizzi è un numero intero.')
      .min(1, 'Il numero massimo di utilizzi è almeno 1 (lascia vuoto per nessun limite).')
      .nullable(),
    once_per_user: z.boolean(),
    active: z.boolean(),
  })
  .superRefine((input, ctx) => {
    if ((input.percent_off === null) === (input.amount_off_cents === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['percent_off'],
        message: 'Indica una percentuale oppure un importo fisso di sconto, non entrambi.',
      });
    }
    if (
      input.valid_from &&
      input.valid_until &&
      Date.parse(input.valid_until) <= Date.parse(input.valid_from)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['valid_until'],
        message: 'La fine della validità deve venire dopo l’inizio.',
      });
    }
  });
export type DiscountCodeInput = z.input<typeof DiscountCodeInputSchema>;
export type DiscountCodeValues = z.output<typeof DiscountCodeInputSchema>;

export const AdminDiscountCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string().nullable(),
  percent_off: z.number().int().nullable(),
  amount_off_cents: z.number().int().nullable(),
  valid_from: z.iso.datetime().nullable(),
  valid_until: z.iso.datetime().nullable(),
  max_redemptions: z.number().int().nullable(),
  once_per_user: z.boolean(),
  /** How many paid purchases used the code. */
  redemptions: z.number().int().min(0),
  active: z.boolean(),
  created_at: z.iso.datetime(),
});
export type AdminDiscountCode = z.infer<typeof AdminDiscountCodeSchema>;

/** GET /api/backoffice/discount-codes?before=: newest first, 50 a page. */
export const AdminDiscountCodeListSchema = z.object({ codes: z.array(AdminDiscountCodeSchema) });
export type AdminDiscountCodeList = z.infer<typeof AdminDiscountCodeListSchema>;
