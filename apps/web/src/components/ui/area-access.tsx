import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { clearExpiry } from '../../lib/session-expiry';
import { ErrorMessage } from './error-message';
import { useNavigate } from './link';

/**
 * What a role-gated area (the workshop app, the back office) shows when its first API call fails: the
 * server decides who may enter. 401: the session is gone or never was, so sign in and come back
 * here; 403: signed in with another role, a clear refusal; anything else: the error with a reload.
 */
export function AreaAccessError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { setSignedIn } = useAuth();
  const status = error instanceof ApiError ? error.status : 0;

  useEffect(() => {
    if (status !== 401) return;
    clearExpiry();
    setSignedIn(false);
    navigate(paths.signIn.href({ redirect: `${pathname}${search}` }), { replace: true });
  }, [status, navigate, pathname, search, setSignedIn]);

  if (status === 401) return null;
  const message = error instanceof Error ? error.message : 'Riprova tra qualche istante.';
  if (status === 403) return <ErrorMessage title="Accesso non consentito" text={message} />;
  return <ErrorMessage title="Non è stato possibile caricare la pagina" text={message} reload />;
}
