import { z } from 'zod';

/**
 * POST /api/backoffice/reports/{uuid}/correct (decision 037): a correction of an approved report.
 * The workshop's draft opens again with the reason; the sealed report stays published, unchanged, until
 * the back office approves the correction, which becomes a new version. 409 unless approved and published.
 */
export const CorrectionRequestSchema = z.object({
  reason: z
    .string({ error: 'Scrivi perché il report va corretto.' })
    .trim()
    .min(5, 'Scrivi perché il report va corretto (almeno 5 caratteri).')
    .max(2000, 'Il motivo è troppo lungo (al massimo 2000 caratteri).'),
});
export type CorrectionRequest = z.infer<typeof CorrectionRequestSchema>;
