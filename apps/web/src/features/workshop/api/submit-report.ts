import { useMutation } from '@tanstack/react-query';
import { type ReportDraft, ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/workshop/inspections/{uuid}/submit: the report goes to the back office for approval. 422
 * `report_incomplete` lists the missing parts in `missing`.
 */
export function submitReport(uuid: string): Promise<ReportDraft> {
  return apiRequest(`/api/workshop/inspections/${encodeURIComponent(uuid)}/submit`, {
    method: 'POST',
    schema: ReportDraftSchema,
  });
}

export function useSubmitReport(uuid: string) {
  return useMutation({
    mutationKey: ['workshop', 'draft', uuid, 'submit'],
    // Offline it fails at once with the network's message, rather than spinning until the network returns.
    networkMode: 'always',
    mutationFn: () => submitReport(uuid),
  });
}
