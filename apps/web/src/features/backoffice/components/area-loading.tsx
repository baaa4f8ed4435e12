/** While the back office's data is on its way. */
export function AreaLoading() {
  return (
    <div className="backoffice-status" role="status">
      <span className="spinner-border spinner-border-sm text-primary me-2" aria-hidden="true" />
      Caricamento…
    </div>
  );
}
