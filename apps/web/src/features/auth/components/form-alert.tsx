import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ApiError } from '../../../lib/api-client';

const UNEXPECTED_ANSWER = 'Il server ha dato una risposta inattesa. Riprova più tardi.';

/**
 * The product rules (docs/product.md#errors): the server's `message` is shown as is; anything else (e.g. a
 * malformed answer) gets a generic text.
 */
function errorMessage(error: Error): string {
  return error instanceof ApiError ? error.message : UNEXPECTED_ANSWER;
}

/** The red alert of a failed call (announced at once: role "alert"); `children` adds an action below it. */
export function ErrorAlert({ error, children }: { error: Error | null; children?: ReactNode }) {
  if (!error) return null;
  return (
    <Alert variant="danger" role="alert" transition={false}>
      <p className="mb-0">{errorMessage(error)}</p>
      {children}
    </Alert>
  );
}

/** The server's confirmation text, read out politely by screen readers. */
export function SuccessAlert({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Alert id={id} variant="success" role="status" transition={false}>
      {children}
    </Alert>
  );
}
