import { useMutation } from '@tanstack/react-query';
import {
  type DiscountQuote,
  type DiscountQuoteRequestSchema,
  DiscountQuoteSchema,
} from '@verificauto/shared/contracts/payments';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

export type DiscountQuoteRequest = z.input<typeof DiscountQuoteRequestSchema>;

/**
 * POST /api/checkout/{inspectionUuid}/discount: the price with a code, before paying, with either payment
 * page. A code that cannot be used answers 4xx with the Italian reason shown under the field.
 */
export function quoteDiscount(inspectionUuid: string, request: DiscountQuoteRequest): Promise<DiscountQuote> {
  return apiRequest(`/api/checkout/${encodeURIComponent(inspectionUuid)}/discount`, {
    method: 'POST',
    body: request,
    schema: DiscountQuoteSchema,
  });
}

export function useQuoteDiscount(inspectionUuid: string) {
  return useMutation({
    mutationKey: ['checkout', inspectionUuid, 'discount'],
    mutationFn: (request: DiscountQuoteRequest) => quoteDiscount(inspectionUuid, request),
  });
}
