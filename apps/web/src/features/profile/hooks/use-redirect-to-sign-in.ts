import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../auth/auth-context';
import { clearExpiry } from '../../auth/session-expiry';

export const PROFILE_SIGN_IN_URL = `${paths.signIn}?${new URLSearchParams({ redirect: paths.profile })}`;

/** The session is gone: forget it on this device and send the user to sign in, then back to the profile. */
export function useRedirectToSignIn() {
  const navigate = useNavigate();
  const { setSignedIn } = useAuth();
  return useCallback(() => {
    clearExpiry();
    setSignedIn(false);
    navigate(PROFILE_SIGN_IN_URL, { replace: true });
  }, [navigate, setSignedIn]);
}
