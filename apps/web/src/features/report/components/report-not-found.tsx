import { REPORT_READY_HOURS } from '@verificauto/shared/domain/business';
import { ErrorMessage } from '../../../components/ui/error-message';

/**
 * The same words for every link without a report to show, since a stranger must learn nothing of an
 * inspection; they also answer a buyer whose link the seller shared before approval
 * (docs/decisions/054-report-preview-and-early-links.md).
 */
export function ReportNotFound() {
  return (
    <ErrorMessage
      title="Report non disponibile"
      text={`Il report che cerchi non è disponibile. Se il link ti è stato condiviso da poco, il report potrebbe non essere ancora pronto: di solito lo è entro ${REPORT_READY_HOURS} ore dall’ispezione, riprova più tardi. Altrimenti controlla il link che hai ricevuto.`}
    />
  );
}
