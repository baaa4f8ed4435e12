import { useMutation } from '@tanstack/react-query';
import { type BookingCancelled, BookingCancelledSchema } from '@verificauto/shared/contracts/booking-manage';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/bookings/manage/{token}/cancel. Errors: 409 change_deadline_passed, 410 for a dead link. */
export function cancelBooking(token: string): Promise<BookingCancelled> {
  return apiRequest(`/api/bookings/manage/${encodeURIComponent(token)}/cancel`, {
    method: 'POST',
    schema: BookingCancelledSchema,
  });
}

export function useCancelBooking(token: string) {
  return useMutation({
    mutationKey: ['managed-booking', token, 'cancel'],
    mutationFn: () => cancelBooking(token),
  });
}
