import { useQuery } from '@tanstack/react-query';
import { type InspectorSlots, InspectorSlotsSchema } from '@verificauto/shared/contracts/booking';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/inspectors/{uuid}/slots: the free slots of a workshop on the built-in scheduler (decision 034). */
export function getInspectorSlots(workshopUuid: string, signal?: AbortSignal): Promise<InspectorSlots> {
  return apiRequest(`/api/inspectors/${encodeURIComponent(workshopUuid)}/slots`, {
    schema: InspectorSlotsSchema,
    signal,
  });
}

export function inspectorSlotsQueryKey(workshopUuid: string) {
  return ['inspector-slots', workshopUuid] as const;
}

export function useInspectorSlots(workshopUuid: string) {
  return useQuery({
    queryKey: inspectorSlotsQueryKey(workshopUuid),
    queryFn: ({ signal }) => getInspectorSlots(workshopUuid, signal),
    // Slots are taken by others at any moment (the server answers no-store): never show an old list.
    staleTime: 0,
    gcTime: 0,
  });
}
