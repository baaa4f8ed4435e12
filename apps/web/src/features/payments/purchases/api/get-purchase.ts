import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Purchase, PurchaseSchema } from '@verificauto/shared/contracts/payments';
import { apiRequest } from '../../../../lib/api-client';

/** How often, and for how long, a purchase still waiting for the provider's confirmation is asked again. */
const PENDING_POLL_MS = 3000;
const PENDING_POLL_LIMIT = 40;

/**
 * GET /api/purchases/{purchaseUuid} (docs/product.md#api): 404 for anyone but the browser that paid or the
 * buyer.
 */
export function getPurchase(purchaseUuid: string, signal?: AbortSignal): Promise<Purchase> {
  return apiRequest(`/api/purchases/${encodeURIComponent(purchaseUuid)}`, { schema: PurchaseSchema, signal });
}

export function purchaseQueryOptions(purchaseUuid: string) {
  return queryOptions({
    queryKey: ['purchase', purchaseUuid],
    queryFn: ({ signal }) => getPurchase(purchaseUuid, signal),
    gcTime: 0,
    // Back from Stripe, the payment event may arrive a few seconds after the buyer: ask again meanwhile.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < PENDING_POLL_LIMIT
        ? PENDING_POLL_MS
        : false,
  });
}

export function usePurchase(purchaseUuid: string) {
  return useQuery(purchaseQueryOptions(purchaseUuid));
}
