import Modal from 'react-bootstrap/Modal';
import { DialogActions, DialogShell } from '../../../../components/ui/dialog-shell';
import { useModalFocus } from '../../../../components/ui/use-modal-focus';

interface ApproveDialogProps {
  show: boolean;
  reportNumber: number;
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** After it has closed: the panel decides where the focus goes. */
  onExited(): void;
}

/** The confirm step before publishing: approval cannot be undone from here. */
export function ApproveDialog({
  show,
  reportNumber,
  pending,
  onConfirm,
  onCancel,
  onExited,
}: ApproveDialogProps) {
  // 'Annulla' takes the focus: an accidental Enter must not publish the report.
  const cancelRef = useModalFocus<HTMLButtonElement>(show);
  return (
    <DialogShell
      id="approve-dialog"
      show={show}
      title={`Approvare e pubblicare il report n. ${reportNumber}?`}
      describedBy="approve-dialog-text"
      pending={pending}
      onCancel={onCancel}
      onExited={onExited}
    >
      <Modal.Body>
        <p id="approve-dialog-text" className="mb-0">
          Il report sarà sigillato con la sua impronta e diventerà acquistabile; il venditore riceverà per
          email il link al report.
        </p>
      </Modal.Body>
      <DialogActions
        confirmLabel="Conferma e pubblica"
        pendingLabel="Pubblicazione…"
        variant="primary"
        pending={pending}
        onConfirm={onConfirm}
        onCancel={onCancel}
        cancelRef={cancelRef}
      />
    </DialogShell>
  );
}
