import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface FormSubmitButtonProps {
  /** Names the reason's element, which the button's aria-describedby points to. */
  reasonId: string;
  children: ReactNode;
  /** The form is being sent: no second request. */
  loading: boolean;
  /** Why the last attempt was not sent, shown under the button, which it describes (WCAG 3.3.1). */
  reason: string | undefined;
  /** Not yet usable, e.g. before the page has hydrated: the browser would send the form itself. */
  disabled?: boolean;
}

/**
 * The final button of a long form: it stays enabled while the form has mistakes, so that pressing it points
 * to them (the reason under it says how many), and is disabled only while the form is being sent.
 */
export function FormSubmitButton({ children, loading, reason, reasonId, disabled }: FormSubmitButtonProps) {
  return (
    <>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-100"
        disabled={loading || disabled}
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
