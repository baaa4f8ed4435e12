import { z } from 'zod';

export const CHANGE_SECTIONS = [
  'details',
  'verdict',
  'items',
  'key_photos',
  'imperfections',
  'fault_codes',
] as const;

/**
 * One difference between a submitted correction and the published report. `field`: a vehicle field, an
 * item key (`<key>` for its value, `<key>.not_checked_reason`, `<key>.description`, `<key>.repair_costs`),
 * a key photo slot; `before`/`after` as the back office reads them, in Italian, null for empty.
 */
export const ReportChangeSchema = z.object({
  section: z.enum(CHANGE_SECTIONS),
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ReportChange = z.infer<typeof ReportChangeSchema>;

/**
 * GET /api/backoffice/reports/{uuid}/changes (decision 037): what approving the correction awaiting
 * approval would change in the published version `version`, in the report's order. 409 when no correction
 * of the report awaits approval, 404 for an unknown report.
 */
export const ReportChangesSchema = z.object({
  version: z.number().int(),
  changes: z.array(ReportChangeSchema),
});
export type ReportChanges = z.infer<typeof ReportChangesSchema>;
