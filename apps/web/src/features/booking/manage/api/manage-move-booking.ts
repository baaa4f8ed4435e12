import { useMutation } from '@tanstack/react-query';
import {
  type BookingMoved,
  BookingMovedSchema,
  type MoveBookingRequest,
} from '@verificauto/shared/contracts/booking-manage';
import { apiRequest } from '../../../../lib/api-client';

/**
 * POST /api/bookings/manage/{token}/move: the booking to another free slot of its workshop. Errors
 * `{ code, message }`: 409 slot_unavailable or change_deadline_passed, 410 for a dead link.
 */
export function moveBooking(token: string, request: MoveBookingRequest): Promise<BookingMoved> {
  return apiRequest(`/api/bookings/manage/${encodeURIComponent(token)}/move`, {
    method: 'POST',
    body: request,
    schema: BookingMovedSchema,
  });
}

export function useMoveBooking(token: string) {
  return useMutation({
    mutationKey: ['managed-booking', token, 'move'],
    mutationFn: (request: MoveBookingRequest) => moveBooking(token, request),
  });
}
