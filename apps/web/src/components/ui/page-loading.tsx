/** Placeholder while a page chunk or its data loads; keeps the height so the footer does not jump. */
export function PageLoading({ label = 'Caricamento…' }: { label?: string }) {
  return (
    <div className="container py-6 text-center page-loading" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
