import { useQuery } from '@tanstack/react-query';
import { type ManagedBooking, ManagedBookingSchema } from '@verificauto/shared/contracts/booking-manage';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/bookings/manage/{token}: the appointment of a booking e-mail's link; 404 unknown, 410 dead. */
export function getManagedBooking(token: string, signal?: AbortSignal): Promise<ManagedBooking> {
  return apiRequest(`/api/bookings/manage/${encodeURIComponent(token)}`, {
    schema: ManagedBookingSchema,
    signal,
  });
}

export function useManagedBooking(token: string) {
  return useQuery({
    queryKey: ['managed-booking', token],
    queryFn: ({ signal }) => getManagedBooking(token, signal),
    // Once moved or cancelled the link is dead: the page shows the outcome, never a refetch's 410.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
