import { z } from 'zod';
import { ROLES } from './auth';
import { TimeCursorSchema } from './keyset-cursor';

/**
 * The back office (decision 037). Every route is for the role 'backoffice'; anyone else gets 401
 * (guest) or 403. Every action that changes something is written to the audit log.
 */

/** GET /api/backoffice/reports: one report of the approval queue, what its card shows. */
export const PendingReportSummarySchema = z.object({
  /** The inspection's uuid: the report reads at /report/{uuid}. */
  uuid: z.uuid(),
  report_number: z.number().int(),
  submitted_at: z.iso.datetime(),
  car_license_plate: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  workshop: z.object({ name: z.string(), city: z.string() }),
  technician_name: z.string().nullable(),
  /** Submitted again after being sent back: the note it was sent back with. */
  previously_returned_note: z.string().nullable(),
  /** A correction of the approved report (why the back office asked for it); null for a first approval. */
  correction_reason: z.string().nullable(),
  /** The version published now: a correction, once approved, becomes version + 1. */
  version: z.number().int().min(1),
});
export type PendingReportSummary = z.infer<typeof PendingReportSummarySchema>;

/** GET /api/backoffice/reports/{uuid}: a report awaiting approval, with what deciding on it needs. */
export const PendingReportSchema = PendingReportSummarySchema.extend({
  /** The appointment at the workshop. */
  inspected_at: z.iso.datetime(),
  score_overall: z.number().nullable(),
  seller_email: z.string(),
  /** "Date da verificare": dates that do not add up (check-in, submission, photo times; decision 051). */
  date_warnings: z.array(z.string()),
});
export type PendingReport = z.infer<typeof PendingReportSchema>;

/** `pending` null: the report is not awaiting approval (never submitted, sent back, decided, unknown). */
export const PendingReportStatusSchema = z.object({ pending: PendingReportSchema.nullable() });
export type PendingReportStatus = z.infer<typeof PendingReportStatusSchema>;

/** Reports a page of the approval queue holds at most: 1, 2 or 3 columns of cards, full rows. */
export const APPROVAL_QUEUE_PAGE_SIZE = 24;
/**
 * The waiting reports are counted up to this many: each one counted is an index lookup, and at 1,000 the count
 * cost the page 6–46 ms at scale (docs/performance.md, "Scale"); past 200 the back office needs no exact number.
 */
export const WAITING_COUNT_LIMIT = 200;

/** GET /api/backoffice/reports?cursor=: `cursor` is the `next` of the page before (decision 071). */
export const ApprovalQueueQuerySchema = z.object({ cursor: TimeCursorSchema.optional() });
export type ApprovalQueueQuery = z.infer<typeof ApprovalQueueQuerySchema>;

/**
 * GET /api/backoffice/reports: the approval queue, oldest submission first, a page at a time; `next` is
 * null on the last page. `waiting`: how many reports await approval, or `at_least` that many.
 */
export const PendingReportsSchema = z.object({
  reports: z.array(PendingReportSummarySchema),
  next: z.string().nullable(),
  waiting: z.object({ count: z.number().int().min(0), at_least: z.boolean() }),
});
export type PendingReports = z.infer<typeof PendingReportsSchema>;

/**
 * POST /api/backoffice/reports/{uuid}/approve: sets backoffice_state 'approved', the prepared date
 * (verdict_datecompleted) and the seal, makes the report purchasable and e-mails the seller its link.
 * 409 when the report is not awaiting approval (already approved, or sent back).
 */
export const ReportApprovedSchema = z.object({
  uuid: z.uuid(),
  approved_at: z.iso.datetime(),
  fingerprint: z.string(),
});
export type ReportApproved = z.infer<typeof ReportApprovedSchema>;

/** POST /api/backoffice/reports/{uuid}/return: back to the workshop for corrections, with the reason. */
export const ReturnReportRequestSchema = z.object({
  note: z
    .string({ error: 'Scrivi cosa deve correggere l’officina.' })
    .trim()
    .min(5, 'Scrivi cosa deve correggere l’officina (almeno 5 caratteri).')
    .max(2000, 'La nota è troppo lunga (al massimo 2000 caratteri).'),
});
export type ReturnReportRequest = z.infer<typeof ReturnReportRequestSchema>;

/**
 * GET /api/backoffice/audit?entity=&entity_id=&before=: newest first, 50 a page. A record's id is looked up
 * within its kind (`entity`), the way the index holds them
 * (docs/decisions/072-backoffice-list-indexes.md).
 */
