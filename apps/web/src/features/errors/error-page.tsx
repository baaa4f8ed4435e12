import { ErrorMessage } from '../../components/ui/error-message';

export function ErrorPage() {
  return (
    <ErrorMessage
      title="Si è verificato un errore"
      text="Non siamo riusciti a completare l’operazione. Riprova tra qualche istante; se il problema continua scrivici."
      reload
    />
  );
}
