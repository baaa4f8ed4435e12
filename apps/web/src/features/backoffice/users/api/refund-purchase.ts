import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type PurchaseRefunded,
  PurchaseRefundedSchema,
  type RefundPurchaseRequest,
} from '@verificauto/shared/contracts/backoffice';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_USERS_KEY } from './search-users';

/**
 * POST /api/backoffice/purchases/{id}/refund: the money back, access revoked, a credit note issued;
 * 400 for a reason too short, 409 with the Italian reason when not refundable or already refunded.
 */
export function refundPurchase(id: string, request: RefundPurchaseRequest): Promise<PurchaseRefunded> {
  return apiRequest(`/api/backoffice/purchases/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body: request,
    schema: PurchaseRefundedSchema,
  });
}

export function useRefundPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['backoffice', 'refund'],
    mutationFn: ({ id, reason }: { id: string; reason: string }) => refundPurchase(id, { reason }),
    // Refunded or refused (409: it changed meanwhile), the user's page reloads its purchases.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
