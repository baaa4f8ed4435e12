import { ReturnReportRequestSchema } from '@verificauto/shared/contracts/backoffice';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { useModalFocus } from '../../../components/ui/use-modal-focus';
import { ApiError } from '../../../lib/api-client';

interface ReturnDialogProps {
  show: boolean;
  reportNumber: number;
  pending: boolean;
  /** The last attempt's failure: a 400 is about the note, anything else about the report. */
  error: Error | null;
  onSubmit(note: string): void;
  onCancel(): void;
  onExited(): void;
}

const NOTE_ID = 'return-note';

/** 'Rimanda all’officina': the note of what to correct is required; the server's reason is shown as given. */
export function ReturnDialog({
  show,
  reportNumber,
  pending,
  error,
  onSubmit,
  onCancel,
  onExited,
}: ReturnDialogProps) {
  const noteRef = useModalFocus<HTMLTextAreaElement>(show);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const serverNoteError = error instanceof ApiError && error.status === 400 ? error.message : undefined;
  const shownNoteError = noteError ?? serverNoteError;
  const otherError = error && !serverNoteError ? error.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReturnReportRequestSchema.safeParse({ note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message);
      noteRef.current?.focus();
      return;
    }
    setNoteError(undefined);
    onSubmit(parsed.data.note);
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
      aria-labelledby="return-dialog-title"
    >
      <Form noValidate onSubmit={submit}>
        <Modal.Header>
          <Modal.Title as="h2" id="return-dialog-title" className="h4">
            Rimandare all’officina il report n. {reportNumber}?
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
          <Form.Group controlId={NOTE_ID}>
            <Form.Label>Cosa deve correggere l’officina?</Form.Label>
            <Form.Control
              ref={noteRef}
              as="textarea"
              rows={5}
              name="note"
              value={note}
              required
              maxLength={2000}
              onChange={(event) => setNote(event.target.value)}
              isInvalid={Boolean(shownNoteError)}
              aria-invalid={shownNoteError ? true : undefined}
              aria-describedby={describedBy(shownNoteError && `${NOTE_ID}-error`, `${NOTE_ID}-hint`)}
            />
            <FieldError id={`${NOTE_ID}-error`} message={shownNoteError} />
            <Form.Text id={`${NOTE_ID}-hint`} className="d-block">
              Il tecnico la legge riaprendo il report, che torna modificabile.
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
                Invio…
              </>
            ) : (
              'Rimanda all’officina'
            )}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
