import { useQuery } from '@tanstack/react-query';
import {
  type AdminDiscountCodeList,
  AdminDiscountCodeListSchema,
} from '@verificauto/shared/contracts/backoffice-admin';
import { apiRequest } from '../../../../lib/api-client';

export const DISCOUNT_CODES_KEY = ['backoffice', 'discount-codes'] as const;

/** GET /api/backoffice/discount-codes: every code with its use count, newest first. */
export function getDiscountCodes(signal?: AbortSignal): Promise<AdminDiscountCodeList> {
  return apiRequest('/api/backoffice/discount-codes', { schema: AdminDiscountCodeListSchema, signal });
}

export function useDiscountCodes() {
  return useQuery({ queryKey: DISCOUNT_CODES_KEY, queryFn: ({ signal }) => getDiscountCodes(signal) });
}
