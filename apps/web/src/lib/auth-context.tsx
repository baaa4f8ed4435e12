import type { Role } from '@verificauto/shared/contracts/auth';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '../components/ui/link';
import type { Href } from '../config/paths';
import { clearDeviceData } from './device-data';
import { forgetFormDrafts } from './form-drafts';
import { forgetIdentity, keepIdentity } from './kept-identity';
import { clearExpiry } from './session-expiry';

interface AuthState {
  /** The shared logged-in flag of docs/product.md#sign-in; sign-in and sign-out toggle it. */
  signedIn: boolean;
  /** The signed-in user's role (it picks the header's area link and the page after sign-in); null when out. */
  role: Role | null;
  /** True once the start-up check (GET /auth/me) has answered. */
  checked: boolean;
  /** Signed in with that role ('user' when not told), or signed out. */
  setSignedIn(value: boolean, role?: Role): void;
  /**
   * Calls `listener` at the moment the user goes from signed in to signed out, before React renders
   * again, so that nothing still on its way can act on the ended session. Returns the unsubscribe.
   */
  onSignOut(listener: () => void): () => void;
  /**
   * The user ends their session (Esci, a closed account): opens `to` and only once it has replaced the
   * current page ends the session here. Navigating is a transition that waits for the next page's code;
   * ending the session first would let the page being left (/profile) refetch with the ended session and
   * take the 401 for an expired one, sending the user to sign in instead.
   */
  leaveSignedOut(to: Href): void;
}

const AuthContext = createContext<AuthState | null>(null);

const ROLES: readonly string[] = ['user', 'technician', 'backoffice'] satisfies Role[];
const isRole = (value: unknown): value is Role => typeof value === 'string' && ROLES.includes(value);

/** The role of a /auth/me body, read without zod (first load); anything unexpected counts as 'user'. */
async function roleOf(response: Response): Promise<Role> {
  const body: unknown = await response.json().catch(() => null);
  const role = body && typeof body === 'object' && 'role' in body ? body.role : undefined;
  const email = body && typeof body === 'object' && 'email' in body ? body.email : undefined;
  const found = isRole(role) ? role : 'user';
  if (typeof email === 'string') keepIdentity(email, found);
  return found;
}

/** No answer from the server: offline, or the network failed. */
const UNREACHABLE = Symbol('unreachable');

/**
 * App start (docs/product.md#sign-in): GET /auth/me — 200 means signed in (with the role of its body),
 * anything else (or no answer) signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [signedIn, setSignedInState] = useState(false);
  const [role, setRole] = useState<Role | null>(null);
  const [checked, setChecked] = useState(false);
  const signedInNow = useRef(false);
  const signOutListeners = useRef(new Set<() => void>());

  const setSignedIn = useCallback((value: boolean, newRole: Role = 'user') => {
    if (signedInNow.current && !value) for (const listener of signOutListeners.current) listener();
    signedInNow.current = value;
    setSignedInState(value);
    setRole(value ? newRole : null);
  }, []);

  const navigate = useNavigate();
  const { key } = useLocation();
  const shownKey = useRef(key);
  const leaving = useRef(false);
  const leaveSignedOut = useCallback(
    (to: Href) => {
      clearExpiry();
      forgetFormDrafts();
      leaving.current = true;
      navigate(to);
    },
    [navigate],
  );
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (!leaving.current) return;
    leaving.current = false;
    setSignedIn(false);
    // Once the page left is gone, so that nothing of it writes its unsent work back; the identity last, as
    // the clearing reads whose device data there is.
    void clearDeviceData().finally(forgetIdentity);
  }, [key, setSignedIn]);

  const onSignOut = useCallback((listener: () => void) => {
    signOutListeners.current.add(listener);
    return () => {
      signOutListeners.current.delete(listener);
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    // The answer as a transition: it usually comes while the page is still being hydrated, and an urgent
    // update of a context read inside would make React hydrate the rest of the page in one long task.
    const settle = (signedInRole: Role | undefined) =>
      startTransition(() => {
        setSignedIn(signedInRole !== undefined, signedInRole);
        setChecked(true);
      });
    // Plain fetch: the full API client and zod stay out of the first-load bundle.
    const check = () =>
      fetch('/auth/me', { credentials: 'same-origin', headers: { accept: 'application/json' } })
        .then(async (res) => {
          if (res.status === 200) return await roleOf(res);
          if (res.status === 401) forgetIdentity();
          return undefined;
        })
        .catch((): typeof UNREACHABLE => UNREACHABLE)
        .then((answer) => {
          if (cancelled) return;
          settle(answer === UNREACHABLE ? undefined : answer);
          // Offline at start (a workshop without signal): asked again as soon as the network is back.
          if (answer === UNREACHABLE) window.addEventListener('online', check, { once: true });
        });
    void check();
    return () => {
      cancelled = true;
      window.removeEventListener('online', check);
    };
  }, [setSignedIn]);

  const value = useMemo(
    () => ({ signedIn, role, checked, setSignedIn, onSignOut, leaveSignedOut }),
    [signedIn, role, checked, setSignedIn, onSignOut, leaveSignedOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
