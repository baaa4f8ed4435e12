import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  type PurchasedPage,
  PurchasedPageSchema,
  type RequestedPage,
  RequestedPageSchema,
  type UserReports,
} from '@verificauto/shared/contracts/user-reports';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { userReportsQueryOptions } from './get-user-reports';

type ProfileList = 'requested' | 'purchased';

/**
 * One of the profile's lists as a TanStack infinite query (docs/decisions/073-profile-lists-paged.md): its
 * first page is its part of GET /api/user/reports, shared with the other list, the next ones
 * GET /api/user/reports/{list}?before=… from the cursor of the page before. Refetched whenever the profile
 * opens again: the pages already loaded stay on screen meanwhile, so Back finds the list and its scroll.
 */
function profileListQueryOptions<Page>(
  list: ProfileList,
  schema: z.ZodType<Page>,
  firstPage: (reports: UserReports) => Page,
  nextOf: (page: Page) => string | null,
) {
  return infiniteQueryOptions({
    queryKey: ['user', 'reports', list],
    queryFn: ({ pageParam, signal, client }) =>
      pageParam
        ? apiRequest(`/api/user/reports/${list}`, { query: { before: pageParam }, schema, signal })
        : client.fetchQuery(userReportsQueryOptions()).then(firstPage),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => nextOf(page),
  });
}

export const requestedInspectionsQueryOptions = () =>
  profileListQueryOptions(
    'requested',
    RequestedPageSchema,
    (reports): RequestedPage => ({
      inspectionsRequested: reports.inspectionsRequested,
      inspectionsRequestedNext: reports.inspectionsRequestedNext,
    }),
    (page) => page.inspectionsRequestedNext,
  );

export const purchasedInspectionsQueryOptions = () =>
  profileListQueryOptions(
    'purchased',
    PurchasedPageSchema,
    (reports): PurchasedPage => ({
      inspectionsPurchased: reports.inspectionsPurchased,
      inspectionsPurchasedNext: reports.inspectionsPurchasedNext,
    }),
    (page) => page.inspectionsPurchasedNext,
  );

/** `enabled` waits for the session refresh that entering the profile may need (docs/product.md#sign-in). */
export function useRequestedInspections({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...requestedInspectionsQueryOptions(), enabled });
}

export function usePurchasedInspections({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...purchasedInspectionsQueryOptions(), enabled });
}
