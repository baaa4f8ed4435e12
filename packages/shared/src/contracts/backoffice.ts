import { z } from 'zod';

/**
 * The back office (issue 13, decision 037). Every route is for the role 'backoffice'; anyone else gets 401
 * (guest) or 403. Every action that changes something is written to the audit log.
 */

/** GET /api/backoffice/reports: one report submitted by a workshop and awaiting approval. */
export const PendingReportSchema = z.object({
  /** The inspection's uuid: the report reads at /report/{uuid}. */
  uuid: z.uuid(),
  report_number: z.number().int(),
  submitted_at: z.iso.datetime(),
  /** The appointment at the workshop. */
  inspected_at: z.iso.datetime(),
  car_license_plate: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  score_overall: z.number().nullable(),
  workshop: z.object({ name: z.string(), city: z.string() }),
  technician_name: z.string().nullable(),
  seller_email: z.string(),
  /** Submitted again after being sent back: the note it was sent back with. */
  previously_returned_note: z.string().nullable(),
});
export type PendingReport = z.infer<typeof PendingReportSchema>;

/** GET /api/backoffice/reports: the approval queue, oldest submission first. */
export const PendingReportsSchema = z.object({ reports: z.array(PendingReportSchema) });
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

/** GET /api/backoffice/audit?entity=&entity_id=&before=: newest first, 50 a page. */
export const AuditQuerySchema = z.object({
  entity: z.string().max(40).optional(),
  entity_id: z.string().max(80).optional(),
  /** The id of the last entry of the previous page. */
  before: z.coerce.number().int().positive().optional(),
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
