import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReportChanges, ReportChangesSchema } from '@verificauto/shared/contracts/backoffice-changes';
import { apiRequest } from '../../../../lib/api-client';

/**
 * GET /api/backoffice/reports/{uuid}/changes: what the correction awaiting approval changes in the published
 * version; 409 when no correction awaits approval.
 */
export function getReportChanges(uuid: string, signal?: AbortSignal): Promise<ReportChanges> {
  return apiRequest(`/api/backoffice/reports/${encodeURIComponent(uuid)}/changes`, {
    schema: ReportChangesSchema,
    signal,
  });
}

export function reportChangesQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['backoffice', 'reports', uuid, 'changes'],
    queryFn: ({ signal }) => getReportChanges(uuid, signal),
  });
}

export function useReportChanges(uuid: string) {
  return useQuery(reportChangesQueryOptions(uuid));
}
