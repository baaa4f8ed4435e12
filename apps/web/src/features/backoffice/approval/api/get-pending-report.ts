import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PendingReportStatus,
  PendingReportStatusSchema,
} from '@verificauto/shared/contracts/backoffice';
import { apiRequest } from '../../../../lib/api-client';
import { PENDING_REPORTS_KEY } from './get-pending-reports';

/**
 * GET /api/backoffice/reports/{uuid}: the report under review if it awaits approval, with the seller and the
 * dates to verify; `pending` null otherwise. 401/403 for others.
 */
export function getPendingReport(uuid: string, signal?: AbortSignal): Promise<PendingReportStatus> {
  return apiRequest(`/api/backoffice/reports/${encodeURIComponent(uuid)}`, {
    schema: PendingReportStatusSchema,
    signal,
  });
}

export function pendingReportQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: [...PENDING_REPORTS_KEY, 'review', uuid],
    queryFn: ({ signal }) => getPendingReport(uuid, signal),
  });
}

export function usePendingReport(uuid: string) {
  return useQuery(pendingReportQueryOptions(uuid));
}
