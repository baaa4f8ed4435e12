import { queryOptions, useQuery } from '@tanstack/react-query';
import { type WorkshopBookings, WorkshopBookingsSchema } from '@verificauto/shared/contracts/workshop';
import { apiRequest } from '../../../lib/api-client';
import { loadKeepingOnDevice } from '../offline/device-first';
import { keptKeys } from '../offline/kept-answers';

/**
 * GET /api/workshop/bookings: the technician's workshop and a week of its bookings, earliest first, from
 * `from` (yyyy-mm-dd) or, without it, from today with the earlier reports still to complete.
 */
export function getWorkshopBookings(
  from: string | undefined,
  signal?: AbortSignal,
): Promise<WorkshopBookings> {
  const query = from ? `?${new URLSearchParams({ from })}` : '';
  return apiRequest(`/api/workshop/bookings${query}`, { schema: WorkshopBookingsSchema, signal });
}

export function workshopBookingsQueryOptions(from?: string) {
  return queryOptions({
    queryKey: ['workshop', 'bookings', from ?? 'today'],
    // Kept on the device: offline, each week as the last online visit saw it (decision 068). 'always':
    // TanStack would otherwise pause the query offline instead of letting it read the device.
    networkMode: 'always',
    queryFn: ({ signal }) =>
      loadKeepingOnDevice(keptKeys.bookings(from), WorkshopBookingsSchema, () =>
        getWorkshopBookings(from, signal),
      ),
    // A signed-out technician's list must not show to the next user of a shared tablet.
    gcTime: 0,
  });
}

/** The week from `from`; without it, this week. `enabled: false` leaves it unasked. */
export function useWorkshopBookings(from?: string, { enabled = true } = {}) {
  return useQuery({ ...workshopBookingsQueryOptions(from), enabled });
}
