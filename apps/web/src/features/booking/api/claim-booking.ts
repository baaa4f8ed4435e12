import { useMutation } from '@tanstack/react-query';
import { type BookingClaimed, BookingClaimedSchema } from '@verificauto/shared/contracts/booking';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/bookings/claim/{token}. Errors: 404 claim_link_not_found (unknown or used), 410 claim_link_expired. */
export function claimBooking(token: string): Promise<BookingClaimed> {
  return apiRequest(`/api/bookings/claim/${encodeURIComponent(token)}`, {
    method: 'POST',
    schema: BookingClaimedSchema,
  });
}

export function useClaimBooking(token: string) {
  return useMutation({ mutationKey: ['booking-claim', token], mutationFn: () => claimBooking(token) });
}
