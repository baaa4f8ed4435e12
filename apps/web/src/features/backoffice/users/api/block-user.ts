import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BackofficeUser,
  BackofficeUserSchema,
  type BlockUserRequest,
} from '@verificauto/shared/contracts/backoffice';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_USERS_KEY } from './search-users';

/**
 * POST /api/backoffice/users/{id}/block: answers the user as now stored; 400 for a reason too short, 409
 * when already blocked or for a back-office account.
 */
export function blockUser(id: string, request: BlockUserRequest): Promise<BackofficeUser> {
  return apiRequest(`/api/backoffice/users/${encodeURIComponent(id)}/block`, {
    method: 'POST',
    body: request,
    schema: BackofficeUserSchema,
  });
}

export function useBlockUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['backoffice', 'block', id],
    mutationFn: (request: BlockUserRequest) => blockUser(id, request),
    // The user's page and any search listing them.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
