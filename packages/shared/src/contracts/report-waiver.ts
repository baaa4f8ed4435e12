import { z } from 'zod';
import { IMMEDIATE_ACCESS_STATEMENT } from '../legal/checkout-statements';
import { WAIVER_REQUIRED_CODE } from './report';
import { InspectionPreviewSchema } from './report-preview';

/** Said beside the statement, by the page and the server alike, when it is not ticked. */
export const WAIVER_NOT_TICKED = 'Per aprire il report spunta la richiesta di accesso immediato.';

/**
 * 403 of GET /api/report/{uuid} to a buyer whose purchase does not record the express request for immediate
 * access (docs/decisions/058-waiver-at-first-opening.md): what to ask before the report, and the right the
 * buyer keeps by declining.
 */
export const ReportWaiverRequiredSchema = z.object({
  code: z.literal(WAIVER_REQUIRED_CODE),
  message: z.string(),
  /** The checkout's words, to be ticked as they are. */
  statement: z.literal(IMMEDIATE_ACCESS_STATEMENT),
  /** The Regolamento in force (12 hex), sent back with the request. */
  regulation_version: z.string(),
  /** The last day (yyyy-mm-dd) of the withdrawal period the buyer keeps by declining. */
  withdrawal_until: z.iso.date(),
  /** The token of the purchase's withdrawal function (`/recesso/{token}`). */
  withdrawal_token: z.string(),
  reportPreview: InspectionPreviewSchema,
});
export type ReportWaiverRequired = z.infer<typeof ReportWaiverRequiredSchema>;

/** POST /api/report/{uuid}/waiver: the statement ticked, under the Regolamento the page showed. */
export const ReportWaiverRequestSchema = z.object({
  immediate_access: z.literal(true, { error: WAIVER_NOT_TICKED }),
  regulation_version: z.string().regex(/^[0-9a-f]{12}$/, 'Versione del Regolamento non valida.'),
});
export type ReportWaiverRequest = z.infer<typeof ReportWaiverRequestSchema>;
