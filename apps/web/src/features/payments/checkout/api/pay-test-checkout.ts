import { useMutation } from '@tanstack/react-query';
import {
  type CheckoutStarted,
  CheckoutStartedSchema,
  type TestPaymentRequest,
} from '@verificauto/shared/contracts/payments';
import { apiRequest } from '../../../../lib/api-client';

/**
 * POST /api/checkout/{inspectionUuid}/pay: the built-in test checkout charges at once and answers where to
 * go (our confirmation page). A declined card answers 402 `card_declined` with the Italian message.
 */
export function payTestCheckout(
  inspectionUuid: string,
  request: TestPaymentRequest,
): Promise<CheckoutStarted> {
  return apiRequest(`/api/checkout/${encodeURIComponent(inspectionUuid)}/pay`, {
    method: 'POST',
    body: request,
    schema: CheckoutStartedSchema,
  });
}

export function usePayTestCheckout(inspectionUuid: string) {
  return useMutation({
    mutationKey: ['checkout', inspectionUuid, 'pay'],
    mutationFn: (request: TestPaymentRequest) => payTestCheckout(inspectionUuid, request),
  });
}
