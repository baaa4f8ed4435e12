import { ErrorMessage } from '../../components/ui/error-message';

export function NotFoundPage() {
  return (
    <ErrorMessage
      title="Pagina non trovata"
      text="La pagina che cerchi non esiste o è stata spostata. Controlla l’indirizzo oppure riparti dalla home."
    />
  );
}
