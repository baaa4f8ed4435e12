import { useMutation } from '@tanstack/react-query';
import {
  type BookingFeePaymentRequest,
  type BookingFeeSessionRequest,
  type CheckoutStarted,
  CheckoutStartedSchema,
} from '@verificauto/shared/contracts/payments';
import { apiRequest } from '../../../../lib/api-client';

const feeUrl = (inspectionUuid: string, action: 'pay' | 'session') =>
  `/api/inspections/${encodeURIComponent(inspectionUuid)}/fee/${action}`;

/**
 * POST /api/inspections/{uuid}/fee/pay: the built-in test checkout pays the fee at once and answers the
 * booking's confirmation; a declined card answers 402 `card_declined`, a lapsed booking 409.
 */
export function payBookingFee(inspectionUuid: string, request: BookingFeePaymentRequest) {
  return apiRequest(feeUrl(inspectionUuid, 'pay'), {
    method: 'POST',
    body: request,
    schema: CheckoutStartedSchema,
  });
}

/** POST /api/inspections/{uuid}/fee/session: the payer's details, then the address of Stripe's page. */
export function startBookingFeeSession(
  inspectionUuid: string,
  request: BookingFeeSessionRequest,
): Promise<CheckoutStarted> {
  return apiRequest(feeUrl(inspectionUuid, 'session'), {
    method: 'POST',
    body: request,
    schema: CheckoutStartedSchema,
  });
}

export function usePayBookingFee(inspectionUuid: string) {
  return useMutation({
    mutationKey: ['booking-fee', inspectionUuid, 'pay'],
    mutationFn: (request: BookingFeePaymentRequest) => payBookingFee(inspectionUuid, request),
  });
}

export function useStartBookingFeeSession(inspectionUuid: string) {
  return useMutation({
    mutationKey: ['booking-fee', inspectionUuid, 'session'],
    mutationFn: (request: BookingFeeSessionRequest) => startBookingFeeSession(inspectionUuid, request),
  });
}
