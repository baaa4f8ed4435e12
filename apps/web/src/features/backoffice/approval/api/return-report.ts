import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnReportRequest } from '@verificauto/shared/contracts/backoffice';
import { apiRequest } from '../../../../lib/api-client';
import { queueAfterDecision } from './queue-cache';

/**
 * POST /api/backoffice/reports/{uuid}/return: back to the workshop with the note of what to correct;
 * 400 with the Italian reason for a note too short or too long, 409 when no longer awaiting approval.
 */
export async function returnReport(uuid: string, request: ReturnReportRequest): Promise<void> {
  await apiRequest(`/api/backoffice/reports/${encodeURIComponent(uuid)}/return`, {
    method: 'POST',
    body: request,
  });
}

export function useReturnReport(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['backoffice', 'return', uuid],
    mutationFn: (request: ReturnReportRequest) => returnReport(uuid, request),
    ...queueAfterDecision(queryClient, uuid),
  });
}
