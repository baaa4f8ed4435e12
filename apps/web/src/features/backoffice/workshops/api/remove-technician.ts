import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_WORKSHOPS_KEY } from './get-admin-workshops';

/** DELETE /api/backoffice/workshops/{id}/technicians/{userId}: back to a plain account, signed out. */
export async function removeTechnician({ workshopId, userId }: { workshopId: string; userId: string }) {
  await apiRequest(
    `/api/backoffice/workshops/${encodeURIComponent(workshopId)}/technicians/${encodeURIComponent(userId)}`,
    { method: 'DELETE' },
  );
}

export function useRemoveTechnician() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeTechnician,
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_WORKSHOPS_KEY }),
  });
}
