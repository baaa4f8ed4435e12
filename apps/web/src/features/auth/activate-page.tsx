import { useEffect, useRef } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';
import { useActivateAccount } from './api/activate-account';
import { AuthCard } from './components/auth-card';
import { ErrorAlert, SuccessAlert } from './components/form-alert';

/**
 * The activation link of path A (docs/product.md#accounts), /activate/{userId}/{token}: confirms the account
 * on opening.
 */
export function ActivatePage() {
  const { userId = '', token = '' } = useParams();
  const { mutate, isSuccess, isError, data, error } = useActivateAccount();
  const sent = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the one-time token must be posted once.
    if (sent.current) return;
    sent.current = true;
    mutate({ userId, token });
  }, [mutate, userId, token]);

  if (isSuccess) {
    return (
      <AuthCard title="Account attivato">
        <SuccessAlert>{data}</SuccessAlert>
        <Link to={paths.signIn.href()} className="btn btn-primary btn-lg w-100">
          Accedi
        </Link>
      </AuthCard>
    );
  }

  if (isError) {
    return (
      <AuthCard title="Attivazione non riuscita">
        <ErrorAlert error={error} />
        <Link to={paths.signIn.href()} className="btn btn-outline-primary w-100">
          Vai all’accesso
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Attivazione dell’account">
      <div role="status" className="d-flex align-items-center gap-2 mb-0">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        Attivazione in corso…
      </div>
    </AuthCard>
  );
}
