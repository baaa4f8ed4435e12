import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface PayButtonProps {
  children: ReactNode;
  /** The order is being sent (or the browser is leaving for the payment page): no second order. */
  loading: boolean;
  /** Why the last attempt was not sent, shown under the button, which it describes (WCAG 3.3.1). */
  reason: string | undefined;
}

/**
 * The final button says that the order obliges to pay (legal checklist): "Paga 19,00 €", never
 * "Continua". It stays enabled while the form has mistakes, so that pressing it points to them.
 */
export function PayButton({ children, loading, reason }: PayButtonProps) {
  const reasonId = 'checkout-pay-reason';
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
