import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminDiscountCodeList,
  AdminDiscountCodeListSchema,
} from '@verificauto/shared/contracts/backoffice-admin';
import { apiRequest } from '../../../../lib/api-client';

export const DISCOUNT_CODES_KEY = ['backoffice', 'discount-codes'] as const;

/** GET /api/backoffice/discount-codes: newest first; `before` is the id of the last code already shown. */
export function getDiscountCodes(
  before: string | undefined,
  signal?: AbortSignal,
): Promise<AdminDiscountCodeList> {
  return apiRequest('/api/backoffice/discount-codes', {
    query: { before },
    schema: AdminDiscountCodeListSchema,
    signal,
  });
}

function discountCodesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: DISCOUNT_CODES_KEY,
    queryFn: ({ pageParam, signal }) => getDiscountCodes(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) =>
      page.codes.length < ADMIN_LIST_PAGE_SIZE ? undefined : page.codes[page.codes.length - 1]?.id,
  });
}

export function useDiscountCodes() {
  return useInfiniteQuery(discountCodesQueryOptions());
}
