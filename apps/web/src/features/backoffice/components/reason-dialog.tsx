import { type FormEvent, type ReactNode, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { z } from 'zod';
import { DialogActions, DialogShell } from '../../../components/ui/dialog-shell';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { useModalFocus } from '../../../components/ui/use-modal-focus';
import { ApiError } from '../../../lib/api-client';

interface ReasonDialogProps<Name extends string> {
  /** Prefix of the element ids, unique on the page. */
  id: string;
  show: boolean;
  title: ReactNode;
  /** What the action does, read before the reason. */
  children?: ReactNode;
  label: string;
  hint: ReactNode;
  /** The request's field that holds the text: `reason` unless told. */
  name?: Name;
  /** The contract's request schema: `{ [name] }` with its Italian messages. */
  schema: z.ZodType<Record<Name, string>>;
  maxLength?: number;
  rows?: number;
  confirmLabel: string;
  pendingLabel: string;
  confirmVariant?: 'primary' | 'danger';
  pending: boolean;
  /** The last attempt's failure: a 400 is about the reason, anything else about the action. */
  error: Error | null;
  onSubmit(reason: string): void;
  onCancel(): void;
  /** After it has closed: the page decides where the focus goes. */
  onExited(): void;
}

/** What the page passes to a dialog built on ReasonDialog: when it shows, the request's state, the outcome. */
export type ReasonDialogStateProps = Pick<
  ReasonDialogProps<string>,
  'show' | 'pending' | 'error' | 'onSubmit' | 'onCancel' | 'onExited'
>;

/**
 * A confirmation that needs a written reason (block a user, refund a purchase, send a report back, ask a
 * correction), kept in the audit log; the server's refusal is shown as given.
 */
export function ReasonDialog<Name extends string = 'reason'>({
  id,
  show,
  title,
  children,
  label,
  hint,
  name = 'reason' as Name,
  schema,
  maxLength = 500,
  rows = 4,
  confirmLabel,
  pendingLabel,
  confirmVariant = 'danger',
  pending,
  error,
  onSubmit,
  onCancel,
  onExited,
}: ReasonDialogProps<Name>) {
  const reasonRef = useModalFocus<HTMLTextAreaElement>(show);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  // The reason is the request's one input: a 400 is about it (a control character has no `fields`).
  const serverReasonError =
    error instanceof ApiError && error.status === 400 ? (error.fields[name] ?? error.message) : undefined;
  const shownReasonError = reasonError ?? serverReasonError;
  const otherError = error && !serverReasonError ? error.message : undefined;
  const fieldId = `${id}-${name}`;
  const textId = children ? `${id}-text` : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse({ [name]: reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      reasonRef.current?.focus();
      return;
    }
    setReasonError(undefined);
    onSubmit(parsed.data[name]);
  };

  return (
    <DialogShell
      id={id}
      show={show}
      title={title}
      describedBy={textId}
      pending={pending}
      onCancel={onCancel}
      onExited={() => {
        setReason('');
        setReasonError(undefined);
        onExited();
      }}
    >
      <Form noValidate onSubmit={submit}>
        <Modal.Body>
          {children && (
            <div id={textId} className="mb-3">
              {children}
            </div>
          )}
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
              rows={rows}
              name={name}
              value={reason}
              required
              maxLength={maxLength}
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
        <DialogActions
          confirmLabel={confirmLabel}
          pendingLabel={pendingLabel}
          variant={confirmVariant}
          pending={pending}
          onCancel={onCancel}
        />
      </Form>
    </DialogShell>
  );
}
