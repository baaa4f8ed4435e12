import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { hasValidExpiry } from '../../../lib/session-expiry';
import { refreshSessionQueryOptions } from '../api/refresh-session';
import { useRedirectToSignIn } from './use-redirect-to-sign-in';

/**
 * The product rules (docs/product.md#sign-in): entering the profile with a missing or expired stored expiry
 * first refreshes the session; a failure sends the user to sign in. Returns true once the reports may be
 * fetched.
 */
export function useSessionRefresh(): boolean {
  const [needsRefresh] = useState(() => !hasValidExpiry());
  const redirectToSignIn = useRedirectToSignIn();
  // A query rather than an effect: it runs once even when StrictMode mounts the page twice.
  const refresh = useQuery({ ...refreshSessionQueryOptions(), enabled: needsRefresh });

  useEffect(() => {
    if (refresh.isError) redirectToSignIn();
  }, [refresh.isError, redirectToSignIn]);

  return !needsRefresh || refresh.isSuccess;
}
