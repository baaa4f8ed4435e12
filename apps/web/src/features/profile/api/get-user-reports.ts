import { queryOptions } from '@tanstack/react-query';
import { type UserReports, UserReportsSchema } from '@verificauto/shared/contracts/user-reports';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/reports: the first page of the user's requested inspections and of their purchases. */
export function getUserReports(signal?: AbortSignal): Promise<UserReports> {
  return apiRequest('/api/user/reports', { schema: UserReportsSchema, signal });
}

/**
 * Read by both lists' first pages (get-profile-lists.ts): one request for the two. Kept in the cache after
 * the page closes so that Back finds the lists as they were; a sign-out clears the whole cache
 * (app/query-layout.tsx), so another user never glimpses these reports.
 */
export function userReportsQueryOptions() {
  return queryOptions({ queryKey: ['user', 'reports'], queryFn: ({ signal }) => getUserReports(signal) });
}
