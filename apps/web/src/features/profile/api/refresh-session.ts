import { queryOptions } from '@tanstack/react-query';
import { SessionExpirySchema } from '@verificauto/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { storeExpiry } from '../../../lib/session-expiry';

/** POST /auth/refresh: extends the session and stores the new expiry; rejects (ApiError) when there is none. */
export async function refreshSession(): Promise<void> {
  const { expires_in } = await apiRequest('/auth/refresh', { method: 'POST', schema: SessionExpirySchema });
  storeExpiry(expires_in);
}

/** The refresh as a query: it runs once even when StrictMode mounts the page twice; true once done. */
export function refreshSessionQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'refresh'],
    queryFn: async () => {
      await refreshSession();
      return true;
    },
    gcTime: 0,
  });
}
