import { mutationOptions, useMutation } from '@tanstack/react-query';
import { MessageSchema, type ResetPasswordRequest } from '@verificauto/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/reset-password: sets the new password of the reset link; answers with a message. */
export async function resetPassword(body: ResetPasswordRequest): Promise<string> {
  const { message } = await apiRequest('/api/user/reset-password', {
    method: 'POST',
    body,
    schema: MessageSchema,
  });
  return message;
}

export function resetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
