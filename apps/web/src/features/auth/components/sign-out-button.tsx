import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { signOut } from '../api/sign-out';
import { useAuth } from '../auth-context';
import { clearExpiry } from '../session-expiry';

const SIGN_OUT_FAILED = 'Non è stato possibile uscire. Riprova.';

// Plain markup: the top bar is part of the first load (no react-bootstrap there).
/** 'Esci' of the top bar (spec §4): only a successful answer ends the session on this side and opens /. */
export function SignOutButton() {
  const { setSignedIn } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOutAndLeave = async () => {
    setPending(true);
    try {
      await signOut();
      clearExpiry();
      setSignedIn(false);
      navigate(paths.home);
    } catch (error) {
      window.alert(error instanceof ApiError ? error.message : SIGN_OUT_FAILED);
    } finally {
      setPending(false);
    }
  };

  return (
    <button type="button" className="nav-link" disabled={pending} onClick={signOutAndLeave}>
      Esci
    </button>
  );
}
