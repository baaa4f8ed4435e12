import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UserReports, UserReportsSchema } from '@verificauto/shared/contracts/user-reports';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/reports: the signed-in user's requested inspections and purchased reports. */
export function getUserReports(signal?: AbortSignal): Promise<UserReports> {
  return apiRequest('/api/user/reports', { schema: UserReportsSchema, signal });
}

export function userReportsQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'reports'],
    queryFn: ({ signal }) => getUserReports(signal),
    // Dropped when the page closes: after a sign-out another user must never glimpse these reports.
    gcTime: 0,
  });
}

/** `enabled` waits for the session refresh that entering the profile may need (docs/product.md#sign-in). */
export function useUserReports({ enabled }: { enabled: boolean }) {
  return useQuery({ ...userReportsQueryOptions(), enabled });
}
