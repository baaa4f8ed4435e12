import { MessageSchema } from '@verificauto/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

// No query hook: 'Esci' sits in the top bar, outside the lazy QueryLayout, and loads this file on click.
/** POST /auth/signout: resolves only when the server has closed the session. */
export async function signOut(): Promise<void> {
  await apiRequest('/auth/signout', { method: 'POST', schema: MessageSchema });
}
