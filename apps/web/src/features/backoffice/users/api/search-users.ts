import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type BackofficeUsers, BackofficeUsersSchema } from '@verificauto/shared/contracts/backoffice';
import { apiRequest } from '../../../../lib/api-client';

export const ADMIN_USERS_KEY = ['backoffice', 'users'] as const;

/**
 * GET /api/backoffice/users?q=: accounts whose e-mail or name contains the text (3 characters at least),
 * newest first, a page at a time; every account for ''. `cursor` is the `next` of the page before.
 */
export function searchUsers(
  q: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<BackofficeUsers> {
  return apiRequest('/api/backoffice/users', {
    query: { q, cursor },
    schema: BackofficeUsersSchema,
    signal,
  });
}

export function userSearchQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_USERS_KEY, 'search', q],
    queryFn: ({ pageParam, signal }) => searchUsers(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** `enabled` false for a search the server would refuse (too short): nothing is asked. */
export function useUserSearch(q: string, enabled: boolean) {
  // The previous results stay while the new ones arrive, instead of the list flashing empty.
  return useInfiniteQuery({ ...userSearchQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
