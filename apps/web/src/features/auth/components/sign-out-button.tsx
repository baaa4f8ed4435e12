import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';
import { unsentWorkWarning } from '../../../lib/device-data';

const SIGN_OUT_FAILED = 'Non è stato possibile uscire. Riprova.';

// Plain markup: the top bar is part of the first load (no react-bootstrap there).
/**
 * 'Esci' of the top bar (docs/product.md#sign-in): only a successful answer ends the session on this side and
 * opens /.
 */
export function SignOutButton() {
  const { leaveSignedOut } = useAuth();
  const [pending, setPending] = useState(false);

  const signOutAndLeave = async () => {
    setPending(true);
    // Work not yet on the server (the workshop's offline changes and photos) is lost at sign-out: asked first.
    const unsent = await unsentWorkWarning();
    if (unsent && !window.confirm(unsent)) {
      setPending(false);
      return;
    }
    try {
      // Loaded on the click: the API client stays out of the first load, like the start-up check's fetch.
      const { signOut } = await import('../api/sign-out');
      await signOut();
      // Still pending until the home page has replaced this one: the session here ends only then.
      leaveSignedOut(paths.home.href());
    } catch (error) {
      // An ApiError (it has a status) carries the Italian text to show; a failed load of the code does not.
      window.alert(error instanceof Error && 'status' in error ? error.message : SIGN_OUT_FAILED);
      setPending(false);
    }
  };

  return (
    <button type="button" className="nav-link" disabled={pending} onClick={signOutAndLeave}>
      Esci
    </button>
  );
}
