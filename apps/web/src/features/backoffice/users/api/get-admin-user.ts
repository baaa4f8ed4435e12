import { useQuery } from '@tanstack/react-query';
import {
  type BackofficeUserDetail,
  BackofficeUserDetailSchema,
} from '@verificauto/shared/contracts/backoffice';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_USERS_KEY } from './search-users';

export const adminUserKey = (id: string) => [...ADMIN_USERS_KEY, 'detail', id] as const;

/** GET /api/backoffice/users/{id}: the account and its purchases with their refund eligibility. */
export function getAdminUser(id: string, signal?: AbortSignal): Promise<BackofficeUserDetail> {
  return apiRequest(`/api/backoffice/users/${encodeURIComponent(id)}`, {
    schema: BackofficeUserDetailSchema,
    signal,
  });
}

export function useAdminUser(id: string) {
  return useQuery({ queryKey: adminUserKey(id), queryFn: ({ signal }) => getAdminUser(id, signal) });
}
