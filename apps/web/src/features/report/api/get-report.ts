import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InspectionReport, InspectionReportSchema } from '@verificauto/shared/contracts/report';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/report/{uuid}: the inspection with its report; 401/403 bodies carry paymentURL and reportPreview. */
export function getReport(uuid: string, signal?: AbortSignal): Promise<InspectionReport> {
  return apiRequest(`/api/report/${encodeURIComponent(uuid)}`, { schema: InspectionReportSchema, signal });
}

export function reportQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['report', uuid],
    queryFn: ({ signal }) => getReport(uuid, signal),
    // A paid report is dropped when the page closes: after a sign-out nobody else may glimpse it.
    gcTime: 0,
  });
}

export function useReport(uuid: string) {
  return useQuery(reportQueryOptions(uuid));
}
