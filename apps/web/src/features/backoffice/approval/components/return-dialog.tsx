import { ReturnReportRequestSchema } from '@verificauto/shared/contracts/backoffice';
import { ReasonDialog, type ReasonDialogStateProps } from '../../components/reason-dialog';

interface ReturnDialogProps extends ReasonDialogStateProps {
  reportNumber: number;
}

/** 'Rimanda all’officina': the note of what to correct is required. */
export function ReturnDialog({ show, reportNumber, ...rest }: ReturnDialogProps) {
  return (
    <ReasonDialog
      id="return-dialog"
      show={show}
      title={`Rimandare all’officina il report n. ${reportNumber}?`}
      label="Cosa deve correggere l’officina?"
      hint="Il tecnico la legge riaprendo il report, che torna modificabile."
      name="note"
      schema={ReturnReportRequestSchema}
      maxLength={2000}
      rows={5}
      confirmLabel="Rimanda all’officina"
      pendingLabel="Invio…"
      {...rest}
    />
  );
}
