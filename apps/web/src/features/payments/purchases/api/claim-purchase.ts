import { useMutation } from '@tanstack/react-query';
import { type PurchaseClaimed, PurchaseClaimedSchema } from '@verificauto/shared/contracts/payments';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/purchases/claim/{token}. Errors: 404 claim_link_not_found (unknown or used), 410 claim_link_expired. */
export function claimPurchase(token: string): Promise<PurchaseClaimed> {
  return apiRequest(`/api/purchases/claim/${encodeURIComponent(token)}`, {
    method: 'POST',
    schema: PurchaseClaimedSchema,
  });
}

export function useClaimPurchase(token: string) {
  return useMutation({ mutationKey: ['purchase-claim', token], mutationFn: () => claimPurchase(token) });
}
