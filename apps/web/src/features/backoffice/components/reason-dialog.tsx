import { type FormEvent, type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { z } from 'zod';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { useModalFocus } from '../../../components/ui/use-modal-focus';
import { ApiError } from '../../../lib/api-client';

interface ReasonDialogProps {
  /** Prefix of the element ids, unique on the page. */
  id: string;
  show: boolean;
  title: string;
  /** What the action does, read before the reason. */
  children: ReactNode;
  label: string;
  hint: string;
  /** The contract's request schema: `{ reason }` with its Italian messages. */
  schema: z.ZodType<{ reason: string }>;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The last attempt's failure: a 400 is about the reason, anything else about the action. */
  error: Error | null;
  onSubmit(reason: string): void;
  onCancel(): void;
  /** After it has closed: the page decides where the focus goes. */
  onExited(): void;
}

/** A confirmation that needs a written reason (block a user, refund a purchase), kept in the audit log. */
export function ReasonDialog({
  id,
  show,
  title,
  children,
  label,
  hint,
  schema,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  onExited,
}: ReasonDialogProps) {
  const reasonRef = useModalFocus<HTMLTextAreaElement>(show);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const serverReasonError = error instanceof ApiError && error.status === 400 ? error.message : undefined;
  const shownReasonError = reasonError ?? serverReasonError;
  const otherError = error && !serverReasonError ? error.message : undefined;
  const fieldId = `${id}-reason`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      reasonRef.current?.focus();
      return;
    }
    setReasonError(undefined);
    onSubmit(parsed.data.reason);
  };

  return (
    <Modal
      show={show}
      onHide={() => !pending && onCancel()}
      onExited={() => {
        setReason('');
        setReasonError(undefined);
        onExited();
      }}
      backdrop="static"
      restoreFocus={false}
      animation={false}
      centered
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <Form noValidate onSubmit={submit}>
        <Modal.Header>
          <Modal.Title as="h2" id={`${id}-title`} className="h4">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div id={`${id}-text`} className="mb-3">
            {children}
          </div>
          <div aria-live="polite">
            {otherError && (
              <div className="alert alert-danger" role="alert">
                {otherError}
              </div>
            )}
          </div>
          <Form.Group controlId={fieldId}>
            <Form.Label>{label}</Form.Label>
            <Form.Control
              ref={reasonRef}
              as="textarea"
              rows={4}
              name="reason"
              value={reason}
              required
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              isInvalid={Boolean(shownReasonError)}
              aria-invalid={shownReasonError ? true : undefined}
              aria-describedby={describedBy(shownReasonError && `${fieldId}-error`, `${fieldId}-hint`)}
            />
            <FieldError id={`${fieldId}-error`} message={shownReasonError} />
            <Form.Text id={`${fieldId}-hint`} className="d-block">
              {hint}
            </Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
            Annulla
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? (
              <>
                <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
                {pendingLabel}
              </>
            ) : (
              confirmLabel
            )}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
