import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useModalFocus } from '../../../components/ui/use-modal-focus';

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
    <Modal
      show={show}
      onHide={() => !pending && onCancel()}
      onExited={onExited}
      backdrop="static"
      restoreFocus={false}
      animation={false}
      centered
      aria-labelledby="approve-dialog-title"
      aria-describedby="approve-dialog-text"
    >
      <Modal.Header>
        <Modal.Title as="h2" id="approve-dialog-title" className="h4">
          Approvare e pubblicare il report n. {reportNumber}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="approve-dialog-text" className="mb-0">
          Il report sarà sigillato con la sua impronta e diventerà acquistabile; il venditore riceverà per
          email il link al report.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button ref={cancelRef} variant="outline-secondary" onClick={onCancel} disabled={pending}>
          Annulla
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={pending}>
          {pending ? (
            <>
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
              Pubblicazione…
            </>
          ) : (
            'Conferma e pubblica'
          )}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
