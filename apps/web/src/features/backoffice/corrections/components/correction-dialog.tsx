import { CorrectionRequestSchema } from '@verificauto/shared/contracts/backoffice-corrections';
import { ReasonDialog, type ReasonDialogStateProps } from '../../components/reason-dialog';

interface CorrectionDialogProps extends ReasonDialogStateProps {
  reportNumber: number;
}

/**
 * 'Richiedi una correzione' of an approved report: the reason is required, since buyers read it in the
 * report's history of versions.
 */
export function CorrectionDialog({ show, reportNumber, ...rest }: CorrectionDialogProps) {
  return (
    <ReasonDialog
      id="correction-dialog"
      show={show}
      title={`Richiedere una correzione del report n. ${reportNumber}?`}
      label="Perché il report va corretto?"
      hint="Il tecnico lo legge riaprendo il report; chi compra il report lo legge nella storia delle versioni (‘Correzione: …’)."
      schema={CorrectionRequestSchema}
      maxLength={2000}
      rows={5}
      confirmLabel="Richiedi una correzione"
      pendingLabel="Invio…"
      confirmVariant="primary"
      {...rest}
    >
      <p className="mb-0">
        Il report torna modificabile per l’officina. La versione pubblicata resta online, invariata, finché
        non approvi la correzione, che diventa una nuova versione.
      </p>
    </ReasonDialog>
  );
}
