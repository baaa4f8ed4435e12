import { useQuery } from '@tanstack/react-query';
import {
  type ClosedDayBookings,
  ClosedDayBookingsSchema,
} from '@verificauto/shared/contracts/workshop-closures';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/backoffice/closed-day-bookings: bookings to come on a day their workshop is closed, soonest first. */
export function getClosedDayBookings(signal?: AbortSignal): Promise<ClosedDayBookings> {
  return apiRequest('/api/backoffice/closed-day-bookings', { schema: ClosedDayBookingsSchema, signal });
}

export function useClosedDayBookings() {
  return useQuery({
    queryKey: ['backoffice', 'closed-day-bookings'],
    queryFn: ({ signal }) => getClosedDayBookings(signal),
  });
}
