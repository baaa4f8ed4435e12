import { SessionExpirySchema } from '@verificauto/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { storeExpiry } from '../../../lib/session-expiry';

/** POST /auth/refresh: extends the session and stores the new expiry; rejects (ApiError) when there is none. */
export async function refreshSession(): Promise<void> {
  const { expires_in } = await apiRequest('/auth/refresh', { method: 'POST', schema: SessionExpirySchema });
  storeExpiry(expires_in);
}
