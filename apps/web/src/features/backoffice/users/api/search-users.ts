import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BackofficeUsers, BackofficeUsersSchema } from '@verificauto/shared/contracts/backoffice';
import { apiRequest } from '../../../../lib/api-client';

export const ADMIN_USERS_KEY = ['backoffice', 'users'] as const;

/** GET /api/backoffice/users?q=: accounts whose e-mail or name contains the text, at most 20; newest for ''. */
export function searchUsers(q: string, signal?: AbortSignal): Promise<BackofficeUsers> {
  return apiRequest('/api/backoffice/users', {
    query: { q },
    schema: BackofficeUsersSchema,
    signal,
  });
}

export function useUserSearch(q: string) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'search', q],
    queryFn: ({ signal }) => searchUsers(q, signal),
    // The previous results stay while the new ones arrive, instead of the list flashing empty.
    placeholderData: keepPreviousData,
  });
}
