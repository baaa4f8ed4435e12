import { ErrorMessage } from '../../../components/ui/error-message';

export function ReportNotFound() {
  return (
    <ErrorMessage
      title="Report non disponibile"
      text="Il report che cerchi non esiste o non è più disponibile. Controlla il link che hai ricevuto."
    />
  );
}
