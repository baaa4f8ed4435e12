import { mutationOptions, useMutation } from '@tanstack/react-query';
import { SessionExpirySchema, type SignInRequest } from '@verificauto/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { storeExpiry } from '../../../lib/session-expiry';

/** POST /auth/signin: opens the session and stores its expiry (spec §4). */
export async function signIn(body: SignInRequest): Promise<void> {
  const { expires_in } = await apiRequest('/auth/signin', {
    method: 'POST',
    body,
    schema: SessionExpirySchema,
  });
  storeExpiry(expires_in);
}

export function signInMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'sign-in'], mutationFn: signIn });
}

export function useSignIn() {
  return useMutation(signInMutationOptions());
}
