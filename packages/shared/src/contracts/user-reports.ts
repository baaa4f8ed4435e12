import { z } from 'zod';

const isoDateTime = z.string();
const score = z.number().min(0).max(5).nullable();

/** What a profile card shows of a report. */
const ReportSummarySchema = z.object({
  report_number: z.number().int(),
  verdict_datecompleted: isoDateTime.nullable(),
  main_image: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  odometer: z.number().int().nullable(),
  score_overall: score,
});

/** "Inspection requested" (docs/product.md#profile): what the seller sees under 'Sto vendendo'. */
export const InspectionRequestedSchema = z.object({
  uuid: z.uuid(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  booked_at: isoDateTime,
  car_license_plate: z.string(),
  workshop_name: z.string(),
  /** The workshop on one line ("Via Emilia 12, 40128 Bologna (BO)") and its phone, for the booked card. */
  workshop_address: z.string(),
  workshop_phone: z.string(),
  /** The workshop's fee paid online for this booking, in cents; 0 when nothing was paid (or it came back). */
  amount_paid_cents: z.number().int().nonnegative(),
  /**
   * The token of the booking e-mails' manage page (`/booking/manage/{token}`) while the appointment can still
   * be moved or cancelled online, else null (docs/decisions/065-seller-booking-card.md).
   */
  manage_token: z.string().nullable(),
  /** Set while the slot is held for the workshop's fee: pay by then at /booking/pay/{uuid}. */
  awaiting_payment_until: isoDateTime.nullable(),
  report: ReportSummarySchema.extend({ backoffice_state: z.string().nullable() }).nullable(),
  /** The withdrawal function's link (`/recesso/{token}`) while the booking's withdrawal period lasts. */
  withdrawal_token: z.string().nullable(),
});
export type InspectionRequested = z.infer<typeof InspectionRequestedSchema>;

/** "Inspection purchased" (docs/product.md#profile): what the buyer sees under 'Sto comprando'. */
export const InspectionPurchasedSchema = z.object({
  uuid: z.uuid(),
  purchased_at: isoDateTime,
  access_until: isoDateTime,
  order_number: z.string(),
  amount_cents: z.number().int(),
  /** The buyer's copy of the invoice (PDF); null until it is issued. */
  invoice_url: z.string().nullable(),
  report: ReportSummarySchema,
  /** The withdrawal function's link (`/recesso/{token}`) while the purchase's withdrawal period lasts. */
  withdrawal_token: z.string().nullable(),
});
export type InspectionPurchased = z.infer<typeof InspectionPurchasedSchema>;

/**
 * How many cards a page of either list holds (docs/decisions/073-profile-lists-paged.md): a whole number of
 * rows of the grid's one, two or three columns.
 */
export const PROFILE_PAGE_SIZE = 30;

/** The `before` of a list's next page, null when the page was the last. */
const NextPageSchema = z.uuid().nullable();

/** GET /api/user/reports/requested?before=…: a page of 'Sto vendendo' after the inspection `before`. */
export const RequestedPageSchema = z.object({
  inspectionsRequested: z.array(InspectionRequestedSchema),
  inspectionsRequestedNext: NextPageSchema,
});
export type RequestedPage = z.infer<typeof RequestedPageSchema>;

/** GET /api/user/reports/purchased?before=…: a page of 'Sto comprando' after the purchase `before`. */
export const PurchasedPageSchema = z.object({
  inspectionsPurchased: z.array(InspectionPurchasedSchema),
  inspectionsPurchasedNext: NextPageSchema,
});
export type PurchasedPage = z.infer<typeof PurchasedPageSchema>;

/** GET /api/user/reports: the first page of each list, and where its next page starts. */
export const UserReportsSchema = z.object({ ...RequestedPageSchema.shape, ...PurchasedPageSchema.shape });
export type UserReports = z.infer<typeof UserReportsSchema>;

/** The further pages' query: `before` is the `…Next` of the page shown last. */
export const ProfilePageQuerySchema = z.object({
  before: z.uuid({ error: 'La pagina richiesta non è valida.' }),
});
