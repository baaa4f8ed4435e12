import { useQuery } from '@tanstack/react-query';
import { type BookedInspection, BookedInspectionSchema } from '@verificauto/shared/contracts/booking';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/inspections/{uuid} (spec §7): 404 for anyone but the browser that booked or the seller. */
export function getBookedInspection(uuid: string, signal?: AbortSignal): Promise<BookedInspection> {
  return apiRequest(`/api/inspections/${encodeURIComponent(uuid)}`, {
    schema: BookedInspectionSchema,
    signal,
  });
}

export function useBookedInspection(uuid: string) {
  return useQuery({
    queryKey: ['booked-inspection', uuid],
    queryFn: ({ signal }) => getBookedInspection(uuid, signal),
  });
}
