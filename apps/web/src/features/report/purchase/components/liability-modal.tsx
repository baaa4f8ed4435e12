import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModalFocus } from '../../../../components/ui/use-modal-focus';
import { LIABILITY_TITLE, LiabilityDeclaration } from './liability-declaration';
import '../../../../styles/parts/modal.scss';

interface LiabilityModalProps {
  show: boolean;
  onAccept(): void;
  onClose(): void;
  /** After the closing animation: the page moves the focus to the report. */
  onExited(): void;
}

/**
 * The product rules (docs/product.md#liability-declaration): shown before the report; static backdrop, no
 * keyboard dismissal, 'Accetto' or 'Chiudi'.
 */
export function LiabilityModal({ show, onAccept, onClose, onExited }: LiabilityModalProps) {
  // 'Accetto' takes the focus: the footer stays in view while the declaration scrolls above it.
  const acceptRef = useModalFocus<HTMLButtonElement>(show);
  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      backdrop="static"
      keyboard={false}
      restoreFocus={false}
      // Without the fade the dialog leaves the page with the click: a closing transition whose end event
      // never came once left it on top of the accepted report (a flaky browser test).
      animation={false}
      centered
      scrollable
      aria-labelledby="liability-modal-title"
      aria-describedby="liability-modal-intro"
    >
      <Modal.Header>
        <Modal.Title as="h2" id="liability-modal-title" className="h4">
          {LIABILITY_TITLE}
        </Modal.Title>
      </Modal.Header>
      {/* Focusable so that keyboard users can scroll the declaration on a small screen. */}
      <Modal.Body tabIndex={0} role="region" aria-label="Testo della dichiarazione">
        <p id="liability-modal-intro" className="fw-semibold">
          Prima di visualizzare il report leggi e accetta questa dichiarazione.
        </p>
        <LiabilityDeclaration />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Chiudi
        </Button>
        <Button ref={acceptRef} variant="primary" onClick={onAccept}>
          Accetto
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
