import { CorrectionRequestSchema } from '@verificauto/shared/contracts/backoffice-corrections';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { useModalFocus } from '../../../components/ui/use-modal-focus';
import { ApiError } from '../../../lib/api-client';

interface CorrectionDialogProps {
  show: boolean;
  reportNumber: number;
  pending: boolean;
  /** The last attempt's failure: a 400 is about the reason, anything else about the report. */
  error: Error | null;
  onSubmit(reason: string): void;
  onCancel(): void;
  onExited(): void;
}

const REASON_ID = 'correction-reason';

/**
 * 'Richiedi una correzione' of an approved report: the reason is required, since buyers read it in the
 * report's history of versions; the server's refusal is shown as given.
 */
export function CorrectionDialog({
  show,
  reportNumber,
  pending,
  error,
  onSubmit,
  onCancel,
  onExited,
}: CorrectionDialogProps) {
  const reasonRef = useModalFocus<HTMLTextAreaElement>(show);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const serverReasonError = error instanceof ApiError && error.status === 400 ? error.message : undefined;
  const shownReasonError = reasonError ?? serverReasonError;
  const otherError = error && !serverReasonError ? error.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CorrectionRequestSchema.safeParse({ reason });
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
      onExited={onExited}
      backdrop="static"
      restoreFocus={false}
      animation={false}
      centered
      aria-labelledby="correction-dialog-title"
    >
      <Form noValidate onSubmit={submit}>
        <Modal.Header>
          <Modal.Title as="h2" id="correction-dialog-title" className="h4">
            Richiedere una correzione del report n. {reportNumber}?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div aria-live="polite">
            {otherError && (
              <div className="alert alert-danger" role="alert">
                {otherError}
              </div>
            )}
          </div>
          <p>
            Il report torna modificabile per l’officina. La versione pubblicata resta online, invariata,
            finché non approvi la correzione, che diventa una nuova versione.
          </p>
          <Form.Group controlId={REASON_ID}>
            <Form.Label>Perché il report va corretto?</Form.Label>
            <Form.Control
              ref={reasonRef}
              as="textarea"
              rows={5}
              name="reason"
              value={reason}
              required
              maxLength={2000}
              onChange={(event) => setReason(event.target.value)}
              isInvalid={Boolean(shownReasonError)}
              aria-invalid={shownReasonError ? true : undefined}
              aria-describedby={describedBy(shownReasonError && `${REASON_ID}-error`, `${REASON_ID}-hint`)}
            />
            <FieldError id={`${REASON_ID}-error`} message={shownReasonError} />
            <Form.Text id={`${REASON_ID}-hint`} className="d-block">
              Il tecnico lo legge riaprendo il report; chi compra il report lo legge nella storia delle
              versioni (‘Correzione: …’).
            </Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
            Annulla
          </Button>
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? (
              <>
                <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
                Invio…
              </>
            ) : (
              'Richiedi una correzione'
            )}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
