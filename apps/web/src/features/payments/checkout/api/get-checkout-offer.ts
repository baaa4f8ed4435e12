import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CheckoutOffer, CheckoutOfferSchema } from '@verificauto/shared/contracts/payments';
import { apiRequest } from '../../../../lib/api-client';

/**
 * GET /api/checkout/{inspectionUuid}: what is sold, at what price, under which Regolamento. 404 when the
 * report cannot be bought, 409 `already_purchased` when the signed-in user already has access.
 */
export function getCheckoutOffer(inspectionUuid: string, signal?: AbortSignal): Promise<CheckoutOffer> {
  return apiRequest(`/api/checkout/${encodeURIComponent(inspectionUuid)}`, {
    schema: CheckoutOfferSchema,
    signal,
  });
}

export function checkoutOfferQueryOptions(inspectionUuid: string) {
  return queryOptions({
    queryKey: ['checkout', inspectionUuid],
    queryFn: ({ signal }) => getCheckoutOffer(inspectionUuid, signal),
    // The buyer's details come with it: nothing stays in the cache once the page is left.
    gcTime: 0,
    // The offer the server rendered the page with (decision 038) is not asked for again at once.
    staleTime: 60_000,
  });
}

export function useCheckoutOffer(inspectionUuid: string) {
  return useQuery(checkoutOfferQueryOptions(inspectionUuid));
}
