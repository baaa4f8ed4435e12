import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface SubmitButtonProps {
  children: ReactNode;
  /** The form is not ready to be sent. */
  disabled: boolean;
  /** The request is under way: the button stays disabled (spec §4) and shows a spinner. */
  loading: boolean;
}

export function SubmitButton({ children, disabled, loading }: SubmitButtonProps) {
  return (
    <>
      <Button type="submit" variant="primary" size="lg" className="w-100" disabled={disabled || loading}>
        {loading && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {children}
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {loading ? 'Attendere…' : ''}
      </span>
    </>
  );
}
