import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface SubmitButtonProps {
  children: ReactNode;
  /** The booking is being sent: no second one (spec §4, buttons disabled while loading). */
  loading: boolean;
  /** Why the last attempt was not sent, shown under the button, which it describes (decision 032). */
  reason: string | undefined;
}

/** The booking's final button; it stays enabled while the form has mistakes, so that pressing it points to them. */
export function SubmitButton({ children, loading, reason }: SubmitButtonProps) {
  const reasonId = 'booking-submit-reason';
  return (
    <>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-100"
        disabled={loading}
        aria-describedby={reason && !loading ? reasonId : undefined}
      >
        {loading ? (
          <>
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            Attendi…
          </>
        ) : (
          children
        )}
      </Button>
      <div aria-live="polite">
        {reason && !loading && (
          <p id={reasonId} className="text-danger small text-center mt-2 mb-0">
            {reason}
          </p>
        )}
      </div>
      <span className="visually-hidden" aria-live="polite">
        {loading ? 'Attendi…' : ''}
      </span>
    </>
  );
}
