import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { ApiError } from '../../../lib/api-client';

/** The free slots could not be loaded: why, a retry, and any other way out (`children`). */
export function SlotsError({
  error,
  onRetry,
  children,
}: {
  error: Error;
  onRetry(): void;
  children?: ReactNode;
}) {
  return (
    <Alert variant="danger" role="alert" transition={false}>
      <p>
        {error instanceof ApiError
          ? error.message
          : 'Non riusciamo a caricare gli orari liberi. Riprova tra qualche istante.'}
      </p>
      <div className="d-flex gap-2 flex-wrap">
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          Riprova
        </Button>
        {children}
      </div>
    </Alert>
  );
}

export function SlotsLoading() {
  return (
    <div role="status" className="d-flex align-items-center gap-2 py-3">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      Carichiamo gli orari liberi…
    </div>
  );
}
