import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type LookupResponse, LookupResponseSchema } from '@verificauto/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/lookup: the account behind an e-mail; 404 (ApiError) when there is none. */
export function lookupUser(email: string): Promise<LookupResponse> {
  return apiRequest('/api/user/lookup', { query: { email }, schema: LookupResponseSchema });
}

export function lookupUserMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'lookup'], mutationFn: lookupUser });
}

export function useLookupUser() {
  return useMutation(lookupUserMutationOptions());
}
