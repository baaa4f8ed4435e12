import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

interface AuthState {
  /** The shared logged-in flag of spec §4; sign-in and sign-out toggle it. */
  signedIn: boolean;
  /** True once the start-up check (GET /auth/me) has answered. */
  checked: boolean;
  setSignedIn(value: boolean): void;
  /**
   * Calls `listener` at the moment the user goes from signed in to signed out, before React renders
   * again, so that nothing still on its way can act on the ended session. Returns the unsubscribe.
   */
  onSignOut(listener: () => void): () => void;
}

const AuthContext = createContext<AuthState | null>(null);

/** App start (spec §4): GET /auth/me — 200 means signed in, anything else (or no answer) signed out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [signedIn, setSignedInState] = useState(false);
  const [checked, setChecked] = useState(false);
  const signedInNow = useRef(false);
  const signOutListeners = useRef(new Set<() => void>());

  const setSignedIn = useCallback((value: boolean) => {
    if (signedInNow.current && !value) for (const listener of signOutListeners.current) listener();
    signedInNow.current = value;
    setSignedInState(value);
  }, []);

  const onSignOut = useCallback((listener: () => void) => {
    signOutListeners.current.add(listener);
    return () => {
      signOutListeners.current.delete(listener);
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    // Plain fetch: the full API client and zod stay out of the first-load bundle.
    fetch('/auth/me', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((res) => !cancelled && setSignedIn(res.status === 200))
      .catch(() => !cancelled && setSignedIn(false))
      .finally(() => !cancelled && setChecked(true));
    return () => {
      cancelled = true;
    };
  }, [setSignedIn]);

  const value = useMemo(
    () => ({ signedIn, checked, setSignedIn, onSignOut }),
    [signedIn, checked, setSignedIn, onSignOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
