import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminWorkshopList,
  AdminWorkshopListSchema,
} from '@verificauto/shared/contracts/backoffice-admin';
import { apiRequest } from '../../../../lib/api-client';

export const ADMIN_WORKSHOPS_KEY = ['backoffice', 'workshops'] as const;

/**
 * GET /api/backoffice/workshops: every workshop with its technicians count, by name; `before` is the id of the
 * last workshop already shown.
 */
export function getAdminWorkshops(
  before: string | undefined,
  signal?: AbortSignal,
): Promise<AdminWorkshopList> {
  return apiRequest('/api/backoffice/workshops', {
    query: { before },
    schema: AdminWorkshopListSchema,
    signal,
  });
}

function adminWorkshopsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ADMIN_WORKSHOPS_KEY,
    queryFn: ({ pageParam, signal }) => getAdminWorkshops(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) =>
      page.workshops.length < ADMIN_LIST_PAGE_SIZE
        ? undefined
        : page.workshops[page.workshops.length - 1]?.id,
  });
}

export function useAdminWorkshops() {
  return useInfiniteQuery(adminWorkshopsQueryOptions());
}
