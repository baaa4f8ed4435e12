import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type PendingReports, PendingReportsSchema } from '@verificauto/shared/contracts/backoffice';
import { apiRequest } from '../../../../lib/api-client';

/** Every query of the approval queue: its pages and the report under review. */
export const PENDING_REPORTS_KEY = ['backoffice', 'reports'] as const;

/**
 * GET /api/backoffice/reports: a page of the reports awaiting approval, oldest submission first; `cursor` is
 * the `next` of the page before (decision 071). 401/403 for others.
 */
export function getPendingReports(cursor: string | undefined, signal?: AbortSignal): Promise<PendingReports> {
  return apiRequest('/api/backoffice/reports', { query: { cursor }, schema: PendingReportsSchema, signal });
}

export function pendingReportsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...PENDING_REPORTS_KEY, 'queue'],
    queryFn: ({ pageParam, signal }) => getPendingReports(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

export function usePendingReports() {
  return useInfiniteQuery(pendingReportsQueryOptions());
}
