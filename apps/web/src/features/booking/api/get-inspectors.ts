import { useQuery } from '@tanstack/react-query';
import { type Inspector, InspectorsSchema } from '@verificauto/shared/contracts/booking';
import { apiRequest } from '../../../lib/api-client';

export interface SearchPoint {
  latitude: number;
  longitude: number;
}

/**
 * GET /api/inspectors?lat=&lng= (docs/product.md#api): the partner workshops nearest first, distance in km.
 */
export function getInspectors(point: SearchPoint, signal?: AbortSignal): Promise<Inspector[]> {
  return apiRequest('/api/inspectors', {
    query: { lat: point.latitude, lng: point.longitude },
    schema: InspectorsSchema,
    signal,
  });
}

/** Waits for a point: before the first search nothing is asked. */
export function useInspectors(point: SearchPoint | null) {
  return useQuery({
    queryKey: ['inspectors', point?.latitude, point?.longitude],
    queryFn: ({ signal }) => getInspectors(point as SearchPoint, signal),
    enabled: point !== null,
  });
}
