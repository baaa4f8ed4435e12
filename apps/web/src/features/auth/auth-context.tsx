import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

interface AuthState {
  /** The shared logged-in flag of spec §4; sign-in and sign-out toggle it. */
  signedIn: boolean;
  /** True once the start-up check (GET /auth/me) has answered. */
  checked: boolean;
  setSignedIn(value: boolean): void;
}

const AuthContext = createContext<AuthState | null>(null);

/** App start (spec §4): GET /auth/me — 200 means signed in, anything else (or no answer) signed out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState(false);
  const [checked, setChecked] = useState(false);

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
  }, []);

  const value = useMemo(() => ({ signedIn, checked, setSignedIn }), [signedIn, checked]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
