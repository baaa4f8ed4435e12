import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CorrectionRequest } from '@verificauto/shared/contracts/backoffice-corrections';
import { apiRequest } from '../../../../lib/api-client';
import { PENDING_REPORTS_KEY } from '../../approval/api/get-pending-reports';

/**
 * POST /api/backoffice/reports/{uuid}/correct: the approved report goes back to the workshop for a
 * correction with the reason; the published version stays online until the correction is approved.
 * 400 with the Italian reason for a reason too short or too long, 409 when not approved or already in
 * correction.
 */
export async function requestCorrection(uuid: string, request: CorrectionRequest): Promise<void> {
  await apiRequest(`/api/backoffice/reports/${encodeURIComponent(uuid)}/correct`, {
    method: 'POST',
    body: request,
  });
}

export function useRequestCorrection(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['backoffice', 'correct', uuid],
    mutationFn: (request: CorrectionRequest) => requestCorrection(uuid, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_REPORTS_KEY }),
  });
}
