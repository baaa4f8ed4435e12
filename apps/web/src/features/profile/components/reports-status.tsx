/** While the session refresh and the reports are on their way. */
export function ReportsLoading() {
  return (
    <div className="profile-status" role="status">
      <span className="spinner-border spinner-border-sm text-primary me-2" aria-hidden="true" />
      Caricamento…
    </div>
  );
}

interface ReportsLoadErrorProps {
  message: string;
  retrying: boolean;
  onRetry(): void;
}

export function ReportsLoadError({ message, retrying, onRetry }: ReportsLoadErrorProps) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <p className="mb-0 flex-grow-1">Non è stato possibile caricare i tuoi report. {message}</p>
      <button type="button" className="btn btn-danger" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Riprovo…' : 'Riprova'}
      </button>
    </div>
  );
}
