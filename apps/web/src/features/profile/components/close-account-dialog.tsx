import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { FieldError } from '../../../components/ui/field-error';
import { useModalFocus } from '../../../components/ui/use-modal-focus';
import { singleInputError } from '../../../components/ui/use-server-field-errors';
import { ApiError } from '../../../lib/api-client';

interface CloseAccountDialogProps {
  show: boolean;
  /** Sends the password; rejects with the server's message. */
  onConfirm(password: string): Promise<void>;
  /** The server's message once the account is closed: the dialog shows it and offers the way home. */
  closedMessage: string | undefined;
  onLeave(): void;
  onCancel(): void;
  /** After it has closed: the page puts the focus back (decision 032). */
  onExited(): void;
}

const ID = 'close-account';

/** "Chiudi account": the password confirms it; the dialog cannot be dismissed while the request runs. */
export function CloseAccountDialog({
  show,
  onConfirm,
  closedMessage,
  onLeave,
  onCancel,
  onExited,
}: CloseAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const passwordRef = useModalFocus<HTMLInputElement>(show && !closedMessage);
  const leaveRef = useModalFocus<HTMLButtonElement>(show && Boolean(closedMessage));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Inserisci la password.');
      passwordRef.current?.focus();
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await onConfirm(password);
    } catch (failure) {
      // The password is the dialog's one input: its message, else whatever the answer says.
      setError(
        singleInputError(failure, 'password') ??
          (failure instanceof ApiError
            ? failure.message
            : 'Non è stato possibile chiudere l’account. Riprova.'),
      );
      setPending(false);
      passwordRef.current?.focus();
    }
  };

  return (
    <Modal
      show={show}
      onHide={() => !pending && onCancel()}
      onExited={() => {
        setPassword('');
        setError(undefined);
        onExited();
      }}
      backdrop="static"
      restoreFocus={false}
      animation={false}
      centered
      aria-labelledby={`${ID}-title`}
      aria-describedby={`${ID}-what`}
    >
      <Modal.Header>
        <Modal.Title as="h2" id={`${ID}-title`} className="h4">
          {closedMessage ? 'Account chiuso' : 'Chiudere l’account?'}
        </Modal.Title>
      </Modal.Header>
      {closedMessage ? (
        <>
          <Modal.Body>
            <p id={`${ID}-what`} role="status" className="mb-0">
              {closedMessage}
            </p>
          </Modal.Body>
          <Modal.Footer>
            <Button ref={leaveRef} variant="primary" onClick={onLeave}>
              Vai alla home
            </Button>
          </Modal.Footer>
        </>
      ) : (
        <Form noValidate onSubmit={submit}>
          <Modal.Body>
            <p id={`${ID}-what`}>
              Le sessioni terminano e i tuoi dati personali vengono cancellati o resi anonimi; l’accesso ai
              report acquistati finisce. Conserviamo solo le fatture, come chiede la legge. L’operazione non
              si può annullare.
            </p>
            <Form.Group controlId={`${ID}-password`}>
              <Form.Label>Password attuale</Form.Label>
              <Form.Control
                ref={passwordRef}
                type="password"
                autoComplete="current-password"
                value={password}
                disabled={pending}
                onChange={(event) => setPassword(event.target.value)}
                isInvalid={Boolean(error)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${ID}-password-error` : undefined}
              />
              <FieldError id={`${ID}-password-error`} message={error} />
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
                  Chiusura…
                </>
              ) : (
                'Chiudi definitivamente'
              )}
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
