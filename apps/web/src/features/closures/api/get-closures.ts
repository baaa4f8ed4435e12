import { useQuery } from '@tanstack/react-query';
import {
  type WorkshopClosures,
  WorkshopClosuresSchema,
} from '@verificauto/shared/contracts/workshop-closures';
import { apiRequest } from '../../../lib/api-client';

/** Whose closures: the signed-in technician's own workshop, or any workshop for the back office. */
export type ClosuresScope = { area: 'workshop' } | { area: 'backoffice'; workshopId: string };

/** The closures' address of a scope: the list, and the collection a closure is added to. */
export const closuresUrl = (scope: ClosuresScope) =>
  scope.area === 'workshop'
    ? '/api/workshop/closures'
    : `/api/backoffice/workshops/${encodeURIComponent(scope.workshopId)}/closures`;

export const closuresKey = (scope: ClosuresScope) => ['closures', closuresUrl(scope)] as const;

/** GET …/closures: the workshop and its closures not yet over. */
export function getClosures(scope: ClosuresScope, signal?: AbortSignal): Promise<WorkshopClosures> {
  return apiRequest(closuresUrl(scope), { schema: WorkshopClosuresSchema, signal });
}

export function useClosures(scope: ClosuresScope) {
  return useQuery({
    queryKey: closuresKey(scope),
    queryFn: ({ signal }) => getClosures(scope, signal),
    // A signed-out technician's data must not show to the next user of a shared tablet.
    gcTime: 0,
  });
}
