import { queryOptions, useQuery } from '@tanstack/react-query';
import { type WorkshopBookings, WorkshopBookingsSchema } from '@verificauto/shared/contracts/workshop';
import { apiRequest } from '../../../lib/api-client';
import { loadKeepingOnDevice } from '../offline/device-first';
import { keptKeys } from '../offline/kept-answers';

/** GET /api/workshop/bookings: the technician's workshop and its bookings, earliest first. */
export function getWorkshopBookings(signal?: AbortSignal): Promise<WorkshopBookings> {
  return apiRequest('/api/workshop/bookings', { schema: WorkshopBookingsSchema, signal });
}

export function workshopBookingsQueryOptions() {
  return queryOptions({
    queryKey: ['workshop', 'bookings'],
    // Kept on the device: offline, the list of the last online visit (decision 068). 'always': TanStack
    // would otherwise pause the query offline instead of letting it read the device.
    networkMode: 'always',
    queryFn: ({ signal }) =>
      loadKeepingOnDevice(keptKeys.bookings(), WorkshopBookingsSchema, () => getWorkshopBookings(signal)),
    // A signed-out technician's list must not show to the next user of a shared tablet.
    gcTime: 0,
  });
}

export function useWorkshopBookings() {
  return useQuery(workshopBookingsQueryOptions());
}
