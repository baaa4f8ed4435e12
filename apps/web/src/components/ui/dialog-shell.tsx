import type { ReactNode, Ref } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

interface DialogShellProps {
  /** Prefix of the element ids, unique on the page; the title gets `${id}-title`. */
  id: string;
  show: boolean;
  title: ReactNode;
  /** The id of the text that says what the action does, when there is one. */
  describedBy?: string;
  pending: boolean;
  onCancel(): void;
  /** After it has closed: the page decides where the focus goes. */
  onExited(): void;
  /** The body and the actions, wrapped in a form when the dialog asks for something. */
  children: ReactNode;
}

/**
 * The confirmation dialogs of the back office and the workshop app: static backdrop and no focus restore (the page puts the focus
 * back once the dialog has closed, with useModalFocus keeping it inside meanwhile); it cannot be dismissed
 * while its action is pending.
 */
export function DialogShell({
  id,
  show,
  title,
  describedBy,
  pending,
  onCancel,
  onExited,
  children,
}: DialogShellProps) {
  return (
    <Modal
      show={show}
      onHide={() => !pending && onCancel()}
      onExited={onExited}
      backdrop="static"
      restoreFocus={false}
      animation={false}
      centered
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy}
    >
      <Modal.Header>
        <Modal.Title as="h2" id={`${id}-title`} className="h4">
          {title}
        </Modal.Title>
      </Modal.Header>
      {children}
    </Modal>
  );
}

interface DialogActionsProps {
  confirmLabel: string;
  pendingLabel: string;
  variant: 'primary' | 'danger';
  pending: boolean;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?(): void;
  onCancel(): void;
  cancelRef?: Ref<HTMLButtonElement>;
}

/** 'Annulla' and the confirm button, both disabled while the action is pending. */
export function DialogActions({
  confirmLabel,
  pendingLabel,
  variant,
  pending,
  onConfirm,
  onCancel,
  cancelRef,
}: DialogActionsProps) {
  return (
    <Modal.Footer>
      <Button ref={cancelRef} variant="outline-secondary" onClick={onCancel} disabled={pending}>
        Annulla
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} variant={variant} onClick={onConfirm} disabled={pending}>
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
  );
}