export const AuditQuerySchema = z
  .object({
    entity: z.string().max(40).optional(),
    entity_id: z.string().max(80).optional(),
    /** The id of the last entry of the previous page. */
    before: z.coerce
      .number({ error: 'La pagina richiesta non è valida.' })
      .int('La pagina richiesta non è valida.')
      .positive('La pagina richiesta non è valida.')
      .optional(),
  })
  .refine((query) => query.entity_id === undefined || query.entity !== undefined, {
    error: 'Per cercare un identificativo indica anche il tipo di voce (entity).',
    path: ['entity'],
  });
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actor: z.object({ email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogSchema = z.object({ entries: z.array(AuditEntrySchema) });
export type AuditLog = z.infer<typeof AuditLogSchema>;

/** A contains search needs 3 characters: a trigram index cannot serve fewer (decision 071). */
export const USER_SEARCH_MIN_LENGTH = 3;
/** Accounts a page of the users list holds at most. */
export const USERS_PAGE_SIZE = 50;

/**
 * GET /api/backoffice/users?q=&cursor=: accounts whose e-mail or name contains `q` (any case), newest
 * first, 50 a page; every account for an empty `q`. `cursor` is the `next` of the page before.
 */
export const UserSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(120, 'La ricerca è troppo lunga (al massimo 120 caratteri).')
    .refine(
      (q) => q === '' || [...q].length >= USER_SEARCH_MIN_LENGTH,
      `Scrivi almeno ${USER_SEARCH_MIN_LENGTH} caratteri dell’email o del nome.`,
    )
    .default(''),
  cursor: TimeCursorSchema.optional(),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuerySchema>;
export const BackofficeUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  confirmed: z.boolean(),
  blocked_at: z.iso.datetime().nullable(),
  blocked_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type BackofficeUser = z.infer<typeof BackofficeUserSchema>;
export const BackofficeUsersSchema = z.object({
  users: z.array(BackofficeUserSchema),
  next: z.string().nullable(),
});
export type BackofficeUsers = z.infer<typeof BackofficeUsersSchema>;

/**
 * POST /api/backoffice/users/{id}/block: the user can no longer sign in (their sessions end) nor open a new
 * account with the same e-mail (docs/product.md#roles); answers the user as now stored. 409 for a back-office
 * account. POST /api/backoffice/users/{id}/unblock (no body) undoes it.
 */
export const BlockUserRequestSchema = z.object({
  reason: z
    .string({ error: 'Scrivi perché blocchi l’utente.' })
    .trim()
    .min(5, 'Scrivi perché blocchi l’utente (almeno 5 caratteri).')
    .max(500, 'Il motivo è troppo lungo (al massimo 500 caratteri).'),
});
export type BlockUserRequest = z.infer<typeof BlockUserRequestSchema>;

/** A purchase of a report, as the back office sees it on the user's page. */
export const BackofficePurchaseSchema = z.object({
  id: z.uuid(),
  order_number: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'expired', 'refunded']),
  provider: z.enum(['test', 'stripe']),
  report: z.object({ inspection_uuid: z.uuid(), report_number: z.number().int(), vehicle: z.string() }),
  amount_cents: z.number().int(),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  access_until: z.iso.datetime().nullable(),
  report_accessed_at: z.iso.datetime().nullable(),
  refunded_at: z.iso.datetime().nullable(),
  /** The credit note's number (e.g. 'NC3/2026') once refunded. */
  credit_note: z.string().nullable(),
  /** When the buyer withdrew with the withdrawal function (decision 056); its refund follows by itself. */
  withdrawn_at: z.iso.datetime().nullable(),
  /** refundEligibility (domain/refund-eligibility.ts) computed by the server now; `reason` in Italian. */
  refund: z.object({ refundable: z.boolean(), reason: z.string() }),
});
export type BackofficePurchase = z.infer<typeof BackofficePurchaseSchema>;

/** GET /api/backoffice/users/{id}: the account and its purchases of reports, newest first. 404 if unknown. */
export const BackofficeUserDetailSchema = z.object({
  user: BackofficeUserSchema,
  purchases: z.array(BackofficePurchaseSchema),
});
export type BackofficeUserDetail = z.infer<typeof BackofficeUserDetailSchema>;

/**
 * POST /api/backoffice/purchases/{id}/refund: the money back (through Stripe when the purchase was paid
 * there), access revoked, a credit note issued; recorded in the audit log with who did it and why.
 * 409 with the Italian reason when not refundable or already refunded, 404 for an unknown purchase.
 */
export const RefundPurchaseRequestSchema = z.object({
  reason: z
    .string({ error: 'Scrivi perché rimborsi l’acquisto.' })
    .trim()
    .min(5, 'Scrivi perché rimborsi l’acquisto (almeno 5 caratteri).')
    .max(500, 'Il motivo è troppo lungo (al massimo 500 caratteri).'),
});
export type RefundPurchaseRequest = z.infer<typeof RefundPurchaseRequestSchema>;
export const PurchaseRefundedSchema = z.object({ purchase: BackofficePurchaseSchema });
export type PurchaseRefunded = z.infer<typeof PurchaseRefundedSchema>;
