import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type ActivateRequest, MessageSchema } from '@verificauto/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/activate: confirms the account of the activation link; answers with a message. */
export async function activateAccount(body: ActivateRequest): Promise<string> {
  const { message } = await apiRequest('/api/user/activate', { method: 'POST', body, schema: MessageSchema });
  return message;
}

export function activateAccountMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'activate'], mutationFn: activateAccount });
}

export function useActivateAccount() {
  return useMutation(activateAccountMutationOptions());
}
