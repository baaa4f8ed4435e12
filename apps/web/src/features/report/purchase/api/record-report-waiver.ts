import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportWaiverRequest } from '@verificauto/shared/contracts/report-waiver';
import { apiRequest } from '../../../../lib/api-client';
import { reportQueryOptions } from '../../api/get-report';

/**
 * POST /api/report/{inspectionUuid}/waiver (204): the express request for immediate access, asked at the
 * first opening of a buyer who did not tick it at checkout (docs/decisions/058-waiver-at-first-opening.md).
 */
export async function recordReportWaiver(
  inspectionUuid: string,
  request: ReportWaiverRequest,
): Promise<void> {
  await apiRequest(`/api/report/${encodeURIComponent(inspectionUuid)}/waiver`, {
    method: 'POST',
    body: request,
  });
}

/** Records the request, then fetches the report it opens. */
export function useRecordReportWaiver(inspectionUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['report', 'waiver'],
    mutationFn: (request: ReportWaiverRequest) => recordReportWaiver(inspectionUuid, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportQueryOptions(inspectionUuid).queryKey }),
  });
}
