import { type ReactNode, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';

interface SubmitButtonProps {
  children: ReactNode;
  /** The form is not ready to be sent. */
  disabled: boolean;
  /** The request is under way: the button stays disabled (docs/product.md#navigation) and shows a spinner. */
  loading: boolean;
  /** Why the form cannot be sent yet (WCAG 3.3.1): shown under the disabled button, which it describes. */
  reason: string;
}

export function SubmitButton({ children, disabled, loading, reason }: SubmitButtonProps) {
  const reasonId = useId();
  const showReason = disabled && !loading;
  return (
    <>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-100"
        disabled={disabled || loading}
        aria-describedby={showReason ? reasonId : undefined}
      >
        {loading && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {children}
      </Button>
      {showReason && (
        <Form.Text id={reasonId} className="d-block mt-2 text-center">
          {reason}
        </Form.Text>
      )}
      <span className="visually-hidden" aria-live="polite">
        {loading ? 'Attendi…' : ''}
      </span>
    </>
  );
}
