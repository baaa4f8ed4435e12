import type { PendingReport } from '@verificauto/shared/contracts/backoffice';
import { formatDateTime } from '@verificauto/shared/domain/format';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useFocusReturn } from '../../../../components/ui/use-modal-focus';
import { useRequestCorrection } from '../../corrections/api/request-correction';
import { CorrectionChanges } from '../../corrections/components/correction-changes';
import { CorrectionDialog } from '../../corrections/components/correction-dialog';
import { useApproveReport } from '../api/approve-report';
import { useReturnReport } from '../api/return-report';
import { ApproveDialog } from './approve-dialog';
import { DecisionResult } from './decision-result';
import { ReturnDialog } from './return-dialog';
import '../../../../styles/parts/form-control.scss';
import '../../../../styles/parts/forms.scss';
import '../../../../styles/parts/modal.scss';
import '../../../../styles/parts/spinners.scss';
import '../../backoffice.scss';

interface ApprovalPanelProps {
  uuid: string;
  reportNumber: number;
  /** The report's entry in the approval queue; undefined when it is not awaiting approval. */
  pending: PendingReport | undefined;
  approved: boolean;
  /** After an approval or a send-back: the page reloads the report it shows. */
  onDecided(): void;
}

type Dialog = 'approve' | 'return' | 'correct' | null;

/**
 * Above the report as the buyer will see it: approve and publish it, or send it back with a note; for an
 * approved report, ask the workshop for a correction (a new version once approved).
 */
export function ApprovalPanel({ uuid, reportNumber, pending, approved, onDecided }: ApprovalPanelProps) {
  const approve = useApproveReport(uuid);
  const sendBack = useReturnReport(uuid);
  const correct = useRequestCorrection(uuid);
  const [dialog, setDialog] = useState<Dialog>(null);
  const approveButton = useRef<HTMLButtonElement>(null);
  const returnButton = useRef<HTMLButtonElement>(null);
  const correctButton = useRef<HTMLButtonElement>(null);
  const busy = approve.isPending || sendBack.isPending;

  const decided = approve.data
    ? ({ kind: 'approved', ...approve.data } as const)
    : sendBack.isSuccess
      ? ({ kind: 'returned' } as const)
      : correct.isSuccess
        ? ({ kind: 'correction_requested' } as const)
        : null;

  const confirmApproval = () =>
    approve.mutate(undefined, {
      onSuccess: onDecided,
      onSettled: () => setDialog(null),
    });
  const submitReturn = (note: string) =>
    sendBack.mutate(
      { note },
      {
        onSuccess: () => {
          setDialog(null);
          onDecided();
        },
      },
    );
  const openReturn = () => {
    sendBack.reset();
    setDialog('return');
  };
  const submitCorrection = (reason: string) =>
    correct.mutate({ reason }, { onSuccess: () => setDialog(null) });
  const openCorrection = () => {
    correct.reset();
    setDialog('correct');
  };
  // A cancelled or failed dialog gives the focus back to the button that opened it; after a decision that
  // button is gone and the result takes the focus itself.
  const restoreFocus = useFocusReturn(dialog !== null);

  return (
    <section className="approval-panel" aria-labelledby="approval-title">
      <div className="container py-4">
        <h2 id="approval-title" className="h4 mb-3">
          Approvazione del report n. {reportNumber}
        </h2>
        {decided ? (
          <DecisionResult decision={decided} reportNumber={reportNumber} />
        ) : !pending && approved ? (
          <>
            <p className="mb-3">Questo report è già stato approvato e pubblicato.</p>
            <Button ref={correctButton} variant="outline-primary" onClick={openCorrection}>
              Richiedi una correzione
            </Button>
          </>
        ) : !pending ? (
          <p className="mb-0">
            Questo report non è in attesa di approvazione: l’officina non l’ha ancora inviato oppure è stato
            rimandato per correzioni.
          </p>
        ) : (
          <>
            <p className="mb-2">
              Inviato il {formatDateTime(pending.submitted_at)}
              {pending.technician_name && ` da ${pending.technician_name}`} ({pending.workshop.name},{' '}
              {pending.workshop.city}). Venditore: {pending.seller_email}.
            </p>
            {pending.correction_reason !== null && (
              <div className="pending-report-correction mb-2">
                <p className="fw-semibold mb-1">
                  Correzione della versione {pending.version}: {pending.correction_reason}
                </p>
                <p className="mb-0">
                  Qui sotto c’è la versione pubblicata, che resta online finché non approvi la correzione:
                  approvandola, il contenuto inviato dall’officina diventa la versione {pending.version + 1}.
                </p>
                <CorrectionChanges uuid={uuid} version={pending.version} />
              </div>
            )}
            {pending.date_warnings.length > 0 && (
              <section className="alert alert-warning mb-2" aria-labelledby="date-warnings-title">
                <p id="date-warnings-title" className="fw-semibold mb-1">
                  Date da verificare
                </p>
                <ul className="mb-0">
                  {pending.date_warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </section>
            )}
            {pending.previously_returned_note && (
              <p className="mb-2">
                <span className="fw-semibold">Già rimandato all’officina con la nota:</span>{' '}
                {pending.previously_returned_note}
              </p>
            )}
            <div aria-live="polite">
              {approve.error && (
                <div className="alert alert-danger mt-3 mb-0" role="alert">
                  {approve.error.message}
                </div>
              )}
            </div>
            <div className="d-flex flex-wrap gap-2 mt-3">
              <Button
                ref={approveButton}
                variant="primary"
                disabled={busy}
                onClick={() => setDialog('approve')}
              >
                Approva e pubblica
              </Button>
              <Button ref={returnButton} variant="outline-danger" disabled={busy} onClick={openReturn}>
                Rimanda all’officina
              </Button>
            </div>
          </>
        )}
      </div>
      <ApproveDialog
        show={dialog === 'approve'}
        reportNumber={reportNumber}
        pending={approve.isPending}
        onConfirm={confirmApproval}
        onCancel={() => setDialog(null)}
        onExited={restoreFocus(approveButton)}
      />
      <ReturnDialog
        show={dialog === 'return'}
        reportNumber={reportNumber}
        pending={sendBack.isPending}
        error={sendBack.error}
        onSubmit={submitReturn}
        onCancel={() => setDialog(null)}
        onExited={restoreFocus(returnButton)}
      />
      <CorrectionDialog
        show={dialog === 'correct'}
        reportNumber={reportNumber}
        pending={correct.isPending}
        error={correct.error}
        onSubmit={submitCorrection}
        onCancel={() => setDialog(null)}
        onExited={restoreFocus(correctButton)}
      />
    </section>
  );
}
