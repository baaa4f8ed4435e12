import Modal from 'react-bootstrap/Modal';
import { DialogActions, DialogShell } from '../../../components/ui/dialog-shell';
import { useModalFocus } from '../../../components/ui/use-modal-focus';
import '../../../styles/parts/modal.scss';

interface SubmitConfirmDialogProps {
  show: boolean;
  /** The car and what the report says, in a line: "AB123CD · punteggio … · 1 problema di sicurezza". */
  summary: string;
  pending: boolean;
  /** Why the last attempt failed, when it did for a reason other than a missing part. */
  error: string | null;
  onConfirm(): void;
  onCancel(): void;
  onExited(): void;
}

/** The step before the report leaves the workshop: once sent it cannot be changed here. */
export function SubmitConfirmDialog({
  show,
  summary,
  pending,
  error,
  onConfirm,
  onCancel,
  onExited,
}: SubmitConfirmDialogProps) {
  // 'Annulla' takes the focus: an accidental Enter must not send the report.
  const cancelRef = useModalFocus<HTMLButtonElement>(show);
  return (
    <DialogShell
      id="submit-dialog"
      show={show}
      title="Inviare il report per approvazione?"
      describedBy="submit-dialog-text"
      pending={pending}
      onCancel={onCancel}
      onExited={onExited}
    >
      <Modal.Body>
        <div id="submit-dialog-text">
          <p>{summary}.</p>
          <p className="mb-0">
            Dopo l’invio il report non si può più modificare: il back office di Verificauto lo controlla e lo
            approva, oppure te lo rimanda con una nota.
          </p>
        </div>
        {error && (
          <p className="text-danger mt-3 mb-0" role="alert">
            {error}
          </p>
        )}
      </Modal.Body>
      <DialogActions
        confirmLabel="Invia il report"
        pendingLabel="Invio in corso…"
        variant="primary"
        pending={pending}
        onConfirm={onConfirm}
        onCancel={onCancel}
        cancelRef={cancelRef}
      />
    </DialogShell>
  );
}
