import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { clearExpiry } from '../../../lib/session-expiry';
import { useAuth } from '../../auth/auth-context';

/** The session is gone: forget it on this device and send the user to sign in, then back to the profile. */
export function useRedirectToSignIn() {
  const navigate = useNavigate();
  const { setSignedIn } = useAuth();
  return useCallback(() => {
    clearExpiry();
    setSignedIn(false);
    navigate(paths.signInThen(paths.profile), { replace: true });
  }, [navigate, setSignedIn]);
}
