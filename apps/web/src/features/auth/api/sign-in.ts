import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type Role, type SignInRequest, SignInResponseSchema } from '@verificauto/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { storeExpiry } from '../../../lib/session-expiry';

/**
 * POST /auth/signin: opens the session, stores its expiry (docs/product.md#sign-in) and answers the user's
 * role.
 */
export async function signIn(body: SignInRequest): Promise<Role> {
  const { expires_in, role } = await apiRequest('/auth/signin', {
    method: 'POST',
    body,
    schema: SignInResponseSchema,
  });
  storeExpiry(expires_in);
  return role;
}

export function signInMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'sign-in'], mutationFn: signIn });
}

export function useSignIn() {
  return useMutation(signInMutationOptions());
}
