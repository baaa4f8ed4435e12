import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';

const WAIT = 'Attendi…';

/** A button's text, or 'Attendi…' with a spinner while its request is on its way. */
export function PendingLabel({ pending, children }: { pending: boolean; children: ReactNode }) {
  if (!pending) return children;
  return (
    <>
      <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
      {WAIT}
    </>
  );
}

/** Says 'Attendi…' to screen readers when a request starts (the region is always there: WCAG 4.1.3). */
export function PendingStatus({ pending }: { pending: boolean }) {
  return (
    <span className="visually-hidden" aria-live="polite">
      {pending ? WAIT : ''}
    </span>
  );
}
