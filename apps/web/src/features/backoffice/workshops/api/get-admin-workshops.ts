import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminWorkshopList,
  AdminWorkshopListSchema,
} from '@verificauto/shared/contracts/backoffice-admin';
import { apiRequest } from '../../../../lib/api-client';

export const ADMIN_WORKSHOPS_KEY = ['backoffice', 'workshops'] as const;
/** The list's pages, of every search. */
export const ADMIN_WORKSHOP_LISTS_KEY = [...ADMIN_WORKSHOPS_KEY, 'list'] as const;

/**
 * GET /api/backoffice/workshops: the workshops with their technicians count, by name, those whose name or
 * town contains `q` when given; `before` is the id of the last workshop already shown.
 */
export function getAdminWorkshops(
  q: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<AdminWorkshopList> {
  return apiRequest('/api/backoffice/workshops', {
    query: { q: q || undefined, before },
    schema: AdminWorkshopListSchema,
    signal,
  });
}

function adminWorkshopsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_WORKSHOP_LISTS_KEY, q],
    queryFn: ({ pageParam, signal }) => getAdminWorkshops(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) =>
      page.workshops.length < ADMIN_LIST_PAGE_SIZE
        ? undefined
        : page.workshops[page.workshops.length - 1]?.id,
  });
}

export function useAdminWorkshops(q: string) {
  // The list stays while a search loads, instead of jumping to a spinner.
  return useInfiniteQuery({ ...adminWorkshopsQueryOptions(q), placeholderData: keepPreviousData });
}
