import { useMutation } from '@tanstack/react-query';
import {
  type CheckoutStarted,
  CheckoutStartedSchema,
  type StripeSessionRequest,
} from '@verificauto/shared/contracts/payments';
import { apiRequest } from '../../../../lib/api-client';

/**
 * POST /api/checkout/{inspectionUuid}/session: records the buyer's statements, then answers the address of
 * Stripe's payment page (docs/product.md#legal-checkout: Stripe cannot show the waiver checkbox, so it is
 * asked here).
 */
export function startStripeSession(
  inspectionUuid: string,
  request: StripeSessionRequest,
): Promise<CheckoutStarted> {
  return apiRequest(`/api/checkout/${encodeURIComponent(inspectionUuid)}/session`, {
    method: 'POST',
    body: request,
    schema: CheckoutStartedSchema,
  });
}

export function useStartStripeSession(inspectionUuid: string) {
  return useMutation({
    mutationKey: ['checkout', inspectionUuid, 'session'],
    mutationFn: (request: StripeSessionRequest) => startStripeSession(inspectionUuid, request),
  });
}
