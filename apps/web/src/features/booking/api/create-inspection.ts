import { useMutation } from '@tanstack/react-query';
import {
  type BookingCreated,
  BookingCreatedSchema,
  type BookingRequest,
} from '@verificauto/shared/contracts/booking';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/inspections: books the slot, creating or finding the account (path B, docs/product.md#accounts);
 * at a workshop with a fee it holds the slot and answers the fee's pay page. Errors `{ code, message }`: 409
 * slot_unavailable, regulation_changed; 400 validation.
 */
export function createInspection(request: BookingRequest): Promise<BookingCreated> {
  return apiRequest('/api/inspections', { method: 'POST', body: request, schema: BookingCreatedSchema });
}

export function useCreateInspection() {
  return useMutation({ mutationKey: ['inspections', 'create'], mutationFn: createInspection });
}
