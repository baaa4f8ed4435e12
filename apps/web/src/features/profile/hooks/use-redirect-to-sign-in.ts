import { useCallback } from 'react';
import { useNavigate } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';
import { clearExpiry } from '../../../lib/session-expiry';

/** The session is gone: forget it on this device and send the user to sign in, then back to the profile. */
export function useRedirectToSignIn() {
  const navigate = useNavigate();
  const { setSignedIn } = useAuth();
  return useCallback(() => {
    clearExpiry();
    setSignedIn(false);
    navigate(paths.signIn.href({ redirect: paths.profile.href() }), { replace: true });
  }, [navigate, setSignedIn]);
}
