import { useQuery } from '@tanstack/react-query';
import {
  type AdminWorkshopList,
  AdminWorkshopListSchema,
} from '@verificauto/shared/contracts/backoffice-admin';
import { apiRequest } from '../../../../lib/api-client';

export const ADMIN_WORKSHOPS_KEY = ['backoffice', 'workshops'] as const;

/** GET /api/backoffice/workshops: every workshop with its technicians count, by name. */
export function getAdminWorkshops(signal?: AbortSignal): Promise<AdminWorkshopList> {
  return apiRequest('/api/backoffice/workshops', { schema: AdminWorkshopListSchema, signal });
}

export function useAdminWorkshops() {
  return useQuery({ queryKey: ADMIN_WORKSHOPS_KEY, queryFn: ({ signal }) => getAdminWorkshops(signal) });
}
