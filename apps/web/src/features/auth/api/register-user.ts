import { mutationOptions, useMutation } from '@tanstack/react-query';
import { MessageSchema, type RegisterRequest } from '@verificauto/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/user/register (path A, docs/product.md#accounts): creates the account and sends the activation
 * e-mail.
 */
export async function registerUser(body: RegisterRequest): Promise<string> {
  const { message } = await apiRequest('/api/user/register', { method: 'POST', body, schema: MessageSchema });
  return message;
}

export function registerUserMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'register'], mutationFn: registerUser });
}

export function useRegisterUser() {
  return useMutation(registerUserMutationOptions());
}
