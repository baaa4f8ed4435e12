import { mutationOptions, useMutation } from '@tanstack/react-query';
import { MessageSchema } from '@verificauto/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/forgot-password: sends the e-mail with the reset link; answers with the message to show. */
export async function requestPasswordReset(email: string): Promise<string> {
  const { message } = await apiRequest('/api/user/forgot-password', {
    query: { email },
    schema: MessageSchema,
  });
  return message;
}

export function requestPasswordResetMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'forgot-password'], mutationFn: requestPasswordReset });
}

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutationOptions());
}
