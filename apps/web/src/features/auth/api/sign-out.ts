import { apiRequest } from '../../../lib/api-client';

/** POST /auth/signout: resolves only when the server has closed the session. */
export async function signOut(): Promise<void> {
  await apiRequest('/auth/signout', { method: 'POST' });
}
