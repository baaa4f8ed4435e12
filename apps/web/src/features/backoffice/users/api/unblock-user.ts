import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BackofficeUser, BackofficeUserSchema } from '@verificauto/shared/contracts/backoffice';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_USERS_KEY } from './search-users';

/** POST /api/backoffice/users/{id}/unblock: answers the user as now stored; 409 when not blocked. */
export function unblockUser(id: string): Promise<BackofficeUser> {
  return apiRequest(`/api/backoffice/users/${encodeURIComponent(id)}/unblock`, {
    method: 'POST',
    schema: BackofficeUserSchema,
  });
}

export function useUnblockUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['backoffice', 'unblock', id],
    mutationFn: () => unblockUser(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
