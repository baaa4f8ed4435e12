import { useQuery } from '@tanstack/react-query';
import { type AdminWorkshop, AdminWorkshopSchema } from '@verificauto/shared/contracts/backoffice-admin';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_WORKSHOPS_KEY } from './get-admin-workshops';

export const adminWorkshopKey = (id: string) => [...ADMIN_WORKSHOPS_KEY, id] as const;

/** GET /api/backoffice/workshops/{id}: the whole workshop with its technicians. */
export function getAdminWorkshop(id: string, signal?: AbortSignal): Promise<AdminWorkshop> {
  return apiRequest(`/api/backoffice/workshops/${encodeURIComponent(id)}`, {
    schema: AdminWorkshopSchema,
    signal,
  });
}

/** `id` null: a new workshop, nothing to load. */
export function useAdminWorkshop(id: string | null) {
  return useQuery({
    queryKey: adminWorkshopKey(id ?? ''),
    queryFn: ({ signal }) => getAdminWorkshop(id ?? '', signal),
    enabled: id !== null,
  });
}
