import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminDiscountCode,
  AdminDiscountCodeSchema,
} from '@verificauto/shared/contracts/backoffice-admin';
import { apiRequest } from '../../../../lib/api-client';
import type { DiscountCodeRequest } from '../discount-code-values';
import { DISCOUNT_CODES_KEY } from './get-discount-codes';

/**
 * POST /api/backoffice/discount-codes (id null) or PUT …/{id}. 400 `{ fields }`; 409 when the code exists
 * or when a used code's text or amount would change.
 */
export function saveDiscountCode({ id, input }: { id: string | null; input: DiscountCodeRequest }) {
  return apiRequest<AdminDiscountCode>(
    id === null
      ? '/api/backoffice/discount-codes'
      : `/api/backoffice/discount-codes/${encodeURIComponent(id)}`,
    { method: id === null ? 'POST' : 'PUT', body: input, schema: AdminDiscountCodeSchema },
  );
}

export function useSaveDiscountCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDiscountCode,
    onSuccess: () => client.invalidateQueries({ queryKey: DISCOUNT_CODES_KEY }),
  });
}
