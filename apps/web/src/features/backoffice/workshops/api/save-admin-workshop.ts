import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminWorkshop, AdminWorkshopSchema } from '@verificauto/shared/contracts/backoffice-admin';
import { apiRequest } from '../../../../lib/api-client';
import type { WorkshopRequest } from '../workshop-form-values';
import { adminWorkshopKey } from './get-admin-workshop';
import { ADMIN_WORKSHOP_LISTS_KEY } from './get-admin-workshops';

/**
 * POST /api/backoffice/workshops (id null) or PUT /api/backoffice/workshops/{id}: the whole workshop.
 * 400 `{ fields }` with a message per wrong field.
 */
export function saveAdminWorkshop({ id, input }: { id: string | null; input: WorkshopRequest }) {
  return apiRequest<AdminWorkshop>(
    id === null ? '/api/backoffice/workshops' : `/api/backoffice/workshops/${encodeURIComponent(id)}`,
    { method: id === null ? 'POST' : 'PUT', body: input, schema: AdminWorkshopSchema },
  );
}

export function useSaveAdminWorkshop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAdminWorkshop,
    onSuccess: (saved) => {
      client.setQueryData(adminWorkshopKey(saved.id), saved);
      return client.invalidateQueries({ queryKey: ADMIN_WORKSHOP_LISTS_KEY });
    },
  });
}
