import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PendingReports, PendingReportsSchema } from '@verificauto/shared/contracts/backoffice';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/backoffice/reports: the reports awaiting approval, oldest submission first; 401/403 for others. */
export function getPendingReports(signal?: AbortSignal): Promise<PendingReports> {
  return apiRequest('/api/backoffice/reports', { schema: PendingReportsSchema, signal });
}

export function pendingReportsQueryOptions() {
  return queryOptions({
    queryKey: ['backoffice', 'reports'],
    queryFn: ({ signal }) => getPendingReports(signal),
  });
}

export function usePendingReports() {
  return useQuery(pendingReportsQueryOptions());
}
